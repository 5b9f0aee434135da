-- The audit log (issue 20): every change to the records the agency works with, written by a
-- trigger in the same transaction as the change, so that no change is without its record and
-- no record without its change (decision 013). Who made it is read from transaction-local
-- settings the API sets at the start of each admin write (`yali.actor_id`, `yali.actor_label`);
-- jobs and the iCal sync name themselves the same way; none set reads 'Sistem'.

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamp with time zone NOT NULL DEFAULT now(),
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- The user's name at the time, 'Sistem: <job>' or 'iCal: <feed>': kept when the user is gone.
  actor_label text NOT NULL,
  -- The table's name and the row's id (the key of a setting).
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  -- {field: [before, after]} of the changed fields only (null before an insert, after a delete).
  changes jsonb NOT NULL,
  -- The record a child row belongs to (a payment's reservation, a price period's villa …),
  -- so that a record's history shows its children's changes too.
  parent_entity text,
  parent_id text
);--> statement-breakpoint
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at);--> statement-breakpoint
CREATE INDEX audit_log_parent_idx ON audit_log (parent_entity, parent_id, at) WHERE parent_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX audit_log_at_idx ON audit_log (at);--> statement-breakpoint
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at);--> statement-breakpoint

-- Records are never edited or deleted (the refusal of 0012), except by the retention job, which
-- sets `yali.audit_prune` for its own transaction, and by the foreign key's SET NULL when a user
-- is deleted (the label keeps the name).
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
  FOR EACH ROW WHEN (current_setting('yali.audit_prune', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION yali_refuse_change('the audit log is kept; only the retention job prunes it');--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  FOR EACH ROW WHEN (NOT (OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
    AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id')))
  EXECUTE FUNCTION yali_refuse_change('the audit log is kept as written');--> statement-breakpoint

-- One trigger function for every audited table. Arguments: (0) the parent links as
-- 'column:entity' pairs separated by commas, the first non-null one wins ('' for none);
-- (1) columns never recorded, separated by commas: secrets (password hashes, the iCal
-- token) and bookkeeping that changes without anyone changing the record (sync state, the
-- unread mark). `id` (the record's id), `created_at` and `updated_at` are never recorded. A change of nothing but those records nothing.
CREATE FUNCTION yali_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  one_row jsonb := coalesce(new_row, old_row);
  skipped text[] := string_to_array(coalesce(TG_ARGV[1], ''), ',') || ARRAY['id', 'created_at', 'updated_at'];
  diff jsonb;
  link text;
  p_entity text;
  p_id text;
BEGIN
  -- Before/after of each changed field; a null field of an inserted or deleted row is left out.
  SELECT jsonb_object_agg(k, jsonb_build_array(old_row -> k, new_row -> k)) INTO diff
  FROM jsonb_object_keys(one_row) AS k
  WHERE NOT (k = ANY (skipped))
    AND coalesce(old_row -> k, 'null'::jsonb) IS DISTINCT FROM coalesce(new_row -> k, 'null'::jsonb);
  IF diff IS NULL THEN
    RETURN NULL;
  END IF;
  FOREACH link IN ARRAY string_to_array(coalesce(TG_ARGV[0], ''), ',') LOOP
    IF one_row ->> split_part(link, ':', 1) IS NOT NULL THEN
      p_entity := split_part(link, ':', 2);
      p_id := one_row ->> split_part(link, ':', 1);
      EXIT;
    END IF;
  END LOOP;
  INSERT INTO audit_log (actor_id, actor_label, entity, entity_id, action, changes, parent_entity, parent_id)
  VALUES (
    nullif(current_setting('yali.actor_id', true), '')::integer,
    coalesce(nullif(current_setting('yali.actor_label', true), ''), 'Sistem'),
    TG_TABLE_NAME,
    coalesce(one_row ->> 'id', one_row ->> 'key'),
    lower(TG_OP),
    diff,
    p_entity,
    p_id
  );
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER reservations_audit AFTER INSERT OR UPDATE OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION yali_audit('', 'opened_at');--> statement-breakpoint
CREATE TRIGGER boat_reservations_audit AFTER INSERT OR UPDATE OR DELETE ON boat_reservations
  FOR EACH ROW EXECUTE FUNCTION yali_audit('', 'opened_at');--> statement-breakpoint
CREATE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION yali_audit('reservation_id:reservations,boat_reservation_id:boat_reservations', '');--> statement-breakpoint
CREATE TRIGGER villa_prices_audit AFTER INSERT OR UPDATE OR DELETE ON villa_prices
  FOR EACH ROW EXECUTE FUNCTION yali_audit('villa_id:villas', '');--> statement-breakpoint
CREATE TRIGGER boat_prices_audit AFTER INSERT OR UPDATE OR DELETE ON boat_prices
  FOR EACH ROW EXECUTE FUNCTION yali_audit('boat_id:boats', '');--> statement-breakpoint
CREATE TRIGGER villa_dates_audit AFTER INSERT OR UPDATE OR DELETE ON villa_dates
  FOR EACH ROW EXECUTE FUNCTION yali_audit('villa_id:villas', '');--> statement-breakpoint
CREATE TRIGGER ical_feeds_audit AFTER INSERT OR UPDATE OR DELETE ON ical_feeds
  FOR EACH ROW EXECUTE FUNCTION yali_audit('villa_id:villas', 'last_attempt_at,last_success_at,events_seen,last_error');--> statement-breakpoint
CREATE TRIGGER villas_audit AFTER INSERT OR UPDATE OR DELETE ON villas
  FOR EACH ROW EXECUTE FUNCTION yali_audit('', 'ical_token,name_folded');--> statement-breakpoint
CREATE TRIGGER boats_audit AFTER INSERT OR UPDATE OR DELETE ON boats
  FOR EACH ROW EXECUTE FUNCTION yali_audit('', 'name_folded');--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION yali_audit('', 'password_hash,session_version');--> statement-breakpoint
CREATE TRIGGER settings_audit AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION yali_audit('', '');--> statement-breakpoint
CREATE TRIGGER mail_templates_audit AFTER INSERT OR UPDATE OR DELETE ON mail_templates
  FOR EACH ROW EXECUTE FUNCTION yali_audit('', '');

-- How long records are kept: the setting `audit_retention_days` (no row: 365 days; not seeded
-- here, since /v1/settings publishes every row).
