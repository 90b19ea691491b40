-- Decision 44: the birth chart computed from the birth details, stored like the Moon; matching reads
-- its Manglik verdict (chart_mangal_dosh) before the declared mangal_dosh. The chart is computed in
-- TypeScript, so the rows are filled at the next start (AstroService.backfill), not here.
ALTER TABLE "profiles" ADD COLUMN "kundli" jsonb,
  ADD COLUMN "chart_mangal_dosh" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_chart_mangal_dosh_check" CHECK ("profiles"."chart_mangal_dosh" IN ('yes', 'anshik', 'no'));--> statement-breakpoint

-- A generated column's expression cannot change before PostgreSQL 17: the fit terms and bits are
-- made again with the chart's verdict first, and the two walk indexes that carry the bits with them.
DROP INDEX "profiles_match_walk_idx";--> statement-breakpoint
DROP INDEX "profiles_birthdate_idx";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "fit_bits",
  DROP COLUMN "fit_terms";--> statement-breakpoint
ALTER TABLE "profiles"
  ADD COLUMN "fit_terms" text[] GENERATED ALWAYS AS (jodi_fit_terms(gender, maritial_status, education, annual_income, current_city, dietary_preferences, smoking_habits, drinking_habits, coalesce(chart_mangal_dosh, mangal_dosh))) STORED,
  ADD COLUMN "fit_bits" bigint GENERATED ALWAYS AS (jodi_term_bits(jodi_fit_terms(gender, maritial_status, education, annual_income, current_city, dietary_preferences, smoking_habits, drinking_habits, coalesce(chart_mangal_dosh, mangal_dosh)))) STORED;--> statement-breakpoint
CREATE INDEX "profiles_match_walk_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("birthdate", "height", "moon_nakshatra", "moon_pada", "fit_bits", "fit_city_bits", "accept_bits",
           "accept_age_bits", "accept_height_bits", "accept_city_bits")
  WHERE "profiles"."hidden" = false AND "profiles"."listable" = true;--> statement-breakpoint
CREATE INDEX "profiles_birthdate_idx" ON "profiles" USING btree ("gender","birthdate")
  INCLUDE ("created_at", "id", "height", "moon_nakshatra", "moon_pada", "fit_bits", "fit_city_bits", "accept_bits",
           "accept_age_bits", "accept_height_bits", "accept_city_bits")
  WHERE "profiles"."hidden" = false AND "profiles"."listable" = true;--> statement-breakpoint

-- The profiles whose chart is still to be computed, read at every start.
CREATE INDEX "profiles_chart_pending_idx" ON "profiles" USING btree ("id") WHERE "profiles"."kundli" IS NULL AND "profiles"."birthdate" IS NOT NULL AND "profiles"."birth_time" IS NOT NULL AND "profiles"."birth_lat" IS NOT NULL AND "profiles"."birth_lon" IS NOT NULL AND "profiles"."birth_tz" IS NOT NULL;--> statement-breakpoint

ALTER TABLE "users" ADD COLUMN "chart_style" text DEFAULT 'north' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_chart_style_check" CHECK ("users"."chart_style" IN ('north', 'south'));
