-- Decision 39: placement searches the stored lists, not every profile. Each list keeps the
-- preferences it was made for as the match bits (its stored query, as a percolator keeps its
-- queries) and whether it is full of mutual fits, which only a mutual fit can then enter. The
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
  ADD COLUMN "full_of_mutual" boolean NOT NULL DEFAULT false;--> statement-breakpoint

UPDATE "match_lists" l
   SET "gender" = p."gender", "fit_bits" = coalesce(p."fit_bits", 0), "fit_city_bits" = coalesce(p."fit_city_bits", 0),
       "accept_bits" = p."accept_bits", "accept_age_bits" = p."accept_age_bits",
       "accept_height_bits" = p."accept_height_bits", "accept_city_bits" = p."accept_city_bits"
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
