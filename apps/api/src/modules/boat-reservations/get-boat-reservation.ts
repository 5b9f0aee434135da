/**
 * `GET /v1/admin/boatreservations/{id}` (ADMIN, SPEC §7): one boat
 * reservation with its status history (who, when) and the mails queued for
 * it (`mail_outbox.boat_reservation_id`) — the rental unit's
 * `getUnitReservation` with the boat's descriptor. The first time an ADMIN
 * opens it it is stamped `opened_at`, so a new request stops counting in the
 * unread badge (SPEC §6).
 */
import type { AdminBoatReservationDetail } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import type { boatReservations, boats } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { BOAT_UNIT } from '../rental-units/kinds.ts';
import { getUnitReservation } from '../rental-units/reservation-life-cycle.ts';
import { toBoatReservationItem } from './find-boat-reservations.ts';

export async function getBoatReservation(opts: { db: Db; user: AuthUser; id: number }): Promise<AdminBoatReservationDetail> {
  const {
    r,
    unit: b,
    payment_state,
    details,
  } = await getUnitReservation<typeof boatReservations.$inferSelect, typeof boats.$inferSelect>(BOAT_UNIT, opts);
  const { id, name, slug, capacity, prepayment_percent, departure_time, return_time } = b;
  return {
    ...toBoatReservationItem({ r, boat_name: name, payment_state }),
    boat: { id, name, slug, capacity, prepayment_percent, departure_time, return_time },
    ...details,
  };
}
