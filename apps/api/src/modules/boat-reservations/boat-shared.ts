/**
 * Helpers of the back-office boat reservation use cases: rental-day texts
 * and status history rows (`boat_reservation_events`). Rentals are the
 * half-open day ranges [started_at, finished_at); people read them as first
 * and last day.
 */
import type { Db, Tx } from '../../db/client.ts';
import { boatReservationEvents } from '../../db/schema.ts';
import { addDays } from '../../domain/quote.ts';
import { trDate } from '../reservations/shared.ts';
import { writeUnitEvent } from '../rental-units/events.ts';

export const BOAT_RESERVATION_NOT_FOUND = 'Tekne rezervasyonu bulunamadı.';

/** [07-01, 07-04) → '1 Temmuz 2030 – 3 Temmuz 2030'; a one-day rental → '1 Temmuz 2030'; `day` writes each day (another language's). */
export function boatDaysText(startedAt: string, finishedAt: string, day: (iso: string) => string = trDate): string {
  const last = addDays(finishedAt, -1);
  return last <= startedAt ? day(startedAt) : `${day(startedAt)} – ${day(last)}`;
}

/** Records a boat reservation's status change (or an edit, from = to); actor null = the system. */
export const writeBoatEvent = (tx: Db | Tx, e: Parameters<typeof writeUnitEvent>[2]) =>
  writeUnitEvent(tx, { events: boatReservationEvents }, e);
