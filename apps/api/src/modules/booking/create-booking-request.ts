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
import { BOOKING_MESSAGES, type BookingCreated, type bookingRequestBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { reservationEvents, reservations, settings } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { newReservationCode } from '../../domain/reservation-code.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { BookingConflictError } from '../rental-units/hold-conflict.ts';
import { nextStepsMailVariables, requestNextSteps } from '../rental-units/request-next-steps.ts';
import { formatDateTr, formatMoneyTr } from './format.ts';
import { assertStayInput, findPublicVilla, quoteVillaStay } from './quote-villa-stay.ts';

type Body = z.output<typeof bookingRequestBody>;

/** Codes tried before giving up: a clash is about one in 887 million per code, six in a row means something is wrong. */
export const CODE_ATTEMPTS = 6;

/**
 * Inserts with a fresh code, retrying (inside a savepoint, so the outer
 * transaction survives the failed insert) on the rare unique clash. After
 * CODE_ATTEMPTS clashes: INTERNAL (500) with a Turkish message, and the
 * caller's transaction rolls back whole.
 */
async function insertWithCode(tx: Tx, values: Omit<typeof reservations.$inferInsert, 'reservation_id'>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(reservations)
          .values({ ...values, reservation_id: newReservationCode() })
          .returning();
        if (!row) throw new Error('Insert returned no row');
        return row;
      });
    } catch (err) {
      if (sqlState(err) !== '23505') throw err;
      if (attempt >= CODE_ATTEMPTS) throw new AppError('INTERNAL', BOOKING_MESSAGES.codeUnavailable);
    }
  }
}

export async function createBookingRequest(opts: { db: Db; body: Body; today?: string }): Promise<BookingCreated> {
  const { db, body } = opts;
  const today = opts.today ?? todayInIstanbul();
  return db.transaction(async (tx) => {
    const villa = await findPublicVilla(tx, body.villa_slug);
    assertStayInput(villa, body, today);
    const { quote, domain, rates } = await quoteVillaStay({
      db: tx,
      villa,
      checkin: body.checkin,
      checkout: body.checkout,
      adults: body.adults,
      children: body.children,
      currency: body.currency,
      today,
    });
    if (!quote.available) throw new BookingConflictError('villa', BOOKING_MESSAGES.unavailable, { reason: 'UNAVAILABLE' });
    if (!domain.ok) throw new AppError('UNPROCESSABLE', domain.message, { reason: domain.reason });

    const row = await insertWithCode(tx, {
      villa_id: villa.id,
      status: 'pending',
      channel: 'web',
      started_at: body.checkin,
      finished_at: body.checkout,
      adults: body.adults,
      children: body.children,
      guest_name: body.name,
      guest_email: body.email,
      guest_phone: body.phone,
      note: body.note,
      total_price_kurus: domain.total_kurus,
      price_breakdown: { ...domain, fills_gap: quote.fills_gap, currency: body.currency, in_currency: quote.in_currency },
      exchange_rates: rates,
    });
    await tx
      .insert(reservationEvents)
      .values({ reservation_id: row.id, from_status: null, to_status: 'pending', note: 'Web sitesinden rezervasyon talebi' });

    const site = Object.fromEntries(
      (
        await tx
          .select({ key: settings.key, value: settings.value })
          .from(settings)
          .where(inArray(settings.key, ['site_name', 'site_phone', 'site_email']))
      ).map((r) => [r.key, r.value]),
    ) as Partial<Record<'site_name' | 'site_phone' | 'site_email', string>>;
    const total =
      quote.in_currency && quote.in_currency.currency !== 'TL'
        ? `${formatMoneyTr(domain.total_kurus, 'TL')} (≈ ${formatMoneyTr(quote.in_currency.total_minor, quote.in_currency.currency)})`
        : formatMoneyTr(domain.total_kurus, 'TL');
    const common = {
      guest_name: body.name,
      villa_name: villa.name,
      check_in: formatDateTr(body.checkin),
      check_out: formatDateTr(body.checkout),
      nights: domain.nights.length,
      adults: body.adults,
      children: body.children,
      reservation_code: row.reservation_id,
      total_price: total,
    };
    const nextSteps = await requestNextSteps(tx, { code: row.reservation_id, kapora_kurus: domain.prepayment_kurus });
    await enqueueMail(tx, {
      templateKey: 'reservation_received_guest',
      to: body.email,
      reservationId: row.id,
      variables: {
        ...common,
        ...nextStepsMailVariables(nextSteps),
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
      reservation_id: row.reservation_id,
      status: 'pending',
      villa: { slug: villa.slug, name: villa.name },
      checkin: body.checkin,
      checkout: body.checkout,
      nights: domain.nights.length,
      adults: body.adults,
      children: body.children,
      total_price_kurus: domain.total_kurus,
      prepayment_kurus: domain.prepayment_kurus,
      in_currency: quote.in_currency,
      email: body.email,
      next_steps: nextSteps,
    };
  });
}
