/**
 * A reservation's payments ledger, for every rental unit kind (issue 19):
 * read it with its summary, record an entry, take an entry back with a
 * reversing one. Entries are immutable (migration 0012's trigger); the
 * summary and the payment state come from the view `payment_summaries`,
 * the one place the ledger is summed. The rules live in `domain/payments.ts`.
 */
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import {
  type Currency,
  MAX_DB_INT,
  type PaymentEntry,
  type PaymentSummary,
  type ReservationPayments,
  type ReservationStatus,
  type paymentCreate,
} from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { paymentSummaries, payments, users } from '../../db/schema.ts';
import { isOverpayment, kurusAt, type LedgerState, rateText, refusalOf, signOf, trKurus } from '../../domain/payments.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, retryOnDeadlock } from '../../lib/errors.ts';
import { loadExchangeRates, rateOf } from '../booking/exchange-rates.ts';
import { isoNow } from '../reservations/shared.ts';
import { writeUnitEvent } from '../rental-units/events.ts';
import type { RentalUnitKind, ReservationRow } from '../rental-units/kind.ts';
import { BOAT_UNIT, VILLA_UNIT } from '../rental-units/kinds.ts';
import { readPaymentSettings } from './payment-settings.ts';

type Kind = RentalUnitKind<ReservationRow, never>;

/** The kind descriptor of a ledger row's reservation. */
export const UNIT_KINDS = { villa: VILLA_UNIT as unknown as Kind, boat: BOAT_UNIT as unknown as Kind };

const recorders = aliasedTable(users, 'recorder');
const reversals = aliasedTable(payments, 'reversal');

type PaymentRow = typeof payments.$inferSelect;
type SummaryRow = typeof paymentSummaries.$inferSelect;

/** The columns every listed entry is read with: the row, who recorded it and the entry that took it back. */
export const entryColumns = { p: payments, recorder: recorders, reversed_by_id: reversals.id };

/** A ledger row (with its recorder and reversal) → the contract's entry. */
export function toPaymentEntry(row: {
  p: PaymentRow;
  recorder: typeof users.$inferSelect | null;
  reversed_by_id: number | null;
}): PaymentEntry {
  const { p, recorder } = row;
  return {
    id: p.id,
    kind: p.kind,
    amount_kurus: p.amount_kurus,
    currency: p.currency,
    amount_minor: p.amount_minor,
    exchange_rate: p.exchange_rate,
    method: p.method,
    paid_on: p.paid_on,
    reference: p.reference,
    note: p.note,
    reverses_id: p.reverses_id,
    reversed_by_id: row.reversed_by_id,
    overpayment: p.overpayment,
    recorded_by: recorder ? { id: recorder.id, name: `${recorder.first_name} ${recorder.last_name}`.trim() } : null,
    created_at: isoNow(p.created_at),
  };
}

/** A summary row of the view → the contract's summary. */
export function toPaymentSummary(s: SummaryRow): PaymentSummary {
  const total = s.total_kurus;
  const open = s.status !== 'cancelled' && total !== null;
  return {
    total_kurus: total,
    paid_kurus: s.rent_paid_kurus,
    extras_kurus: s.extras_kurus,
    refunded_kurus: s.refunded_kurus,
    balance_due_kurus: open ? Math.max(0, total - s.rent_paid_kurus) : 0,
    kapora_kurus: s.kapora_kurus,
    kapora_due_on: s.kapora_due_on,
    balance_due_on: s.balance_due_on,
    deposit_kurus: s.deposit_kurus,
    deposit_held_kurus: s.deposit_held_kurus,
    state: s.state,
    overpayment: s.overpayment,
  };
}

/** Answers the reservation's row (locked FOR UPDATE when `lock`) if `user` may see it; else 404. */
async function reservationOf(tx: Db | Tx, kind: Kind, user: AuthUser, id: number, lock: boolean): Promise<ReservationRow> {
  const t = kind.reservations;
  const q = tx
    .select({ r: t })
    .from(t)
    .innerJoin(kind.units, eq(kind.units.id, kind.unitId))
    .where(and(eq(t.id, id), kind.listed, kind.scope(user)));
  const [row] = lock ? await q.for('update', { of: t }) : await q;
  if (!row) throw new AppError('NOT_FOUND', kind.texts.notFound);
  return row.r as ReservationRow;
}

const ledgerState = (s: SummaryRow): LedgerState => ({ ...s, status: s.status as ReservationStatus });

async function summaryRow(tx: Db | Tx, kind: Kind, id: number): Promise<SummaryRow> {
  const [s] = await tx
    .select()
    .from(paymentSummaries)
    .where(and(eq(paymentSummaries.unit_kind, kind.kind), eq(paymentSummaries.reservation_id, id)));
  if (!s) throw new AppError('NOT_FOUND', kind.texts.notFound);
  return s;
}

async function ledgerOf(tx: Db | Tx, kind: Kind, id: number): Promise<ReservationPayments> {
  const entries = await tx
    .select(entryColumns)
    .from(payments)
    .leftJoin(recorders, eq(recorders.id, payments.recorded_by))
    .leftJoin(reversals, eq(reversals.reverses_id, payments.id))
    .where(eq(kind.paymentReservationId, id))
    .orderBy(asc(payments.paid_on), asc(payments.id));
  return { summary: toPaymentSummary(await summaryRow(tx, kind, id)), entries: entries.map(toPaymentEntry) };
}

/**
 * `GET …/{reservations|boatreservations}/{id}/payments`: the summary and
 * every entry, oldest first. An OWNER reads their own villas' reservations
 * only (another owner's: 404, like the reservation itself).
 */
export async function getReservationPayments(opts: { db: Db; kind: Kind; user: AuthUser; id: number }) {
  await reservationOf(opts.db, opts.kind, opts.user, opts.id, false);
  return ledgerOf(opts.db, opts.kind, opts.id);
}

/** TL per one unit of `currency` as a 4-decimal string: given, else today's rate in settings (422 if none). */
async function rateFor(tx: Tx, currency: Currency, given: string | undefined): Promise<string> {
  if (currency === 'TL') return '1.0000';
  if (given) return rateText(given);
  const rate = rateOf(await loadExchangeRates(tx), currency);
  if (rate === null) throw new AppError('UNPROCESSABLE', 'Bu para birimi için ayarlarda kur yok; ödemenin kurunu yazın.');
  return rateText(rate.toFixed(4));
}

/**
 * `POST …/{id}/payments` (ADMIN): records one entry in TL kuruş at the
 * frozen rate, signed by its kind, after the ledger rules (`refusalOf`):
 * 409 on a cancelled reservation for money in, 422 for a refund or deposit
 * return above what is held, 409 `OVERPAYMENT` unless `confirm_overpayment`.
 * A payment date after today is 422. A kapora on an option confirms it when
 * the setting says so (a history row tells). Answers the ledger.
 */
export async function recordPayment(opts: {
  db: Db;
  kind: Kind;
  user: AuthUser;
  id: number;
  input: z.output<typeof paymentCreate>;
  today?: string;
}): Promise<ReservationPayments> {
  const { db, kind, user, id, input } = opts;
  const today = opts.today ?? todayInIstanbul();
  if (input.paid_on > today) throw new AppError('UNPROCESSABLE', 'Ödeme tarihi bugünden sonra olamaz.');
  // Confirming an option rewrites its hold, which can meet an overlapping writer: see retryOnDeadlock.
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const r = await reservationOf(tx, kind, user, id, true);
      const state = await summaryRow(tx, kind, id);
      const rate = await rateFor(tx, input.currency, input.exchange_rate);
      const kurus = kurusAt(input.amount_minor, rate);
      if (kurus === 0) throw new AppError('UNPROCESSABLE', 'Tutar bu kurla 0 TL ediyor; tutarı ya da kuru düzeltin.');
      if (kurus > MAX_DB_INT) throw new AppError('UNPROCESSABLE', 'Tutar çok büyük.');

      const refusal = refusalOf(input.kind, kurus, ledgerState(state), input.confirm_overpayment);
      if (refusal) throw new AppError(refusal.code, refusal.message);

      const sign = signOf(input.kind);
      await tx.insert(payments).values({
        [kind.paymentReservationId.name]: id,
        kind: input.kind,
        amount_kurus: sign * kurus,
        currency: input.currency,
        amount_minor: sign * input.amount_minor,
        exchange_rate: rate,
        method: input.method,
        paid_on: input.paid_on,
        reference: input.reference,
        note: input.note,
        overpayment: isOverpayment(input.kind, kurus, ledgerState(state)),
        recorded_by: user.id,
      } as typeof payments.$inferInsert);

      let confirmed = false;
      if (input.kind === 'kapora' && r.status === 'option' && (await readPaymentSettings(tx)).kaporaConfirmsOption) {
        await tx
          .update(kind.reservations)
          .set({ status: 'confirmed', updated_at: new Date() })
          .where(eq(kind.reservations.id, id));
        await writeUnitEvent(tx, kind, {
          reservationId: id,
          from: 'option',
          to: 'confirmed',
          actorId: user.id,
          note: `Kapora alındı (${trKurus(kurus)}); rezervasyon onaylandı.`,
        });
        confirmed = true;
      }
      return { ...(await ledgerOf(tx, kind, id)), ...(confirmed ? { confirmed } : {}) };
    }),
  );
}

/**
 * `POST /payments/{id}/reverse` (ADMIN): takes an entry back with a new one
 * of the same kind, currency and rate, opposite sign, dated today, naming
 * the reason. A reversal cannot itself be reversed, nor an entry twice
 * (409); a reversal that would leave a negative deposit held is 422.
 * Answers the reservation's kind, id and ledger.
 */
export async function reversePayment(opts: { db: Db; user: AuthUser; paymentId: number; note: string; today?: string }) {
  const { db, user, paymentId, note } = opts;
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!p) throw new AppError('NOT_FOUND', 'Ödeme kaydı bulunamadı.');
    const unitKind: 'villa' | 'boat' = p.reservation_id !== null ? 'villa' : 'boat';
    const kind = UNIT_KINDS[unitKind];
    const id = (p.reservation_id ?? p.boat_reservation_id) as number;
    await reservationOf(tx, kind, user, id, true);
    if (p.reverses_id !== null) {
      throw new AppError('CONFLICT', 'Bir geri alma kaydı geri alınamaz; gerekiyorsa yeni bir ödeme kaydı girin.');
    }
    const [already] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reverses_id, p.id));
    if (already) throw new AppError('CONFLICT', 'Bu ödeme kaydı zaten geri alınmış.');
    const state = await summaryRow(tx, kind, id);
    const isDeposit = p.kind === 'deposit_taken' || p.kind === 'deposit_returned';
    if (isDeposit && state.deposit_held_kurus - p.amount_kurus < 0) {
      throw new AppError(
        'UNPROCESSABLE',
        'Bu kayıt geri alınırsa tutulan depozito eksiye düşer; önce depozito iadesini geri alın.',
      );
    }
    await tx.insert(payments).values({
      reservation_id: p.reservation_id,
      boat_reservation_id: p.boat_reservation_id,
      kind: p.kind,
      amount_kurus: -p.amount_kurus,
      currency: p.currency,
      amount_minor: -p.amount_minor,
      exchange_rate: p.exchange_rate,
      method: p.method,
      paid_on: opts.today ?? todayInIstanbul(),
      reference: p.reference,
      note: `Geri alındı: ${note}`,
      reverses_id: p.id,
      recorded_by: user.id,
    });
    return { unit_kind: unitKind, reservation_id: id, ...(await ledgerOf(tx, kind, id)) };
  });
}
