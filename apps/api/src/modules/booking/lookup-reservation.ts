/**
 * 'Rezervasyonlarım' (`POST /v1/reservations/lookup`): a reservation by its
 * code plus the e-mail or phone it was made with. Any mismatch — unknown
 * code, wrong contact, a blocking without contact — answers the same 404, so
 * that the call cannot tell which codes exist (it is rate limited as well).
 */
import { eq } from 'drizzle-orm';
import { type AnyReservationLookup, BOOKING_MESSAGES, normalisePhone, type ReservationLookupBody } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { reservations, villas } from '../../db/schema.ts';
import { daysBetween } from '../../domain/quote.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import { AppError } from '../../lib/errors.ts';
import { lookupBoatReservation } from '../boat-booking/lookup-boat-reservation.ts';

/** True when `contact` (an e-mail, or a phone in any form) is the reservation's `email` (any case) or `phone` (digits). */
export function contactMatches(contact: string, email: string, phone: string): boolean {
  if (contact.includes('@')) return email !== '' && email.trim().toLowerCase() === contact.trim().toLowerCase();
  const wanted = normalisePhone(contact);
  return wanted !== null && phone !== '' && normalisePhone(phone) === wanted;
}

export async function lookupReservation(opts: { db: Db; body: ReservationLookupBody }): Promise<AnyReservationLookup> {
  const code = normaliseReservationCode(opts.body.code);
  const [row] = await opts.db
    .select({ r: reservations, villa: { slug: villas.slug, name: villas.name } })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villa_id))
    .where(eq(reservations.reservation_id, code));
  if (!row || !contactMatches(opts.body.contact, row.r.guest_email, row.r.guest_phone)) {
    // Boat codes ('YT…') live in their own table: same contact rule, same generic 404.
    const boat = await lookupBoatReservation({
      db: opts.db,
      code,
      matches: (email, phone) => contactMatches(opts.body.contact, email, phone),
    });
    if (boat) return boat;
    throw new AppError('NOT_FOUND', BOOKING_MESSAGES.lookupNotFound);
  }
  const r = row.r;
  return {
    reservation_id: r.reservation_id,
    status: r.status,
    villa: row.villa,
    started_at: r.started_at,
    finished_at: r.finished_at,
    nights: daysBetween(r.started_at, r.finished_at),
    adults: r.adults,
    children: r.children,
    infants: r.infants,
    total_price_kurus: r.total_price_kurus,
    created_at: r.created_at.toISOString(),
  };
}
