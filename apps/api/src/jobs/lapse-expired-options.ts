/**
 * Job: options whose `option_expires_at` has passed lapse to `cancelled`
 * (DESIGN §3), which frees their nights (villas) or days (boats); each gets a history row with no
 * actor (the system) and queues the 'reservation_cancelled' (boats: 'boat_reservation_cancelled') mail. Runs in
 * one transaction under an advisory lock, so with several API processes only
 * one does the work; rows are taken FOR UPDATE SKIP LOCKED so an admin
 * editing one at that moment is not blocked. At most 500 villa and 500 boat
 * options per run; `count` is both together.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { boatReservations, reservations } from '../db/schema.ts';
import { queueBoatReservationMail } from '../modules/boat-reservations/boat-reservation-mail.ts';
import { writeBoatEvent } from '../modules/boat-reservations/boat-shared.ts';
import { queueReservationMail } from '../modules/reservations/reservation-mail.ts';
import { writeEvent } from '../modules/reservations/shared.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

export async function lapseExpiredOptions(db: Db, now: Date = new Date()): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.lapseExpiredOptions))) return { skipped: true, count: 0 };
    const due = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.status, 'option'), lte(reservations.option_expires_at, now)))
      .orderBy(reservations.option_expires_at)
      .limit(500)
      .for('update', { skipLocked: true });
    for (const { id } of due) {
      await tx.update(reservations).set({ status: 'cancelled', updated_at: now }).where(eq(reservations.id, id));
      await writeEvent(tx, { reservationId: id, from: 'option', to: 'cancelled', actorId: null, note: 'Opsiyon süresi doldu.' });
      await queueReservationMail(tx, 'reservation_cancelled', id);
    }
    const boatsDue = await tx
      .select({ id: boatReservations.id })
      .from(boatReservations)
      .where(and(eq(boatReservations.status, 'option'), lte(boatReservations.option_expires_at, now)))
      .orderBy(boatReservations.option_expires_at)
      .limit(500)
      .for('update', { skipLocked: true });
    for (const { id } of boatsDue) {
      await tx.update(boatReservations).set({ status: 'cancelled', updated_at: now }).where(eq(boatReservations.id, id));
      await writeBoatEvent(tx, {
        reservationId: id,
        from: 'option',
        to: 'cancelled',
        actorId: null,
        note: 'Opsiyon süresi doldu.',
      });
      await queueBoatReservationMail(tx, 'boat_reservation_cancelled', id);
    }
    return { skipped: false, count: due.length + boatsDue.length };
  });
}
