/** `GET /v1/admin/occupancy?month=YYYY-MM` (SPEC §7): villas × days with the holding record, and the month's rate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccupancyContent } from '@yali/contract';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createReservation, createUser, createVilla, createVillaDate } from '../helpers/factories.ts';
import { contentOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tok = { admin: '', owner1: '', owner2: '', expired: '', anonymous: '' };
type Who = keyof typeof tok;
let villa1: number;
let villa2: number;
const ids: Record<string, number> = {};

const get = (q: string, who: Who) =>
  t.app.inject({ method: 'GET', url: `/v1/admin/occupancy${q}`, headers: tok[who] ? bearer(tok[who]) : {} });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const owner1 = await createUser(t.db, { role: 'OWNER' });
  const owner2 = await createUser(t.db, { role: 'OWNER' });
  villa1 = (await createVilla(t.db, { owner_id: owner1.id })).id;
  villa2 = (await createVilla(t.db, { owner_id: owner2.id })).id;
  // February 2032 has 29 nights. villa1: a stay across the month start, an option, an external blocking, closed dates, and records that hold nothing.
  ids.across = (
    await createReservation(t.db, { villa_id: villa1, status: 'confirmed', started_at: '2032-01-29', finished_at: '2032-02-04' })
  ).id;
  ids.option = (
    await createReservation(t.db, { villa_id: villa1, status: 'option', started_at: '2032-02-10', finished_at: '2032-02-13' })
  ).id;
  ids.external = (
    await createReservation(t.db, {
      villa_id: villa1,
      status: 'confirmed',
      channel: 'external',
      started_at: '2032-02-27',
      finished_at: '2032-03-05',
    })
  ).id;
  ids.closed = (
    await createVillaDate(t.db, { villa_id: villa1, started_at: '2032-02-20', finished_at: '2032-02-22', note: 'Bakım' })
  ).id;
  await createReservation(t.db, { villa_id: villa1, status: 'pending', started_at: '2032-02-14', finished_at: '2032-02-18' });
  await createReservation(t.db, { villa_id: villa1, status: 'cancelled', started_at: '2032-02-14', finished_at: '2032-02-18' });
  ids.v2 = (
    await createReservation(t.db, { villa_id: villa2, status: 'completed', started_at: '2032-02-01', finished_at: '2032-02-08' })
  ).id;
  tok.admin = await loginAs(t.app, admin);
  tok.owner1 = await loginAs(t.app, owner1);
  tok.owner2 = await loginAs(t.app, owner2);
  tok.expired = await signExpiredToken(admin);
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

  it('answers 400 for a malformed month and 401 without a valid token', async () => {
    for (const q of ['?month=2032-13', '?month=2032-2', '?month=şubat']) expect((await get(q, 'admin')).statusCode, q).toBe(400);
    expect((await get('', 'anonymous')).statusCode).toBe(401);
    expect((await get('', 'expired')).statusCode).toBe(401);
  });
});
