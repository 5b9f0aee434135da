/**
 * `GET /v1/admin/reports` (issue 20; definitions in decision 014): for a
 * period and the same period a year earlier, the units and the owners'
 * blockings are read here, the sales are summed in SQL (load-sales.ts), and
 * domain/reports.ts adds the nights available and derives the figures. Villas and boats differ only in the `REPORT_KINDS` descriptor.
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
  RESERVATION_CHANNEL_LABEL,
  type ReservationChannel,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import {
  dayNumber,
  figuresOf,
  noSums,
  type OwnerBlock,
  type ReportSums,
  type ReportUnit,
  sumSales,
  yearEarlier,
} from '../../domain/reports.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { loadExchangeRates, rateOf } from '../booking/exchange-rates.ts';
import { rowsOf } from '../booking/holds.ts';
import { loadSales, type SalesSource } from './load-sales.ts';

export const REPORT_MESSAGES = {
  fromAfterTo: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  tooLong: 'Rapor en çok 3 yıllık bir dönemi kapsayabilir.',
  ownerNoBoats: 'Tekne raporları yalnızca yöneticilere açıktır.',
  ownerNoOwnerGroup: 'Ev sahibine göre gruplama yalnızca yöneticilere açıktır.',
  rateNotSet: 'Bu para birimi için döviz kuru girilmemiş (Ayarlar → Döviz Kurları).',
} as const;

/** Turkish month names, for the month rows' labels. */
const MONTHS_TR = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
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
  sales: SalesSource;
  ownerBlocks: ((scope: SQL, from: string, to: string) => SQL) | null;
};

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
      left join (select l.villa_id, min(l.type_id) as type_id from villa_type_links l group by 1) ft on ft.villa_id = v.id
      left join villa_types ty on ty.id = ft.type_id
      where ${scope}`,
    sales: {
      rows: sql`reservations r join villas v on v.id = r.villa_id`,
      unitId: sql`r.villa_id`,
      active: sql`v.active`,
      keys: {
        unit: sql`r.villa_id::text`,
        region: sql`coalesce(v.town_id::text, '')`,
        // The first type, as the units query has it.
        type: sql`coalesce((select min(l.type_id) from villa_type_links l where l.villa_id = r.villa_id)::text, '')`,
        owner: sql`coalesce(v.owner_id::text, '')`,
      },
    },
    // The owner's own use: manual blockings whose source says so (made by the owner, or by the agency for them).
    ownerBlocks: (scope, from, to) => sql`
      select r.villa_id as unit_id, r.started_at::text as started_at, r.finished_at::text as finished_at
      from reservations r join villas v on v.id = r.villa_id
      where r.channel = 'external' and r.status = 'confirmed' and r.block_source = 'owner'
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
    sales: {
      rows: sql`boat_reservations r join boats v on v.id = r.boat_id`,
      unitId: sql`r.boat_id`,
      active: sql`v.active`,
      keys: {
        unit: sql`r.boat_id::text`,
        region: sql`coalesce(v.marina_id::text, '')`,
        type: sql`coalesce(v.type_id::text, '')`,
        owner: sql`''`,
      },
    },
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
  const [unitRows, blocks, [currentSales, previousSales]] = await Promise.all([
    rowsOf<UnitSqlRow>(db, kind.units(scope)),
    kind.ownerBlocks ? rowsOf<OwnerBlock>(db, kind.ownerBlocks(scope, previousFrom, to)) : Promise.resolve([]),
    loadSales({
      db,
      source: kind.sales,
      scope,
      basis: query.basis,
      group: query.group,
      periods: [
        { from, to },
        { from: previousFrom, to: previousTo },
      ],
    }),
  ]);
  const units = unitRows.map(toUnit);
  const base = { basis: query.basis, group: query.group, units, blocks };
  const current = sumSales({ ...base, from, to, sales: currentSales.sales, soldUnits: currentSales.soldInactive });
  const previous = sumSales({
    ...base,
    from: previousFrom,
    to: previousTo,
    sales: previousSales.sales,
    soldUnits: previousSales.soldInactive,
  });

  const previousByKey = new Map<string, ReportSums>();
  for (const [key, row] of previous.rows) previousByKey.set(query.group === 'month' ? yearLater(key) : key, row.sums);
  const labels = new Map<string, string>();
  for (const [key, row] of current.rows) labels.set(key, row.label);
  for (const [key, row] of previous.rows) if (query.group !== 'month' && !labels.has(key)) labels.set(key, row.label);

  const withAvailable = current.totals.available !== null;
  const labelOf = (key: string, label: string) =>
    query.group === 'month'
      ? monthLabel(key)
      : query.group === 'channel'
        ? (RESERVATION_CHANNEL_LABEL[key as ReservationChannel] ?? key)
        : label;
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
