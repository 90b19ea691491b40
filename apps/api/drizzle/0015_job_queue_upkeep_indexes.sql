CREATE INDEX "daily_picks_day_idx" ON "daily_picks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");