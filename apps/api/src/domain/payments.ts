/**
 * The rules of a reservation's payments ledger (issue 19), villa and boat
 * alike. Pure: the caller reads the reservation's summary (the database view
 * `payment_summaries` sums the ledger) and writes the entry.
 *
 * Money is integer kuruş (TL minor units); an entry in another currency
 * carries its amount in that currency's minor units and the TL-per-unit rate
 * of the day, frozen as a decimal string with at most 4 decimals — the TL
 * amount is computed in integers (rate × 10 000), never in floating point.
 */
import type { PaymentKind, ReservationStatus } from '@yali/contract';

/** Kinds whose money leaves the agency: their entries are negative. */
const OUTGOING: readonly PaymentKind[] = ['deposit_returned', 'refund'];

/** +1 for money received (kapora, balance, deposit taken, extra), −1 for money paid back. */
export const signOf = (kind: PaymentKind): 1 | -1 => (OUTGOING.includes(kind) ? -1 : 1);

/** '36.42' → 364200 (TL per unit × 10 000). Throws RangeError on anything but a positive decimal of ≤ 4 places. */
export function rateTimes10k(rate: string): number {
  const m = /^(\d{1,7})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  const value = m ? Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0')) : 0;
  if (!m || value <= 0) throw new RangeError(`not a rate: ${rate}`);
  return value;
}

/** A rate as stored: four decimals ('36.4200'). */
export const rateText = (rate: string) => {
  const r = rateTimes10k(rate);
  return `${Math.floor(r / 10_000)}.${String(r % 10_000).padStart(4, '0')}`;
};

/**
 * TL kuruş of `minor` units of a currency at `rate` TL per unit, rounded half
 * away from zero (12,34 € at 36,4217 → 449,44 TL → 44 944 kuruş).
 */
export function kurusAt(minor: number, rate: string): number {
  const scaled = minor * rateTimes10k(rate);
  return Math.sign(scaled) * Math.round(Math.abs(scaled) / 10_000);
}

/** A reservation's money as the ledger and the reservation know it (the view `payment_summaries`). */
export type LedgerState = {
  status: ReservationStatus;
  total_kurus: number | null;
  /** Kapora + balance − refunds. */
  rent_paid_kurus: number;
  deposit_kurus: number;
  deposit_held_kurus: number;
};

/** Why an entry is refused: a 409 the admin may override (overpayment), a 409 or a 422. */
export type PaymentRefusal =
  | { code: 'OVERPAYMENT'; message: string }
  | { code: 'CONFLICT'; message: string }
  | { code: 'UNPROCESSABLE'; message: string };

/** tr-TR money text for messages ('12.345,67 ₺'). */
export const trKurus = (kurus: number) =>
  `${(kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₺`;

/**
 * Whether a new entry of `kind` for `kurus` (positive TL kuruş) may be
 * recorded on a reservation in `state`:
 * - a cancelled reservation takes only money going back (refund, deposit returned) — 409;
 * - a deposit returned cannot exceed the deposit held, a refund what was paid — 422;
 * - an entry that takes paid + deposit held above total + deposit is an
 *   overpayment: refused unless `confirmed` (then recorded and flagged).
 * Answers null when the entry may be recorded.
 */
export function refusalOf(kind: PaymentKind, kurus: number, state: LedgerState, confirmed: boolean): PaymentRefusal | null {
  if (state.status === 'cancelled' && signOf(kind) > 0) {
    return {
      code: 'CONFLICT',
      message: 'İptal edilmiş bir rezervasyona yalnızca iade (ödeme iadesi ya da depozito iadesi) kaydedilebilir.',
    };
  }
  if (kind === 'deposit_returned' && kurus > state.deposit_held_kurus) {
    return {
      code: 'UNPROCESSABLE',
      message: `İade edilen depozito, tutulan depozitodan (${trKurus(state.deposit_held_kurus)}) fazla olamaz.`,
    };
  }
  if (kind === 'refund' && kurus > state.rent_paid_kurus) {
    return {
      code: 'UNPROCESSABLE',
      message: `İade tutarı, alınan ödemeden (${trKurus(Math.max(0, state.rent_paid_kurus))}) fazla olamaz.`,
    };
  }
  if (isOverpayment(kind, kurus, state) && !confirmed) {
    const ceiling = (state.total_kurus ?? 0) + state.deposit_kurus;
    return {
      code: 'OVERPAYMENT',
      message: `Bu ödemeyle alınan tutar, toplam tutar ve depozitoyu (${trKurus(ceiling)}) aşıyor. Yine de kaydetmek için onaylayın.`,
    };
  }
  return null;
}

/** Whether recording `kind` for `kurus` takes paid + deposit held above total + deposit (extras are paid as charged). */
export function isOverpayment(kind: PaymentKind, kurus: number, state: LedgerState): boolean {
  if (kind === 'extra' || signOf(kind) < 0) return false;
  const after = state.rent_paid_kurus + state.deposit_held_kurus + kurus;
  return after > (state.total_kurus ?? 0) + state.deposit_kurus;
}
