/**
 * Report arithmetic (issue 20; definitions in decision 014), pure: the SQL
 * side (modules/reports) reads the raw rows, this file turns them into
 * figures, so that the same code is checked by unit and property tests.
 *
 * Dates are calendar days 'YYYY-MM-DD'; a stay is the half-open range
 * [started_at, finished_at) of nights (boats: rental days, counted the same
 * way, see boat-quote.ts). A report's period [from, to] includes both days.
 * Money is integer kuruş until `figuresOf` converts it to the report's
 * currency.
 */
import type { ReportBasis, ReportFigures, ReportGroup } from '@yali/contract';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The 'YYYY-MM-DD' date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Day number of the first day of the month after the one holding `day`. */
function nextMonthStart(day: number): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS;
}

/** The same calendar day a year earlier; 29 February becomes 28 February. */
export function yearEarlier(date: string): string {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** The months 'YYYY-MM' that [from, to] touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = dayNumber(to);
  for (let d = dayNumber(from); d <= end; d = nextMonthStart(d)) out.push(dateOfDay(d).slice(0, 7));
  return out;
}

/** A stay's nights and revenue (kuruş) inside one calendar month. */
export type StaySlice = { month: string; nights: number; revenue_kurus: number };

/**
 * The nights of the stay [startedAt, finishedAt) that fall in the window
 * [from, to] (both included; no window: the whole stay), by calendar month.
 * The total is spread evenly over the stay's nights — each night
 * floor(total ÷ nights), the last night also the remainder — so that the
 * slices of the whole stay sum to `totalKurus` exactly. A stay 28 Jan–3 Feb
 * gives 4 nights to January and 2 to February (the check-out day is no
 * night). Empty when the stay misses the window.
 */
export function splitStay(
  stay: { started_at: string; finished_at: string; total_kurus: number },
  window?: { from: string; to: string },
): StaySlice[] {
  const start = dayNumber(stay.started_at);
  const end = dayNumber(stay.finished_at);
  const nights = end - start;
  if (nights <= 0) return [];
  const perNight = Math.floor(stay.total_kurus / nights);
  const remainder = stay.total_kurus - perNight * nights;
  const lo = window ? Math.max(start, dayNumber(window.from)) : start;
  const hi = window ? Math.min(end, dayNumber(window.to) + 1) : end;
  const out: StaySlice[] = [];
  for (let d = lo; d < hi; ) {
    const next = Math.min(nextMonthStart(d), hi);
    const n = next - d;
    // The remainder goes with the stay's last night, in whichever month that falls.
    const extra = next === end ? remainder : 0;
    out.push({ month: dateOfDay(d).slice(0, 7), nights: n, revenue_kurus: perNight * n + extra });
    d = next;
  }
  return out;
}

/** A rental unit as a report groups it: its group keys and labels (region: town or marina). */
export type ReportUnit = {
  id: number;
  active: boolean;
  groups: Record<'unit' | 'region' | 'type' | 'owner', { key: string; label: string }>;
};

/** A reservation row as read from the database; `created_on` is its creation day in Istanbul. */
export type ReportReservation = {
  unit_id: number;
  status: string;
  channel: string;
  started_at: string;
  finished_at: string;
  created_on: string;
  total_kurus: number;
};

/** A range the unit's owner blocked for themselves: taken out of the nights available. */
export type OwnerBlock = { unit_id: number; started_at: string; finished_at: string };

/** Sums behind one row's figures; money in kuruş. */
export type ReportSums = {
  nights: number;
  /** null: not meaningful for this row (booking basis, channel rows). */
  available: number | null;
  revenue_kurus: number;
  stays: number;
  stay_nights: number;
  lead_days: number;
  cancellations: number;
};

/** Statuses of a sold stay: options are not sold yet, pending requests never were. */
export const SOLD_STATUSES: readonly string[] = ['confirmed', 'completed'];
/**
 * Channels of our own sales. 'external' (manual blockings) and 'ical'
 * (imported) carry no price: a sale elsewhere, or the owner's own use.
 */
export const SALES_CHANNELS: readonly string[] = ['web', 'admin'];

const emptySums = (available: number | null): ReportSums => ({
  nights: 0,
  available,
  revenue_kurus: 0,
  stays: 0,
  stay_nights: 0,
  lead_days: 0,
  cancellations: 0,
});

/** The whole stay's nights. */
const stayNights = (r: { started_at: string; finished_at: string }) => dayNumber(r.finished_at) - dayNumber(r.started_at);

/** Days from booking to check-in; a stay entered after its check-in (a walk-in) counts 0. */
const leadDays = (r: ReportReservation) => Math.max(0, dayNumber(r.started_at) - dayNumber(r.created_on));

const inPeriod = (date: string, from: string, to: string) => date >= from && date <= to;

/** The sales sums of one row (all but the nights available), keyed by month, channel or the unit's group key. */
export type SaleSums = Omit<ReportSums, 'available'> & { key: string };

type PeriodOptions = { from: string; to: string; basis: ReportBasis; group: ReportGroup; units: readonly ReportUnit[] };

/**
 * The sales of a period [from, to] per group key, from the raw rows — the
 * reference of what the reports' SQL (modules/reports) sums in the
 * database. Sold nights and revenue: sold stays (SOLD_STATUSES on
 * SALES_CHANNELS) — on the stay basis the nights in the period, each in its
 * month; on the booking basis the whole stay, in the month it was made.
 * Stays, length of stay and lead time: stays whose check-in (booking basis:
 * creation) day is in the period. Cancellations: cancelled reservations of
 * SALES_CHANNELS counted the same way. `soldUnits`: the units with sold
 * nights in the period (stay basis).
 */
export function salesOf(opts: PeriodOptions & { reservations: readonly ReportReservation[] }): {
  sales: SaleSums[];
  soldUnits: Set<number>;
} {
  const { from, to, basis, group } = opts;
  const unitById = new Map(opts.units.map((u) => [u.id, u]));
  const sales = new Map<string, SaleSums>();
  const keyOf = (r: ReportReservation, month: string) => {
    if (group === 'month') return month;
    if (group === 'channel') return r.channel;
    return unitById.get(r.unit_id)?.groups[group].key;
  };
  const add = (r: ReportReservation, month: string, values: Partial<Omit<SaleSums, 'key'>>) => {
    const key = keyOf(r, month);
    if (key === undefined) return;
    let row = sales.get(key);
    if (!row) {
      row = { key, nights: 0, revenue_kurus: 0, stays: 0, stay_nights: 0, lead_days: 0, cancellations: 0 };
      sales.set(key, row);
    }
    for (const [field, value] of Object.entries(values) as [keyof Omit<SaleSums, 'key'>, number][]) row[field] += value;
  };

  const soldUnits = new Set<number>();
  for (const r of opts.reservations) {
    if (!unitById.has(r.unit_id) || !SALES_CHANNELS.includes(r.channel)) continue;
    const counted = basis === 'stay' ? r.started_at : r.created_on;
    const countedHere = inPeriod(counted, from, to);
    const month = counted.slice(0, 7);
    if (r.status === 'cancelled') {
      if (countedHere) add(r, month, { cancellations: 1 });
      continue;
    }
    if (!SOLD_STATUSES.includes(r.status)) continue;
    if (basis === 'stay') {
      for (const s of splitStay(r, { from, to })) {
        add(r, s.month, { nights: s.nights, revenue_kurus: s.revenue_kurus });
        soldUnits.add(r.unit_id);
      }
    } else if (countedHere) add(r, month, { nights: stayNights(r), revenue_kurus: r.total_kurus });
    if (countedHere) add(r, month, { stays: 1, stay_nights: stayNights(r), lead_days: leadDays(r) });
  }
  return { sales: [...sales.values()], soldUnits };
}

/**
 * Rows and totals of a period [from, to] from its sales (salesOf, or the
 * same sums from SQL): month rows are every month of the period, in order;
 * other rows are labelled from the units. Nights available (stay basis; not
 * by channel): for each active unit, and each inactive one that sold in the
 * period (`soldUnits`), the days of the period minus its owner's blocked
 * nights.
 */
export function sumSales(
  opts: PeriodOptions & { sales: readonly SaleSums[]; soldUnits: ReadonlySet<number>; blocks: readonly OwnerBlock[] },
): { rows: Map<string, { label: string; sums: ReportSums }>; totals: ReportSums } {
  const { from, to, basis, group } = opts;
  const withAvailable = basis === 'stay' && group !== 'channel';
  const rows = new Map<string, { label: string; sums: ReportSums }>();
  const totals = noSums(withAvailable);
  if (group === 'month') for (const m of monthsOf(from, to)) rows.set(m, { label: m, sums: noSums(withAvailable) });
  const labels = new Map<string, string>();
  if (group !== 'month' && group !== 'channel')
    for (const u of opts.units) labels.set(u.groups[group].key, u.groups[group].label);
  const rowOf = (key: string) => {
    let row = rows.get(key);
    if (!row) {
      row = { label: labels.get(key) ?? key, sums: noSums(withAvailable) };
      rows.set(key, row);
    }
    return row.sums;
  };

  for (const { key, ...values } of opts.sales) {
    const row = rowOf(key);
    for (const [field, value] of Object.entries(values) as [keyof typeof values, number][]) {
      row[field] += value;
      totals[field] += value;
    }
  }

  if (withAvailable) {
    const period = { started_at: from, finished_at: dateOfDay(dayNumber(to) + 1), total_kurus: 0 };
    const counted = new Map(opts.units.filter((u) => u.active || opts.soldUnits.has(u.id)).map((u) => [u.id, u] as const));
    const take = (unitId: number, month: string, nights: number) => {
      const unit = counted.get(unitId);
      if (!unit) return;
      const row = rowOf(group === 'month' ? month : unit.groups[group as Exclude<ReportGroup, 'month' | 'channel'>].key);
      row.available = (row.available ?? 0) + nights;
      totals.available = (totals.available ?? 0) + nights;
    };
    for (const u of counted.values()) for (const s of splitStay(period)) take(u.id, s.month, s.nights);
    for (const b of opts.blocks)
      for (const s of splitStay({ ...b, total_kurus: 0 }, { from, to })) take(b.unit_id, s.month, -s.nights);
  }
  return { rows, totals };
}

/** Rows and totals of a period from the raw rows: salesOf, then sumSales (the reference the tests use). */
export function sumReport(opts: PeriodOptions & { reservations: readonly ReportReservation[]; blocks: readonly OwnerBlock[] }): {
  rows: Map<string, { label: string; sums: ReportSums }>;
  totals: ReportSums;
} {
  return sumSales({ ...opts, ...salesOf(opts) });
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The figures of a row's sums, money converted with `rate` (TL per one unit
 * of the report's currency; 1 for TRY) into that currency's minor unit.
 * Ratios over zero are null.
 */
export function figuresOf(sums: ReportSums, rate: number): ReportFigures {
  const revenue = rate === 1 ? sums.revenue_kurus : Math.round(sums.revenue_kurus / rate);
  const available = sums.available;
  return {
    nights_sold: sums.nights,
    nights_available: available,
    occupancy: available ? round(sums.nights / available, 4) : null,
    revenue,
    adr: sums.nights ? Math.round(revenue / sums.nights) : null,
    revpar: available ? Math.round(revenue / available) : null,
    stays: sums.stays,
    alos: sums.stays ? round(sums.stay_nights / sums.stays, 2) : null,
    lead_time_days: sums.stays ? round(sums.lead_days / sums.stays, 1) : null,
    cancellations: sums.cancellations,
  };
}

/** Empty sums for a row that one of the two periods lacks. */
export function noSums(withAvailable: boolean): ReportSums {
  return emptySums(withAvailable ? 0 : null);
}
