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
import { reservations } from '../db/schema.ts';
import { todayInIstanbul } from '../domain/pricing.ts';
import { writeUnitEvent } from '../modules/rental-units/events.ts';
import { BOAT_UNIT, VILLA_UNIT } from '../modules/rental-units/kinds.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

/** Per kind: the history row's note, and which confirmed rows are stays (a villa's external blockings are not). */
const FINISHING = [
  { kind: VILLA_UNIT, note: 'Çıkış tarihi geldi.', stays: ne(reservations.channel, 'external') },
  { kind: BOAT_UNIT, note: 'Kiralama sona erdi.', stays: undefined },
];

export async function completeFinishedStays(db: Db, today: string = todayInIstanbul()): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.completeFinishedStays))) return { skipped: true, count: 0 };
    const now = new Date();
    let count = 0;
    for (const { kind, note, stays } of FINISHING) {
      // The two reservation tables share these columns; drizzle cannot write to a union of tables.
      const table = kind.reservations as typeof reservations;
      const due = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, 'confirmed'), stays, lte(table.finished_at, today)))
        .orderBy(table.finished_at)
        .limit(1000)
        .for('update', { skipLocked: true });
      for (const { id } of due) {
        await tx.update(table).set({ status: 'completed', updated_at: now }).where(eq(table.id, id));
        await writeUnitEvent(tx, kind, { reservationId: id, from: 'confirmed', to: 'completed', actorId: null, note });
      }
      count += due.length;
    }
    return { skipped: false, count };
  });
}
