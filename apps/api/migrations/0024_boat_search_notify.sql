-- The boat index (issue 16, modules/boat-search/boat-index.ts) follows every committed write to a
-- table a boat card or a rental's availability and price reads, like the villa index (0011): one
-- statement trigger per table NOTIFYs 'yali_search' with 'boats', which the villa index ignores.
-- PostgreSQL folds identical notifications of one transaction into one. Reviews wake it too:
-- a boat card carries its review score once boats have reviews.
CREATE FUNCTION yali_boats_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('yali_search', 'boats');
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['boats', 'boat_prices', 'boat_reservations', 'boat_images', 'boat_types', 'marinas', 'comments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION yali_boats_notify()', t || '_boat_search', t);
  END LOOP;
END $$;
