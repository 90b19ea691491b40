ALTER TABLE "profiles" ADD COLUMN "moon_nakshatra" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_pada" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_source" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_moon_check" CHECK (("profiles"."moon_nakshatra" IS NULL AND "profiles"."moon_pada" IS NULL AND "profiles"."moon_source" IS NULL) OR ("profiles"."moon_nakshatra" BETWEEN 1 AND 27 AND "profiles"."moon_pada" BETWEEN 1 AND 4 AND "profiles"."moon_source" IN ('birth', 'name')));