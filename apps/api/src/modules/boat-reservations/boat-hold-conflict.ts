/**
 * Turns the database's no-overlap refusal for boats (SQLSTATE 23P01 from the
 * partial exclusion constraint `boat_reservations_no_overlap`, migration
 * 0006) into a 409 that names the reservation holding the days, mirroring
 * the villa side (modules/reservations/hold-conflict.ts). Looked up after
 * the refused transaction rolled back; by then the winner has committed
 * (PostgreSQL makes the loser wait for it).
 */
import { inArray, ne } from 'drizzle-orm';
import type { BoatHoldConflict } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { boatReservations } from '../../db/schema.ts';
import { firstOverlapping, rethrowAsHoldConflict } from '../rental-units/hold-conflict.ts';
import { boatDaysText } from './boat-shared.ts';

type HoldQuery = { boatId: number; startedAt: string; finishedAt: string; excludeReservationId?: number | undefined };

/** The first option or confirmed reservation of the boat sharing a day with [startedAt, finishedAt), other than the excluded one. */
export async function findBoatHoldConflict(db: Db | Tx, q: HoldQuery): Promise<BoatHoldConflict | null> {
  const r = await firstOverlapping(
    db,
    boatReservations,
    { column: boatReservations.boat_id, id: q.boatId },
    { start: q.startedAt, end: q.finishedAt },
    inArray(boatReservations.status, ['option', 'confirmed']),
    ne(boatReservations.id, q.excludeReservationId ?? 0),
  );
  if (!r) return null;
  return {
    id: r.id,
    reservation_id: r.reservation_id,
    status: r.status,
    started_at: r.started_at,
    finished_at: r.finished_at,
    label: r.guest_name,
  };
}

/** A Turkish sentence naming the reservation that holds the days. */
export function boatConflictMessage(c: BoatHoldConflict | null): string {
  if (!c) return 'Bu günler teknenin başka bir rezervasyonuyla çakışıyor.';
  return `Bu günler ${c.reservation_id} kodlu tekne rezervasyonuyla çakışıyor (${boatDaysText(c.started_at, c.finished_at)}).`;
}

/**
 * Rethrows `err` as a 409 naming the conflicting reservation when it is the
 * no-overlap refusal (23P01); any other error is rethrown as is.
 */
export async function rethrowBoatHoldConflict(db: Db, err: unknown, q: HoldQuery): Promise<never> {
  return rethrowAsHoldConflict(err, 'boat', () => findBoatHoldConflict(db, q), boatConflictMessage);
}
