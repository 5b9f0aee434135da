/**
 * `GET /v1/reservations/mine/{code}/voucher.pdf` (issue 23): the verified
 * guest's voucher — the back office's PDF (`rental-units/reservation-voucher.ts`)
 * with the guest's own phone unmasked. Someone else's or an unknown code:
 * the look-up's generic 404; not confirmed or completed: 409.
 */
import { BOOKING_MESSAGES } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import { AppError } from '../../lib/errors.ts';
import type { GuestClaims } from '../../lib/tokens.ts';
import { toPaymentSummary } from '../payments/reservation-payments.ts';
import { voucherOf } from '../rental-units/reservation-voucher.ts';
import { findGuestReservation } from './guest-reservations.ts';

export async function guestVoucher(opts: { db: Db; guest: GuestClaims; code: string }) {
  const row = await findGuestReservation(opts.db, opts.guest, normaliseReservationCode(opts.code));
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.lookupNotFound);
  return voucherOf({ db: opts.db, kind: row.kind, r: row.r, summary: toPaymentSummary(row.s), guestPhone: row.r.guest_phone });
}
