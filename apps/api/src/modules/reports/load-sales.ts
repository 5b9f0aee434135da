/**
 * The reports' sales sums in SQL (issue 20; decision 014): what
 * `salesOf` in domain/reports.ts computes from raw rows, summed in the
 * database so that a year over 40,000 reservations answers a few dozen rows
 * instead of tens of thousands (reading the raw rows alone took ~0.5 s on
 * PGlite; bench/README.md). Both periods in one query. The arithmetic is
 * the domain's, restated: a sold stay's nights in the period by calendar
 * month (generate_series over the months it touches), its price spread
 * evenly with the remainder on the stay's last night (integer division on
 * non-negative kuruş), stays, lead time and cancellations by check-in (or
 * creation) day. The integration tests hold the two to the same figures.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReportBasis, ReportGroup } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import type { SaleSums } from '../../domain/reports.ts';
import { rowsOf } from '../booking/holds.ts';

/** One kind's reservations joined to their unit (`r`, `v`), and the unit's group keys over them. */
export type SalesSource = {
  rows: SQL;
  unitId: SQL;
  active: SQL;
  keys: Record<'unit' | 'region' | 'type' | 'owner', SQL>;
};

type Period = { from: string; to: string };
/** One period's sales per key, and the inactive units that sold in it. */
export type PeriodSales = { sales: SaleSums[]; soldInactive: Set<number> };
type SumRow = {
  period: number;
  key: string;
  nights: string;
  revenue: string;
  stays: string;
  stay_nights: string;
  lead_days: string;
  cancellations: string;
};

/**
 * The sales of `periods` (this one and last year's) per group key, and the
 * inactive units that sold in each (they count towards the nights available).
 */
export async function loadSales(opts: {
  db: Db;
  source: SalesSource;
  scope: SQL;
  basis: ReportBasis;
  group: ReportGroup;
  periods: [Period, Period];
}): Promise<[PeriodSales, PeriodSales]> {
  const { db, source, scope, basis, group, periods } = opts;
  const [current, previous] = periods;
  const key = group === 'month' ? sql`''` : group === 'channel' ? sql`r.channel` : source.keys[group];
  const month = (day: SQL) => sql`to_char(${day}, 'YYYY-MM')`;
  const bucket = (day: SQL) => (group === 'month' ? month(day) : sql`x.key`);
  const counted = basis === 'stay' ? sql`x.s` : sql`x.c`;
  // Last year's start to this period's end covers both periods, on either basis.
  const window =
    basis === 'stay'
      ? sql`r.started_at <= ${current.to}::date and r.finished_at > ${previous.from}::date`
      : sql`r.created_at >= (${previous.from}::date::timestamp at time zone 'Europe/Istanbul')
          and r.created_at < ((${current.to}::date + 1)::timestamp at time zone 'Europe/Istanbul')`;
  const sold = sql`x.status in ('confirmed', 'completed')`;
  const soldSlices =
    basis === 'stay'
      ? sql`
        select p.period, ${bucket(sql`m`)} as key, e - b as nights,
          (x.tot / x.n) * (e - b) + case when e = x.f then x.tot % x.n else 0 end as revenue
        from x join p on x.s <= p.pt and x.f > p.pf
        cross join lateral generate_series(
          date_trunc('month', greatest(x.s, p.pf)::timestamp),
          date_trunc('month', (least(x.f, p.pt + 1) - 1)::timestamp),
          interval '1 month') m
        cross join lateral (select greatest(x.s, p.pf, m::date) as b,
          least(x.f, p.pt + 1, (m + interval '1 month')::date) as e) slice
        where ${sold}`
      : sql`
        select p.period, ${bucket(sql`x.c`)} as key, x.n as nights, x.tot as revenue
        from x join p on x.c between p.pf and p.pt
        where ${sold}`;
  const result = await rowsOf<SumRow>(
    db,
    sql`
    with p(period, pf, pt) as (
      values (0, ${current.from}::date, ${current.to}::date), (1, ${previous.from}::date, ${previous.to}::date)
    ),
    x as (
      select r.status, r.started_at as s, r.finished_at as f, (r.finished_at - r.started_at) as n,
        coalesce(r.total_price_kurus, 0)::bigint as tot,
        (r.created_at at time zone 'Europe/Istanbul')::date as c, ${key} as key
      from ${source.rows}
      where r.channel in ('web', 'admin') and r.status in ('confirmed', 'completed', 'cancelled')
        and ${window} and ${scope}
    ),
    counts as (
      select p.period, ${bucket(counted)} as key,
        count(*) filter (where ${sold}) as stays,
        coalesce(sum(x.n) filter (where ${sold}), 0) as stay_nights,
        coalesce(sum(greatest(0, x.s - x.c)) filter (where ${sold}), 0) as lead_days,
        count(*) filter (where x.status = 'cancelled') as cancellations
      from x join p on ${counted} between p.pf and p.pt
      group by 1, 2
    ),
    sales as (select period, key, sum(nights) as nights, sum(revenue) as revenue from (${soldSlices}) s group by 1, 2)
    select coalesce(s.period, c.period) as period, coalesce(s.key, c.key) as key,
      coalesce(s.nights, 0) as nights, coalesce(s.revenue, 0) as revenue,
      coalesce(c.stays, 0) as stays, coalesce(c.stay_nights, 0) as stay_nights,
      coalesce(c.lead_days, 0) as lead_days, coalesce(c.cancellations, 0) as cancellations
    from sales s full join counts c on c.period = s.period and c.key = s.key`,
  );
  const soldInactive =
    basis === 'stay'
      ? await rowsOf<{ period: number; unit_id: number }>(
          db,
          sql`
          select distinct p.period, ${source.unitId} as unit_id
          from ${source.rows}
          join (values (0, ${current.from}::date, ${current.to}::date), (1, ${previous.from}::date, ${previous.to}::date))
            p(period, pf, pt) on r.started_at <= p.pt and r.finished_at > p.pf
          where not ${source.active} and r.channel in ('web', 'admin') and r.status in ('confirmed', 'completed')
            and ${scope}`,
        )
      : [];
  const of = (period: number): PeriodSales => ({
    sales: result
      .filter((r) => Number(r.period) === period)
      .map((r) => ({
        key: r.key,
        nights: Number(r.nights),
        revenue_kurus: Number(r.revenue),
        stays: Number(r.stays),
        stay_nights: Number(r.stay_nights),
        lead_days: Number(r.lead_days),
        cancellations: Number(r.cancellations),
      })),
    soldInactive: new Set(soldInactive.filter((r) => Number(r.period) === period).map((r) => Number(r.unit_id))),
  });
  return [of(0), of(1)];
}
