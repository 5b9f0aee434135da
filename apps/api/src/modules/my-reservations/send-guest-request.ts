/**
 * `POST /v1/reservations/mine/{code}/requests` (issue 23): the verified
 * guest asks the agency for a change (optionally with new dates) or a
 * cancellation of one of their open reservations. In one transaction: one
 * message in the contact-messages inbox that names the reservation, and one
 * 'guest_request_agency' mail to the agency address (settings `site_email`)
 * in the outbox. The reservation itself is not touched. Someone else's or an
 * unknown code: the look-up's generic 404; a closed or past one: 409.
 */
import {
  BOOKING_MESSAGES,
  type GuestRequestBody,
  type GuestRequestCreated,
  MY_RESERVATIONS_MESSAGES,
  RESERVATION_REQUEST_LABELS,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import { AppError } from '../../lib/errors.ts';
import type { GuestClaims } from '../../lib/tokens.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { trDate } from '../reservations/shared.ts';
import { readSettings } from '../settings/settings-store.ts';
import { findGuestReservation } from './guest-reservations.ts';
import { acceptsRequests } from './list-my-reservations.ts';

export async function sendGuestRequest(opts: {
  db: Db;
  guest: GuestClaims;
  code: string;
  body: GuestRequestBody;
}): Promise<GuestRequestCreated> {
  const { db, guest, body } = opts;
  const code = normaliseReservationCode(opts.code);
  return db.transaction(async (tx) => {
    const row = await findGuestReservation(tx, guest, code);
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.lookupNotFound);
    const { r, kind } = row;
    if (!acceptsRequests(r, todayInIstanbul())) throw new AppError('CONFLICT', MY_RESERVATIONS_MESSAGES.requestClosed);
    const [message] = await tx
      .insert(contactMessages)
      .values({
        name: r.guest_name,
        email: r.guest_email,
        phone: r.guest_phone,
        message: body.message,
        request_kind: body.kind,
        reservation_kind: kind,
        reservation_ref: r.id,
        reservation_code: r.reservation_id,
        requested_started_at: body.started_at ?? null,
        requested_finished_at: body.finished_at ?? null,
      })
      .returning({ created_at: contactMessages.created_at });
    if (!message) throw new Error('guest request insert returned no row');
    const s = Object.fromEntries((await readSettings(tx, ['site_email', 'site_name'])).map((e) => [e.key, e.value.trim()]));
    if (s.site_email) {
      await enqueueMail(tx, {
        templateKey: 'guest_request_agency',
        to: s.site_email,
        ...(kind === 'villa' ? { reservationId: r.id } : { boatReservationId: r.id }),
        variables: {
          request_label: RESERVATION_REQUEST_LABELS[body.kind],
          reservation_code: r.reservation_id,
          guest_name: r.guest_name,
          guest_email: r.guest_email || '—',
          guest_phone: r.guest_phone || '—',
          unit_name: row.unit.name,
          check_in: trDate(r.started_at),
          check_out: trDate(r.finished_at),
          requested_dates: body.started_at && body.finished_at ? `${trDate(body.started_at)} – ${trDate(body.finished_at)}` : '—',
          message: body.message,
          site_name: s.site_name || 'Yalı',
        },
      });
    }
    return {
      message: MY_RESERVATIONS_MESSAGES.requestSent,
      request: { kind: body.kind, created_at: message.created_at.toISOString() },
    };
  });
}
