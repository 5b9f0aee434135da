/**
 * Job: confirmed guest stays whose check-out day has come (finished_at ≤
 * today in Europe/Istanbul) become `completed` (DESIGN §3), with a history
 * row by the system. External blockings stay as they are (they are
 * 'confirmed' while active). Confirmed boat rentals likewise once their
 * `finished_at` (the day after the last rental day) has come. Advisory-locked
 * like every job: one process at a time. At most 1000 villa and 1000 boat
 * reservations per run; `count` is both together.
 */
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { boatReservations, reservations } from '../db/schema.ts';
import { writeBoatEvent } from '../modules/boat-reservations/boat-shared.ts';
import { todayInIstanbul } from '../domain/pricing.ts';
import { writeEvent } from '../modules/reservations/shared.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

export async function completeFinishedStays(db: Db, today: string = todayInIstanbul()): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.completeFinishedStays))) return { skipped: true, count: 0 };
    const due = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(eq(reservations.status, 'confirmed'), ne(reservations.channel, 'external'), lte(reservations.finished_at, today)),
      )
      .orderBy(reservations.finished_at)
      .limit(1000)
      .for('update', { skipLocked: true });
    const now = new Date();
    for (const { id } of due) {
      await tx.update(reservations).set({ status: 'completed', updated_at: now }).where(eq(reservations.id, id));
      await writeEvent(tx, { reservationId: id, from: 'confirmed', to: 'completed', actorId: null, note: 'Çıkış tarihi geldi.' });
    }
    const boatsDue = await tx
      .select({ id: boatReservations.id })
      .from(boatReservations)
      .where(and(eq(boatReservations.status, 'confirmed'), lte(boatReservations.finished_at, today)))
      .orderBy(boatReservations.finished_at)
      .limit(1000)
      .for('update', { skipLocked: true });
    for (const { id } of boatsDue) {
      await tx.update(boatReservations).set({ status: 'completed', updated_at: now }).where(eq(boatReservations.id, id));
      await writeBoatEvent(tx, {
        reservationId: id,
        from: 'confirmed',
        to: 'completed',
        actorId: null,
        note: 'Kiralama sona erdi.',
      });
    }
    return { skipped: false, count: due.length + boatsDue.length };
  });
}
