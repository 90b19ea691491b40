-- Decision 37: the match terms as bits, so that a match pool is walked through an index alone.
-- A closed field's terms (marital status, education, income, diet, smoking, drinking, mangal dosh)
-- are one bit each in jodi_match_vocabulary's order, with '?' (unanswered) and '~' (an answer
-- outside the list) for every field; a preference's 'field:*' is all of the field's bits. Ages
-- (18..80) and height buckets (20..50) are a bit each; cities, an open list, are hashed to two of
-- 63 bits, so a city condition may let a profile through that fit.ts then ranks below the mutual
-- fits, never the other way. matchmaking/match-bits.ts writes the conditions; match-bits.test.ts
-- checks these functions against it and against fit.ts.

CREATE FUNCTION jodi_match_vocabulary() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[
    'ms:never_married', 'ms:divorced', 'ms:widowed', 'ms:awaiting_divorce', 'ms:?', 'ms:~',
    'edu:high_school', 'edu:diploma', 'edu:bachelors', 'edu:masters', 'edu:doctorate', 'edu:professional', 'edu:?', 'edu:~',
    'inc:below_3_lakh', 'inc:3_to_5_lakh', 'inc:5_to_10_lakh', 'inc:10_to_15_lakh', 'inc:15_to_25_lakh',
    'inc:25_to_50_lakh', 'inc:50_lakh_to_1_crore', 'inc:above_1_crore', 'inc:?', 'inc:~',
    'diet:veg', 'diet:non_veg', 'diet:eggetarian', 'diet:jain', 'diet:vegan', 'diet:?', 'diet:~',
    'smoke:no', 'smoke:occasionally', 'smoke:yes', 'smoke:?', 'smoke:~',
    'drink:no', 'drink:occasionally', 'drink:yes', 'drink:?', 'drink:~',
    'md:yes', 'md:no', 'md:anshik', 'md:unknown', 'md:?', 'md:~']
$$;--> statement-breakpoint

-- Every bit of one field ('edu'): what 'edu:*' stands for.
CREATE FUNCTION jodi_field_bits(field text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT bit_or(1::bigint << (n - 1)::int)
    FROM unnest(jodi_match_vocabulary()) WITH ORDINALITY AS x(word, n)
   WHERE split_part(word, ':', 1) = field
$$;--> statement-breakpoint

-- The closed fields' terms among `terms` as bits; other terms (gender, age, height, city) are left out.
CREATE FUNCTION jodi_term_bits(terms text[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(CASE
      WHEN array_position(vocabulary.words, t.term) IS NOT NULL
        THEN 1::bigint << (array_position(vocabulary.words, t.term) - 1)
      WHEN split_part(t.term, ':', 2) = '*' THEN jodi_field_bits(split_part(t.term, ':', 1))
      ELSE 1::bigint << (array_position(vocabulary.words, split_part(t.term, ':', 1) || ':~') - 1)
    END), 0)
    FROM unnest(terms) AS t(term), (SELECT jodi_match_vocabulary() AS words) AS vocabulary
   WHERE split_part(t.term, ':', 1) || ':~' = ANY(vocabulary.words)
$$;--> statement-breakpoint

-- The accepted ages (18..80) as bits 0..62.
CREATE FUNCTION jodi_age_bits(terms text[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(CASE WHEN term = 'age:*' THEN 9223372036854775807
                              ELSE 1::bigint << (substr(term, 5)::int - 18) END), 0)
    FROM unnest(terms) AS term WHERE term LIKE 'age:%'
$$;--> statement-breakpoint

-- The accepted height buckets (20..50, 5 cm each) as bits 0..30.
CREATE FUNCTION jodi_height_bits(terms text[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(CASE WHEN term = 'h:*' THEN 2147483647
                              ELSE 1::bigint << (substr(term, 3)::int - 20) END), 0)
    FROM unnest(terms) AS term WHERE term LIKE 'h:%'
$$;--> statement-breakpoint

-- A city term's two bits (of 0..62), from the first and the second 32 bits of its MD5, modulo 63
-- (cityMask in match-bits.ts): a term is taken to be there when both its bits are.
CREATE FUNCTION jodi_city_mask(term text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (1::bigint << (('x' || substr(md5(term), 1, 8))::bit(32)::bigint % 63)::int)
       | (1::bigint << (('x' || substr(md5(term), 9, 8))::bit(32)::bigint % 63)::int)
$$;--> statement-breakpoint

CREATE FUNCTION jodi_city_bits(terms text[]) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(CASE WHEN term = 'city:*' THEN 9223372036854775807 ELSE jodi_city_mask(term) END), 0)
    FROM unnest(terms) AS term WHERE term LIKE 'city:%'
$$;--> statement-breakpoint

-- One statement, so the table is written once.
ALTER TABLE "profiles"
  ADD COLUMN "fit_bits" bigint GENERATED ALWAYS AS (jodi_term_bits(jodi_fit_terms(gender, maritial_status, education, annual_income, current_city, dietary_preferences, smoking_habits, drinking_habits, mangal_dosh))) STORED,
  ADD COLUMN "fit_city_bits" bigint GENERATED ALWAYS AS (jodi_city_bits(jodi_city_terms(current_city))) STORED,
  ADD COLUMN "accept_bits" bigint GENERATED ALWAYS AS (jodi_term_bits(accept_terms)) STORED,
  ADD COLUMN "accept_age_bits" bigint GENERATED ALWAYS AS (jodi_age_bits(accept_terms)) STORED,
  ADD COLUMN "accept_height_bits" bigint GENERATED ALWAYS AS (jodi_height_bits(accept_terms)) STORED,
  ADD COLUMN "accept_city_bits" bigint GENERATED ALWAYS AS (jodi_city_bits(accept_terms)) STORED;--> statement-breakpoint

-- The walks read these indexes alone: the newest of a gender, and a gender's age range. schema.ts
-- declares the keys; drizzle cannot write INCLUDE, so it is written here by hand.
CREATE INDEX "profiles_match_walk_idx" ON "profiles" USING btree ("gender","created_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("birthdate", "height", "moon_nakshatra", "moon_pada", "fit_bits", "fit_city_bits", "accept_bits",
           "accept_age_bits", "accept_height_bits", "accept_city_bits")
  WHERE "profiles"."hidden" = false AND "profiles"."listable" = true;--> statement-breakpoint
DROP INDEX "profiles_birthdate_idx";--> statement-breakpoint
CREATE INDEX "profiles_birthdate_idx" ON "profiles" USING btree ("gender","birthdate")
  INCLUDE ("created_at", "id", "height", "moon_nakshatra", "moon_pada", "fit_bits", "fit_city_bits", "accept_bits",
           "accept_age_bits", "accept_height_bits", "accept_city_bits")
  WHERE "profiles"."hidden" = false AND "profiles"."listable" = true;--> statement-breakpoint

-- A new member is ranked first among equal fits (rank-score.ts, NEW_MEMBER_DAYS): scores change
-- form, so the stored lists go and are made again on their next read or by the night's job.
DELETE FROM "match_candidates";--> statement-breakpoint
DELETE FROM "match_lists";
