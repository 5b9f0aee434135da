/**
 * `POST /v1/admin/boatreservations/{id}/sendconfirm` and `…/{id}/sendbank`
 * (ADMIN): the boat counterparts of the villa `/sendconfirm` and `/sendbank`
 * — the rental unit's `sendUnitReservationMail` with the boat's templates
 * ('boat_reservation_confirmed', 'boat_bank_transfer'). Under the boat prefix
 * the id sits in the path, like every other boat reservation call.
 */
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { BOAT_UNIT } from '../rental-units/kinds.ts';
import { type ReservationMailKind, sendUnitReservationMail } from '../rental-units/reservation-life-cycle.ts';

export const sendBoatReservationMail = (opts: { db: Db; user: AuthUser; id: number; kind: ReservationMailKind }) =>
  sendUnitReservationMail(BOAT_UNIT, { ...opts, mail: opts.kind });
