-- The agency's money after the quote (issue 19): a payments ledger per reservation (villa and
-- boat alike), due dates and a payment state, owner commission rates, owner expenses and
-- payouts, and monthly owner statements frozen when the admin closes them.
--
-- Money is integer kuruş. Ledger entries are never edited or deleted: a mistake is corrected
-- by a reversing entry (reverses_id), so the ledger is its own audit trail; the triggers below
-- refuse UPDATE and DELETE so that no code path can forget it.

ALTER TABLE reservations ADD COLUMN kapora_due_on date;--> statement-breakpoint
ALTER TABLE reservations ADD COLUMN balance_due_on date;--> statement-breakpoint
ALTER TABLE reservations ADD COLUMN kapora_reminder_sent_at timestamp with time zone;--> statement-breakpoint
ALTER TABLE boat_reservations ADD COLUMN kapora_due_on date;--> statement-breakpoint
ALTER TABLE boat_reservations ADD COLUMN balance_due_on date;--> statement-breakpoint
ALTER TABLE boat_reservations ADD COLUMN kapora_reminder_sent_at timestamp with time zone;--> statement-breakpoint

CREATE TABLE payments (
  id serial PRIMARY KEY,
  reservation_id integer REFERENCES reservations(id) ON DELETE RESTRICT,
  boat_reservation_id integer REFERENCES boat_reservations(id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('kapora', 'balance', 'deposit_taken', 'deposit_returned', 'refund', 'extra')),
  -- Signed TL kuruş at the frozen rate: + money the agency received, − money it paid back.
  amount_kurus integer NOT NULL CHECK (amount_kurus <> 0),
  currency text NOT NULL CHECK (currency IN ('TL', 'DOLLAR', 'EURO', 'POUND')),
  -- Signed, in the currency's minor units (kuruş, cent, penny), as the guest paid it.
  amount_minor integer NOT NULL CHECK (amount_minor <> 0),
  -- TL per one unit of `currency` on the day (1 for TL), frozen with the entry.
  exchange_rate numeric(12, 4) NOT NULL CHECK (exchange_rate > 0),
  method text NOT NULL CHECK (method IN ('bank_transfer', 'cash', 'card', 'other')),
  paid_on date NOT NULL,
  reference text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  reverses_id integer UNIQUE REFERENCES payments(id) ON DELETE RESTRICT,
  -- Recorded although it took paid above total + deposit (asked and confirmed).
  overpayment boolean NOT NULL DEFAULT false,
  recorded_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(reservation_id, boat_reservation_id) = 1),
  CHECK (sign(amount_kurus) = sign(amount_minor))
);--> statement-breakpoint
CREATE INDEX payments_reservation_idx ON payments (reservation_id) WHERE reservation_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX payments_boat_reservation_idx ON payments (boat_reservation_id) WHERE boat_reservation_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX payments_paid_on_idx ON payments (paid_on, id);--> statement-breakpoint

CREATE FUNCTION yali_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed: %', TG_TABLE_NAME, TG_ARGV[0] USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER payments_immutable BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION yali_refuse_change('record a reversing entry instead');--> statement-breakpoint

-- The payment state of one reservation on `today` (Europe/Istanbul), one rule for both kinds:
-- refunded > paid > overdue > deposit_paid (kapora alındı) > unpaid. `rent_paid` is kapora +
-- balance − refunds; `total` the reservation's price (extras are paid as they are charged).
CREATE FUNCTION yali_payment_state(
  status text, total integer, rent_paid bigint, refunded bigint, kapora integer,
  kapora_due_on date, balance_due_on date, today date
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN refunded > 0 AND (status = 'cancelled' OR rent_paid <= 0) THEN 'refunded'
    WHEN total IS NOT NULL AND total > 0 AND rent_paid >= total THEN 'paid'
    WHEN status IN ('option', 'confirmed', 'completed') AND (
      (kapora_due_on < today AND rent_paid < LEAST(kapora, coalesce(total, kapora)))
      OR (balance_due_on < today AND total IS NOT NULL AND rent_paid < total)
    ) THEN 'overdue'
    WHEN rent_paid > 0 THEN 'deposit_paid'
    ELSE 'unpaid'
  END
$$;--> statement-breakpoint

-- What a reservation owes and has paid, per kind and reservation id: the one place the
-- ledger is summed. kapora: the frozen quote's, else the unit's percent of the total;
-- deposit: the frozen quote's damage deposit (boats have none). Each branch sums its own
-- reservation's entries (LATERAL, by the partial indexes), so a query for a page of
-- reservations or one reservation reads only their entries, and the planner drops the
-- other kind's branch when `unit_kind` is given.
CREATE VIEW payment_summaries AS
WITH units AS (
  SELECT 'villa'::text AS unit_kind, r.id, r.status, r.started_at, r.total_price_kurus, r.price_breakdown,
    r.option_expires_at, r.kapora_due_on, r.balance_due_on, v.prepayment_percent,
    coalesce((r.price_breakdown->>'damage_deposit_kurus')::integer, v.damage_deposit_kurus) AS deposit_kurus,
    s.rent_paid, s.refunded, s.extras, s.deposit_held, s.overpayment
  FROM reservations r JOIN villas v ON v.id = r.villa_id
  CROSS JOIN LATERAL (
    SELECT
      coalesce(sum(p.amount_kurus) FILTER (WHERE p.kind IN ('kapora', 'balance', 'refund')), 0) AS rent_paid,
      coalesce(-sum(p.amount_kurus) FILTER (WHERE p.kind = 'refund'), 0) AS refunded,
      coalesce(sum(p.amount_kurus) FILTER (WHERE p.kind = 'extra'), 0) AS extras,
      coalesce(sum(p.amount_kurus) FILTER (WHERE p.kind IN ('deposit_taken', 'deposit_returned')), 0) AS deposit_held,
      coalesce(bool_or(p.overpayment), false) AS overpayment
    FROM payments p WHERE p.reservation_id = r.id
  ) s
  UNION ALL
  SELECT 'boat', r.id, r.status, r.started_at, r.total_price_kurus, r.price_breakdown,
    r.option_expires_at, r.kapora_due_on, r.balance_due_on, b.prepayment_percent, 0,
    s.rent_paid, s.refunded, s.extras, s.deposit_held, s.overpayment
  FROM boat_reservations r JOIN boats b ON b.id = r.boat_id
  CROSS JOIN LATERAL (
    SELECT
      coalesce(sum(p.amount_kurus) FILTER (WHERE p.kind IN ('kapora', 'balance', 'refund')), 0) AS rent_paid,
      coalesce(-sum(p.amount_kurus) FILTER (WHERE p.kind = 'refund'), 0) AS refunded,
      coalesce(sum(p.amount_kurus) FILTER (WHERE p.kind = 'extra'), 0) AS extras,
      coalesce(sum(p.amount_kurus) FILTER (WHERE p.kind IN ('deposit_taken', 'deposit_returned')), 0) AS deposit_held,
      coalesce(bool_or(p.overpayment), false) AS overpayment
    FROM payments p WHERE p.boat_reservation_id = r.id
  ) s
), dues AS (
  SELECT u.*,
    coalesce((u.price_breakdown->>'prepayment_kurus')::integer,
      (round(coalesce(u.total_price_kurus, 0) * u.prepayment_percent / 10000.0) * 100)::integer) AS kapora_kurus,
    coalesce(u.kapora_due_on, (u.option_expires_at AT TIME ZONE 'Europe/Istanbul')::date) AS kapora_due,
    coalesce(u.balance_due_on, u.started_at) AS balance_due
  FROM units u
)
SELECT unit_kind, id AS reservation_id, status, total_price_kurus AS total_kurus,
  rent_paid::bigint AS rent_paid_kurus,
  extras::bigint AS extras_kurus,
  refunded::bigint AS refunded_kurus,
  deposit_held::bigint AS deposit_held_kurus,
  deposit_kurus, kapora_kurus, kapora_due AS kapora_due_on, balance_due AS balance_due_on,
  overpayment,
  yali_payment_state(status, total_price_kurus, rent_paid, refunded, kapora_kurus,
    kapora_due, balance_due, (now() AT TIME ZONE 'Europe/Istanbul')::date) AS state
FROM dues;--> statement-breakpoint

-- Owner commissions (basis points: 2000 = %20), per owner with an optional override per villa,
-- effective from a date. A rate is never edited: a new row from a later date supersedes it.
CREATE TABLE owner_commission_rates (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  villa_id integer REFERENCES villas(id) ON DELETE CASCADE,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  effective_from date NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (owner_id, villa_id, effective_from)
);--> statement-breakpoint

-- A month's statement, stored when the admin closes it; the open month is computed.
CREATE TABLE owner_statements (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  -- First day of the month.
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  basis text NOT NULL CHECK (basis IN ('checkout', 'night')),
  opening_balance_kurus integer NOT NULL,
  rent_kurus integer NOT NULL,
  commission_kurus integer NOT NULL,
  owner_share_kurus integer NOT NULL,
  expenses_kurus integer NOT NULL,
  payouts_kurus integer NOT NULL,
  closing_balance_kurus integer NOT NULL,
  closed_by integer REFERENCES users(id) ON DELETE SET NULL,
  closed_at timestamp with time zone NOT NULL DEFAULT now(),
  UNIQUE (owner_id, month),
  CHECK (owner_share_kurus = rent_kurus - commission_kurus),
  CHECK (closing_balance_kurus = opening_balance_kurus + owner_share_kurus - expenses_kurus - payouts_kurus)
);--> statement-breakpoint

CREATE TABLE owner_statement_lines (
  id serial PRIMARY KEY,
  statement_id integer NOT NULL REFERENCES owner_statements(id) ON DELETE RESTRICT,
  reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE RESTRICT,
  villa_id integer NOT NULL REFERENCES villas(id) ON DELETE RESTRICT,
  villa_name text NOT NULL,
  reservation_code text NOT NULL,
  guest_name text NOT NULL,
  started_at date NOT NULL,
  finished_at date NOT NULL,
  nights integer NOT NULL,
  rate_bp integer NOT NULL,
  rent_kurus integer NOT NULL,
  commission_kurus integer NOT NULL,
  owner_share_kurus integer NOT NULL,
  -- A line that corrects what an earlier closed statement said about this reservation.
  correction boolean NOT NULL DEFAULT false,
  CHECK (owner_share_kurus = rent_kurus - commission_kurus)
);--> statement-breakpoint
CREATE INDEX owner_statement_lines_statement_idx ON owner_statement_lines (statement_id);--> statement-breakpoint
CREATE INDEX owner_statement_lines_reservation_idx ON owner_statement_lines (reservation_id);--> statement-breakpoint

-- Expenses charged to an owner (cleaning, repairs …) and payouts made to them; each lands on
-- the first statement closed after its date (statement_id), and is frozen from then on.
CREATE TABLE owner_expenses (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  villa_id integer REFERENCES villas(id) ON DELETE RESTRICT,
  spent_on date NOT NULL,
  amount_kurus integer NOT NULL CHECK (amount_kurus > 0),
  description text NOT NULL,
  statement_id integer REFERENCES owner_statements(id) ON DELETE RESTRICT,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX owner_expenses_owner_idx ON owner_expenses (owner_id, spent_on);--> statement-breakpoint

CREATE TABLE owner_payouts (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  paid_on date NOT NULL,
  amount_kurus integer NOT NULL CHECK (amount_kurus > 0),
  -- The bank transfer's reference (IBAN and receipt number).
  iban_reference text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  statement_id integer REFERENCES owner_statements(id) ON DELETE RESTRICT,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX owner_payouts_owner_idx ON owner_payouts (owner_id, paid_on);--> statement-breakpoint

CREATE TRIGGER owner_statements_immutable BEFORE UPDATE OR DELETE ON owner_statements
  FOR EACH ROW EXECUTE FUNCTION yali_refuse_change('a closed statement is final; corrections go on the next one');--> statement-breakpoint
CREATE TRIGGER owner_statement_lines_immutable BEFORE UPDATE OR DELETE ON owner_statement_lines
  FOR EACH ROW EXECUTE FUNCTION yali_refuse_change('a closed statement is final; corrections go on the next one');--> statement-breakpoint

-- An expense or payout on a closed statement is final too; before that it may be corrected.
CREATE FUNCTION yali_refuse_stated_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.statement_id IS NOT NULL THEN
    RAISE EXCEPTION '% row % is on a closed statement', TG_TABLE_NAME, OLD.id USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER owner_expenses_stated BEFORE UPDATE OR DELETE ON owner_expenses
  FOR EACH ROW EXECUTE FUNCTION yali_refuse_stated_change();--> statement-breakpoint
CREATE TRIGGER owner_payouts_stated BEFORE UPDATE OR DELETE ON owner_payouts
  FOR EACH ROW EXECUTE FUNCTION yali_refuse_stated_change();--> statement-breakpoint

-- Mail: the kapora reminder (issue 19), sent by hand from the payments panel or by the
-- reminder job N days before the kapora is due. Same format as 0004 and 0008.
INSERT INTO mail_templates (key, name, subject, body, variables) VALUES
('kapora_reminder', 'Kapora hatırlatma',
 'Kapora hatırlatma — {{reservation_code}}',
 E'Sayın {{guest_name}},\n\n{{villa_name}} için {{check_in}} – {{check_out}} tarihli rezervasyonunuzun kaporası ({{kapora_amount}}) en geç {{kapora_due_date}} tarihinde ödenmelidir. Şu ana kadar alınan: {{paid_amount}}; kalan kapora: {{kapora_remaining}}.\n\nBanka: {{bank_name}}\nHesap sahibi: {{account_holder}}\nIBAN: {{iban}}\nAçıklama: {{reservation_code}}\n\nÖdemenizi yaptıysanız bu mesajı dikkate almayınız.\n{{site_name}} — {{site_phone}}',
 '["guest_name","villa_name","check_in","check_out","reservation_code","total_price","kapora_amount","paid_amount","kapora_remaining","kapora_due_date","balance_due_date","bank_name","account_holder","iban","site_name","site_phone"]'),
('boat_kapora_reminder', 'Tekne kapora hatırlatma',
 'Kapora hatırlatma — {{reservation_code}}',
 E'Sayın {{guest_name}},\n\n{{boat_name}} teknesi için {{rental_days}} tarihli kiralamanızın kaporası ({{kapora_amount}}) en geç {{kapora_due_date}} tarihinde ödenmelidir. Şu ana kadar alınan: {{paid_amount}}; kalan kapora: {{kapora_remaining}}.\n\nBanka: {{bank_name}}\nHesap sahibi: {{account_holder}}\nIBAN: {{iban}}\nAçıklama: {{reservation_code}}\n\nÖdemenizi yaptıysanız bu mesajı dikkate almayınız.\n{{site_name}} — {{site_phone}}',
 '["guest_name","boat_name","rental_days","days","reservation_code","total_price","kapora_amount","paid_amount","kapora_remaining","kapora_due_date","balance_due_date","bank_name","account_holder","iban","site_name","site_phone"]')
ON CONFLICT (key) DO NOTHING;
