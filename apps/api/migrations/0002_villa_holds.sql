-- No double booking, guaranteed by the database (DESIGN §3).
-- Holding records live in two tables (reservations in status option/confirmed,
-- including external blockings, and closed dates), and an EXCLUDE constraint
-- only sees one table. So every holding record mirrors itself into
-- villa_holds through triggers, and the constraint sits there. A conflicting
-- write fails with SQLSTATE 23P01 inside the writer's own transaction.
CREATE TABLE villa_holds (
  id bigserial PRIMARY KEY,
  villa_id integer NOT NULL REFERENCES villas(id) ON DELETE CASCADE,
  period daterange NOT NULL,
  source text NOT NULL CHECK (source IN ('reservation', 'date')),
  source_id integer NOT NULL,
  UNIQUE (source, source_id),
  CONSTRAINT villa_holds_no_overlap EXCLUDE USING gist (villa_id WITH =, period WITH &&)
);--> statement-breakpoint

CREATE FUNCTION villa_holds_from_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM villa_holds WHERE source = 'reservation' AND source_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('option', 'confirmed') THEN
    INSERT INTO villa_holds (villa_id, period, source, source_id)
    VALUES (NEW.villa_id, daterange(NEW.started_at, NEW.finished_at, '[)'), 'reservation', NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER reservations_holds AFTER INSERT OR UPDATE OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION villa_holds_from_reservation();--> statement-breakpoint

CREATE FUNCTION villa_holds_from_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM villa_holds WHERE source = 'date' AND source_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO villa_holds (villa_id, period, source, source_id)
    VALUES (NEW.villa_id, daterange(NEW.started_at, NEW.finished_at, '[)'), 'date', NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER villa_dates_holds AFTER INSERT OR UPDATE OR DELETE ON villa_dates
  FOR EACH ROW EXECUTE FUNCTION villa_holds_from_date();--> statement-breakpoint

-- Two price periods of one villa never cover the same night.
ALTER TABLE villa_prices ADD CONSTRAINT villa_prices_no_overlap
  EXCLUDE USING gist (villa_id WITH =, daterange(start_date, end_date, '[]') WITH &&);--> statement-breakpoint

CREATE INDEX villas_name_trgm_idx ON villas USING gin (name_folded gin_trgm_ops);--> statement-breakpoint

-- Villa types 18 (Apart) and 19 (Bungalov) exist in every installation (SPEC §3).
INSERT INTO villa_types (id, name, slug) VALUES (18, 'Apart', 'apart'), (19, 'Bungalov', 'bungalov')
  ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('villa_types', 'id'), GREATEST(19, (SELECT max(id) FROM villa_types)));
