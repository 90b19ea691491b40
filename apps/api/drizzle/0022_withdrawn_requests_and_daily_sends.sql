CREATE TABLE "request_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_requests_to_idx";--> statement-breakpoint
ALTER TABLE "chat_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
-- Every existing request keeps its meaning (the old reading was: accepted first, then declined, else pending).
UPDATE "chat_requests" SET "status" = CASE WHEN "accepted" THEN 'accepted' WHEN "declined" THEN 'declined' ELSE 'pending' END;--> statement-breakpoint
ALTER TABLE "request_sends" ADD CONSTRAINT "request_sends_sender_profile_id_profiles_id_fk" FOREIGN KEY ("sender_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_sends_sender_idx" ON "request_sends" USING btree ("sender_profile_id","kind","sent_at");--> statement-breakpoint
CREATE INDEX "chat_requests_to_idx" ON "chat_requests" USING btree ("to_profile_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "chat_requests" DROP COLUMN "accepted";--> statement-breakpoint
ALTER TABLE "chat_requests" DROP COLUMN "declined";