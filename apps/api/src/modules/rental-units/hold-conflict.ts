/**
 * The no-overlap refusal of any rental unit kind as a 409: each kind's
 * database refuses an overlapping hold with SQLSTATE 23P01 (villa:
 * `villa_holds`; boat: `boat_reservations_no_overlap`), and each kind names
 * the holder its own way. Looked up after the refused transaction rolled
 * back; by then the winner has committed (PostgreSQL makes the loser wait).
 */
import { AppError, sqlState } from '../../lib/errors.ts';
import type { RentalUnitKind } from './kind.ts';

/**
 * A 409 CONFLICT refusing days of a villa or boat that are taken: a hold
 * write the exclusion constraint refused, or a booking request for
 * unavailable dates. The error handler answers it like any AppError; `unit`
 * lets `/metrics` count booking conflicts per kind without the use cases
 * knowing about metrics.
 */
export class BookingConflictError extends AppError {
  readonly unit: RentalUnitKind['kind'];

  constructor(unit: RentalUnitKind['kind'], message: string, details?: Record<string, unknown>) {
    super('CONFLICT', message, details);
    this.unit = unit;
  }
}

/**
 * Rethrows `err` as a 409 of `unit` whose message names the holder `find`
 * answers (and carries it as `conflict`) when it is the no-overlap refusal;
 * any other error is rethrown as is.
 */
export async function rethrowAsHoldConflict<C>(
  err: unknown,
  unit: RentalUnitKind['kind'],
  find: () => Promise<C | null>,
  message: (conflict: C | null) => string,
): Promise<never> {
  if (sqlState(err) !== '23P01') throw err;
  const conflict = await find();
  throw new BookingConflictError(unit, message(conflict), conflict ? { conflict } : {});
}
