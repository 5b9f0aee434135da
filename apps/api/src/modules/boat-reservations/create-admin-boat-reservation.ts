/**
 * `POST /v1/admin/boatreservations` (ADMIN, issue 24): a boat booking the
 * agency takes by phone (channel 'admin'), as the villa side has
 * (`create-admin-reservation.ts`), under the public boat booking's rules
 * (modules/boat-booking): guests within the boat's capacity (422), days held
 * by an option or confirmed reservation refused (409 naming it, whatever the
 * new status — the public request is refused the same), the minimum rental
 * length of the boat's quote (422, reason MIN_DAYS). The total is the manual
 * one when given, else the quote's (frozen with its breakdown); days without
 * a price leave it empty ("fiyat sorunuz"). An option holds until
 * `option_expires_at` (default now + 24 h) and queues the boat 'option
 * given' mail; a confirmation starts the kapora's clock. The history gets its
 * first row (null → status, by the admin).
 */
import { eq } from 'drizzle-orm';
import { BOAT_BOOKING_MESSAGES, type adminBoatReservationCreate } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boats } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, retryOnDeadlock } from '../../lib/errors.ts';
import { insertBoatReservationWithCode } from '../boat-booking/create-boat-booking-request.ts';
import { quoteBoat } from '../boat-booking/quote-boat-rental.ts';
import { kaporaDueOnConfirmation } from '../payments/payment-settings.ts';
import { BookingConflictError } from '../rental-units/hold-conflict.ts';
import { BOAT_UNIT } from '../rental-units/kinds.ts';
import { optionExpiry } from '../rental-units/option-expiry.ts';
import { boatConflictMessage, findBoatHoldConflict } from './boat-hold-conflict.ts';
import { writeBoatEvent } from './boat-shared.ts';

type Input = z.output<typeof adminBoatReservationCreate>;

/** Creates the reservation and answers its id; errors as described above, 404 for an unknown boat. */
export async function createAdminBoatReservation(opts: { db: Db; user: AuthUser; input: Input }): Promise<{ id: number }> {
  const { db, user, input } = opts;
  const hold = { unitId: input.boat_id, startedAt: input.started_at, finishedAt: input.finished_at };
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const [boat] = await tx.select().from(boats).where(eq(boats.id, input.boat_id));
        if (!boat) throw new AppError('NOT_FOUND', BOAT_BOOKING_MESSAGES.boatNotFound);
        await BOAT_UNIT.party.check(tx, boat.capacity, { guests: input.guests });

        const held = await findBoatHoldConflict(tx, {
          boatId: boat.id,
          startedAt: input.started_at,
          finishedAt: input.finished_at,
        });
        if (held) throw new BookingConflictError('boat', boatConflictMessage(held), { conflict: held });
        const { domain, rates } = await quoteBoat({
          db: tx,
          boat,
          checkin: input.started_at,
          checkout: input.finished_at,
          guests: input.guests,
          currency: 'TL',
        });
        if (!domain.ok && domain.reason !== 'PRICE_ON_REQUEST')
          throw new AppError('UNPROCESSABLE', domain.message, { reason: domain.reason });
        const quoted = domain.ok ? domain : null;

        const row = await insertBoatReservationWithCode(tx, {
          boat_id: boat.id,
          status: input.status,
          channel: 'admin',
          started_at: input.started_at,
          finished_at: input.finished_at,
          guests: input.guests,
          guest_name: input.guest_name,
          guest_email: input.guest_email,
          guest_phone: input.guest_phone,
          note: input.note,
          admin_note: input.admin_note,
          total_price_kurus: input.total_price_kurus ?? quoted?.total_kurus ?? null,
          price_breakdown: quoted ? { ...quoted, currency: 'TL' } : null,
          exchange_rates: quoted ? rates : null,
          option_expires_at: input.status === 'option' ? optionExpiry(input.option_expires_at) : null,
          kapora_due_on: input.status === 'confirmed' ? await kaporaDueOnConfirmation(tx) : null,
          // Entered by the agency itself: nothing to read, it never counts as unread.
          opened_at: new Date(),
          created_by: user.id,
        });
        await writeBoatEvent(tx, {
          reservationId: row.id,
          from: null,
          to: input.status,
          actorId: user.id,
          note: 'Acente tarafından oluşturuldu.',
        });
        if (input.status === 'option') await BOAT_UNIT.mail.queue(tx, BOAT_UNIT.mail.templates.optionGiven, row.id);
        return { id: row.id };
      }),
    );
  } catch (err) {
    // Two writers racing for the same days: the database's exclusion constraint refuses the loser (23P01).
    return BOAT_UNIT.rethrowHoldConflict(db, err, hold);
  }
}
