-- Decision 35: both directions of a preference fit as terms in one GIN index, so candidate
-- generation ("who fits me, and whom do I fit") and placement ("whose preferences does this new
-- profile meet") are index searches, not scans. matchmaking/match-terms.ts builds the searches;
-- match-terms.test.ts checks these functions against fit.ts field by field.

-- A profile's answer to one field as a term: 'edu:masters', or 'edu:?' when left unanswered.
CREATE FUNCTION jodi_answer_term(field text, answer text, silent text DEFAULT NULL) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT field || ':' || CASE WHEN answer IS NULL OR btrim(answer) = '' OR answer = silent THEN '?' ELSE answer END
$$;--> statement-breakpoint

-- The city as a preferred city matches it (fit.ts cityMatches): the whole name lowercased, and each
-- part before a comma ("pune, maharashtra" is found as "pune" too).
CREATE FUNCTION jodi_city_terms(city text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN city IS NULL OR btrim(city) = '' THEN ARRAY['city:?']
    ELSE ARRAY['city:' || lower(btrim(city))] || ARRAY(
      SELECT 'city:' || left(lower(btrim(city)), i - 1)
        FROM generate_series(1, length(btrim(city))) AS i
       WHERE substr(btrim(city), i, 1) = ',' ORDER BY i)
  END
$$;--> statement-breakpoint

-- The income bands from `band` up (ANNUAL_INCOME_RANGES without 'not_disclosed', in order).
CREATE FUNCTION jodi_income_bands() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['below_3_lakh', '3_to_5_lakh', '5_to_10_lakh', '10_to_15_lakh', '15_to_25_lakh',
               '25_to_50_lakh', '50_lakh_to_1_crore', 'above_1_crore']
$$;--> statement-breakpoint

-- What a profile is: its gender and its answer to every field preferences are about.
CREATE FUNCTION jodi_fit_terms(gender text, maritial_status text, education text, annual_income text,
                               current_city text, diet text, smoking text, drinking text, mangal_dosh text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[
      'g:' || coalesce(gender, '?'),
      jodi_answer_term('ms', maritial_status),
      jodi_answer_term('edu', education),
      'inc:' || CASE WHEN annual_income = ANY(jodi_income_bands()) THEN annual_income ELSE '?' END,
      jodi_answer_term('diet', diet),
      jodi_answer_term('smoke', smoking),
      jodi_answer_term('drink', drinking),
      jodi_answer_term('md', mangal_dosh, 'unknown')]
    || jodi_city_terms(current_city)
$$;--> statement-breakpoint

-- A preference over a set of answers: 'edu:*' when it does not matter, else one term per answer.
CREATE FUNCTION jodi_wanted_terms(field text, wanted text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN coalesce(cardinality(wanted), 0) = 0 THEN ARRAY[field || ':*']
    ELSE ARRAY(SELECT field || ':' || w FROM unnest(wanted) AS w) END
$$;--> statement-breakpoint

-- Whom a profile's preferences accept. Ages are whole years clamped to 18..80 and heights 5 cm
-- buckets clamped to 100..250 cm: a superset at the edges (fit.ts decides), never one short.
CREATE FUNCTION jodi_accept_terms(age_min smallint, age_max smallint, height_min smallint, height_max smallint,
                                  maritial_statuses text[], educations text[], annual_income_min text,
                                  cities text[], diets text[], smoking text[], drinking text[],
                                  mangal_dosh text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    CASE WHEN age_min IS NULL AND age_max IS NULL THEN ARRAY['age:*']
      ELSE ARRAY(SELECT 'age:' || a FROM generate_series(
             least(greatest(coalesce(age_min, 18), 18), 80), least(greatest(coalesce(age_max, 80), 18), 80)) AS a) END
    || CASE WHEN height_min IS NULL AND height_max IS NULL THEN ARRAY['h:*']
      ELSE ARRAY(SELECT 'h:' || b FROM generate_series(
             least(greatest(coalesce(height_min, 100), 100), 250) / 5, least(greatest(coalesce(height_max, 250), 100), 250) / 5) AS b) END
    || jodi_wanted_terms('ms', maritial_statuses)
    || jodi_wanted_terms('edu', educations)
    || CASE WHEN annual_income_min IS NULL THEN ARRAY['inc:*']
      ELSE ARRAY(SELECT 'inc:' || band FROM unnest(jodi_income_bands()) WITH ORDINALITY AS x(band, n)
                  WHERE n >= coalesce(array_position(jodi_income_bands(), annual_income_min), 1)) END
    || CASE WHEN coalesce(cardinality(cities), 0) = 0 THEN ARRAY['city:*']
      ELSE ARRAY(SELECT 'city:' || lower(btrim(c)) FROM unnest(cities) AS c) END
    || jodi_wanted_terms('diet', diets)
    || jodi_wanted_terms('smoke', smoking)
    || jodi_wanted_terms('drink', drinking)
    || jodi_wanted_terms('md', mangal_dosh)
$$;--> statement-breakpoint

-- The profile's accept terms follow its preferences row (written, changed or removed).
CREATE FUNCTION jodi_accept_terms_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE profiles SET accept_terms = DEFAULT WHERE id = OLD.profile_id;
    RETURN OLD;
  END IF;
  UPDATE profiles SET accept_terms = jodi_accept_terms(NEW.age_min, NEW.age_max, NEW.height_min, NEW.height_max,
      NEW.maritial_statuses, NEW.educations, NEW.annual_income_min, NEW.cities, NEW.diets, NEW.smoking,
      NEW.drinking, NEW.mangal_dosh)
   WHERE id = NEW.profile_id;
  RETURN NEW;
END
$$;--> statement-breakpoint

-- The lists are made again on their next read or by the night's job: entries are ordered by score now.
DELETE FROM "match_candidates";--> statement-breakpoint
DELETE FROM "match_lists";--> statement-breakpoint
DROP INDEX "match_candidates_rank_key";--> statement-breakpoint
ALTER TABLE "match_candidates" DROP COLUMN "rank";--> statement-breakpoint
ALTER TABLE "match_candidates" ADD COLUMN "score" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "fit_terms" text[] GENERATED ALWAYS AS (jodi_fit_terms(gender, maritial_status, education, annual_income, current_city, dietary_preferences, smoking_habits, drinking_habits, mangal_dosh)) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_terms" text[] DEFAULT '{age:*,h:*,ms:*,edu:*,inc:*,city:*,diet:*,smoke:*,drink:*,md:*}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "profiles" p SET "accept_terms" = jodi_accept_terms(pp.age_min, pp.age_max, pp.height_min, pp.height_max,
    pp.maritial_statuses, pp.educations, pp.annual_income_min, pp.cities, pp.diets, pp.smoking, pp.drinking, pp.mangal_dosh)
  FROM "partner_preferences" pp WHERE pp.profile_id = p.id;--> statement-breakpoint
CREATE TRIGGER partner_preferences_accept_terms AFTER INSERT OR UPDATE OR DELETE ON "partner_preferences"
  FOR EACH ROW EXECUTE FUNCTION jodi_accept_terms_follow();--> statement-breakpoint
CREATE UNIQUE INDEX "match_candidates_entry_key" ON "match_candidates" USING btree ("profile_id","candidate_id");--> statement-breakpoint
CREATE INDEX "match_candidates_order_idx" ON "match_candidates" USING btree ("profile_id","score" DESC NULLS LAST,"candidate_id");--> statement-breakpoint
CREATE INDEX "profiles_match_terms_idx" ON "profiles" USING gin ("fit_terms","accept_terms");
