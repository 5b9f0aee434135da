/**
 * `GET /v1/admin/reports` and `/reports.csv` (issue 20, decision 014):
 * fixed cases (a stay across months, a year boundary, 29 February, cancelled
 * stays, owner blockings, a blocking by the agency, boats by days), owner
 * scope, the CSV against the JSON, bad input; and a reference check where
 * every figure is recomputed night by night from the raw rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportContent, ReportFigures } from '@yali/contract';
import { addDays } from '../../src/domain/quote.ts';
import { sumReport } from '../../src/domain/reports.ts';
import { bearer, signInAll } from '../helpers/auth.ts';
import {
  createBoat,
  createBoatReservation,
  createMarina,
  createReservation,
  createTown,
  createUser,
  createVilla,
} from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tok = { admin: '', owner1: '', owner2: '' };
type Who = keyof typeof tok;
let villa1: number;
let villa2: number;
let owner1Name: string;

const get = (q: string, who: Who | '' = 'admin') =>
  t.app.inject({ method: 'GET', url: `/v1/admin/reports${q}`, headers: who ? bearer(tok[who]) : {} });
const report = async (q: string, who: Who = 'admin') => contentOf<ReportContent>(await get(q, who));
const row = (c: ReportContent, label: string) => {
  const r = c.rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row ${label}: ${c.rows.map((x) => x.label).join(', ')}`);
  return r;
};
/** Istanbul noon of a day, as a timestamp: the reservation's creation. */
const madeOn = (day: string) => new Date(`${day}T12:00:00+03:00`);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const owner1 = await createUser(t.db, { role: 'OWNER', first_name: 'Ayşe', last_name: 'Deniz' });
  const owner2 = await createUser(t.db, { role: 'OWNER', first_name: 'Mehmet', last_name: 'Yalı' });
  owner1Name = 'Ayşe Deniz';
  const kas = await createTown(t.db, { name: 'Kaş' });
  const bodrum = await createTown(t.db, { name: 'Bodrum' });
  villa1 = (await createVilla(t.db, { name: 'Villa Bir', owner_id: owner1.id, town_id: kas.town_id })).id;
  villa2 = (await createVilla(t.db, { name: 'Villa İki', owner_id: owner2.id, town_id: bodrum.town_id })).id;
  const v1 = { villa_id: villa1 };
  const v2 = { villa_id: villa2 };
  // 2031: villa1 a stay across January/February, a cancelled stay, the owner's own blocking, a blocking by the agency.
  await createReservation(t.db, {
    ...v1,
    status: 'confirmed',
    started_at: '2031-01-28',
    finished_at: '2031-02-03',
    total_price_kurus: 600_001,
    created_at: madeOn('2031-01-08'),
  });
  await createReservation(t.db, { ...v1, status: 'cancelled', started_at: '2031-03-10', finished_at: '2031-03-15' });
  await createReservation(t.db, {
    ...v1,
    status: 'confirmed',
    channel: 'external',
    block_source: 'owner',
    created_by: owner1.id,
    started_at: '2031-04-01',
    finished_at: '2031-04-11',
  });
  await createReservation(t.db, {
    ...v1,
    status: 'confirmed',
    channel: 'external',
    created_by: admin.id,
    started_at: '2031-05-01',
    finished_at: '2031-05-06',
  });
  // villa2: a stay over the year boundary, an option (not sold).
  await createReservation(t.db, {
    ...v2,
    status: 'completed',
    channel: 'admin',
    started_at: '2031-12-29',
    finished_at: '2032-01-03',
    total_price_kurus: 500_000,
    created_at: madeOn('2031-11-29'),
  });
  await createReservation(t.db, {
    ...v2,
    status: 'option',
    started_at: '2031-06-01',
    finished_at: '2031-06-05',
    total_price_kurus: 9,
  });
  // Last year: one stay of villa1 in January 2030.
  await createReservation(t.db, {
    ...v1,
    status: 'completed',
    started_at: '2030-01-10',
    finished_at: '2030-01-15',
    total_price_kurus: 100_000,
    created_at: madeOn('2030-01-01'),
  });
  // 29 February 2028.
  await createReservation(t.db, {
    ...v1,
    status: 'confirmed',
    started_at: '2028-02-27',
    finished_at: '2028-03-02',
    total_price_kurus: 400,
    created_at: madeOn('2028-01-27'),
  });
  // A boat, by days.
  const marina = await createMarina(t.db, { name: 'Göcek Marina' });
  const boat = await createBoat(t.db, { name: 'Mavi Tekne', marina_id: marina.marina_id });
  await createBoatReservation(t.db, {
    boat_id: boat.id,
    status: 'confirmed',
    started_at: '2031-07-01',
    finished_at: '2031-07-04',
    total_price_kurus: 900_000,
    created_at: madeOn('2031-06-01'),
  });
  await signInAll(t.app, tok, { admin, owner1, owner2 });
});
afterAll(() => t?.close());

describe('GET /v1/admin/reports — fixed cases', () => {
  it('counts each month by its nights, the owner blocking out of available, cancellations apart', async () => {
    const c = await report('?from=2031-01-01&to=2031-12-31');
    expect(c.rows).toHaveLength(12);
    expect(c.previous_from).toBe('2030-01-01');
    const jan = row(c, 'Ocak 2031');
    expect(jan.current).toMatchObject({ nights_sold: 4, nights_available: 62, revenue: 400_000, stays: 1, lead_time_days: 20 });
    expect(jan.current.occupancy).toBeCloseTo(4 / 62, 4);
    expect(jan.current.adr).toBe(100_000);
    expect(jan.current.revpar).toBe(Math.round(400_000 / 62));
    expect(jan.previous).toMatchObject({ nights_sold: 5, revenue: 100_000, stays: 1, alos: 5, lead_time_days: 9 });
    expect(row(c, 'Şubat 2031').current).toMatchObject({ nights_sold: 2, nights_available: 56, revenue: 200_001, stays: 0 });
    expect(row(c, 'Mart 2031').current).toMatchObject({ nights_sold: 0, cancellations: 1 });
    // The owner's own 10 nights are not on sale; the agency's blocking (a sale elsewhere) neither sold nor taken out.
    expect(row(c, 'Nisan 2031').current).toMatchObject({ nights_sold: 0, nights_available: 60 - 10 });
    expect(row(c, 'Mayıs 2031').current).toMatchObject({ nights_sold: 0, nights_available: 62 });
    // The option of June sells nothing; December holds 3 of the 5 nights over the year boundary.
    expect(row(c, 'Haziran 2031').current.nights_sold).toBe(0);
    expect(row(c, 'Aralık 2031').current).toMatchObject({ nights_sold: 3, revenue: 300_000, stays: 1, alos: 5 });
    expect(c.totals.current).toMatchObject({
      nights_sold: 9,
      nights_available: 2 * 365 - 10,
      revenue: 900_001,
      stays: 2,
      cancellations: 1,
    });
    expect(c.totals.current.lead_time_days).toBe((20 + 30) / 2);
  });

  it('gives the rest of the year-boundary stay to January, without counting it as a stay there', async () => {
    const c = await report('?from=2032-01-01&to=2032-01-31');
    expect(c.totals.current).toMatchObject({ nights_sold: 2, revenue: 200_000, stays: 0, nights_available: 62 });
    expect(c.previous_from).toBe('2031-01-01');
    expect(c.totals.previous).toMatchObject({ nights_sold: 4, revenue: 400_000 });
  });

  it('counts 29 February; last year the same period ends on 28 February', async () => {
    const c = await report('?from=2028-02-01&to=2028-02-29');
    expect(c.previous_to).toBe('2027-02-28');
    expect(c.totals.current).toMatchObject({ nights_sold: 3, revenue: 300, nights_available: 2 * 29 });
  });

  it('counts stays in their booking month on the booking basis, without nights available', async () => {
    const c = await report('?from=2031-01-01&to=2031-12-31&basis=booking');
    expect(row(c, 'Ocak 2031').current).toMatchObject({
      nights_sold: 6,
      revenue: 600_001,
      nights_available: null,
      occupancy: null,
    });
    expect(row(c, 'Kasım 2031').current).toMatchObject({ nights_sold: 5, revenue: 500_000 });
  });

  it('groups by villa, region, channel and owner', async () => {
    const q = '?from=2031-01-01&to=2031-12-31';
    const byUnit = await report(`${q}&group=unit`);
    expect(row(byUnit, 'Villa Bir').current).toMatchObject({ nights_sold: 6, nights_available: 355, cancellations: 1 });
    expect(row(byUnit, 'Villa İki').current).toMatchObject({ nights_sold: 3, nights_available: 365 });
    const byRegion = await report(`${q}&group=region`);
    expect(byRegion.rows.map((r) => r.label)).toEqual(['Bodrum', 'Kaş']);
    const byChannel = await report(`${q}&group=channel`);
    expect(row(byChannel, 'Web sitesi').current).toMatchObject({ nights_sold: 6, nights_available: null });
    expect(row(byChannel, 'Acente').current.nights_sold).toBe(3);
    const byOwner = await report(`${q}&group=owner`);
    expect(row(byOwner, owner1Name).current.nights_sold).toBe(6);
    expect(byOwner.totals).toEqual(byUnit.totals);
  });

  it('reports boats by days, by marina', async () => {
    const c = await report('?from=2031-07-01&to=2031-07-31&kind=boat&group=region');
    expect(c.kind).toBe('boat');
    expect(row(c, 'Göcek Marina').current).toMatchObject({ nights_sold: 3, nights_available: 31, revenue: 900_000, alos: 3 });
  });

  it("converts money with the settings' exchange rate", async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/exchange/edit',
      headers: bearer(tok.admin),
      payload: { dollar_exchange_rate: '40', euro_exchange_rate: '50', sterling_exchange_rate: '60' },
    });
    expect(set.statusCode).toBe(200);
    const c = await report('?from=2031-01-01&to=2031-12-31&currency=EUR');
    expect(c.rate).toBe('50');
    expect(c.totals.current.revenue).toBe(Math.round(900_001 / 50));
    expect(row(c, 'Ocak 2031').current.adr).toBe(Math.round(8000 / 4));
  });
});

describe('owner scope', () => {
  it('shows an owner their own villas only', async () => {
    const c = await report('?from=2031-01-01&to=2031-12-31&group=unit', 'owner1');
    expect(c.rows.map((r) => r.label)).toEqual(['Villa Bir']);
    expect(c.totals.current.nights_sold).toBe(6);
    const c2 = await report('?from=2031-01-01&to=2031-12-31', 'owner2');
    expect(c2.totals.current).toMatchObject({ nights_sold: 3, nights_available: 365 });
  });
  it('refuses an owner boats and the grouping by owner (403)', async () => {
    for (const q of ['?kind=boat', '?group=owner']) {
      const res = await get(q, 'owner1');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toMatch(/yalnızca yöneticilere/);
    }
  });
});

describe('CSV', () => {
  it('writes the same figures as the JSON, Excel-friendly', async () => {
    const q = '?from=2031-01-01&to=2031-12-31';
    const c = await report(q);
    const res = await t.app.inject({ method: 'GET', url: `/v1/admin/reports.csv${q}`, headers: bearer(tok.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="rapor-villa-month-2031-01-01-2031-12-31\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 12 + 1);
    const header = (lines[0] ?? '').split(';');
    expect(header.slice(0, 3)).toEqual(['Ay', 'Satılan gece', 'Satılan gece (geçen yıl)']);
    const cell = (line: string, name: string) => line.split(';')[header.indexOf(name)];
    const jan = lines.find((l) => l.startsWith('Ocak 2031;')) ?? '';
    expect(cell(jan, 'Satılan gece')).toBe(String(row(c, 'Ocak 2031').current.nights_sold));
    expect(cell(jan, 'Gelir (TRY)')).toBe('4000,00');
    expect(cell(jan, 'Gelir (TRY) (geçen yıl)')).toBe('1000,00');
    const total = lines.at(-1) ?? '';
    expect(cell(total, 'Gelir (TRY)')).toBe('9000,01');
    expect(cell(total, 'İptal')).toBe('1');
  });
});

describe('bad input', () => {
  it.each([
    ['?from=2031-05-01&to=2031-04-01', /Başlangıç tarihi/],
    ['?from=2027-01-01&to=2031-01-01', /3 yıllık/],
    ['?group=weekday', /Gruplama/],
    ['?currency=JPY', /Para birimi/],
    ['?from=2031-02-30', /Geçersiz tarih/],
  ])('%s answers 400 with a Turkish message', async (q, message) => {
    const res = await get(q);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(res))).toMatch(message);
  });
  it('answers 401 without a token', async () => {
    expect((await get('', '')).statusCode).toBe(401);
  });
});

describe('reference check', () => {
  it('matches every figure recomputed night by night from the raw rows', async () => {
    // 80 random stays over 2033–2034 on the two villas, in every status and channel.
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const statuses = ['confirmed', 'completed', 'cancelled', 'pending'] as const;
    const channels = ['web', 'admin'] as const;
    const taken = new Map<number, string[]>([
      [villa1, []],
      [villa2, []],
    ]);
    for (let i = 0; i < 80; i++) {
      const villa = rand(2) === 0 ? villa1 : villa2;
      const start = addDays('2033-01-01', rand(700));
      const end = addDays(start, 1 + rand(20));
      const status = statuses[rand(4)] ?? 'confirmed';
      // Holding stays must not overlap (the exclusion constraint); skip a clash.
      const nights: string[] = [];
      for (let d = start; d < end; d = addDays(d, 1)) nights.push(d);
      const held = taken.get(villa) ?? [];
      if (status !== 'cancelled' && status !== 'pending' && nights.some((n) => held.includes(n))) continue;
      if (status !== 'cancelled' && status !== 'pending') held.push(...nights);
      await createReservation(t.db, {
        villa_id: villa,
        status,
        channel: channels[rand(2)] ?? 'web',
        started_at: start,
        finished_at: end,
        total_price_kurus: rand(5_000_000),
        created_at: madeOn(addDays(start, -rand(120))),
      });
    }
    const from = '2034-01-01';
    const to = '2034-12-31';
    const c = await report(`?from=${from}&to=${to}&group=unit`);

    type Raw = { villa_id: number; status: string; started_at: string; finished_at: string; created_on: string; total: number };
    const raw = (
      (await t.db.execute(sql`
        select villa_id, status, started_at::text as started_at, finished_at::text as finished_at,
          to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as created_on,
          coalesce(total_price_kurus, 0) as total
        from reservations where channel in ('web', 'admin')`)) as unknown as { rows: Raw[] }
    ).rows;
    for (const villa of [villa1, villa2]) {
      let nightsSold = 0;
      let revenue = 0;
      let stays = 0;
      let stayNights = 0;
      let lead = 0;
      let cancellations = 0;
      for (const r of raw.filter((x) => x.villa_id === villa)) {
        const inPeriod = r.started_at >= from && r.started_at <= to;
        if (r.status === 'cancelled' && inPeriod) cancellations++;
        if (r.status !== 'confirmed' && r.status !== 'completed') continue;
        const all: string[] = [];
        for (let d = r.started_at; d < r.finished_at; d = addDays(d, 1)) all.push(d);
        const per = Math.floor(r.total / all.length);
        all.forEach((d, i) => {
          if (d < from || d > to) return;
          nightsSold++;
          revenue += per + (i === all.length - 1 ? r.total - per * all.length : 0);
        });
        if (inPeriod) {
          stays++;
          stayNights += all.length;
          lead += Math.max(0, (Date.parse(r.started_at) - Date.parse(r.created_on)) / 86_400_000);
        }
      }
      const name = villa === villa1 ? 'Villa Bir' : 'Villa İki';
      const expected: ReportFigures = {
        nights_sold: nightsSold,
        nights_available: 365,
        occupancy: Math.round((nightsSold / 365) * 10_000) / 10_000,
        revenue,
        adr: nightsSold ? Math.round(revenue / nightsSold) : null,
        revpar: Math.round(revenue / 365),
        stays,
        alos: stays ? Math.round((stayNights / stays) * 100) / 100 : null,
        lead_time_days: stays ? Math.round((lead / stays) * 10) / 10 : null,
        cancellations,
      };
      expect(row(c, name).current).toEqual(expected);
    }
    // The domain's statement of the arithmetic (salesOf, over the same raw rows) gives the same sums as the SQL.
    const group = { key: '', label: '' };
    const units = [villa1, villa2].map((id) => ({
      id,
      active: true,
      groups: { unit: { key: String(id), label: '' }, region: group, type: group, owner: group },
    }));
    const reservations = raw
      .filter((r) => r.villa_id === villa1 || r.villa_id === villa2)
      .map((r) => ({ ...r, unit_id: r.villa_id, channel: 'web', total_kurus: Number(r.total) }));
    const js = sumReport({ from, to, basis: 'stay', group: 'unit', units, blocks: [], reservations });
    for (const villa of [villa1, villa2]) {
      const sums = js.rows.get(String(villa))?.sums;
      const api = row(c, villa === villa1 ? 'Villa Bir' : 'Villa İki').current;
      expect(sums).toMatchObject({
        nights: api.nights_sold,
        revenue_kurus: api.revenue,
        stays: api.stays,
        cancellations: api.cancellations,
        available: api.nights_available,
      });
    }
  });
});
