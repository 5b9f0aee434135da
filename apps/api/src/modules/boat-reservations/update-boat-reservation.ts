/**
 * `PUT /v1/admin/boatreservations/{id}` (ADMIN, SPEC §7): edits days,
 * guests, guest data, price, notes, option expiry and status of a boat
 * reservation — the rental unit life cycle (`updateUnitReservation`) with the
 * boat's descriptor: 'boat_option_given' and 'boat_reservation_cancelled'
 * mails, guests within the boat's capacity (else 422) and the 409 naming the
 * option or confirmed reservation that shares a day (SQLSTATE 23P01).
 */
import type { adminBoatReservationUpdate } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { BOAT_UNIT } from '../rental-units/kinds.ts';
import { updateUnitReservation } from '../rental-units/reservation-life-cycle.ts';

export const updateBoatReservation = (opts: {
  db: Db;
  user: AuthUser;
  id: number;
  input: z.output<typeof adminBoatReservationUpdate>;
}) => updateUnitReservation(BOAT_UNIT, opts);
