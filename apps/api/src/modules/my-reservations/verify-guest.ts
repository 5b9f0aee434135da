/**
 * `POST /v1/reservations/mine/verify` (issue 23): a guest proves one
 * reservation — its code plus the e-mail or phone given in it, the rule of
 * the look-up — and gets a guest token (`GUEST_TOKEN_TTL_SECONDS`) naming
 * that reservation's e-mail and phone. Any mismatch answers the look-up's
 * generic 404, so the call cannot tell which codes exist.
 */
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, GUEST_TOKEN_TTL_SECONDS, type GuestTokenIssued, type ReservationLookupBody } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import { AppError } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { contactMatches } from '../booking/lookup-reservation.ts';
import { UNIT_KINDS } from '../payments/reservation-payments.ts';
import { GUEST_UNIT_KINDS, guestClaimsOf } from './guest-reservations.ts';

export async function verifyGuest(opts: {
  db: Db;
  tokens: TokenService;
  body: ReservationLookupBody;
}): Promise<GuestTokenIssued> {
  const code = normaliseReservationCode(opts.body.code);
  for (const kind of GUEST_UNIT_KINDS) {
    const t = UNIT_KINDS[kind].reservations;
    const [r] = await opts.db
      .select({ guest_email: t.guest_email, guest_phone: t.guest_phone })
      .from(t)
      .where(eq(t.reservation_id, code));
    if (r && contactMatches(opts.body.contact, r.guest_email, r.guest_phone)) {
      const token = await opts.tokens.signGuest(guestClaimsOf(r), GUEST_TOKEN_TTL_SECONDS);
      return { token, expires_at: new Date(Date.now() + GUEST_TOKEN_TTL_SECONDS * 1000).toISOString() };
    }
  }
  throw new AppError('NOT_FOUND', BOOKING_MESSAGES.lookupNotFound);
}
