/**
 * Money the agency is waiting for (issue 19): `GET /v1/admin/payments/due`
 * answers the 'overdue kapora' list (kapora not fully received and its due
 * day passed) and the 'balance due this week' list (balance not received,
 * due from today to 7 days on), villas and boats together, soonest first;
 * an OWNER sees their own villas' only. And the kapora reminder: sent by
 * hand (`POST …/{id}/kapora-reminder`) or by the job `kaporaReminders`
 * (jobs/kapora-reminders.ts) `payment_reminder_days` before the kapora's due day.
 */
import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PaymentDueItem, PaymentsDue, ReservationStatus } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { paymentSummaries, summaryColumns } from '../../db/schema.ts';
import { addDays } from '../../domain/quote.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { trDate } from '../reservations/shared.ts';
import { writeUnitEvent } from '../rental-units/events.ts';
import { guestContactMasker } from '../rental-units/owner-guest-contact.ts';
import { summaryOf } from '../rental-units/reservation-life-cycle.ts';
import { trKurus } from '../../domain/payments.ts';
import { type UNIT_KINDS, UNIT_KINDS as KINDS, toPaymentSummary } from './reservation-payments.ts';

type Kind = (typeof UNIT_KINDS)['villa'];

export const OPEN: ReservationStatus[] = ['option', 'confirmed'];
/** At most this many rows per list and kind. */
const LIST_MAX = 100;

async function dueOf(db: Db, kind: Kind, user: AuthUser, cond: SQL | undefined): Promise<PaymentDueItem[]> {
  const t = kind.reservations;
  const rows = await db
    .select({ r: t, unit_name: kind.units.name, s: summaryColumns })
    .from(t)
    .innerJoin(kind.units, eq(kind.units.id, kind.unitId))
    .innerJoin(paymentSummaries, summaryOf(kind))
    .where(and(kind.listed, kind.scope(user), inArray(t.status, OPEN), cond))
    .orderBy(asc(t.started_at), asc(t.id))
    .limit(LIST_MAX);
  return rows.map(({ r, unit_name, s }) => {
    const summary = toPaymentSummary(s);
    return {
      unit_kind: kind.kind,
      id: r.id,
      reservation_id: r.reservation_id,
      unit_name,
      guest_name: r.guest_name,
      guest_phone: r.guest_phone,
      status: r.status,
      started_at: r.started_at,
      finished_at: r.finished_at,
      total_kurus: summary.total_kurus,
      paid_kurus: summary.paid_kurus,
      kapora_kurus: summary.kapora_kurus,
      kapora_due_on: summary.kapora_due_on,
      balance_due_on: summary.balance_due_on,
      balance_due_kurus: summary.balance_due_kurus,
      state: summary.state,
    };
  });
}

/** The kapora is not fully received (against the total when it is below the kapora). */
export const kaporaMissing = sql`${paymentSummaries.rent_paid_kurus} < least(${paymentSummaries.kapora_kurus}, coalesce(${paymentSummaries.total_kurus}, ${paymentSummaries.kapora_kurus}))`;

/** Both lists on `today` (Istanbul). Boats are the ADMIN's only. */
export async function findPaymentsDue(opts: { db: Db; user: AuthUser; today?: string }): Promise<PaymentsDue> {
  const { db, user } = opts;
  const today = opts.today ?? todayInIstanbul();
  const kinds = user.role === 'ADMIN' ? [KINDS.villa, KINDS.boat] : [KINDS.villa];
  const overdue = and(kaporaMissing, lt(paymentSummaries.kapora_due_on, today));
  const balance = and(
    sql`${paymentSummaries.rent_paid_kurus} < ${paymentSummaries.total_kurus}`,
    gte(paymentSummaries.balance_due_on, today),
    lte(paymentSummaries.balance_due_on, addDays(today, 7)),
  );
  const [overdueLists, balanceLists, mask] = await Promise.all([
    Promise.all(kinds.map((k) => dueOf(db, k, user, overdue))),
    Promise.all(kinds.map((k) => dueOf(db, k, user, balance))),
    guestContactMasker(db, user, today),
  ]);
  const by = (key: 'kapora_due_on' | 'balance_due_on') => (a: PaymentDueItem, b: PaymentDueItem) =>
    (a[key] ?? '').localeCompare(b[key] ?? '') || a.started_at.localeCompare(b.started_at);
  return {
    overdue_kapora: overdueLists.flat().map(mask).sort(by('kapora_due_on')),
    balance_due_week: balanceLists.flat().map(mask).sort(by('balance_due_on')),
  };
}

/**
 * The payment variables of reservation `id`'s mails (kapora_amount,
 * paid_amount, kapora_remaining, kapora_due_date, balance_due_date: tr-TR
 * money and dates) and its status; null when the reservation is unknown.
 */
export async function paymentMailVariables(db: Db | Tx, kind: Kind, id: number) {
  const [s] = await db
    .select()
    .from(paymentSummaries)
    .where(and(eq(paymentSummaries.unit_kind, kind.kind), eq(paymentSummaries.reservation_id, id)));
  if (!s) return null;
  const summary = toPaymentSummary(s);
  return {
    status: s.status as ReservationStatus,
    variables: {
      kapora_amount: trKurus(summary.kapora_kurus),
      paid_amount: trKurus(summary.paid_kurus),
      kapora_remaining: trKurus(Math.max(0, summary.kapora_kurus - summary.paid_kurus)),
      kapora_due_date: summary.kapora_due_on ? trDate(summary.kapora_due_on) : '',
      balance_due_date: trDate(summary.balance_due_on),
    },
  };
}

/**
 * Queues the kind's kapora reminder for reservation `id` in `tx` with the
 * payment variables, stamps `kapora_reminder_sent_at` and writes a history
 * row (`actorId` null: the job). Answers the outbox row, or null when the
 * template is inactive or the guest has no address.
 */
export async function queueReminder(tx: Tx, kind: Kind, id: number, actorId: number | null) {
  const payment = await paymentMailVariables(tx, kind, id);
  if (!payment) return null;
  const mail = await kind.mail.queue(tx, kind.mail.kaporaReminder, id, payment.variables);
  if (!mail) return null;
  await tx.update(kind.reservations).set({ kapora_reminder_sent_at: new Date() }).where(eq(kind.reservations.id, id));
  const status = payment.status;
  await writeUnitEvent(tx, kind, {
    reservationId: id,
    from: status,
    to: status,
    actorId,
    note: 'Kapora hatırlatma e-postası gönderildi.',
  });
  return mail;
}

/**
 * `POST …/{reservations|boatreservations}/{id}/kapora-reminder` (ADMIN):
 * sends the reminder now. Only for an option or a confirmed reservation
 * whose kapora is not fully received (409); the guest needs an address and
 * the template must be active (422). Answers the outbox row id.
 */
export async function sendKaporaReminder(opts: { db: Db; kind: Kind; user: AuthUser; id: number }): Promise<{ id: number }> {
  const { db, kind, user, id } = opts;
  return db.transaction(async (tx) => {
    const t = kind.reservations;
    const [row] = await tx
      .select({ r: t, missing: sql<boolean>`${kaporaMissing}` })
      .from(t)
      .innerJoin(paymentSummaries, summaryOf(kind))
      .where(and(eq(t.id, id), kind.listed))
      .for('update', { of: t });
    if (!row) throw new AppError('NOT_FOUND', kind.texts.notFound);
    if (!OPEN.includes(row.r.status)) {
      throw new AppError('CONFLICT', 'Kapora hatırlatması yalnızca opsiyondaki ya da onaylı rezervasyonlara gönderilir.');
    }
    if (!row.missing) throw new AppError('CONFLICT', 'Bu rezervasyonun kaporası alınmış.');
    if (!row.r.guest_email)
      throw new AppError('UNPROCESSABLE', 'Misafirin e-posta adresi yok; önce rezervasyona e-posta ekleyin.');
    const mail = await queueReminder(tx, kind, id, user.id);
    if (!mail) throw new AppError('UNPROCESSABLE', 'E-posta şablonu pasif olduğu için e-posta gönderilmedi.');
    return { id: mail.id };
  });
}
