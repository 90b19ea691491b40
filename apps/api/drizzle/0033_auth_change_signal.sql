-- Decision 42: what a signed-in request knows of its caller (AuthUser: the account, its session,
-- its profile's gender and Moon) is kept in each API process, and a change to any of it is
-- announced by the database itself when the change commits: the NOTIFY below, sent by trigger,
-- so no write site (a route, a job, staff SQL) can forget it. Its payload is the user's id.
CREATE FUNCTION jodi_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_column text := TG_ARGV[0];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('jodi_auth_changed', to_jsonb(OLD) ->> user_column);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('jodi_auth_changed', to_jsonb(NEW) ->> user_column);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER users_auth_changed AFTER UPDATE OF email, is_admin, token_version, plan, plan_expires_at, status, language ON users
  FOR EACH ROW WHEN (
    (OLD.email, OLD.is_admin, OLD.token_version, OLD.plan, OLD.plan_expires_at, OLD.status, OLD.language)
    IS DISTINCT FROM
    (NEW.email, NEW.is_admin, NEW.token_version, NEW.plan, NEW.plan_expires_at, NEW.status, NEW.language)
  )
  EXECUTE FUNCTION jodi_auth_changed('id');--> statement-breakpoint

CREATE TRIGGER users_auth_gone AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION jodi_auth_changed('id');--> statement-breakpoint

-- Signing out deletes the session; a new session is a new key and needs no signal.
CREATE TRIGGER sessions_auth_gone AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION jodi_auth_changed('user_id');--> statement-breakpoint

CREATE TRIGGER profiles_auth_made AFTER INSERT OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION jodi_auth_changed('user_id');--> statement-breakpoint

CREATE TRIGGER profiles_auth_changed AFTER UPDATE OF user_id, gender, moon_nakshatra, moon_pada ON profiles
  FOR EACH ROW WHEN (
    (OLD.user_id, OLD.gender, OLD.moon_nakshatra, OLD.moon_pada)
    IS DISTINCT FROM
    (NEW.user_id, NEW.gender, NEW.moon_nakshatra, NEW.moon_pada)
  )
  EXECUTE FUNCTION jodi_auth_changed('user_id');
