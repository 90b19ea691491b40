CREATE TABLE "boost_impressions" (
	"boost_id" uuid NOT NULL,
	"viewer_profile_id" uuid NOT NULL,
	CONSTRAINT "boost_impressions_boost_id_viewer_profile_id_pk" PRIMARY KEY("boost_id","viewer_profile_id")
);
--> statement-breakpoint
CREATE TABLE "community_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"city" text NOT NULL,
	"venue" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_events_times" CHECK ("community_events"."ends_at" > "community_events"."starts_at"),
	CONSTRAINT "community_events_capacity" CHECK ("community_events"."capacity" > 0),
	CONSTRAINT "community_events_fee" CHECK ("community_events"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"event_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "event_registrations_event_id_profile_id_pk" PRIMARY KEY("event_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "family_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"email" text NOT NULL,
	"relation" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_managers" (
	"profile_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_managers_profile_id_user_id_pk" PRIMARY KEY("profile_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "profile_boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_boosts_times" CHECK ("profile_boosts"."ends_at" > "profile_boosts"."started_at")
);
--> statement-breakpoint
ALTER TABLE "chat_requests" ADD COLUMN "sent_by" jsonb;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "sent_by" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by" jsonb;--> statement-breakpoint
ALTER TABLE "boost_impressions" ADD CONSTRAINT "boost_impressions_boost_id_profile_boosts_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."profile_boosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_impressions" ADD CONSTRAINT "boost_impressions_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_community_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."community_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_managers" ADD CONSTRAINT "family_managers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_managers" ADD CONSTRAINT "family_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_boosts" ADD CONSTRAINT "profile_boosts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_events_ends_idx" ON "community_events" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "event_registrations_profile_idx" ON "event_registrations" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_invites_token_key" ON "family_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_invites_profile_idx" ON "family_invites" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "family_managers_user_idx" ON "family_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_boosts_ends_idx" ON "profile_boosts" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "profile_boosts_profile_idx" ON "profile_boosts" USING btree ("profile_id","started_at" DESC NULLS LAST);