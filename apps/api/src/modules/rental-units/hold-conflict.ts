/**
 * The no-overlap refusal of any rental unit kind as a 409: each kind's
 * database refuses an overlapping hold with SQLSTATE 23P01 (villa:
 * `villa_holds`; boat: `boat_reservations_no_overlap`), and each kind names
 * the holder its own way. Looked up after the refused transaction rolled
 * back; by then the winner has committed (PostgreSQL makes the loser wait).
 */
import { AppError, sqlState } from '../../lib/errors.ts';

/**
 * Rethrows `err` as a 409 whose message names the holder `find` answers
 * (and carries it as `conflict`) when it is the no-overlap refusal; any other
 * error is rethrown as is.
 */
export async function rethrowAsHoldConflict<C>(
  err: unknown,
  find: () => Promise<C | null>,
  message: (conflict: C | null) => string,
): Promise<never> {
  if (sqlState(err) !== '23P01') throw err;
  const conflict = await find();
  throw new AppError('CONFLICT', message(conflict), conflict ? { conflict } : {});
}
