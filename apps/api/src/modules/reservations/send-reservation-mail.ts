/**
 * `POST /v1/admin/sendconfirm` and `POST /v1/admin/sendbank` (ADMIN, SPEC §7):
 * queue the templated confirmation ('reservation_confirmed') or bank-transfer
 * mail ('bank_transfer', with bank_name, account_holder and iban from the
 * settings) for the guest, stamp `confirm_sent_at` / `bank_sent_at`, write a
 * history row, and answer the outbox row id. The confirmation goes only for
 * a confirmed (or completed) stay; bank details for a pending, option or
 * confirmed one. No guest address or an inactive template answers 422.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ReservationStatus } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { RESERVATION_NOT_FOUND } from './get-reservation.ts';
import { queueReservationMail } from './reservation-mail.ts';
import { writeEvent } from './shared.ts';

const KINDS = {
  confirm: {
    template: 'reservation_confirmed',
    allowed: ['confirmed', 'completed'] as ReservationStatus[],
    refused: 'Onay e-postası yalnızca onaylanmış rezervasyonlar için gönderilebilir.',
    note: 'Onay e-postası gönderildi.',
  },
  bank: {
    template: 'bank_transfer',
    allowed: ['pending', 'option', 'confirmed'] as ReservationStatus[],
    refused: 'Banka bilgisi iptal edilmiş ya da tamamlanmış bir rezervasyona gönderilemez.',
    note: 'Banka bilgileri gönderildi.',
  },
} as const;

export async function sendReservationMail(opts: {
  db: Db;
  user: AuthUser;
  id: number;
  kind: keyof typeof KINDS;
}): Promise<{ id: number }> {
  const { db, user, id, kind } = opts;
  const k = KINDS[kind];
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), ne(reservations.channel, 'external')))
      .for('update');
    if (!r) throw new AppError('NOT_FOUND', RESERVATION_NOT_FOUND);
    if (!k.allowed.includes(r.status)) throw new AppError('CONFLICT', k.refused);
    if (!r.guest_email) throw new AppError('UNPROCESSABLE', 'Misafirin e-posta adresi yok; önce rezervasyona e-posta ekleyin.');
    const mail = await queueReservationMail(tx, k.template, id);
    if (!mail) throw new AppError('UNPROCESSABLE', 'E-posta şablonu pasif olduğu için e-posta gönderilmedi.');
    const now = new Date();
    await tx
      .update(reservations)
      .set(kind === 'confirm' ? { confirm_sent_at: now } : { bank_sent_at: now })
      .where(eq(reservations.id, id));
    await writeEvent(tx, { reservationId: id, from: r.status, to: r.status, actorId: user.id, note: k.note });
    return { id: mail.id };
  });
}
