/**
 * `PUT /v1/admin/boatreservations/{id}` (ADMIN, SPEC §7): edits days,
 * guests, guest data, price, notes, option expiry and status. Fields left
 * out stay as they are.
 *
 * Status moves follow DESIGN §3 (`RESERVATION_TRANSITIONS`, as for villas):
 * pending → option → confirmed → completed, pending → confirmed, any open
 * status → cancelled; anything else answers 409 in Turkish. Every change
 * writes one history row with the admin and the time. Moving to option holds
 * the days until `option_expires_at` (default now + 24 h) and queues
 * 'boat_option_given'; moving to cancelled frees them and queues
 * 'boat_reservation_cancelled'. A change that makes the rental share a day with
 * another option or confirmed reservation of the boat answers 409 naming it
 * (the database refuses it, SQLSTATE 23P01). More guests than the boat
 * takes: 422.
 */
import { eq } from 'drizzle-orm';
import { RESERVATION_STATUS_LABEL, canTransition, type ReservationStatus, type adminBoatReservationUpdate } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boatReservations, boats } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { optionExpiry } from '../reservations/create-admin-reservation.ts';
import { trDateTime } from '../reservations/shared.ts';
import { rethrowBoatHoldConflict } from './boat-hold-conflict.ts';
import { queueBoatReservationMail } from './boat-reservation-mail.ts';
import { BOAT_RESERVATION_NOT_FOUND, writeBoatEvent } from './boat-shared.ts';

type Input = z.output<typeof adminBoatReservationUpdate>;

const FIELD_LABEL: Record<string, string> = {
  started_at: 'başlangıç günü',
  finished_at: 'bitiş günü',
  guests: 'kişi sayısı',
  guest_name: 'misafir adı',
  guest_email: 'e-posta',
  guest_phone: 'telefon',
  total_price_kurus: 'tutar',
  option_expires_at: 'opsiyon bitişi',
  note: 'misafir notu',
  admin_note: 'iç not',
};

const CLOSED: readonly ReservationStatus[] = ['cancelled', 'completed'];

export async function updateBoatReservation(opts: { db: Db; user: AuthUser; id: number; input: Input }): Promise<{ id: number }> {
  const { db, user, id, input } = opts;
  // Known after the row is read; names the conflicting reservation after a rollback.
  let hold = { boatId: 0, startedAt: '', finishedAt: '' };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ r: boatReservations, capacity: boats.capacity })
        .from(boatReservations)
        .innerJoin(boats, eq(boats.id, boatReservations.boat_id))
        .where(eq(boatReservations.id, id))
        .for('update', { of: boatReservations });
      if (!row) throw new AppError('NOT_FOUND', BOAT_RESERVATION_NOT_FOUND);
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
        guests: input.guests ?? r.guests,
        guest_name: input.guest_name ?? r.guest_name,
        guest_email: input.guest_email ?? r.guest_email,
        guest_phone: input.guest_phone ?? r.guest_phone,
        total_price_kurus: input.total_price_kurus === undefined ? r.total_price_kurus : input.total_price_kurus,
        note: input.note ?? r.note,
        admin_note: input.admin_note ?? r.admin_note,
        option_expires_at: r.option_expires_at,
      };
      if (next.finished_at <= next.started_at)
        throw new AppError('UNPROCESSABLE', 'Bitiş tarihi başlangıç tarihinden sonra olmalı.');
      if (to === 'option' && (from !== 'option' || input.option_expires_at !== undefined)) {
        next.option_expires_at = optionExpiry(input.option_expires_at);
      }

      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => {
        const a = next[k];
        const b = r[k];
        return a instanceof Date || b instanceof Date ? a?.valueOf() !== b?.valueOf() : a !== b;
      });
      const datesChanged = changed.includes('started_at') || changed.includes('finished_at');
      if (CLOSED.includes(from) && (datesChanged || changed.includes('guests'))) {
        throw new AppError(
          'CONFLICT',
          'İptal edilmiş ya da tamamlanmış bir rezervasyonun günleri ve kişi sayısı değiştirilemez.',
        );
      }
      if (changed.includes('guests') && next.guests > row.capacity) {
        throw new AppError('UNPROCESSABLE', `Kişi sayısı teknenin kapasitesini aşıyor (en fazla ${row.capacity} kişi).`);
      }
      if (to === from && changed.length === 0) return { id };

      hold = { boatId: r.boat_id, startedAt: next.started_at, finishedAt: next.finished_at };
      await tx
        .update(boatReservations)
        .set({ ...next, status: to, updated_at: new Date() })
        .where(eq(boatReservations.id, id));

      const notes: string[] = [];
      if (to === 'option' && next.option_expires_at) notes.push(`Opsiyon bitişi: ${trDateTime(next.option_expires_at)}.`);
      const edited = changed.filter((k) => k !== 'option_expires_at' || to === from);
      if (edited.length > 0) notes.push(`Düzenlendi: ${edited.map((k) => FIELD_LABEL[k] ?? k).join(', ')}.`);
      await writeBoatEvent(tx, { reservationId: id, from, to, actorId: user.id, note: notes.join(' ') });

      if (to !== from && to === 'option') await queueBoatReservationMail(tx, 'boat_option_given', id);
      if (to !== from && to === 'cancelled') await queueBoatReservationMail(tx, 'boat_reservation_cancelled', id);
      return { id };
    });
  } catch (err) {
    return rethrowBoatHoldConflict(db, err, { ...hold, excludeReservationId: id });
  }
}
