/**
 * One process at a time per job (DESIGN §1 "Scale-out"): each job takes a
 * PostgreSQL advisory lock scoped to its own transaction and skips the run
 * when another process holds it. The lock goes away with the transaction,
 * even if the process dies, so no lock can be left behind.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/** Advisory lock keys, one per job ('YALI' in ASCII, then a job number). */
export const JOB_LOCK = {
  lapseExpiredOptions: 0x59414c49_01,
  completeFinishedStays: 0x59414c49_02,
  pruneLoginAttempts: 0x59414c49_03,
  kaporaReminders: 0x59414c49_04,
  pruneAuditLog: 0x59414c49_05,
} as const;

/** How each job signs the audit records of its changes ('Sistem: …', decision 013). */
export const JOB_ACTOR_LABELS: Record<keyof typeof JOB_LOCK, string> = {
  lapseExpiredOptions: 'Sistem: süresi dolan opsiyonlar',
  completeFinishedStays: 'Sistem: biten konaklamalar',
  pruneLoginAttempts: 'Sistem: giriş kayıtları temizliği',
  kaporaReminders: 'Sistem: kapora hatırlatma',
  pruneAuditLog: 'Sistem: işlem geçmişi temizliği',
};

/**
 * Takes the job's transaction-scoped advisory lock; false when another process holds it. In
 * the same round trip, names the job as the actor of the transaction's audit records.
 */
export async function tryJobLock(tx: Tx, key: number): Promise<boolean> {
  const job = (Object.keys(JOB_LOCK) as (keyof typeof JOB_LOCK)[]).find((name) => JOB_LOCK[name] === key);
  const label = job ? JOB_ACTOR_LABELS[job] : 'Sistem';
  const result = await tx.execute(
    sql`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS ok, set_config('yali.actor_id', '', true),
      set_config('yali.actor_label', ${label}, true)`,
  );
  const [row] = (result as unknown as { rows: { ok: boolean }[] }).rows;
  return row?.ok === true;
}

export type JobResult = { skipped: boolean; count: number };
