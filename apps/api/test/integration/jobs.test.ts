/**
 * Background jobs (DESIGN §3): options past `option_expires_at` lapse to
 * cancelled; confirmed stays whose check-out day has come become completed.
 * Each runs in one process at a time under a PostgreSQL advisory lock.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { mailOutbox, reservationEvents, reservations } from '../../src/db/schema.ts';
import { completeFinishedStays } from '../../src/jobs/complete-finished-stays.ts';
import { JOB_LOCK } from '../../src/jobs/job-lock.ts';
import { lapseExpiredOptions } from '../../src/jobs/lapse-expired-options.ts';
import { startJobs } from '../../src/jobs/scheduler.ts';
import { createLocalStorage } from '../../src/storage/storage.ts';
import { createReservation, createStay, createVilla } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3600_000;
const statusOf = async (id: number) => (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.status;
const eventsOf = (id: number) => t.db.select().from(reservationEvents).where(eq(reservationEvents.reservation_id, id));
const option = (villa_id: number, expiresInHours: number, over: Partial<typeof reservations.$inferInsert> = {}) =>
  createReservation(t.db, {
    villa_id,
    status: 'option',
    option_expires_at: new Date(Date.now() + expiresInHours * HOUR),
    ...over,
  });
/** Clears due work left by earlier tests, so counts below are exact. */
const drain = async () => {
  await lapseExpiredOptions(t.db);
  await completeFinishedStays(t.db, '2029-01-01');
};

describe('lapseExpiredOptions', () => {
  it('cancels expired options only, by the system, and queues the cancellation mail', async () => {
    await drain();
    const v = (await createVilla(t.db, { name: 'Defne Evi' })).id;
    const expired = await option(v, -1, { guest_email: 'a@example.com' });
    const live = await option(v, 5);
    const pending = await createReservation(t.db, { villa_id: v, option_expires_at: new Date(Date.now() - HOUR) });

    expect(await lapseExpiredOptions(t.db)).toEqual({ skipped: false, count: 1 });
    expect(await statusOf(expired.id)).toBe('cancelled');
    expect(await statusOf(live.id)).toBe('option');
    expect(await statusOf(pending.id)).toBe('pending');
    const [event] = await eventsOf(expired.id);
    expect(event).toMatchObject({ from_status: 'option', to_status: 'cancelled', actor_id: null });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.reservation_id, expired.id));
    expect(mails.map((m) => m.template_key)).toEqual(['reservation_cancelled']);
    expect(mails[0]?.text).toContain('Defne Evi');

    // The nights are free again.
    await expect(createStay(t.db, v, 'confirmed', [expired.started_at, expired.finished_at])).resolves.toBeDefined();
    // Nothing left to do.
    expect((await lapseExpiredOptions(t.db)).count).toBe(0);
  });

  it('does the work once when two runs start together', async () => {
    await drain();
    const v = (await createVilla(t.db)).id;
    const due = await Promise.all([option(v, -2), option(v, -1), option(v, -3)]);
    const [a, b] = await Promise.all([lapseExpiredOptions(t.db), lapseExpiredOptions(t.db)]);
    expect(a.count + b.count).toBe(3);
    expect(Math.min(a.count, b.count)).toBe(0);
    for (const r of due) expect(await eventsOf(r.id)).toHaveLength(1);
  });
});

describe('completeFinishedStays', () => {
  it('completes confirmed stays whose check-out day has come (Istanbul today), not blockings or future stays', async () => {
    await drain();
    const v = (await createVilla(t.db)).id;
    const ended = await createStay(t.db, v, 'confirmed', ['2030-07-01', '2030-07-08']);
    const today = await createStay(t.db, v, 'confirmed', ['2030-07-08', '2030-07-12']);
    const inHouse = await createStay(t.db, v, 'confirmed', ['2030-07-12', '2030-07-19']);
    const blocking = await createReservation(t.db, {
      villa_id: v,
      status: 'confirmed',
      channel: 'external',
      started_at: '2030-06-01',
      finished_at: '2030-06-05',
    });
    const opt = await createReservation(t.db, {
      villa_id: v,
      status: 'option',
      started_at: '2030-06-10',
      finished_at: '2030-06-12',
      option_expires_at: new Date(Date.now() + HOUR),
    });

    expect(await completeFinishedStays(t.db, '2030-07-12')).toEqual({ skipped: false, count: 2 });
    expect(await statusOf(ended.id)).toBe('completed');
    expect(await statusOf(today.id)).toBe('completed');
    expect(await statusOf(inHouse.id)).toBe('confirmed');
    expect(await statusOf(blocking.id)).toBe('confirmed');
    expect(await statusOf(opt.id)).toBe('option');
    expect((await eventsOf(ended.id))[0]).toMatchObject({ from_status: 'confirmed', to_status: 'completed', actor_id: null });
  });

  it('does the work once when two runs start together', async () => {
    await drain();
    const v = (await createVilla(t.db)).id;
    await createStay(t.db, v, 'confirmed', ['2030-01-01', '2030-01-05']);
    await createStay(t.db, v, 'confirmed', ['2030-01-05', '2030-01-09']);
    const [a, b] = await Promise.all([completeFinishedStays(t.db, '2030-02-01'), completeFinishedStays(t.db, '2030-02-01')]);
    expect(a.count + b.count).toBe(2);
    expect(Math.min(a.count, b.count)).toBe(0);
  });
});

describe('advisory lock', () => {
  // Needs a second connection holding the lock: PostgreSQL only (PGlite has one connection).
  it.runIf(process.env.TEST_DATABASE_URL)('skips a run while another process holds the job’s lock', async () => {
    await drain();
    const v = (await createVilla(t.db)).id;
    const due = await option(v, -1);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOB_LOCK.lapseExpiredOptions}::bigint)`);
      expect(await lapseExpiredOptions(t.db)).toEqual({ skipped: true, count: 0 });
      expect(await statusOf(due.id)).toBe('option');
    });
    expect((await lapseExpiredOptions(t.db)).count).toBe(1);
  });
});

describe('startJobs', () => {
  it('runs the jobs on a timer and stops when the app closes', async () => {
    await drain();
    const app = await buildApp({
      config: t.config,
      database: t.database,
      storage: createLocalStorage(t.config.uploadsDir),
      tokens: t.tokens,
    });
    startJobs(app, { intervalMs: 50, firstRunMs: 0 });
    await app.ready();
    const v = (await createVilla(t.db)).id;
    const due = await option(v, -1);
    for (let i = 0; i < 100 && (await statusOf(due.id)) !== 'cancelled'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await statusOf(due.id)).toBe('cancelled');
    await app.close();
    const later = await option(v, -1, { started_at: '2040-01-01', finished_at: '2040-01-03' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(later.id)).toBe('option');
  });
});
