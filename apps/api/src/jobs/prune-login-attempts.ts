/**
 * Job: delete login attempts older than 30 days. The per-account lock reads
 * only the last 24 hours (modules/auth/login-lock.ts); a month is kept for
 * looking into an attack afterwards, and no longer, so that a flood of
 * attempts cannot fill the database. Advisory-locked like every job.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

export const LOGIN_ATTEMPTS_KEPT_DAYS = 30;

export async function pruneLoginAttempts(db: Db): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.pruneLoginAttempts))) return { skipped: true, count: 0 };
    const gone = await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.at, sql`now() - make_interval(days => ${LOGIN_ATTEMPTS_KEPT_DAYS})`))
      .returning({ id: loginAttempts.id });
    return { skipped: false, count: gone.length };
  });
}
