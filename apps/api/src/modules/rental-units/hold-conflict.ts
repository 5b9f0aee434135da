/**
 * The no-overlap refusal of any rental unit kind as a 409: each kind's
 * database refuses an overlapping hold with SQLSTATE 23P01 (villa:
 * `villa_holds`; boat: `boat_reservations_no_overlap`), and each kind names
 * the holder its own way. Looked up after the refused transaction rolled
 * back; by then the winner has committed (PostgreSQL makes the loser wait).
 */
import { and, asc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { villaDates } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import type { RentalUnitKind, ReservationTable } from './kind.ts';

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

/** A table of day ranges [started_at, finished_at) of a unit: reservations of either kind, closed villa dates. */
type RangeTable = ReservationTable | typeof villaDates;

/**
 * The earliest row of `table` whose unit column (`unit.column`) is `unit.id`
 * and which shares a day with the half-open range [start, end); `also`
 * narrows it (status, an id left out). Null when none.
 */
export async function firstOverlapping<T extends RangeTable>(
  db: Db | Tx,
  table: T,
  unit: { column: AnyPgColumn; id: number },
  range: { start: string; end: string },
  ...also: (SQL | undefined)[]
): Promise<T['$inferSelect'] | null> {
  // The tables share these columns; drizzle cannot select from a union of tables.
  const t = table as typeof villaDates;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(unit.column, unit.id), lt(t.started_at, range.end), gt(t.finished_at, range.start), ...also))
    .orderBy(asc(t.started_at))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}
