-- Decision 41: one index both keys a list entry and finds the lists holding a profile (placement),
-- where two were written for each of a list's 200 rows. Conflicts on (profile_id, candidate_id) infer
-- it (a unique index on the same columns in any order).
DROP INDEX "match_candidates_candidate_idx";--> statement-breakpoint
DROP INDEX "match_candidates_entry_key";--> statement-breakpoint
CREATE UNIQUE INDEX "match_candidates_entry_key" ON "match_candidates" USING btree ("candidate_id","profile_id");