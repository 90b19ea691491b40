CREATE TABLE "daily_picks" (
	"profile_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"day" date NOT NULL,
	"position" smallint NOT NULL,
	"is_new" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_candidates" (
	"profile_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"tier" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_lists" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_skips" (
	"from_profile_id" uuid NOT NULL,
	"to_profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_preferences" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"height_min" smallint,
	"height_max" smallint,
	"maritial_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"educations" text[] DEFAULT '{}'::text[] NOT NULL,
	"annual_income_min" text,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"smoking" text[] DEFAULT '{}'::text[] NOT NULL,
	"drinking" text[] DEFAULT '{}'::text[] NOT NULL,
	"mangal_dosh" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_gunmilan" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"viewer_profile_id" uuid NOT NULL,
	"viewed_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_listing_idx";--> statement-breakpoint
DROP INDEX "profiles_birthdate_idx";--> statement-breakpoint
DROP INDEX "profiles_recent_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listable" boolean GENERATED ALWAYS AS (coalesce(btrim(name), '') <> '' AND gender IS NOT NULL AND birthdate IS NOT NULL AND coalesce(btrim(current_city), '') <> '' AND coalesce(btrim(maritial_status), '') <> '' AND primary_photo_id IS NOT NULL) STORED;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_candidate_id_profiles_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_candidates" ADD CONSTRAINT "match_candidates_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_candidates" ADD CONSTRAINT "match_candidates_candidate_id_profiles_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lists" ADD CONSTRAINT "match_lists_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_skips" ADD CONSTRAINT "match_skips_from_profile_id_profiles_id_fk" FOREIGN KEY ("from_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_skips" ADD CONSTRAINT "match_skips_to_profile_id_profiles_id_fk" FOREIGN KEY ("to_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD CONSTRAINT "partner_preferences_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewed_profile_id_profiles_id_fk" FOREIGN KEY ("viewed_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_picks_day_key" ON "daily_picks" USING btree ("profile_id","day","position");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_picks_candidate_key" ON "daily_picks" USING btree ("profile_id","candidate_id","day");--> statement-breakpoint
CREATE INDEX "daily_picks_candidate_idx" ON "daily_picks" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_candidates_rank_key" ON "match_candidates" USING btree ("profile_id","rank");--> statement-breakpoint
CREATE INDEX "match_candidates_candidate_idx" ON "match_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_skips_pair_key" ON "match_skips" USING btree ("from_profile_id","to_profile_id");--> statement-breakpoint
CREATE INDEX "match_skips_to_idx" ON "match_skips" USING btree ("to_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_once_a_day_key" ON "profile_views" USING btree ("viewer_profile_id","viewed_profile_id","day");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_idx" ON "profile_views" USING btree ("viewed_profile_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_listing_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS LAST) WHERE "profiles"."hidden" = false AND "profiles"."listable" = true;--> statement-breakpoint
CREATE INDEX "profiles_birthdate_idx" ON "profiles" USING btree ("gender","birthdate") WHERE "profiles"."hidden" = false AND "profiles"."listable" = true;--> statement-breakpoint
CREATE INDEX "profiles_recent_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "profiles"."hidden" = false AND "profiles"."listable" = true;