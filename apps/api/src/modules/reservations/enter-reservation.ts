/**
 * A villa reservation the back office enters itself (SPEC §7): a booking the
 * agency takes (channel 'admin', `create-admin-reservation.ts`) or a manual
 * blocking (channel 'external', `modules/external`). Both get a fresh code,
 * their first history row and the same retry and 409 on a held night.
 */
import type { ReservationStatus } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { reservations } from '../../db/schema.ts';
import { newReservationCode } from '../../domain/reservation-code.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { transactionRetryingClashes } from '../rental-units/reservation-code.ts';
import { rethrowHoldConflict } from './hold-conflict.ts';
import { writeEvent } from './shared.ts';

type Entered = { villa_id: number; started_at: string; finished_at: string; note: string };
type OtherColumns = Omit<typeof reservations.$inferInsert, 'reservation_id' | keyof Entered | 'opened_at' | 'created_by'>;

/**
 * Inserts `input`'s villa and days with `columns(tx)` (status, channel,
 * party, …) under a fresh code, writes the history row null → `status` by
 * `user` with `eventNote`, then runs `afterInsert` in the same transaction and
 * answers what it answers. Opened at once: what the back office wrote itself
 * is nothing to read and never counts as unread. A code clash or deadlock is
 * run again; a held night answers 409 naming the holder.
 */
export function enterVillaReservation<T>(opts: {
  db: Db;
  user: AuthUser;
  input: Entered;
  columns: (tx: Tx) => Promise<OtherColumns & { status: ReservationStatus }>;
  eventNote: string;
  afterInsert: (tx: Tx, row: { id: number; code: string }) => Promise<T>;
}): Promise<T> {
  const { db, user, input } = opts;
  return transactionRetryingClashes(
    db,
    async (tx) => {
      const columns = await opts.columns(tx);
      const [row] = await tx
        .insert(reservations)
        .values({
          ...columns,
          reservation_id: newReservationCode(),
          villa_id: input.villa_id,
          started_at: input.started_at,
          finished_at: input.finished_at,
          note: input.note,
          opened_at: new Date(),
          created_by: user.id,
        })
        .returning({ id: reservations.id, code: reservations.reservation_id });
      if (!row) throw new Error('insert returned no row');
      await writeEvent(tx, { reservationId: row.id, from: null, to: columns.status, actorId: user.id, note: opts.eventNote });
      return opts.afterInsert(tx, row);
    },
    (err) =>
      rethrowHoldConflict(db, err, { villaId: input.villa_id, startedAt: input.started_at, finishedAt: input.finished_at }),
  );
}
