/**
 * Writing a reservation under a fresh short code (`domain/reservation-code.ts`):
 * the code is random, so a unique clash (23505) is rare but possible, and the
 * write is tried again with a new code rather than failing the guest.
 */
import type { Db, Tx } from '../../db/client.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import type { ReservationTable } from './kind.ts';

/** Codes tried before giving up: a clash is about one in 887 million per code, six in a row means something is wrong. */
export const CODE_ATTEMPTS = 6;

/**
 * Inserts `values` into a reservation table (villa or boat) with `newCode()`
 * as `reservation_id` and answers the stored row, retrying inside a savepoint
 * (so the caller's transaction survives the failed insert) on a unique clash.
 * After CODE_ATTEMPTS clashes: INTERNAL (500) with the Turkish `unavailable`
 * message, and the caller's transaction rolls back whole.
 */
export async function insertWithFreshCode<T extends ReservationTable>(
  tx: Tx,
  table: T,
  values: Omit<T['$inferInsert'], 'reservation_id'>,
  opts: { newCode: () => string; unavailable: string },
): Promise<T['$inferSelect']> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (sp) => {
        // The two tables share these columns; drizzle cannot insert into a union of tables.
        const [row] = await sp
          .insert(table as ReservationTable)
          .values({ ...values, reservation_id: opts.newCode() } as T['$inferInsert'] & { reservation_id: string })
          .returning();
        if (!row) throw new Error('Insert returned no row');
        return row as T['$inferSelect'];
      });
    } catch (err) {
      if (sqlState(err) !== '23505') throw err;
      if (attempt >= CODE_ATTEMPTS) throw new AppError('INTERNAL', opts.unavailable);
    }
  }
}

/**
 * Runs `write` in its own transaction, and again (at most five more times)
 * when it failed on a code clash (23505) or a deadlock between overlapping
 * writers (40P01); any other failure, or the last one, goes to `fail`
 * (the kind's `rethrowHoldConflict`: a 409 naming the holder, else as is).
 */
export async function transactionRetryingClashes<T>(
  db: Db,
  write: (tx: Tx) => Promise<T>,
  fail: (err: unknown) => Promise<never>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(write);
    } catch (err) {
      if ((sqlState(err) === '23505' || sqlState(err) === '40P01') && attempt < 5) continue;
      return fail(err);
    }
  }
}
