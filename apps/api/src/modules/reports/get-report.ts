/**
 * `GET /v1/admin/reports` (issue 20; definitions in decision 014): the raw
 * rows of a period and of the same period a year earlier are read here in
 * three plain queries (units, reservations, owner blockings) and summed by
 * domain/reports.ts, so that the figures come from one tested piece of
 * arithmetic. Villas and boats differ only in the `REPORT_KINDS` descriptor.
 * An OWNER sees their own villas (no boats, no grouping by owner).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type ReportBasis,
  type ReportContent,
  type ReportCurrency,
  type ReportGroup,
  type ReportKind,
  type ReportRow,
  REPORT_MAX_DAYS,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import {
  dayNumber,
  figuresOf,
  noSums,
  type OwnerBlock,
  type ReportReservation,
  type ReportSums,
  type ReportUnit,
  sumReport,
  yearEarlier,
} from '../../domain/reports.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { loadExchangeRates, rateOf } from '../booking/exchange-rates.ts';
import { rowsOf } from '../booking/holds.ts';

export const REPORT_MESSAGES = {
  fromAfterTo: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  tooLong: 'Rapor en çok 3 yıllık bir dönemi kapsayabilir.',
  ownerNoBoats: 'Tekne raporları yalnızca yöneticilere açıktır.',
  ownerNoOwnerGroup: 'Ev sahibine göre gruplama yalnızca yöneticilere açıktır.',
  rateNotSet: 'Bu para birimi için döviz kuru girilmemiş (Ayarlar → Döviz Kurları).',
} as const;

/** Turkish month names, for the month rows' labels. */
const MONTHS_TR = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const CHANNEL_LABELS: Record<string, string> = { web: 'Web sitesi', admin: 'Ofis (yönetici)' };
const UNKNOWN = 'Belirtilmemiş';
const CURRENCY_OF = { TRY: 'TL', EUR: 'EURO', USD: 'DOLLAR', GBP: 'POUND' } as const;

type UnitSqlRow = {
  id: number;
  name: string;
  active: boolean;
  region_key: string;
  region: string;
  type_key: string;
  type_name: string;
  owner_key: string;
  owner_name: string;
};

/**
 * What differs between villas and boats, named once: the queries of the
 * units (with their region — town or marina —, type and owner) and of the
 * reservations, and whether the unit has owners who block dates.
 */
type ReportKindDescriptor = {
  units(scope: SQL): SQL;
  reservations(scope: SQL, window: SQL): SQL;
  ownerBlocks: ((scope: SQL, from: string, to: string) => SQL) | null;
};

/** Istanbul day of a reservation's creation, as 'YYYY-MM-DD'. */
const createdOn = sql`to_char(r.created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`;

const REPORT_KINDS: Record<ReportKind, ReportKindDescriptor> = {
  villa: {
    units: (scope) => sql`
      select v.id, v.name, v.active,
        coalesce(t.town_id::text, '') as region_key, coalesce(t.name, '') as region,
        coalesce(ty.id::text, '') as type_key, coalesce(ty.name, '') as type_name,
        coalesce(u.id::text, '') as owner_key, coalesce(u.first_name || ' ' || u.last_name, '') as owner_name
      from villas v
      left join towns t on t.town_id = v.town_id
      left join users u on u.id = v.owner_id
      -- A villa of several types is reported under its first one, so that the type rows add up to the total.
      left join lateral (
        select vt.id, vt.name from villa_type_links l join villa_types vt on vt.id = l.type_id
        where l.villa_id = v.id order by vt.id limit 1
      ) ty on true
      where ${scope}`,
    reservations: (scope, window) => sql`
      select r.villa_id as unit_id, r.status, r.channel, r.started_at::text as started_at,
        r.finished_at::text as finished_at, ${createdOn} as created_on,
        coalesce(r.total_price_kurus, 0) as total_kurus
      from reservations r join villas v on v.id = r.villa_id
      where r.channel in ('web', 'admin') and r.status in ('confirmed', 'completed', 'cancelled')
        and ${window} and ${scope}`,
    // The owner's own manual blockings (channel 'external', made by the villa's owner): their own use.
    ownerBlocks: (scope, from, to) => sql`
      select r.villa_id as unit_id, r.started_at::text as started_at, r.finished_at::text as finished_at
      from reservations r join villas v on v.id = r.villa_id
      where r.channel = 'external' and r.status = 'confirmed' and r.created_by = v.owner_id
        and r.started_at <= ${to}::date and r.finished_at > ${from}::date and ${scope}`,
  },
  boat: {
    units: () => sql`
      select b.id, b.name, b.active,
        coalesce(m.marina_id::text, '') as region_key, coalesce(m.name, '') as region,
        coalesce(bt.id::text, '') as type_key, coalesce(bt.name, '') as type_name,
        '' as owner_key, '' as owner_name
      from boats b
      left join marinas m on m.marina_id = b.marina_id
      left join boat_types bt on bt.id = b.type_id`,
    reservations: (_scope, window) => sql`
      select r.boat_id as unit_id, r.status, r.channel, r.started_at::text as started_at,
        r.finished_at::text as finished_at, ${createdOn} as created_on,
        coalesce(r.total_price_kurus, 0) as total_kurus
      from boat_reservations r
      where r.channel in ('web', 'admin') and r.status in ('confirmed', 'completed', 'cancelled') and ${window}`,
    ownerBlocks: null,
  },
};

/** 'Ocak 2026' for '2026-01'. */
function monthLabel(month: string): string {
  return `${MONTHS_TR[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The next 'YYYY-MM' a year on (aligns last year's month rows with this year's). */
const yearLater = (month: string) => `${Number(month.slice(0, 4)) + 1}${month.slice(4)}`;

function toUnit(u: UnitSqlRow): ReportUnit {
  const g = (key: string, label: string) => ({ key, label: key ? label : UNKNOWN });
  return {
    id: u.id,
    active: u.active,
    groups: {
      unit: { key: String(u.id), label: u.name },
      region: g(u.region_key, u.region),
      type: g(u.type_key, u.type_name),
      owner: g(u.owner_key, u.owner_name),
    },
  };
}

/** The checked options of a report: the period (defaults: 1 January of this year to today) and the grouping. */
export type ReportOptions = {
  from?: string | undefined;
  to?: string | undefined;
  group: ReportGroup;
  basis: ReportBasis;
  currency: ReportCurrency;
  kind: ReportKind;
};

/**
 * The report for `user`: rows per group with this period's and last year's
 * figures, and the totals. Throws VALIDATION (400) for from after to or a
 * period over three years, FORBIDDEN (403) for an OWNER asking for boats or
 * for grouping by owner, UNPROCESSABLE (422) when the currency has no rate.
 */
export async function getReport(opts: { db: Db; user: AuthUser; query: ReportOptions }): Promise<ReportContent> {
  const { db, user, query } = opts;
  const today = todayInIstanbul();
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) throw new AppError('VALIDATION', REPORT_MESSAGES.fromAfterTo);
  if (dayNumber(to) - dayNumber(from) + 1 > REPORT_MAX_DAYS) throw new AppError('VALIDATION', REPORT_MESSAGES.tooLong);
  const isOwner = user.role === 'OWNER';
  if (isOwner && query.kind === 'boat') throw new AppError('FORBIDDEN', REPORT_MESSAGES.ownerNoBoats);
  if (isOwner && query.group === 'owner') throw new AppError('FORBIDDEN', REPORT_MESSAGES.ownerNoOwnerGroup);

  const rate = rateOf(await loadExchangeRates(db), CURRENCY_OF[query.currency]);
  if (rate === null) throw new AppError('UNPROCESSABLE', REPORT_MESSAGES.rateNotSet);

  const previousFrom = yearEarlier(from);
  const previousTo = yearEarlier(to);
  const kind = REPORT_KINDS[query.kind];
  const scope = isOwner ? sql`v.owner_id = ${user.id}` : sql`true`;
  // One read covers both periods: last year's start to this period's end.
  const window =
    query.basis === 'stay'
      ? sql`r.started_at <= ${to}::date and r.finished_at > ${previousFrom}::date`
      : sql`r.created_at >= (${previousFrom}::date::timestamp at time zone 'Europe/Istanbul')
          and r.created_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Istanbul')`;
  const [unitRows, reservations, blocks] = await Promise.all([
    rowsOf<UnitSqlRow>(db, kind.units(scope)),
    rowsOf<ReportReservation>(db, kind.reservations(scope, window)),
    kind.ownerBlocks ? rowsOf<OwnerBlock>(db, kind.ownerBlocks(scope, previousFrom, to)) : Promise.resolve([]),
  ]);
  const units = unitRows.map(toUnit);
  const base = { basis: query.basis, group: query.group, units, reservations, blocks };
  const current = sumReport({ ...base, from, to });
  const previous = sumReport({ ...base, from: previousFrom, to: previousTo });

  const previousByKey = new Map<string, ReportSums>();
  for (const [key, row] of previous.rows) previousByKey.set(query.group === 'month' ? yearLater(key) : key, row.sums);
  const labels = new Map<string, string>();
  for (const [key, row] of current.rows) labels.set(key, row.label);
  for (const [key, row] of previous.rows) if (query.group !== 'month' && !labels.has(key)) labels.set(key, row.label);

  const withAvailable = current.totals.available !== null;
  const labelOf = (key: string, label: string) =>
    query.group === 'month' ? monthLabel(key) : query.group === 'channel' ? (CHANNEL_LABELS[key] ?? key) : label;
  const rows: ReportRow[] = [...labels].map(([key, label]) => ({
    key,
    label: labelOf(key, label),
    current: figuresOf(current.rows.get(key)?.sums ?? noSums(withAvailable), rate),
    previous: figuresOf(previousByKey.get(key) ?? noSums(withAvailable), rate),
  }));
  if (query.group !== 'month') rows.sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  // Last year's months outside this period's months (a period shorter than a year never has any) are dropped.
  const keep = query.group === 'month' ? rows.filter((r) => current.rows.has(r.key)) : rows;

  return {
    from,
    to,
    previous_from: previousFrom,
    previous_to: previousTo,
    group: query.group,
    basis: query.basis,
    currency: query.currency,
    kind: query.kind,
    rate: String(rate),
    rows: keep,
    totals: { current: figuresOf(current.totals, rate), previous: figuresOf(previous.totals, rate) },
  };
}
