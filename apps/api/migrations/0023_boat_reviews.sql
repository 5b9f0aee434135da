-- Boats get reviews with moderation like villas (issue 23, decisions 008 and 016): one `comments`
-- table for both kinds of rental unit. A review is about exactly one unit — a villa or a boat —
-- and a boat review's "Konaklamış misafir" badge links a finished boat rental, as a villa
-- review's links a stay. Existing villa reviews are untouched.
ALTER TABLE comments ALTER COLUMN villa_id DROP NOT NULL;--> statement-breakpoint
ALTER TABLE comments ADD COLUMN boat_id integer REFERENCES boats(id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE comments ADD COLUMN boat_reservation_id integer REFERENCES boat_reservations(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE comments ADD CONSTRAINT comments_unit_chk CHECK (num_nonnulls(villa_id, boat_id) = 1);--> statement-breakpoint
-- Only a boat review may name a boat rental, only a villa review a stay.
ALTER TABLE comments ADD CONSTRAINT comments_stay_kind_chk
  CHECK ((reservation_id IS NULL OR villa_id IS NOT NULL) AND (boat_reservation_id IS NULL OR boat_id IS NOT NULL));--> statement-breakpoint
CREATE INDEX comments_boat_idx ON comments (boat_id);--> statement-breakpoint
-- One verified review per rental: a code cannot badge a second review.
CREATE UNIQUE INDEX comments_boat_reservation_idx ON comments (boat_reservation_id) WHERE boat_reservation_id IS NOT NULL;--> statement-breakpoint
-- The villa availability index (0011, 0021) follows `comments` by villa: a boat review (no villa)
-- must wake nothing, so the notifying function now skips a row whose unit column is null. Boat
-- cards are read by SQL on every search and need no notification.
CREATE OR REPLACE FUNCTION yali_search_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unit_id integer;
BEGIN
  IF TG_ARGV[0] IN ('*', 'settings') THEN
    PERFORM pg_notify('yali_search', TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) INTO unit_id USING OLD;
    IF unit_id IS NOT NULL THEN
      PERFORM pg_notify('yali_search', 'villa:' || unit_id);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) INTO unit_id USING NEW;
    IF unit_id IS NOT NULL THEN
      PERFORM pg_notify('yali_search', 'villa:' || unit_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The review's history hangs under its villa or its boat (decision 013).
DROP TRIGGER comments_audit ON comments;--> statement-breakpoint
CREATE TRIGGER comments_audit AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION yali_audit('villa_id:villas,boat_id:boats', '');
