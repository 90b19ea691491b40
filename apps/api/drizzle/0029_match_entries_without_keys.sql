-- Decision 40: a list's 200 entries are written without a foreign-key check each (two per row
-- were a tenth of what making a list cost). What the cascades did is done once per deleted
-- profile instead: its own list and its places in other members' lists go with it.
ALTER TABLE "match_candidates" DROP CONSTRAINT "match_candidates_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "match_candidates" DROP CONSTRAINT "match_candidates_candidate_id_profiles_id_fk";--> statement-breakpoint

CREATE FUNCTION jodi_match_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM match_candidates WHERE profile_id = OLD.id;
  DELETE FROM match_candidates WHERE candidate_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER profiles_match_entries_follow AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION jodi_match_entries_follow();
