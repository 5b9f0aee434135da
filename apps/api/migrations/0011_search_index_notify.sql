-- The API's availability and price index (issue 16, decision 009) follows every committed
-- write through LISTEN/NOTIFY on channel 'yali_search': PostgreSQL delivers a notification
-- to every listening API process when (and only when) its transaction commits, in commit
-- order, with identical payloads of one transaction folded into one. Payload 'villa:<id>'
-- asks for that villa to be reloaded, 'settings' for the exchange rates, '*' for a full
-- rebuild (names shown on every card).
CREATE FUNCTION yali_search_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unit_id integer;
BEGIN
  IF TG_ARGV[0] IN ('*', 'settings') THEN
    PERFORM pg_notify('yali_search', TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) INTO unit_id USING OLD;
    PERFORM pg_notify('yali_search', 'villa:' || unit_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) INTO unit_id USING NEW;
    PERFORM pg_notify('yali_search', 'villa:' || unit_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Row triggers name the villa; statement triggers on the tables every card reads a name
-- from ask for a full rebuild, and the one on settings for the exchange rates only.
DO $$
DECLARE
  t text;
BEGIN
  EXECUTE 'CREATE TRIGGER villas_search AFTER INSERT OR UPDATE OR DELETE ON villas
    FOR EACH ROW EXECUTE FUNCTION yali_search_notify(''id'')';
  FOREACH t IN ARRAY ARRAY['villa_prices', 'villa_holds', 'villa_images', 'villa_type_links', 'villa_features'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH ROW EXECUTE FUNCTION yali_search_notify(''villa_id'')', t || '_search', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['villa_types', 'towns', 'districts', 'features'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION yali_search_notify(''*'')', t || '_search', t);
  END LOOP;
  EXECUTE 'CREATE TRIGGER settings_search AFTER INSERT OR UPDATE OR DELETE ON settings
    FOR EACH STATEMENT EXECUTE FUNCTION yali_search_notify(''settings'')';
END $$;
