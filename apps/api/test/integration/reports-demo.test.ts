/**
 * Reports on the demo agency (issue 20): every villa's and every month's
 * nights sold, revenue, nights available, stays and cancellations from
 * `GET /v1/admin/reports` against a reference written in SQL alone
 * (generate_series over the nights of the raw reservation rows), for the
 * demo's twelve months and for this calendar year on the booking basis.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportContent } from '@yali/contract';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { addDays } from '../../src/domain/quote.ts';
import { seedDemo } from '../../src/seed/seed-demo.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser } from '../helpers/factories.ts';
import { contentOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({ db: t.db, storage: await createStorage(t.config), withImages: false });
  token = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
}, 180_000);
afterAll(() => t?.close());

const report = async (q: string) =>
  contentOf<ReportContent>(await t.app.inject({ method: 'GET', url: `/v1/admin/reports?${q}`, headers: bearer(token) }));
const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

type Ref = { key: string; nights: number; revenue: number; available: number; stays: number; cancellations: number };

/**
 * The reference per villa id or month ('unit' | 'month') of [from, to] on the stay basis: the nights
 * of sold stays in the period with their share of the price (⌊total ÷ nights⌋, the last night also the
 * remainder), the days of each active villa less its owner's blocked nights, and stays and
 * cancellations by check-in.
 */
async function reference(from: string, to: string, by: 'unit' | 'month'): Promise<Map<string, Ref>> {
  const key = (villa: SQL, day: SQL) => (by === 'unit' ? sql`${villa}::text` : sql`to_char(${day}, 'YYYY-MM')`);
  const sold = await rows<{ key: string; nights: string; revenue: string }>(sql`
    select ${key(sql`r.villa_id`, sql`d`)} as key, count(*) as nights,
      sum(floor(coalesce(r.total_price_kurus, 0) / (r.finished_at - r.started_at))
        + case when d::date = r.finished_at - 1
          then coalesce(r.total_price_kurus, 0) % (r.finished_at - r.started_at) else 0 end) as revenue
    from reservations r, generate_series(r.started_at, r.finished_at - 1, interval '1 day') d
    where r.status in ('confirmed', 'completed') and r.channel in ('web', 'admin')
      and d::date between ${from}::date and ${to}::date
    group by 1`);
  const available = await rows<{ key: string; available: string }>(sql`
    with days as (
      select v.id as villa_id, d from villas v, generate_series(${from}::date, ${to}::date, interval '1 day') d
      where v.active or exists (
        select 1 from reservations r where r.villa_id = v.id and r.status in ('confirmed', 'completed')
          and r.channel in ('web', 'admin') and r.started_at <= ${to}::date and r.finished_at > ${from}::date)
      except
      select r.villa_id, d from reservations r join villas v on v.id = r.villa_id,
        generate_series(r.started_at, r.finished_at - 1, interval '1 day') d
      where r.channel = 'external' and r.status = 'confirmed' and r.block_source = 'owner'
    )
    select ${key(sql`villa_id`, sql`d`)} as key, count(*) as available from days group by 1`);
  const byCheckIn = await rows<{ key: string; stays: string; cancellations: string }>(sql`
    select ${key(sql`villa_id`, sql`started_at`)} as key,
      count(*) filter (where status in ('confirmed', 'completed')) as stays,
      count(*) filter (where status = 'cancelled') as cancellations
    from reservations
    where channel in ('web', 'admin') and started_at between ${from}::date and ${to}::date
    group by 1`);
  const out = new Map<string, Ref>();
  const at = (k: string) => {
    let r = out.get(k);
    if (!r) {
      r = { key: k, nights: 0, revenue: 0, available: 0, stays: 0, cancellations: 0 };
      out.set(k, r);
    }
    return r;
  };
  for (const r of sold) Object.assign(at(r.key), { nights: Number(r.nights), revenue: Number(r.revenue) });
  for (const r of available) at(r.key).available = Number(r.available);
  for (const r of byCheckIn) Object.assign(at(r.key), { stays: Number(r.stays), cancellations: Number(r.cancellations) });
  return out;
}

describe('reports on the demo agency against a SQL reference', () => {
  const from = `${todayInIstanbul().slice(0, 7)}-01`;
  const to = addDays(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`, -1);

  it.each(['unit', 'month'] as const)('matches every %s row and the totals', async (by) => {
    const c = await report(`from=${from}&to=${to}&group=${by}`);
    const ref = await reference(from, to, by);
    const soldSomewhere = [...ref.values()].filter((r) => r.nights > 0);
    expect(soldSomewhere.length).toBeGreaterThan(by === 'unit' ? 10 : 6);
    for (const row of c.rows) {
      const r = ref.get(row.key) ?? { nights: 0, revenue: 0, available: 0, stays: 0, cancellations: 0 };
      expect(row.current, `${by} ${row.key} ${row.label}`).toMatchObject({
        nights_sold: r.nights,
        revenue: r.revenue,
        nights_available: r.available,
        stays: r.stays,
        cancellations: r.cancellations,
      });
    }
    const sum = (k: keyof Omit<Ref, 'key'>) => [...ref.values()].reduce((a, r) => a + r[k], 0);
    expect(c.totals.current).toMatchObject({
      nights_sold: sum('nights'),
      revenue: sum('revenue'),
      nights_available: sum('available'),
      stays: sum('stays'),
      cancellations: sum('cancellations'),
    });
  });

  it('matches the booking basis: whole stays in the Istanbul month they were made in', async () => {
    const year = todayInIstanbul().slice(0, 4);
    const c = await report(`from=${year}-01-01&to=${year}-12-31&basis=booking`);
    const [ref] = await rows<{ nights: string; revenue: string; stays: string; cancellations: string }>(sql`
      select
        coalesce(sum(finished_at - started_at) filter (where status in ('confirmed', 'completed')), 0) as nights,
        coalesce(sum(coalesce(total_price_kurus, 0)) filter (where status in ('confirmed', 'completed')), 0) as revenue,
        count(*) filter (where status in ('confirmed', 'completed')) as stays,
        count(*) filter (where status = 'cancelled') as cancellations
      from reservations
      where channel in ('web', 'admin')
        and to_char(created_at at time zone 'Europe/Istanbul', 'YYYY') = ${year}`);
    expect(Number(ref?.stays)).toBeGreaterThan(0);
    expect(c.totals.current).toMatchObject({
      nights_sold: Number(ref?.nights),
      revenue: Number(ref?.revenue),
      stays: Number(ref?.stays),
      cancellations: Number(ref?.cancellations),
      nights_available: null,
    });
  });
});
