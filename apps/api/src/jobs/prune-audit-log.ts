/**
 * Job: delete audit records older than the `audit_retention_days` setting (default 365; a
 * setting that is not a whole number of days ≥ 1 keeps everything). The audit log refuses
 * deletes (migration 0013) except in a transaction that sets `yali.audit_prune`, which only
 * this job does. Advisory-locked like every job.
 */
import { eq, lt, sql } from 'drizzle-orm';
import { AUDIT_RETENTION_DEFAULT_DAYS, AUDIT_RETENTION_KEY } from '@yali/contract';
import type { Db } from '../db/client.ts';
import { auditLog, settings } from '../db/schema.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

/** The retention in days from the setting's text; null when it keeps everything. */
export function retentionDays(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return AUDIT_RETENTION_DEFAULT_DAYS;
  const days = Number(value.trim());
  return Number.isInteger(days) && days >= 1 ? days : null;
}

export async function pruneAuditLog(db: Db): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.pruneAuditLog))) return { skipped: true, count: 0 };
    const [setting] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, AUDIT_RETENTION_KEY));
    const days = retentionDays(setting?.value);
    if (days === null) return { skipped: false, count: 0 };
    await tx.execute(sql`select set_config('yali.audit_prune', 'on', true)`);
    const gone = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, sql`now() - make_interval(days => ${days})`))
      .returning({ id: auditLog.id });
    return { skipped: false, count: gone.length };
  });
}
