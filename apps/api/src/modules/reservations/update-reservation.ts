/**
 * `PUT /v1/admin/reservations/{id}` (ADMIN, SPEC §7): edits dates, adults,
 * children, guest data, price, notes, option expiry and status of a villa
 * reservation — the rental unit life cycle (`updateUnitReservation`) with the
 * villa's descriptor: its 'option_given' and 'reservation_cancelled' mails,
 * its capacity (adults + children) and the 409 naming the holding record of
 * `villa_holds`. External blockings are edited under /external (404 here).
 */
import type { adminReservationUpdate } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { VILLA_UNIT } from '../rental-units/kinds.ts';
import { updateUnitReservation } from '../rental-units/reservation-life-cycle.ts';

export const updateReservation = (opts: { db: Db; user: AuthUser; id: number; input: z.output<typeof adminReservationUpdate> }) =>
  updateUnitReservation(VILLA_UNIT, opts);
