/**
 * The arithmetic of a monthly owner statement (issue 19), written once and
 * free of the database: the API computes open months with it, closes a month
 * by storing what it answers, and the unit and property tests check it.
 *
 * Money is integer kuruş; days are Europe/Istanbul calendar days
 * `YYYY-MM-DD` (which compare correctly as strings); a month is `YYYY-MM`.
 *
 * - Rent of a reservation (`reservationRent`): what the agency earns on it,
 *   from the reservation's TL price and the ledger's TL amounts (a payment
 *   in EUR counts at its frozen rate).
 * - Recognition (`recognisedThrough`): the part of that rent that belongs to
 *   the statements up to a month's last day, as of today — at check-out
 *   ('checkout', the default) or night by night ('night').
 * - Commission: the rate in force on the recognition day (`rateOn`), rounded
 *   per line (per night under 'night'); the owner's share is the rest, so
 *   share + commission = rent on every line by construction.
 * - A statement (`computeStatement`): per reservation, what is recognised
 *   through the month minus what closed statements already carried; so a
 *   change after a month closed (a refund, a cancellation) is a correction
 *   line on the next statement and a closed statement never changes.
 */

import { addDays, daysBetween } from './quote.ts';

export type StatementBasis = 'checkout' | 'night';
export const STATEMENT_BASES: readonly StatementBasis[] = ['checkout', 'night'];
export const DEFAULT_STATEMENT_BASIS: StatementBasis = 'checkout';

/** What a statement needs to know of one villa reservation of the owner (channel other than 'external'). */
export type StatementStay = {
  reservation_id: number;
  reservation_code: string;
  villa_id: number;
  villa_name: string;
  guest_name: string;
  status: 'pending' | 'option' | 'confirmed' | 'cancelled' | 'completed';
  started_at: string;
  finished_at: string;
  /** The reservation's price in TL kuruş; null = price on request. */
  total_price_kurus: number | null;
  /** From `payment_summaries`: kapora + balance − refunds, in TL kuruş at the frozen rates. */
  rent_paid_kurus: number;
  /** From `payment_summaries`: refunds paid back, positive. */
  refunded_kurus: number;
};

/** A commission rate of the owner: `villa_id` null is the owner's default, else that villa's override. */
export type CommissionRate = { villa_id: number | null; rate_bp: number; effective_from: string };

/** What closed statements carried for one reservation, summed over its stored lines. */
export type Carried = { rent_kurus: number; commission_kurus: number; nights: number };

export type StatementLine = {
  reservation_id: number;
  reservation_code: string;
  villa_id: number;
  villa_name: string;
  guest_name: string;
  started_at: string;
  finished_at: string;
  /** Nights this line recognises: the stay's nights at check-out, the month's nights under 'night'. */
  nights: number;
  /** The rate in force on the line's last recognition day (basis points: 2000 = %20). */
  rate_bp: number;
  rent_kurus: number;
  commission_kurus: number;
  owner_share_kurus: number;
  /** The reservation was already on a closed statement: this line corrects it. */
  correction: boolean;
};

export type DatedAmount = { amount_kurus: number };

export type StatementTotals = {
  opening_balance_kurus: number;
  rent_kurus: number;
  commission_kurus: number;
  owner_share_kurus: number;
  expenses_kurus: number;
  payouts_kurus: number;
  closing_balance_kurus: number;
};

// ---------------------------------------------------------------- calendar

/** First day of a month: '2026-07' → '2026-07-01'. */
export const monthStart = (month: string): string => `${month}-01`;

/** Last day of a month: '2028-02' → '2028-02-29'. */
export function monthEnd(month: string): string {
  return addDays(monthStart(addMonths(month, 1)), -1);
}

/** 'YYYY-MM' plus `n` months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month of a day: '2026-07-04' → '2026-07'. */
export const monthOf = (day: string): string => day.slice(0, 7);

// ---------------------------------------------------------------- rules

/**
 * The rent of a reservation for its owner's statement, never negative:
 * confirmed or completed — its price less what was refunded; cancelled —
 * what the agency kept of the rent paid (kapora + balance − refunds);
 * pending or option — nothing yet.
 */
export function reservationRent(
  stay: Pick<StatementStay, 'status' | 'total_price_kurus' | 'rent_paid_kurus' | 'refunded_kurus'>,
): number {
  switch (stay.status) {
    case 'confirmed':
    case 'completed':
      return Math.max(0, (stay.total_price_kurus ?? 0) - stay.refunded_kurus);
    case 'cancelled':
      return Math.max(0, stay.rent_paid_kurus);
    default:
      return 0;
  }
}

/**
 * The commission rate in force on `day` for `villaId`: the villa's own
 * override with the latest `effective_from` ≤ day, else the owner's default
 * likewise, else 0.
 */
export function rateOn(rates: readonly CommissionRate[], villaId: number, day: string): number {
  let own: CommissionRate | undefined;
  let fallback: CommissionRate | undefined;
  for (const r of rates) {
    if (r.effective_from > day) continue;
    if (r.villa_id === villaId) {
      if (!own || r.effective_from > own.effective_from) own = r;
    } else if (r.villa_id === null) {
      if (!fallback || r.effective_from > fallback.effective_from) fallback = r;
    }
  }
  return (own ?? fallback)?.rate_bp ?? 0;
}

/** round(amount · rate_bp / 10000), halves away from zero (a negative correction mirrors a positive line). */
export function commissionOf(amountKurus: number, rateBp: number): number {
  const exact = (Math.abs(amountKurus) * rateBp) / 10_000;
  return Math.sign(amountKurus) * Math.round(exact);
}

/** What is recognised of one reservation's rent up to a cut-off. */
export type Recognised = { rent_kurus: number; commission_kurus: number; nights: number; rate_bp: number };

/**
 * The part of `stay`'s rent recognised on the statements up to the last day
 * of `month`, as of `today`:
 * - 'checkout': the whole rent once the check-out day is both within the
 *   month (or before it) and no later than today, at the rate of that day;
 * - 'night': after k of the stay's n nights, floor(rent·k/n) — each night in
 *   its own month, only nights before today — with the commission summed
 *   over the night slices, each rounded at its night's rate.
 */
export function recognisedThrough(
  stay: StatementStay,
  opts: { month: string; today: string; basis: StatementBasis; rates: readonly CommissionRate[] },
): Recognised {
  const rent = reservationRent(stay);
  const last = monthEnd(opts.month);
  const n = daysBetween(stay.started_at, stay.finished_at);
  if (opts.basis === 'checkout') {
    if (stay.finished_at > last || stay.finished_at > opts.today)
      return { rent_kurus: 0, commission_kurus: 0, nights: 0, rate_bp: 0 };
    const rate = rateOn(opts.rates, stay.villa_id, stay.finished_at);
    return { rent_kurus: rent, commission_kurus: commissionOf(rent, rate), nights: n, rate_bp: rate };
  }
  // Nights d with d ≤ last day of the month and d < today: a prefix of the stay's nights.
  const cutoff = addDays(last, 1) < opts.today ? addDays(last, 1) : opts.today;
  const k = Math.max(0, Math.min(n, daysBetween(stay.started_at, cutoff)));
  let commission = 0;
  let rate = 0;
  let before = 0;
  for (let i = 1; i <= k; i++) {
    const upTo = Math.floor((rent * i) / n);
    rate = rateOn(opts.rates, stay.villa_id, addDays(stay.started_at, i - 1));
    commission += commissionOf(upTo - before, rate);
    before = upTo;
  }
  return { rent_kurus: before, commission_kurus: commission, nights: k, rate_bp: rate };
}

/**
 * The lines of owner O's statement for `month`: per reservation, what is
 * recognised through the month as of `today` minus what closed statements
 * already `carried`. A reservation already carried gives a `correction`
 * line; lines with nothing to say (no rent and no commission) are dropped.
 * Ordered by check-out day, then reservation.
 */
export function statementLines(opts: {
  month: string;
  today: string;
  basis: StatementBasis;
  stays: readonly StatementStay[];
  rates: readonly CommissionRate[];
  carried: ReadonlyMap<number, Carried>;
}): StatementLine[] {
  const lines: StatementLine[] = [];
  const stays = [...opts.stays].sort((a, b) => a.finished_at.localeCompare(b.finished_at) || a.reservation_id - b.reservation_id);
  for (const stay of stays) {
    const now = recognisedThrough(stay, opts);
    const before = opts.carried.get(stay.reservation_id);
    const rent = now.rent_kurus - (before?.rent_kurus ?? 0);
    const commission = now.commission_kurus - (before?.commission_kurus ?? 0);
    if (rent === 0 && commission === 0) continue;
    lines.push({
      reservation_id: stay.reservation_id,
      reservation_code: stay.reservation_code,
      villa_id: stay.villa_id,
      villa_name: stay.villa_name,
      guest_name: stay.guest_name,
      started_at: stay.started_at,
      finished_at: stay.finished_at,
      nights: opts.basis === 'night' ? Math.max(0, now.nights - (before?.nights ?? 0)) : now.nights,
      rate_bp: now.rate_bp,
      rent_kurus: rent,
      commission_kurus: commission,
      owner_share_kurus: rent - commission,
      correction: before !== undefined,
    });
  }
  return lines;
}

/**
 * A statement's totals: owner share = rent − commission, and the closing
 * balance (what the agency owes the owner) = opening + owner share −
 * expenses − payouts.
 */
export function statementTotals(opts: {
  opening_balance_kurus: number;
  lines: readonly Pick<StatementLine, 'rent_kurus' | 'commission_kurus'>[];
  expenses: readonly DatedAmount[];
  payouts: readonly DatedAmount[];
}): StatementTotals {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const rent = sum(opts.lines.map((l) => l.rent_kurus));
  const commission = sum(opts.lines.map((l) => l.commission_kurus));
  const expenses = sum(opts.expenses.map((e) => e.amount_kurus));
  const payouts = sum(opts.payouts.map((p) => p.amount_kurus));
  const share = rent - commission;
  return {
    opening_balance_kurus: opts.opening_balance_kurus,
    rent_kurus: rent,
    commission_kurus: commission,
    owner_share_kurus: share,
    expenses_kurus: expenses,
    payouts_kurus: payouts,
    closing_balance_kurus: opts.opening_balance_kurus + share - expenses - payouts,
  };
}

/** Adds a statement's lines to what closed statements carried per reservation (after closing it). */
export function carryLines(carried: Map<number, Carried>, lines: readonly StatementLine[]): void {
  for (const l of lines) {
    const c = carried.get(l.reservation_id) ?? { rent_kurus: 0, commission_kurus: 0, nights: 0 };
    carried.set(l.reservation_id, {
      rent_kurus: c.rent_kurus + l.rent_kurus,
      commission_kurus: c.commission_kurus + l.commission_kurus,
      nights: c.nights + l.nights,
    });
  }
}
