-- Decision 39: placement searches the stored lists, not every profile. Each list keeps the
-- preferences it was made for as the match bits (its stored query, as a percolator keeps its
-- queries), its size, and whether it is full of mutual fits, which only a mutual fit can then enter. The
-- bits are copied from the owner's profile when the list is made; a change of the owner's
-- preferences or answers makes the list again, so they change together.
ALTER TABLE "match_lists"
  ADD COLUMN "gender" text,
  ADD COLUMN "fit_bits" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "fit_city_bits" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "accept_bits" bigint NOT NULL DEFAULT -1,
  ADD COLUMN "accept_age_bits" bigint NOT NULL DEFAULT -1,
  ADD COLUMN "accept_height_bits" bigint NOT NULL DEFAULT -1,
  ADD COLUMN "accept_city_bits" bigint NOT NULL DEFAULT -1,
  ADD COLUMN "full_of_mutual" boolean NOT NULL DEFAULT false,
  ADD COLUMN "size" smallint NOT NULL DEFAULT 0;--> statement-breakpoint

UPDATE "match_lists" l
   SET "gender" = p."gender", "fit_bits" = coalesce(p."fit_bits", 0), "fit_city_bits" = coalesce(p."fit_city_bits", 0),
       "accept_bits" = p."accept_bits", "accept_age_bits" = p."accept_age_bits",
       "accept_height_bits" = p."accept_height_bits", "accept_city_bits" = p."accept_city_bits",
       "size" = (SELECT count(*) FROM "match_candidates" c WHERE c."profile_id" = l."profile_id"),
       "full_of_mutual" = (SELECT count(*) >= 200 AND bool_and(c."tier" = 2) FROM "match_candidates" c WHERE c."profile_id" = l."profile_id")
  FROM "profiles" p WHERE p."id" = l."profile_id";--> statement-breakpoint

-- Read alone by placement: a gender's lists in id order, their stored query beside each.
CREATE INDEX "match_lists_percolator_idx" ON "match_lists" USING btree ("gender","profile_id")
  INCLUDE ("fit_bits", "fit_city_bits", "accept_bits", "accept_age_bits", "accept_height_bits",
           "accept_city_bits", "full_of_mutual");--> statement-breakpoint

-- Nothing searches the terms' GIN index now: pools walk the bit indexes (decision 37), placement
-- the lists (above). The terms stay: the bits are generated from them.
DROP INDEX "profiles_match_terms_idx";--> statement-breakpoint

-- The night's birthdays (decision 39): a member a year older is placed again and has their list
-- made again, the only drift of a list that placement does not carry.
CREATE INDEX "profiles_birthday_idx" ON "profiles" USING btree ((EXTRACT(MONTH FROM "birthdate") * 100 + EXTRACT(DAY FROM "birthdate")))
  WHERE "profiles"."birthdate" IS NOT NULL;
--> statement-breakpoint

-- The lists holding a profile, in member order: placement pages through them by member id, which
-- the candidate's index alone did not give (the planner walked every entry in member order).
DROP INDEX "match_candidates_candidate_idx";--> statement-breakpoint
CREATE INDEX "match_candidates_candidate_idx" ON "match_candidates" USING btree ("candidate_id","profile_id");
--> statement-breakpoint

-- The profiles whose Moon the start still has to work out (astro.repository.ts withoutMoon): each
-- process's start read every profile to find none.
CREATE INDEX "profiles_moon_pending_idx" ON "profiles" USING btree ("id")
  WHERE "profiles"."moon_source" IS NULL AND ("profiles"."birthname" IS NOT NULL OR "profiles"."birth_time" IS NOT NULL);
