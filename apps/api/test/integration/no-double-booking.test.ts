/**
 * No double booking, guaranteed by the database (DESIGN §3): the exclusion
 * constraint of migration 0002 over holding reservations (option, confirmed)
 * and closed dates. Ranges are half-open, so check-out day = next check-in.
 * There is no write endpoint yet, so these tests write through Drizzle as a
 * use case would; a conflicting write fails with SQLSTATE 23P01.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, villaDates } from '../../src/db/schema.ts';
import { createPricePeriod, createReservation, createVilla, createVillaDate } from '../helpers/factories.ts';
import { expectSqlState, sqlStateOf } from '../helpers/sql-state.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const villa = async () => (await createVilla(t.db)).id;
const stay = (
  villa_id: number,
  status: 'pending' | 'option' | 'confirmed' | 'cancelled',
  started_at: string,
  finished_at: string,
) => createReservation(t.db, { villa_id, status, started_at, finished_at });

describe('holding reservations of one villa never overlap', () => {
  it('refuses a second confirmed reservation over the same nights with 23P01', async () => {
    const v = await villa();
    await stay(v, 'confirmed', '2030-07-05', '2030-07-12');
    await expectSqlState(stay(v, 'confirmed', '2030-07-10', '2030-07-17'), '23P01');
    await expectSqlState(stay(v, 'confirmed', '2030-07-05', '2030-07-12'), '23P01');
    // A stay inside another, and one around it.
    await expectSqlState(stay(v, 'confirmed', '2030-07-07', '2030-07-08'), '23P01');
    await expectSqlState(stay(v, 'confirmed', '2030-07-01', '2030-07-20'), '23P01');
  });

  it('treats an option as holding too', async () => {
    const v = await villa();
    await stay(v, 'option', '2030-08-01', '2030-08-08');
    await expectSqlState(stay(v, 'confirmed', '2030-08-07', '2030-08-10'), '23P01');
    await expectSqlState(stay(v, 'option', '2030-07-30', '2030-08-02'), '23P01');
  });

  it('leaves no half-written row behind when the write is refused', async () => {
    const v = await villa();
    await stay(v, 'confirmed', '2030-09-01', '2030-09-08');
    await expectSqlState(stay(v, 'confirmed', '2030-09-03', '2030-09-05'), '23P01');
    const [row] = await t.db.select({ n: count() }).from(reservations).where(eq(reservations.villa_id, v));
    expect(row?.n).toBe(1);
  });

  it('lets a pending request overlap anything: it holds nothing', async () => {
    const v = await villa();
    await stay(v, 'confirmed', '2030-07-05', '2030-07-12');
    await expect(stay(v, 'pending', '2030-07-06', '2030-07-10')).resolves.toBeDefined();
    await expect(stay(v, 'pending', '2030-07-06', '2030-07-10')).resolves.toBeDefined();
    await expect(stay(v, 'cancelled', '2030-07-05', '2030-07-12')).resolves.toBeDefined();
  });

  it('allows touching ranges: the check-out day is the next check-in day', async () => {
    const v = await villa();
    await stay(v, 'confirmed', '2030-07-05', '2030-07-12');
    await expect(stay(v, 'confirmed', '2030-07-12', '2030-07-19')).resolves.toBeDefined();
    await expect(stay(v, 'option', '2030-06-28', '2030-07-05')).resolves.toBeDefined();
    // …but one night more on either side overlaps.
    await expectSqlState(stay(v, 'confirmed', '2030-07-18', '2030-07-25'), '23P01');
  });

  it('allows the same nights in another villa', async () => {
    const [a, b] = [await villa(), await villa()];
    await stay(a, 'confirmed', '2030-07-05', '2030-07-12');
    await expect(stay(b, 'confirmed', '2030-07-05', '2030-07-12')).resolves.toBeDefined();
  });

  it('checks status changes: confirming an overlapping request fails, cancelling frees the nights', async () => {
    const v = await villa();
    const held = await stay(v, 'confirmed', '2030-10-01', '2030-10-08');
    const request = await stay(v, 'pending', '2030-10-05', '2030-10-10');
    await expectSqlState(t.db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, request.id)), '23P01');

    await t.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, held.id));
    await expect(
      t.db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, request.id)),
    ).resolves.toBeDefined();
  });

  it('checks date changes: moving a stay onto another fails, deleting frees the nights', async () => {
    const v = await villa();
    const first = await stay(v, 'confirmed', '2030-11-01', '2030-11-08');
    const second = await stay(v, 'confirmed', '2030-11-10', '2030-11-15');
    await expectSqlState(
      t.db.update(reservations).set({ started_at: '2030-11-06' }).where(eq(reservations.id, second.id)),
      '23P01',
    );
    await t.db.delete(reservations).where(eq(reservations.id, first.id));
    await expect(
      t.db.update(reservations).set({ started_at: '2030-11-06' }).where(eq(reservations.id, second.id)),
    ).resolves.toBeDefined();
  });

  it('lets exactly one of two concurrent overlapping bookings through', async () => {
    const v = await villa();
    const book = (start: string, end: string) =>
      t.db.transaction(async (tx) => {
        await tx.insert(reservations).values({
          reservation_id: `YC${start.replaceAll('-', '')}${Math.random().toString(36).slice(2, 6)}`,
          villa_id: v,
          status: 'confirmed',
          channel: 'web',
          started_at: start,
          finished_at: end,
        });
      });
    const results = await Promise.allSettled([book('2030-12-01', '2030-12-08'), book('2030-12-04', '2030-12-11')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(sqlStateOf(rejected[0]?.reason)).toBe('23P01');
    const [row] = await t.db.select({ n: count() }).from(reservations).where(eq(reservations.villa_id, v));
    expect(row?.n).toBe(1);
  });
});

describe('closed dates hold the villa too', () => {
  it('refuses a closed range over a confirmed reservation, and the other way round', async () => {
    const v = await villa();
    await stay(v, 'confirmed', '2030-07-05', '2030-07-12');
    await expectSqlState(createVillaDate(t.db, { villa_id: v, started_at: '2030-07-11', finished_at: '2030-07-14' }), '23P01');

    await createVillaDate(t.db, { villa_id: v, started_at: '2030-08-01', finished_at: '2030-08-05' });
    await expectSqlState(stay(v, 'option', '2030-08-04', '2030-08-09'), '23P01');
    await expectSqlState(createVillaDate(t.db, { villa_id: v, started_at: '2030-08-02', finished_at: '2030-08-03' }), '23P01');
  });

  it('allows a closed range touching a stay and a pending request inside a closed range', async () => {
    const v = await villa();
    await stay(v, 'confirmed', '2030-07-05', '2030-07-12');
    await expect(
      createVillaDate(t.db, { villa_id: v, started_at: '2030-07-12', finished_at: '2030-07-15' }),
    ).resolves.toBeDefined();
    await expect(stay(v, 'pending', '2030-07-13', '2030-07-14')).resolves.toBeDefined();
  });

  it('frees the nights when a closed range is removed', async () => {
    const v = await villa();
    const closed = await createVillaDate(t.db, { villa_id: v, started_at: '2030-09-01', finished_at: '2030-09-05' });
    await t.db.delete(villaDates).where(eq(villaDates.id, closed.id));
    await expect(stay(v, 'confirmed', '2030-09-01', '2030-09-05')).resolves.toBeDefined();
  });
});

describe('price periods of one villa never cover the same night', () => {
  it('refuses periods sharing a night (end dates are inclusive) and allows adjacent ones', async () => {
    const v = await villa();
    await createPricePeriod(t.db, { villa_id: v, start_date: '2030-06-01', end_date: '2030-06-30' });
    await expectSqlState(createPricePeriod(t.db, { villa_id: v, start_date: '2030-06-30', end_date: '2030-07-15' }), '23P01');
    await expect(
      createPricePeriod(t.db, { villa_id: v, start_date: '2030-07-01', end_date: '2030-07-15' }),
    ).resolves.toBeDefined();
  });
});

describe('range checks', () => {
  it('refuses a stay or closed range that ends on or before its start (23514)', async () => {
    const v = await villa();
    await expectSqlState(stay(v, 'pending', '2030-07-05', '2030-07-05'), '23514');
    await expectSqlState(createVillaDate(t.db, { villa_id: v, started_at: '2030-07-05', finished_at: '2030-07-04' }), '23514');
  });
});
