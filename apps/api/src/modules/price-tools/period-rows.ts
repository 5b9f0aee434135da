/**
 * What the bulk change and the year copy share: checking a period they are
 * about to write with the same rules as `POST /villas/price` (the contract's
 * `priceCreateBody`: price above 0 and within range, minimum nights,
 * check-in days, end not before start), rewriting a period as its pieces,
 * and the 422 that refuses a request with any invalid row.
 */
import { eq } from 'drizzle-orm';
import { type PriceProblem, priceCreateBody } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { villaPrices } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatRange } from '../villas/shared.ts';

export type PeriodRow = typeof villaPrices.$inferSelect;
/** A period to write: the row's fields but its id and creation time. */
export type PeriodPiece = Pick<
  PeriodRow,
  'villa_id' | 'start_date' | 'end_date' | 'nightly_price_kurus' | 'min_nights' | 'checkin_weekdays'
>;

/**
 * The problem of `piece` by the rules of a single price period, or
 * undefined when it may be written. `villaName` names it in the message.
 */
export function problemOf(piece: PeriodPiece, villaName: string): PriceProblem | undefined {
  const parsed = priceCreateBody.safeParse({
    villa_id: piece.villa_id,
    start_date: piece.start_date,
    end_date: piece.end_date,
    nightly_price_kurus: piece.nightly_price_kurus,
    min_nights: piece.min_nights,
    checkin_weekdays: piece.checkin_weekdays ?? null,
  });
  if (parsed.success) return undefined;
  const reason = parsed.error.issues[0]?.message ?? 'Geçersiz fiyat dönemi.';
  return {
    villa_id: piece.villa_id,
    start_date: piece.start_date,
    end_date: piece.end_date,
    message: `${villaName}, ${formatRange(piece.start_date, piece.end_date)}: ${reason}`,
  };
}

/** Throws UNPROCESSABLE (422) naming the first problem and carrying them all, so nothing is written. */
export function refuseProblems(problems: readonly PriceProblem[]): void {
  const [first] = problems;
  if (!first) return;
  const more = problems.length > 1 ? ` (ve ${problems.length - 1} sorun daha)` : '';
  throw new AppError('UNPROCESSABLE', `${first.message}${more} Hiçbir fiyat değiştirilmedi.`, { problems });
}

/**
 * Replaces period `original` by `pieces` (nights within the original, not
 * overlapping each other): the first piece keeps the original's id, the
 * others are added, none deletes it. Shrinking first, adding after, keeps
 * the no-overlap constraint satisfied after every statement.
 */
export async function rewritePeriod(db: Db | Tx, original: PeriodRow, pieces: readonly PeriodPiece[]): Promise<void> {
  const [kept, ...added] = pieces;
  if (!kept) {
    await db.delete(villaPrices).where(eq(villaPrices.id, original.id));
    return;
  }
  await db
    .update(villaPrices)
    .set({ start_date: kept.start_date, end_date: kept.end_date, nightly_price_kurus: kept.nightly_price_kurus })
    .where(eq(villaPrices.id, original.id));
  if (added.length > 0) await db.insert(villaPrices).values([...added]);
}

/** The fields of `row` a piece copies (everything but id and creation time). */
export const pieceOf = (row: PeriodRow): PeriodPiece => ({
  villa_id: row.villa_id,
  start_date: row.start_date,
  end_date: row.end_date,
  nightly_price_kurus: row.nightly_price_kurus,
  min_nights: row.min_nights,
  checkin_weekdays: row.checkin_weekdays ?? null,
});
