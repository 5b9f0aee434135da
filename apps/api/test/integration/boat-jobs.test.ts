/**
 * Background jobs on boats (issue 7; DESIGN §3): boat options past
 * `option_expires_at` lapse to cancelled (freeing the days, with the
 * cancellation mail), confirmed rentals whose `finished_at` has come become
 * completed — each with a history row by the system, next to the villa work.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatReservationEvents, boatReservations, mailOutbox } from '../../src/db/schema.ts';
import { completeFinishedStays } from '../../src/jobs/complete-finished-stays.ts';
import { lapseExpiredOptions } from '../../src/jobs/lapse-expired-options.ts';
import { createBoat, createBoatReservation, createReservation, createVilla } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3600_000;
const statusOf = async (id: number) => (await t.db.select().from(boatReservations).where(eq(boatReservations.id, id)))[0]?.status;
const eventsOf = (id: number) => t.db.select().from(boatReservationEvents).where(eq(boatReservationEvents.reservation_id, id));

describe('lapseExpiredOptions on boats', () => {
  it('cancels expired boat options by the system with the cancellation mail, next to villa options', async () => {
    await lapseExpiredOptions(t.db);
    const boat = (await createBoat(t.db, { name: 'Karayel' })).id;
    const expired = await createBoatReservation(t.db, {
      boat_id: boat,
      status: 'option',
      option_expires_at: new Date(Date.now() - HOUR),
      guest_email: 'kaptan@example.com',
    });
    const live = await createBoatReservation(t.db, {
      boat_id: boat,
      status: 'option',
      option_expires_at: new Date(Date.now() + HOUR),
    });
    const pending = await createBoatReservation(t.db, { boat_id: boat, option_expires_at: new Date(Date.now() - HOUR) });
    const villa = (await createVilla(t.db)).id;
    await createReservation(t.db, { villa_id: villa, status: 'option', option_expires_at: new Date(Date.now() - HOUR) });

    expect(await lapseExpiredOptions(t.db)).toEqual({ skipped: false, count: 2 });
    expect(await statusOf(expired.id)).toBe('cancelled');
    expect(await statusOf(live.id)).toBe('option');
    expect(await statusOf(pending.id)).toBe('pending');
    expect(await eventsOf(expired.id)).toMatchObject([
      { from_status: 'option', to_status: 'cancelled', actor_id: null, note: 'Opsiyon süresi doldu.' },
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.boat_reservation_id, expired.id));
    expect(mails.map((m) => [m.template_key, m.to_address])).toEqual([['boat_reservation_cancelled', 'kaptan@example.com']]);
    expect(mails[0]?.subject).toContain('Tekne kiralamanız iptal edildi');
    expect(mails[0]?.text).toContain('Karayel teknesi için');

    // The days are free again.
    const again = await createBoatReservation(t.db, {
      boat_id: boat,
      status: 'confirmed',
      started_at: expired.started_at,
      finished_at: expired.finished_at,
    });
    expect(again.status).toBe('confirmed');
    expect(await lapseExpiredOptions(t.db)).toEqual({ skipped: false, count: 0 });
  });
});

describe('completeFinishedStays on boats', () => {
  it('completes confirmed rentals whose finished_at has come, by the system', async () => {
    await completeFinishedStays(t.db, '2029-01-01');
    const boat = (await createBoat(t.db)).id;
    // A one-day trip on 1 March: finished_at 2 March.
    const done = await createBoatReservation(t.db, {
      boat_id: boat,
      status: 'confirmed',
      started_at: '2030-03-01',
      finished_at: '2030-03-02',
    });
    const later = await createBoatReservation(t.db, {
      boat_id: boat,
      status: 'confirmed',
      started_at: '2030-03-02',
      finished_at: '2030-03-04',
    });
    const pending = await createBoatReservation(t.db, { boat_id: boat, started_at: '2030-02-01', finished_at: '2030-02-02' });

    expect(await completeFinishedStays(t.db, '2030-03-01')).toEqual({ skipped: false, count: 0 });
    expect(await completeFinishedStays(t.db, '2030-03-02')).toEqual({ skipped: false, count: 1 });
    expect(await statusOf(done.id)).toBe('completed');
    expect(await statusOf(later.id)).toBe('confirmed');
    expect(await statusOf(pending.id)).toBe('pending');
    expect(await eventsOf(done.id)).toMatchObject([
      { from_status: 'confirmed', to_status: 'completed', actor_id: null, note: 'Kiralama sona erdi.' },
    ]);
  });
});
