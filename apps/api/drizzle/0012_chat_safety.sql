ALTER TABLE "messages" ADD COLUMN "safety_concern" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "held_for_review_at" timestamp with time zone;