/** Status history rows of a rental unit's reservations (`reservation_events`, `boat_reservation_events`). */
import type { ReservationStatus } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { RentalUnitKind } from './kind.ts';

/** Records a status change (or an edit, from = to) with who made it; actor null = the system. */
export async function writeUnitEvent(
  tx: Db | Tx,
  kind: Pick<RentalUnitKind, 'events'>,
  e: { reservationId: number; from: ReservationStatus | null; to: ReservationStatus; actorId: number | null; note?: string },
) {
  await tx.insert(kind.events).values({
    reservation_id: e.reservationId,
    from_status: e.from,
    to_status: e.to,
    actor_id: e.actorId,
    note: e.note ?? '',
  });
}
