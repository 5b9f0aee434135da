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
import { AppError, sqlState } from '../../lib/errors.ts';
import { formatDateTr, formatMoneyTr } from '../booking/format.ts';
import { boatReservationMailVariables } from '../boat-reservations/boat-reservation-mail.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { BookingConflictError } from '../rental-units/hold-conflict.ts';
import { nextStepsMailVariables, requestNextSteps } from '../rental-units/request-next-steps.ts';
import { assertBoatInput, findPublicBoat, quoteBoat } from './quote-boat-rental.ts';

type Body = z.output<typeof boatBookingRequestBody>;

/** Codes tried before giving up: a clash is about one in 887 million per code. */
const CODE_ATTEMPTS = 6;

/** Inserts with a fresh 'YT' code, retrying inside a savepoint (the outer transaction survives) on a unique clash. */
export async function insertBoatReservationWithCode(
  tx: Tx,
  values: Omit<typeof boatReservations.$inferInsert, 'reservation_id'>,
  newCode: () => string = () => newReservationCode('YT'),
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(boatReservations)
          .values({ ...values, reservation_id: newCode() })
          .returning();
        if (!row) throw new Error('Insert returned no row');
        return row;
      });
    } catch (err) {
      if (sqlState(err) !== '23505') throw err;
      if (attempt >= CODE_ATTEMPTS)
        throw new AppError('INTERNAL', 'Rezervasyon kodu oluşturulamadı; talebiniz kaydedilmedi. Lütfen tekrar gönderin.');
    }
  }
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
    const { quote, domain, rates } = await quoteBoat({
      db: tx,
      boat,
      checkin: body.checkin,
      checkout: body.checkout,
      guests: body.guests,
      currency: body.currency,
    });
    if (!domain.ok) {
      if (domain.reason === 'UNAVAILABLE') throw new BookingConflictError('boat', domain.message, { reason: domain.reason });
      throw new AppError('UNPROCESSABLE', domain.message, { reason: domain.reason });
    }

    const row = await insertBoatReservationWithCode(
      tx,
      {
        boat_id: boat.id,
        status: 'pending',
        channel: 'web',
        started_at: body.checkin,
        finished_at: body.checkout,
        guests: body.guests,
        guest_name: body.name,
        guest_email: body.email,
        guest_phone: body.phone,
        note: body.note,
        total_price_kurus: domain.total_kurus,
        price_breakdown: { ...domain, currency: body.currency, in_currency: quote.in_currency },
        exchange_rates: rates,
      },
      opts.newCode,
    );
    await tx
      .insert(boatReservationEvents)
      .values({ reservation_id: row.id, from_status: null, to_status: 'pending', note: 'Web sitesinden rezervasyon talebi' });

    const [agency] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site_email'));
    const total =
      quote.in_currency && quote.in_currency.currency !== 'TL'
        ? `${formatMoneyTr(domain.total_kurus, 'TL')} (≈ ${formatMoneyTr(quote.in_currency.total_minor, quote.in_currency.currency)})`
        : formatMoneyTr(domain.total_kurus, 'TL');
    const mail = await boatReservationMailVariables(tx, row.id, { formatDay: formatDateTr, totalText: total });
    if (!mail) throw new Error('The boat reservation just written is missing');
    const nextSteps = await requestNextSteps(tx, { code: row.reservation_id, kapora_kurus: domain.prepayment_kurus });
    await enqueueMail(tx, {
      templateKey: 'boat_reservation_received_guest',
      to: body.email,
      boatReservationId: row.id,
      variables: { ...mail.variables, ...nextStepsMailVariables(nextSteps) },
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
      reservation_id: row.reservation_id,
      status: 'pending',
      boat: { slug: boat.slug, name: boat.name },
      checkin: body.checkin,
      checkout: body.checkout,
      days: domain.days_count,
      guests: body.guests,
      total_price_kurus: domain.total_kurus,
      prepayment_kurus: domain.prepayment_kurus,
      in_currency: quote.in_currency,
      email: body.email,
      next_steps: nextSteps,
    };
  });
}
