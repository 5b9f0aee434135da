/**
 * `POST /v1/admin/boatreservations/{id}/sendconfirm` and `…/{id}/sendbank`
 * (ADMIN): the boat counterparts of the villa `/sendconfirm` and `/sendbank`.
 * Under the boat prefix the id sits in the path, like every other boat
 * reservation call (and the public-cache refresh of boat writes matches it).
 * Queues the 'boat_reservation_confirmed' or 'boat_bank_transfer' mail for the guest,
 * stamps `confirm_sent_at` / `bank_sent_at`, writes a history row and answers
 * the outbox row id. Confirmation only for a confirmed (or completed) rental,
 * bank details for a pending, option or confirmed one (else 409); no guest
 * address or an inactive template → 422.
 */
import { eq } from 'drizzle-orm';
import type { ReservationStatus } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatReservations } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { queueBoatReservationMail } from './boat-reservation-mail.ts';
import { BOAT_RESERVATION_NOT_FOUND, writeBoatEvent } from './boat-shared.ts';

const KINDS = {
  confirm: {
    template: 'boat_reservation_confirmed',
    allowed: ['confirmed', 'completed'] as ReservationStatus[],
    refused: 'Onay e-postası yalnızca onaylanmış rezervasyonlar için gönderilebilir.',
    note: 'Onay e-postası gönderildi.',
  },
  bank: {
    template: 'boat_bank_transfer',
    allowed: ['pending', 'option', 'confirmed'] as ReservationStatus[],
    refused: 'Banka bilgisi iptal edilmiş ya da tamamlanmış bir rezervasyona gönderilemez.',
    note: 'Banka bilgileri gönderildi.',
  },
} as const;

export async function sendBoatReservationMail(opts: {
  db: Db;
  user: AuthUser;
  id: number;
  kind: keyof typeof KINDS;
}): Promise<{ id: number }> {
  const { db, user, id, kind } = opts;
  const k = KINDS[kind];
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(boatReservations).where(eq(boatReservations.id, id)).for('update');
    if (!r) throw new AppError('NOT_FOUND', BOAT_RESERVATION_NOT_FOUND);
    if (!k.allowed.includes(r.status)) throw new AppError('CONFLICT', k.refused);
    if (!r.guest_email) throw new AppError('UNPROCESSABLE', 'Misafirin e-posta adresi yok; önce rezervasyona e-posta ekleyin.');
    const mail = await queueBoatReservationMail(tx, k.template, id);
    if (!mail) throw new AppError('UNPROCESSABLE', 'E-posta şablonu pasif olduğu için e-posta gönderilmedi.');
    const now = new Date();
    await tx
      .update(boatReservations)
      .set(kind === 'confirm' ? { confirm_sent_at: now } : { bank_sent_at: now })
      .where(eq(boatReservations.id, id));
    await writeBoatEvent(tx, { reservationId: id, from: r.status, to: r.status, actorId: user.id, note: k.note });
    return { id: mail.id };
  });
}
