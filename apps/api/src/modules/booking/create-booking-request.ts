/**
 * A visitor's booking request (`POST /v1/reservations`, DESIGN §3): creates
 * a `pending` reservation (channel 'web'; it does not hold the dates) with a
 * short code, freezes the quote and the exchange rates on it, and queues the
 * 'reservation received' mails for the guest and the agency — all in one
 * transaction, so a failure leaves nothing behind.
 *
 * Errors: VALIDATION 400 (past check-in, more guests than the villa sleeps),
 * NOT_FOUND 404 (unknown or inactive villa), CONFLICT 409 (a holding record
 * overlaps the dates), UNPROCESSABLE 422 with `reason` (MIN_NIGHTS,
 * CHECKIN_DAY, PRICE_ON_REQUEST).
 */
import { inArray } from 'drizzle-orm';
import { BOOKING_MESSAGES, type BookingCreated, type bookingRequestBody, DEFAULT_LOCALE, villaPartyText } from '@yali/contract';
import { mailText } from '@yali/contract/i18n';
import { mailDayIn } from '../mail/mail-dates.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { reservationEvents, reservations, settings } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { newReservationCode } from '../../domain/reservation-code.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { BookingConflictError } from '../rental-units/hold-conflict.ts';
import { nextStepsMailVariables, requestNextSteps } from '../rental-units/request-next-steps.ts';
import { insertWebRequest, requestAnswer } from '../rental-units/booking-request.ts';
import { formatDateTr, quotedTotalText } from './format.ts';
import { loadInfantsCounted } from './guest-rules.ts';
import { assertStayInput, findPublicVilla, quoteVillaStay } from './quote-villa-stay.ts';

type Body = z.output<typeof bookingRequestBody>;

export async function createBookingRequest(opts: { db: Db; body: Body; today?: string }): Promise<BookingCreated> {
  const { db, body } = opts;
  const today = opts.today ?? todayInIstanbul();
  return db.transaction(async (tx) => {
    const villa = await findPublicVilla(tx, body.villa_slug);
    assertStayInput(villa, body, today, body.infants > 0 && (await loadInfantsCounted(tx)));
    // The request carries the quote's own input: dates, party, currency.
    const { quote, domain, rates } = await quoteVillaStay({ ...body, db: tx, villa, today });
    if (!quote.available) throw new BookingConflictError('villa', BOOKING_MESSAGES.unavailable, { reason: 'UNAVAILABLE' });
    if (!domain.ok) throw new AppError('UNPROCESSABLE', domain.message, { reason: domain.reason });

    const row = await insertWebRequest(
      tx,
      { reservations, events: reservationEvents },
      {
        unit: { villa_id: villa.id, adults: body.adults, children: body.children, infants: body.infants },
        body,
        total_kurus: domain.total_kurus,
        price_breakdown: { ...domain, fills_gap: quote.fills_gap, currency: body.currency, in_currency: quote.in_currency },
        exchange_rates: rates,
      },
      { newCode: () => newReservationCode(), unavailable: BOOKING_MESSAGES.codeUnavailable },
    );

    const site = Object.fromEntries(
      (
        await tx
          .select({ key: settings.key, value: settings.value })
          .from(settings)
          .where(inArray(settings.key, ['site_name', 'site_phone', 'site_email']))
      ).map((r) => [r.key, r.value]),
    ) as Partial<Record<'site_name' | 'site_phone' | 'site_email', string>>;
    const total = quotedTotalText(domain.total_kurus, quote.in_currency);
    const common = {
      guest_name: body.name,
      villa_name: villa.name,
      check_in: formatDateTr(body.checkin),
      check_out: formatDateTr(body.checkout),
      nights: domain.nights.length,
      adults: body.adults,
      children: body.children,
      infants: body.infants,
      party: villaPartyText(body),
      reservation_code: row.reservation_id,
      total_price: total,
    };
    const nextSteps = await requestNextSteps(tx, { code: row.reservation_id, kapora_kurus: domain.prepayment_kurus });
    const lang = body.lang ?? DEFAULT_LOCALE;
    const day = mailDayIn(lang, formatDateTr);
    await enqueueMail(tx, {
      templateKey: 'reservation_received_guest',
      to: body.email,
      lang,
      reservationId: row.id,
      variables: {
        ...common,
        check_in: day(body.checkin),
        check_out: day(body.checkout),
        party: mailText(lang, 'party', { adults: body.adults, children: body.children, infants: body.infants }) ?? common.party,
        ...nextStepsMailVariables(nextSteps, lang),
        site_name: site.site_name ?? 'Yalı',
        site_phone: site.site_phone ?? '',
      },
    });
    if (site.site_email) {
      await enqueueMail(tx, {
        templateKey: 'reservation_received_agency',
        to: site.site_email,
        reservationId: row.id,
        variables: { ...common, guest_email: body.email, guest_phone: body.phone, note: body.note || '—' },
      });
    }

    return {
      ...requestAnswer(row, body, { ...domain, in_currency: quote.in_currency }, nextSteps),
      villa: { slug: villa.slug, name: villa.name },
      nights: domain.nights.length,
      adults: body.adults,
      children: body.children,
      infants: body.infants,
    };
  });
}
