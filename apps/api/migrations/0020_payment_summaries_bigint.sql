-- The kapora of payment_summaries (0012) multiplied the total by the unit's percent in 32-bit
-- integers: a reservation above about 716,000 TL at 30 % raised "integer out of range" on every
-- read of the view (its payments, the ledger, Rezervasyonlarım). The same view, the product in
-- bigint; the kapora itself is at most the total, an integer as before.
CREATE OR REPLACE VIEW payment_summaries AS
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
      (round(coalesce(u.total_price_kurus, 0)::bigint * u.prepayment_percent / 10000.0) * 100)::integer) AS kapora_kurus,
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
FROM dues;
