/**
 * `GET /v1/admin/occupancy` (SPEC §7; issue 24): villas (or boats) × the days
 * of a month or a 7/14-day window, with the holding record, the pending
 * requests drawn apart, the rate, and filters by region, owner and type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OccupancyContent, VILLA_TYPE_ID } from '@yali/contract';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { requestAs, signInAll } from '../helpers/auth.ts';
import {
  createBoat,
  createBoatReservation,
  createStay,
  createTown,
  createUser,
  createVilla,
  createVillaDate,
} from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tok = { admin: '', owner1: '', owner2: '', expired: '', anonymous: '' };
type Who = keyof typeof tok;
let villa1: number;
let villa2: number;
let villa3: number;
let boat: number;
let town: number;
let owner2Id: number;
const ids: Record<string, number> = {};

/** A reservation of `villa_id` in `status` for [started_at, finished_at); answers its id. */
const stay = async (
  villa_id: number,
  status: 'pending' | 'option' | 'confirmed' | 'completed' | 'cancelled',
  started_at: string,
  finished_at: string,
  extra: { channel?: 'external'; guest_name?: string } = {},
) => (await createStay(t.db, villa_id, status, [started_at, finished_at], extra)).id;

const req = requestAs(() => t.app, tok);
const get = (q: string, who: Who) => req('GET', `/v1/admin/occupancy${q}`, who);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const owner1 = await createUser(t.db, { role: 'OWNER' });
  const owner2 = await createUser(t.db, { role: 'OWNER' });
  villa1 = (await createVilla(t.db, { owner_id: owner1.id })).id;
  villa2 = (await createVilla(t.db, { owner_id: owner2.id })).id;
  owner2Id = owner2.id;
  town = (await createTown(t.db)).town_id;
  villa3 = (await createVilla(t.db, { town_id: town, types: [VILLA_TYPE_ID.bungalov] })).id;
  boat = (await createBoat(t.db)).id;
  ids.boatStay = (
    await createBoatReservation(t.db, { boat_id: boat, status: 'confirmed', started_at: '2032-02-02', finished_at: '2032-02-04' })
  ).id;
  // February 2032 has 29 nights. villa1: a stay across the month start, an option, an external blocking, closed dates, and records that hold nothing.
  ids.across = await stay(villa1, 'confirmed', '2032-01-29', '2032-02-04');
  ids.option = await stay(villa1, 'option', '2032-02-10', '2032-02-13');
  ids.external = await stay(villa1, 'confirmed', '2032-02-27', '2032-03-05', { channel: 'external' });
  ids.closed = (
    await createVillaDate(t.db, { villa_id: villa1, started_at: '2032-02-20', finished_at: '2032-02-22', note: 'Bakım' })
  ).id;
  ids.pending = await stay(villa1, 'pending', '2032-02-14', '2032-02-18', { guest_name: 'Elif Talep' });
  // A request competing with the option: drawn beside it, the option still holds the nights.
  ids.competing = await stay(villa1, 'pending', '2032-02-11', '2032-02-12');
  await stay(villa1, 'cancelled', '2032-02-14', '2032-02-18');
  ids.v2 = await stay(villa2, 'completed', '2032-02-01', '2032-02-08');
  await signInAll(t.app, tok, { admin, owner1, owner2 }, admin);
});
afterAll(() => t?.close());

describe('GET /v1/admin/occupancy', () => {
  it('answers every day of the month with its holding record, and the rate', async () => {
    const c = contentOf<OccupancyContent>(await get('?month=2032-02', 'admin'));
    expect(c.month).toBe('2032-02');
    expect(c.days).toHaveLength(29);
    expect(c.days[0]).toBe('2032-02-01');
    expect(c.days[28]).toBe('2032-02-29');
    const v = c.villas.find((x) => x.id === villa1);
    if (!v) throw new Error('villa1 missing');
    expect(v.days).toHaveLength(29);
    const at = (day: number) => v.days[day - 1];
    expect(at(1)).toMatchObject({ source: 'reservation', id: ids.across, status: 'confirmed', channel: 'web' });
    expect(at(3)?.id).toBe(ids.across);
    expect(at(4)).toBeNull(); // check-out day is free
    expect(at(10)).toMatchObject({ id: ids.option, status: 'option' });
    expect(at(13)).toBeNull();
    expect(at(15)).toBeNull(); // pending and cancelled hold nothing
    expect(at(20)).toMatchObject({ source: 'date', id: ids.closed, label: 'Bakım', reservation_id: null });
    expect(at(27)).toMatchObject({ id: ids.external, channel: 'external' });
    expect(at(29)?.id).toBe(ids.external);
    // Held: 3 (across) + 3 (option) + 3 (external) = 9; closed 2, apart.
    expect(v.held_nights).toBe(9);
    expect(v.closed_nights).toBe(2);
    expect(v.rate).toBeCloseTo(9 / 29, 4);
    const v2 = c.villas.find((x) => x.id === villa2);
    expect(v2?.held_nights).toBe(7);
    expect(v2?.days[0]).toMatchObject({ id: ids.v2, status: 'completed' });
  });

  it('defaults to the current Istanbul month', async () => {
    const c = contentOf<OccupancyContent>(await get('', 'admin'));
    expect(c.month).toBe(todayInIstanbul().slice(0, 7));
    expect(c.today).toBe(todayInIstanbul());
  });

  it('shows an OWNER only their own villas', async () => {
    expect(contentOf<OccupancyContent>(await get('?month=2032-02', 'owner1')).villas.map((v) => v.id)).toEqual([villa1]);
    expect(contentOf<OccupancyContent>(await get('?month=2032-02', 'owner2')).villas.map((v) => v.id)).toEqual([villa2]);
  });

  it('draws pending requests apart: they hold no night, even over an option', async () => {
    const v = contentOf<OccupancyContent>(await get('?month=2032-02', 'admin')).villas.find((x) => x.id === villa1);
    expect(v?.requests.map((r) => r.id).sort()).toEqual([ids.pending, ids.competing].sort());
    expect(v?.requests.find((r) => r.id === ids.pending)).toMatchObject({
      started_at: '2032-02-14',
      finished_at: '2032-02-18',
      label: 'Elif Talep',
    });
    expect(v?.days[10]).toMatchObject({ id: ids.option, status: 'option' });
  });

  it('shows a week or two weeks from a day, the rate over the window', async () => {
    const week = contentOf<OccupancyContent>(await get('?span=week&from=2032-02-09', 'admin'));
    expect(week.span).toBe('week');
    expect(week.days).toEqual(['2032-02-09', '2032-02-10', '2032-02-11', '2032-02-12', '2032-02-13', '2032-02-14', '2032-02-15']);
    const v = week.villas.find((x) => x.id === villa1);
    expect(v?.held_nights).toBe(3);
    expect(v?.rate).toBeCloseTo(3 / 7, 4);
    const two = contentOf<OccupancyContent>(await get('?span=twoweeks&from=2032-02-25', 'admin'));
    expect(two.days).toHaveLength(14);
    expect(two.days.at(-1)).toBe('2032-03-09'); // across the month end, 29 February included
    expect(contentOf<OccupancyContent>(await get('?span=week', 'admin')).days[0]).toBe(todayInIstanbul());
  });

  it('filters villas by region, owner and type', async () => {
    const ids = async (q: string) =>
      contentOf<OccupancyContent>(await get(`?month=2032-02&${q}`, 'admin')).villas.map((v) => v.id);
    expect(await ids(`town_id=${town}`)).toEqual([villa3]);
    expect(await ids(`owner_id=${owner2Id}`)).toEqual([villa2]);
    expect(await ids(`type_id=${VILLA_TYPE_ID.bungalov}`)).toContain(villa3);
    expect(await ids(`type_id=${VILLA_TYPE_ID.bungalov}`)).not.toContain(villa1);
    // An owner cannot widen their view with another owner's id.
    expect(contentOf<OccupancyContent>(await get(`?month=2032-02&owner_id=${owner2Id}`, 'owner1')).villas).toEqual([]);
  });

  it('shows boats by day to the ADMIN, and refuses them to an OWNER', async () => {
    const c = contentOf<OccupancyContent>(await get('?month=2032-02&kind=boat', 'admin'));
    expect(c.kind).toBe('boat');
    const b = c.villas.find((x) => x.id === boat);
    expect(b?.days[1]).toMatchObject({ id: ids.boatStay, status: 'confirmed' });
    expect(b?.days[3]).toBeNull();
    expect(b?.held_nights).toBe(2);
    const refused = await get('?kind=boat', 'owner1');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/yöneticiler/);
  });

  it('answers 400 for a malformed month and 401 without a valid token', async () => {
    for (const q of ['?month=2032-13', '?month=2032-2', '?month=şubat', '?span=year', '?from=dün&span=week', '?town_id=x'])
      expect((await get(q, 'admin')).statusCode, q).toBe(400);
    expect((await get('', 'anonymous')).statusCode).toBe(401);
    expect((await get('', 'expired')).statusCode).toBe(401);
  });
});
