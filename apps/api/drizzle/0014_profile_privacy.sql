ALTER TABLE "profiles" ADD COLUMN "photo_visibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "contact_visibility" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_photo_visibility_check" CHECK ("profiles"."photo_visibility" IN ('everyone', 'members', 'accepted'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_contact_visibility_check" CHECK ("profiles"."contact_visibility" IN ('plan', 'accepted'));