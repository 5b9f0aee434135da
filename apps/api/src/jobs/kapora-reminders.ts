/**
 * Job: the automatic kapora reminder (issue 19). Reminds each guest whose
 * kapora is due within `payment_reminder_days` (and not yet past) and not
 * fully received, once per reservation, villas and boats; nothing when the
 * setting is empty. Not on the day the reservation became an option or was
 * confirmed: that day's mail already names the deadline, and a reminder
 * minutes later reads as a mistake. Advisory-locked like every job.
 */
import { and, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentSummaries } from '../db/schema.ts';
import { todayInIstanbul } from '../domain/pricing.ts';
import { addDays } from '../domain/quote.ts';
import { readPaymentSettings } from '../modules/payments/payment-settings.ts';
import { kaporaMissing, OPEN, queueReminder } from '../modules/payments/payments-due.ts';
import { UNIT_KINDS as KINDS } from '../modules/payments/reservation-payments.ts';
import { summaryOf } from '../modules/rental-units/reservation-life-cycle.ts';
import { JOB_LOCK, type JobResult, tryJobLock } from './job-lock.ts';

export async function kaporaReminders(db: Db, today: string = todayInIstanbul()): Promise<JobResult> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, JOB_LOCK.kaporaReminders))) return { skipped: true, count: 0 };
    const { reminderDays } = await readPaymentSettings(tx);
    if (reminderDays === null) return { skipped: false, count: 0 };
    let count = 0;
    for (const kind of [KINDS.villa, KINDS.boat]) {
      const t = kind.reservations;
      const due = await tx
        .select({ id: t.id })
        .from(t)
        .innerJoin(paymentSummaries, summaryOf(kind))
        .where(
          and(
            kind.listed,
            inArray(t.status, OPEN),
            isNull(t.kapora_reminder_sent_at),
            ne(t.guest_email, ''),
            kaporaMissing,
            gte(paymentSummaries.kapora_due_on, today),
            lte(paymentSummaries.kapora_due_on, addDays(today, reminderDays)),
            sql`not exists (select 1 from ${kind.events} e where e.reservation_id = ${t.id}
              and e.to_status = ${t.status} and e.from_status is distinct from e.to_status
              and e.created_at >= (${today}::date)::timestamp at time zone 'Europe/Istanbul')`,
          ),
        )
        .limit(500)
        .for('update', { of: t, skipLocked: true });
      for (const { id } of due) if (await queueReminder(tx, kind, id, null)) count += 1;
    }
    return { skipped: false, count };
  });
}
