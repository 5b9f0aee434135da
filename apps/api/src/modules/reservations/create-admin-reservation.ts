/**
 * `POST /v1/admin/reservations` (ADMIN, SPEC §7): a reservation the agency
 * enters itself (channel 'admin'), with a manual total in kuruş, in status
 * pending, option or confirmed. An option holds until `option_expires_at`
 * (default now + 24 h, DESIGN §3) and queues the 'option_given' mail. The
 * history gets its first row (null → status, by the admin). Overlapping an
 * option, confirmed stay, external blocking or closed date answers 409
 * naming that record; a rare code clash is retried with a new code.
 */
import { eq } from 'drizzle-orm';
import type { adminReservationCreate } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { checkVillaCapacity } from '../booking/guest-rules.ts';
import { optionExpiry } from '../rental-units/option-expiry.ts';
import { kaporaDueOnConfirmation } from '../payments/payment-settings.ts';
import { enterVillaReservation } from './enter-reservation.ts';
import { queueReservationMail } from './reservation-mail.ts';

type Input = z.output<typeof adminReservationCreate>;

export async function createAdminReservation(opts: { db: Db; user: AuthUser; input: Input }): Promise<{ id: number }> {
  const { db, user, input } = opts;
  const [villa] = await db.select({ id: villas.id, capacity: villas.capacity }).from(villas).where(eq(villas.id, input.villa_id));
  if (!villa) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  await checkVillaCapacity(db, villa.capacity, input);
  const expires = input.status === 'option' ? optionExpiry(input.option_expires_at) : null;

  return enterVillaReservation({
    db,
    user,
    input,
    columns: async (tx) => ({
      status: input.status,
      channel: 'admin',
      adults: input.adults,
      children: input.children,
      infants: input.infants,
      guest_name: input.guest_name,
      guest_email: input.guest_email,
      guest_phone: input.guest_phone,
      admin_note: input.admin_note,
      total_price_kurus: input.total_price_kurus ?? null,
      option_expires_at: expires,
      kapora_due_on: input.status === 'confirmed' ? await kaporaDueOnConfirmation(tx) : null,
    }),
    eventNote: 'Acente tarafından oluşturuldu.',
    async afterInsert(tx, row) {
      if (input.status === 'option') await queueReservationMail(tx, 'option_given', row.id);
      return { id: row.id };
    },
  });
}
