/**
 * Job: delete login attempts older than 30 days. The per-account lock reads
 * only the last 24 hours (modules/auth/login-lock.ts); a month is kept for
 * looking into an attack afterwards, and no longer, so that a flood of
 * attempts cannot fill the database. Advisory-locked like every job.
 * The forgotten-password records (issue 24) go the same way: requests after
 * the same 30 days, and reset tokens a day after they expired or were used
 * (neither can open anything by then). `count` is the login attempts'.
 */
import { lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts, passwordResetRequests, passwordResetTokens } from '../db/schema.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

export const LOGIN_ATTEMPTS_KEPT_DAYS = 30;

export async function pruneLoginAttempts(db: Db): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.pruneLoginAttempts))) return { skipped: true, count: 0 };
    const gone = await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.at, sql`now() - make_interval(days => ${LOGIN_ATTEMPTS_KEPT_DAYS})`))
      .returning({ id: loginAttempts.id });
    await tx
      .delete(passwordResetRequests)
      .where(lt(passwordResetRequests.at, sql`now() - make_interval(days => ${LOGIN_ATTEMPTS_KEPT_DAYS})`));
    await tx
      .delete(passwordResetTokens)
      .where(
        or(
          lt(passwordResetTokens.expires_at, sql`now() - interval '1 day'`),
          lt(passwordResetTokens.used_at, sql`now() - interval '1 day'`),
        ),
      );
    return { skipped: false, count: gone.length };
  });
}
