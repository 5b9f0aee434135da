/**
 * Job: confirmed guest stays whose check-out day has come (finished_at ≤
 * today in Europe/Istanbul) become `completed` (DESIGN §3), with a history
 * row by the system. External blockings stay as they are (they are
 * 'confirmed' while active). Advisory-locked like every job: one process at
 * a time. At most 1000 per run.
 */
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
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
    return { skipped: false, count: due.length };
  });
}
