/**
 * No double booking of a boat, guaranteed by the database (issue 7): the
 * partial exclusion constraint of migration 0006 over option and confirmed
 * boat reservations. Ranges are half-open days, so a boat returned on the
 * 3rd can leave again on the 3rd. Price periods of one boat never overlap.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { boatReservations } from '../../src/db/schema.ts';
import { createBoat, createBoatPrice, createBoatReservation } from '../helpers/factories.ts';
import { expectSqlState } from '../helpers/sql-state.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Status = 'pending' | 'option' | 'confirmed' | 'cancelled';
const rent = (boat_id: number, status: Status, started_at: string, finished_at: string) =>
  createBoatReservation(t.db, { boat_id, status, started_at, finished_at });

describe('holding reservations of one boat never overlap', () => {
  it('refuses an option or confirmation over held days with 23P01', async () => {
    const { id } = await createBoat(t.db);
    await rent(id, 'confirmed', '2030-07-05', '2030-07-08');
    await expectSqlState(rent(id, 'confirmed', '2030-07-07', '2030-07-09'), '23P01');
    await expectSqlState(rent(id, 'option', '2030-07-06', '2030-07-07'), '23P01');
    await expectSqlState(rent(id, 'option', '2030-07-01', '2030-07-20'), '23P01');
  });

  it('lets back-to-back days, other boats and non-holding statuses through', async () => {
    const a = await createBoat(t.db);
    const b = await createBoat(t.db);
    await rent(a.id, 'confirmed', '2030-08-01', '2030-08-03');
    await rent(a.id, 'option', '2030-08-03', '2030-08-04');
    await rent(a.id, 'pending', '2030-08-01', '2030-08-03');
    await rent(a.id, 'cancelled', '2030-08-02', '2030-08-05');
    await rent(b.id, 'confirmed', '2030-08-01', '2030-08-03');
  });

  it('refuses to move a pending request onto held days', async () => {
    const { id } = await createBoat(t.db);
    await rent(id, 'confirmed', '2030-09-10', '2030-09-12');
    const pending = await rent(id, 'pending', '2030-09-11', '2030-09-12');
    await expectSqlState(
      t.db.update(boatReservations).set({ status: 'option' }).where(eq(boatReservations.id, pending.id)),
      '23P01',
    );
  });
});

describe('boat price periods', () => {
  it('never cover the same day twice', async () => {
    const { id } = await createBoat(t.db);
    await createBoatPrice(t.db, { boat_id: id, start_date: '2030-06-01', end_date: '2030-06-30' });
    await expectSqlState(createBoatPrice(t.db, { boat_id: id, start_date: '2030-06-30', end_date: '2030-07-10' }), '23P01');
    await createBoatPrice(t.db, { boat_id: id, start_date: '2030-07-01', end_date: '2030-07-31' });
  });
});
