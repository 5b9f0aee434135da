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
} as const;

/** Takes the job's transaction-scoped advisory lock; false when another process holds it. */
export async function tryJobLock(tx: Tx, key: number): Promise<boolean> {
  const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}::bigint) AS ok`);
  const [row] = (result as unknown as { rows: { ok: boolean }[] }).rows;
  return row?.ok === true;
}

export type JobResult = { skipped: boolean; count: number };
