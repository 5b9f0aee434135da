/**
 * `GET /v1/admin/boatreservations` (ADMIN, SPEC §7): boat reservations,
 * newest first, 20 a page — the rental unit's `findUnitReservations` with the
 * boat's descriptor. Filters (SPEC §5: dates as ISO strings, read as
 * Europe/Istanbul days): status, boat_id, started_at (rentals starting on
 * or after that day), finished_at (rentals whose `finished_at` — the day
 * after the last rental day — is on or before it), created_at (made on that
 * day or later) and reservation_id (the code, any case, partial).
 */
import type {
  AdminBoatReservationItem,
  AdminBoatReservationsCsvQuery,
  AdminBoatReservationsQuery,
  PaymentState,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import type { boatReservations } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { nightsBetween } from '../reservations/shared.ts';
import { BOAT_UNIT } from '../rental-units/kinds.ts';
import { findUnitReservations, reservationItemFields } from '../rental-units/reservation-life-cycle.ts';
import { reservationListCsv, wholeExport } from '../rental-units/reservation-list-csv.ts';

/** A boat reservation row and its boat's name → the list item (rental days, guests). */
export function toBoatReservationItem(row: {
  r: typeof boatReservations.$inferSelect;
  boat_name: string;
  payment_state: PaymentState;
}): AdminBoatReservationItem {
  const { r } = row;
  return {
    ...reservationItemFields(r, row.payment_state),
    boat: { id: r.boat_id, name: row.boat_name },
    boat_id: r.boat_id,
    days: nightsBetween(r.started_at, r.finished_at),
    guests: r.guests,
  };
}

export async function findBoatReservations(opts: {
  db: Db;
  user: AuthUser;
  query: AdminBoatReservationsQuery;
}): Promise<{ items: AdminBoatReservationItem[]; total: number }> {
  const { rows, total } = await findUnitReservations(BOAT_UNIT, {
    ...opts,
    query: { ...opts.query, unitId: opts.query.boat_id },
  });
  return {
    items: rows.map(({ r, unit_name, payment_state }) => toBoatReservationItem({ r, boat_name: unit_name, payment_state })),
    total,
  };
}

/** `GET /v1/admin/boatreservations.csv`: every boat reservation the list's filters pick, in its order, as CSV. */
export async function boatReservationsCsv(opts: {
  db: Db;
  user: AuthUser;
  query: AdminBoatReservationsCsvQuery;
}): Promise<string> {
  const { items } = await findBoatReservations({ ...opts, query: wholeExport(opts.query) });
  return reservationListCsv(items, {
    unitHeader: 'Tekne',
    lengthHeader: 'Gün',
    unitName: (i) => i.boat.name,
    length: (i) => i.days,
    guests: (i) => i.guests,
  });
}
