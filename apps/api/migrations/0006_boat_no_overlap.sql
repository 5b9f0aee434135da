-- No double booking of a boat, guaranteed by the database (DESIGN §3, issue 7).
-- Only option and confirmed reservations hold days; a conflicting write fails
-- with SQLSTATE 23P01 inside the writer's own transaction.
ALTER TABLE boat_reservations ADD CONSTRAINT boat_reservations_no_overlap
  EXCLUDE USING gist (boat_id WITH =, daterange(started_at, finished_at, '[)') WITH &&)
  WHERE (status IN ('option', 'confirmed'));--> statement-breakpoint

-- Two price periods of one boat never cover the same day.
ALTER TABLE boat_prices ADD CONSTRAINT boat_prices_no_overlap
  EXCLUDE USING gist (boat_id WITH =, daterange(start_date, end_date, '[]') WITH &&);--> statement-breakpoint

CREATE INDEX boats_name_trgm_idx ON boats USING gin (name_folded gin_trgm_ops);
