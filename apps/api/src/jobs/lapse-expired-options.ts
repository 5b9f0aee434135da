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
import type { reservations } from '../db/schema.ts';
import { writeUnitEvent } from '../modules/rental-units/events.ts';
import { BOAT_UNIT, VILLA_UNIT } from '../modules/rental-units/kinds.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

export async function lapseExpiredOptions(db: Db, now: Date = new Date()): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.lapseExpiredOptions))) return { skipped: true, count: 0 };
    let count = 0;
    for (const kind of [VILLA_UNIT, BOAT_UNIT]) {
      // The two reservation tables share these columns; drizzle cannot write to a union of tables.
      const table = kind.reservations as typeof reservations;
      const due = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, 'option'), lte(table.option_expires_at, now)))
        .orderBy(table.option_expires_at)
        .limit(500)
        .for('update', { skipLocked: true });
      for (const { id } of due) {
        await tx.update(table).set({ status: 'cancelled', updated_at: now }).where(eq(table.id, id));
        await writeUnitEvent(tx, kind, {
          reservationId: id,
          from: 'option',
          to: 'cancelled',
          actorId: null,
          note: 'Opsiyon süresi doldu.',
        });
        await kind.mail.queue(tx, kind.mail.templates.cancelled, id);
      }
      count += due.length;
    }
    return { skipped: false, count };
  });
}
