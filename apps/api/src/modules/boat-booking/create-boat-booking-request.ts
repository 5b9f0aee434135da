/**
 * A visitor's boat booking request (`POST /v1/boatreservations`, issue 7):
 * creates a `pending` boat reservation (channel 'web'; it does not hold the
 * days) with a 'YT…' code, freezes the quote and the exchange rates on it,
 * and queues the boat 'request received' mails for the guest and the agency
 * (templates `boat_reservation_received_guest` / `…_agency`, migration 0008:
 * boat, marina, first and last rental day, days, guests) with
 * `mail_outbox.boat_reservation_id` set — all in one transaction, so a
 * failure leaves nothing behind.
 *
 * Errors: VALIDATION 400 (past day, more guests than the boat takes),
 * NOT_FOUND 404 (unknown or inactive boat), CONFLICT 409 reason UNAVAILABLE
 * (an option or confirmed reservation holds a day), UNPROCESSABLE 422 with
 * `reason` (MIN_DAYS, PRICE_ON_REQUEST).
 */
import { eq } from 'drizzle-orm';
import type { BoatBookingCreated, boatBookingRequestBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { boatReservationEvents, boatReservations, settings } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { newReservationCode } from '../../domain/reservation-code.ts';
import { AppError } from '../../lib/errors.ts';
import { formatDateTr, quotedTotalText } from '../booking/format.ts';
import { boatReservationMailVariables } from '../boat-reservations/boat-reservation-mail.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { BookingConflictError } from '../rental-units/hold-conflict.ts';
import { nextStepsMailVariables, requestNextSteps } from '../rental-units/request-next-steps.ts';
import { insertWebRequest, requestAnswer } from '../rental-units/booking-request.ts';
import { insertWithFreshCode } from '../rental-units/reservation-code.ts';
import { assertBoatInput, findPublicBoat, quoteBoat } from './quote-boat-rental.ts';

type Body = z.output<typeof boatBookingRequestBody>;

const BOAT_CODE_UNAVAILABLE = 'Rezervasyon kodu oluşturulamadı; talebiniz kaydedilmedi. Lütfen tekrar gönderin.';

/** Inserts a boat reservation with a fresh 'YT' code (see `insertWithFreshCode`). */
export function insertBoatReservationWithCode(
  tx: Tx,
  values: Omit<typeof boatReservations.$inferInsert, 'reservation_id'>,
  newCode: () => string = () => newReservationCode('YT'),
) {
  return insertWithFreshCode(tx, boatReservations, values, { newCode, unavailable: BOAT_CODE_UNAVAILABLE });
}

export async function createBoatBookingRequest(opts: {
  db: Db;
  body: Body;
  today?: string;
  newCode?: () => string;
}): Promise<BoatBookingCreated> {
  const { db, body } = opts;
  const today = opts.today ?? todayInIstanbul();
  return db.transaction(async (tx) => {
    const boat = await findPublicBoat(tx, body.boat_slug);
    assertBoatInput(boat, body, today);
    // The request carries the quote's own input: days, guests, currency.
    const { quote, domain, rates } = await quoteBoat({ ...body, db: tx, boat });
    if (!domain.ok) {
      if (domain.reason === 'UNAVAILABLE') throw new BookingConflictError('boat', domain.message, { reason: domain.reason });
      throw new AppError('UNPROCESSABLE', domain.message, { reason: domain.reason });
    }

    const row = await insertWebRequest(
      tx,
      { reservations: boatReservations, events: boatReservationEvents },
      {
        unit: { boat_id: boat.id, guests: body.guests },
        body,
        total_kurus: domain.total_kurus,
        price_breakdown: { ...domain, currency: body.currency, in_currency: quote.in_currency },
        exchange_rates: rates,
      },
      { newCode: opts.newCode ?? (() => newReservationCode('YT')), unavailable: BOAT_CODE_UNAVAILABLE },
    );

    const [agency] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site_email'));
    const total = quotedTotalText(domain.total_kurus, quote.in_currency);
    const mail = await boatReservationMailVariables(tx, row.id, { formatDay: formatDateTr, totalText: total });
    const guestMail = await boatReservationMailVariables(tx, row.id, {
      formatDay: formatDateTr,
      totalText: total,
      guestLanguage: true,
    });
    if (!mail || !guestMail) throw new Error('The boat reservation just written is missing');
    const nextSteps = await requestNextSteps(tx, { code: row.reservation_id, kapora_kurus: domain.prepayment_kurus });
    await enqueueMail(tx, {
      templateKey: 'boat_reservation_received_guest',
      to: body.email,
      lang: guestMail.lang,
      boatReservationId: row.id,
      variables: { ...guestMail.variables, ...nextStepsMailVariables(nextSteps, guestMail.lang) },
    });
    if (agency?.value) {
      await enqueueMail(tx, {
        templateKey: 'boat_reservation_received_agency',
        to: agency.value,
        boatReservationId: row.id,
        variables: mail.variables,
      });
    }

    return {
      ...requestAnswer(row, body, { ...domain, in_currency: quote.in_currency }, nextSteps),
      boat: { slug: boat.slug, name: boat.name },
      days: domain.days_count,
      guests: body.guests,
    };
  });
}
