/**
 * `PUT /v1/admin/reservations/{id}` (ADMIN, SPEC §7): edits dates, guests,
 * price, notes, option expiry and status. Fields left out stay as they are.
 *
 * Status moves follow DESIGN §3 (`RESERVATION_TRANSITIONS`): pending →
 * option → confirmed → completed, pending → confirmed, any open status →
 * cancelled; anything else answers 409 in Turkish. Every change writes one
 * history row with the admin and the time. Moving to option holds the dates
 * until `option_expires_at` (default now + 24 h) and queues 'option_given';
 * moving to cancelled frees them and queues 'reservation_cancelled'.
 * A change that makes the stay overlap another holding record answers 409
 * naming it (the database refuses it, SQLSTATE 23P01).
 */
import { and, eq, ne } from 'drizzle-orm';
import { RESERVATION_STATUS_LABEL, canTransition, type ReservationStatus, type adminReservationUpdate } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { reservations, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { checkCapacity, optionExpiry } from './create-admin-reservation.ts';
import { RESERVATION_NOT_FOUND } from './get-reservation.ts';
import { rethrowHoldConflict } from './hold-conflict.ts';
import { queueReservationMail } from './reservation-mail.ts';
import { trDateTime, writeEvent } from './shared.ts';

type Input = z.output<typeof adminReservationUpdate>;

const FIELD_LABEL: Record<string, string> = {
  started_at: 'giriş tarihi',
  finished_at: 'çıkış tarihi',
  adults: 'yetişkin sayısı',
  children: 'çocuk sayısı',
  guest_name: 'misafir adı',
  guest_email: 'e-posta',
  guest_phone: 'telefon',
  total_price_kurus: 'tutar',
  option_expires_at: 'opsiyon bitişi',
  note: 'misafir notu',
  admin_note: 'iç not',
};

const CLOSED: readonly ReservationStatus[] = ['cancelled', 'completed'];

export async function updateReservation(opts: { db: Db; user: AuthUser; id: number; input: Input }): Promise<{ id: number }> {
  const { db, user, id, input } = opts;
  // Known after the row is read; used to name the conflicting record after a rollback.
  let hold = { villaId: 0, startedAt: '', finishedAt: '' };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ r: reservations, capacity: villas.capacity })
        .from(reservations)
        .innerJoin(villas, eq(villas.id, reservations.villa_id))
        .where(and(eq(reservations.id, id), ne(reservations.channel, 'external')))
        .for('update', { of: reservations });
      if (!row) throw new AppError('NOT_FOUND', RESERVATION_NOT_FOUND);
      const r = row.r;

      const from = r.status;
      const to = input.status ?? from;
      if (to !== from && !canTransition(from, to)) {
        throw new AppError(
          'CONFLICT',
          `Bu durum değişikliğine izin verilmiyor: ${RESERVATION_STATUS_LABEL[from]} → ${RESERVATION_STATUS_LABEL[to]}.`,
        );
      }

      const next = {
        started_at: input.started_at ?? r.started_at,
        finished_at: input.finished_at ?? r.finished_at,
        adults: input.adults ?? r.adults,
        children: input.children ?? r.children,
        guest_name: input.guest_name ?? r.guest_name,
        guest_email: input.guest_email ?? r.guest_email,
        guest_phone: input.guest_phone ?? r.guest_phone,
        total_price_kurus: input.total_price_kurus === undefined ? r.total_price_kurus : input.total_price_kurus,
        note: input.note ?? r.note,
        admin_note: input.admin_note ?? r.admin_note,
        option_expires_at: r.option_expires_at,
      };
      if (next.finished_at <= next.started_at) throw new AppError('UNPROCESSABLE', 'Çıkış tarihi giriş tarihinden sonra olmalı.');
      if (to === 'option' && (from !== 'option' || input.option_expires_at !== undefined)) {
        next.option_expires_at = optionExpiry(input.option_expires_at);
      }

      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => {
        const a = next[k];
        const b = r[k];
        return a instanceof Date || b instanceof Date ? a?.valueOf() !== b?.valueOf() : a !== b;
      });
      const datesChanged = changed.includes('started_at') || changed.includes('finished_at');
      if (CLOSED.includes(from) && (datesChanged || changed.some((k) => ['adults', 'children'].includes(k)))) {
        throw new AppError(
          'CONFLICT',
          'İptal edilmiş ya da tamamlanmış bir rezervasyonun tarihleri ve kişi sayısı değiştirilemez.',
        );
      }
      if (changed.includes('adults') || changed.includes('children')) checkCapacity(row.capacity, next.adults, next.children);
      if (to === from && changed.length === 0) return { id };

      hold = { villaId: r.villa_id, startedAt: next.started_at, finishedAt: next.finished_at };
      await tx
        .update(reservations)
        .set({ ...next, status: to, updated_at: new Date() })
        .where(eq(reservations.id, id));

      const notes: string[] = [];
      if (to === 'option' && next.option_expires_at) notes.push(`Opsiyon bitişi: ${trDateTime(next.option_expires_at)}.`);
      const edited = changed.filter((k) => k !== 'option_expires_at' || to === from);
      if (edited.length > 0) notes.push(`Düzenlendi: ${edited.map((k) => FIELD_LABEL[k] ?? k).join(', ')}.`);
      await writeEvent(tx, { reservationId: id, from, to, actorId: user.id, note: notes.join(' ') });

      if (to !== from && to === 'option') await queueReservationMail(tx, 'option_given', id);
      if (to !== from && to === 'cancelled') await queueReservationMail(tx, 'reservation_cancelled', id);
      return { id };
    });
  } catch (err) {
    return rethrowHoldConflict(db, err, { ...hold, excludeReservationId: id });
  }
}
