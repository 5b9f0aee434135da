/**
 * `GET /v1/admin/reservations` (SPEC §7): guest reservations (every channel
 * but 'external', whose blockings live under /external), newest first, 20 a
 * page — the rental unit's `findUnitReservations` with the villa's
 * descriptor. Filters: status, villa_id, started_at (stays starting on or
 * after that Istanbul day), finished_at (stays ending on or before it),
 * created_at (made on that Istanbul day or later) and reservation_id (the
 * code, any case, partial). An OWNER sees only the reservations of their own
 * villas, and the guest's contact only as the agency allows (owner-guest-contact.ts).
 */
import type { AdminReservationItem, AdminReservationsCsvQuery, AdminReservationsQuery, PaymentState } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import type { reservations } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { VILLA_UNIT } from '../rental-units/kinds.ts';
import { findUnitReservations, reservationItemFields } from '../rental-units/reservation-life-cycle.ts';
import { guestContactMasker } from '../rental-units/owner-guest-contact.ts';
import { reservationListCsv, wholeExport } from '../rental-units/reservation-list-csv.ts';
import { nightsBetween } from './shared.ts';

/** A villa reservation row and its villa's name → the list item (nights, adults, children, infants). */
export function toReservationItem({
  r,
  villa_name,
  payment_state,
}: {
  r: typeof reservations.$inferSelect;
  villa_name: string;
  payment_state: PaymentState;
}): AdminReservationItem {
  return {
    ...reservationItemFields(r, payment_state),
    villa: { id: r.villa_id, name: villa_name },
    villa_id: r.villa_id,
    nights: nightsBetween(r.started_at, r.finished_at),
    adults: r.adults,
    children: r.children,
    infants: r.infants,
  };
}

export async function findReservations(opts: {
  db: Db;
  user: AuthUser;
  query: AdminReservationsQuery;
}): Promise<{ items: AdminReservationItem[]; total: number }> {
  const [{ rows, total }, mask] = await Promise.all([
    findUnitReservations(VILLA_UNIT, { ...opts, query: { ...opts.query, unitId: opts.query.villa_id } }),
    guestContactMasker(opts.db, opts.user),
  ]);
  return {
    items: rows.map(({ r, unit_name, payment_state }) => mask(toReservationItem({ r, villa_name: unit_name, payment_state }))),
    total,
  };
}

/** `GET /v1/admin/reservations.csv`: every reservation the list's filters pick, in its order, as CSV. */
export async function reservationsCsv(opts: { db: Db; user: AuthUser; query: AdminReservationsCsvQuery }): Promise<string> {
  const { items } = await findReservations({ ...opts, query: wholeExport(opts.query) });
  return reservationListCsv(items, {
    unitHeader: 'Villa',
    lengthHeader: 'Gece',
    unitName: (i) => i.villa.name,
    length: (i) => i.nights,
    guests: (i) => i.adults + i.children,
  });
}
