-- Decision 40: what ranking reads of each candidate besides the profile itself, copied onto the
-- profile row, so a list's few hundred candidates cost no lookup each in partner_preferences and
-- users. The copies follow their sources by trigger; the sources stay where they are.
ALTER TABLE "profiles" ADD COLUMN "partner_prefs" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint

UPDATE "profiles" p SET "partner_prefs" = to_jsonb(pp) FROM "partner_preferences" pp WHERE pp.profile_id = p.id;--> statement-breakpoint
UPDATE "profiles" p SET "last_login_at" = u.last_login_at FROM "users" u
 WHERE u.id = p.user_id AND u.last_login_at IS NOT NULL;--> statement-breakpoint

-- The profile's accept terms and its copy of the preferences follow its preferences row.
CREATE OR REPLACE FUNCTION jodi_accept_terms_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE profiles SET accept_terms = DEFAULT, partner_prefs = NULL WHERE id = OLD.profile_id;
    RETURN OLD;
  END IF;
  UPDATE profiles SET accept_terms = jodi_accept_terms(NEW.age_min, NEW.age_max, NEW.height_min, NEW.height_max,
      NEW.maritial_statuses, NEW.educations, NEW.annual_income_min, NEW.cities, NEW.diets, NEW.smoking,
      NEW.drinking, NEW.mangal_dosh),
      partner_prefs = to_jsonb(NEW)
   WHERE id = NEW.profile_id;
  RETURN NEW;
END
$$;--> statement-breakpoint

-- A sign-in reaches the account's profile; a profile made after one starts with it.
CREATE FUNCTION jodi_last_login_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET last_login_at = NEW.last_login_at WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER users_last_login_follow AFTER UPDATE OF last_login_at ON users
  FOR EACH ROW WHEN (NEW.last_login_at IS DISTINCT FROM OLD.last_login_at)
  EXECUTE FUNCTION jodi_last_login_follow();--> statement-breakpoint

CREATE FUNCTION jodi_profile_last_login() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_login_at := (SELECT last_login_at FROM users WHERE id = NEW.user_id);
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER profiles_last_login_at_start BEFORE INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION jodi_profile_last_login();
