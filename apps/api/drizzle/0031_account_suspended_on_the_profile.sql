-- Decision 41: whether the account is suspended, copied onto its profile, so that every listing
-- and match pool reads it off the profile row it reads anyway. As an anti-join against users it
-- cost a match pool statement more to plan than the rest of its conditions. The source stays
-- users.status; the copy follows it by trigger.
ALTER TABLE "profiles" ADD COLUMN "account_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint

UPDATE "profiles" p SET "account_suspended" = true FROM "users" u
 WHERE u.id = p.user_id AND u.status <> 'active';--> statement-breakpoint

-- A suspension (or its lifting) reaches the account's profile in the same transaction.
CREATE FUNCTION jodi_account_status_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET account_suspended = (NEW.status <> 'active') WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER users_account_status_follow AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION jodi_account_status_follow();--> statement-breakpoint

-- A new profile starts with both of its account's copies (it replaces migration 0030's function,
-- which copied the last sign-in alone; the trigger keeps pointing at it through the rename).
CREATE OR REPLACE FUNCTION jodi_profile_last_login() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.last_login_at, u.status <> 'active' INTO NEW.last_login_at, NEW.account_suspended
    FROM users u WHERE u.id = NEW.user_id;
  NEW.account_suspended := coalesce(NEW.account_suspended, false);
  RETURN NEW;
END
$$;--> statement-breakpoint

ALTER FUNCTION jodi_profile_last_login() RENAME TO jodi_profile_account_copies;--> statement-breakpoint
ALTER TRIGGER profiles_last_login_at_start ON profiles RENAME TO profiles_account_copies_start;
