/**
 * Helpers of the back-office boat reservation use cases: rental-day texts
 * and status history rows (`boat_reservation_events`). Rentals are the
 * half-open day ranges [started_at, finished_at); people read them as first
 * and last day.
 */
import type { ReservationStatus } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { boatReservationEvents } from '../../db/schema.ts';
import { addDays } from '../../domain/quote.ts';
import { trDate } from '../reservations/shared.ts';

export const BOAT_RESERVATION_NOT_FOUND = 'Tekne rezervasyonu bulunamadı.';

/** [07-01, 07-04) → '1 Temmuz 2030 – 3 Temmuz 2030'; a one-day rental → '1 Temmuz 2030'. */
export function boatDaysText(startedAt: string, finishedAt: string): string {
  const last = addDays(finishedAt, -1);
  return last <= startedAt ? trDate(startedAt) : `${trDate(startedAt)} – ${trDate(last)}`;
}

/** Records a status change (or an edit, from = to) with who made it; actor null = the system. */
export async function writeBoatEvent(
  tx: Db | Tx,
  e: { reservationId: number; from: ReservationStatus | null; to: ReservationStatus; actorId: number | null; note?: string },
) {
  await tx.insert(boatReservationEvents).values({
    reservation_id: e.reservationId,
    from_status: e.from,
    to_status: e.to,
    actor_id: e.actorId,
    note: e.note ?? '',
  });
}
