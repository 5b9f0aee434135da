/**
 * `POST /v1/admin/sendconfirm` and `POST /v1/admin/sendbank` (ADMIN, SPEC §7):
 * the rental unit's `sendUnitReservationMail` with the villa's templates
 * ('reservation_confirmed', 'bank_transfer' with the settings' bank details).
 * External blockings answer 404.
 */
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { VILLA_UNIT } from '../rental-units/kinds.ts';
import { type ReservationMailKind, sendUnitReservationMail } from '../rental-units/reservation-life-cycle.ts';

export const sendReservationMail = (opts: { db: Db; user: AuthUser; id: number; kind: ReservationMailKind }) =>
  sendUnitReservationMail(VILLA_UNIT, { ...opts, mail: opts.kind });
