-- Distances of a villa (issue 23): foreign guests first ask how far the beach, the centre, a
-- supermarket and the airport are. Straight metres as the agency measured them (null: not
-- given), the nearest airport's name (Dalaman, Antalya, Bodrum …) and the transfer time by car
-- in minutes. `sea_distance_m` is also a search filter ("denize 500 m'den yakın": a plain
-- column predicate, answered from the availability index like the other filters).
ALTER TABLE villas ADD COLUMN sea_distance_m integer;--> statement-breakpoint
ALTER TABLE villas ADD COLUMN centre_distance_m integer;--> statement-breakpoint
ALTER TABLE villas ADD COLUMN market_distance_m integer;--> statement-breakpoint
ALTER TABLE villas ADD COLUMN airport_distance_m integer;--> statement-breakpoint
ALTER TABLE villas ADD COLUMN airport_name text;--> statement-breakpoint
ALTER TABLE villas ADD COLUMN airport_transfer_min integer;--> statement-breakpoint
ALTER TABLE villas ADD CONSTRAINT villas_distances_chk CHECK (
  (sea_distance_m IS NULL OR sea_distance_m BETWEEN 0 AND 1000000)
  AND (centre_distance_m IS NULL OR centre_distance_m BETWEEN 0 AND 1000000)
  AND (market_distance_m IS NULL OR market_distance_m BETWEEN 0 AND 1000000)
  AND (airport_distance_m IS NULL OR airport_distance_m BETWEEN 0 AND 1000000)
  AND (airport_transfer_min IS NULL OR airport_transfer_min BETWEEN 0 AND 1440));
