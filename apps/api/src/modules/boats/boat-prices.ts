/**
 * Price periods of a boat (SPEC §7 `POST`, `PUT`, `DELETE /v1/admin/boat/price`,
 * taking the period's id exactly like `/villas/price`: in the body for PUT,
 * in the body or `?id=` for DELETE). Daily and optional weekly rates are
 * kuruş; `end_date` is the last priced day (inclusive). Two periods of one
 * boat never share a day: the exclusion constraint `boat_prices_no_overlap`
 * refuses it (23P01) and the use case answers 409 naming the other period,
 * e.g. 'Bu fiyat dönemi 1 Haziran 2027 – 30 Haziran 2027 dönemiyle çakışıyor.'.
 */
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { BoatPricePeriod, boatPriceCreateBody, boatPriceUpdateBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boatPrices } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { formatRange } from '../villas/shared.ts';
import { assertBoatExists, toPricePeriod } from './hydrate.ts';

type CreateBody = z.output<typeof boatPriceCreateBody>;
type UpdateBody = z.output<typeof boatPriceUpdateBody>;

const PRICE_NOT_FOUND = 'Fiyat dönemi bulunamadı.';

/** Turns an overlap (23P01) into a 409 that names the other period; rethrows anything else. */
async function explainOverlap(db: Db, err: unknown, body: CreateBody, exceptId?: number): Promise<never> {
  if (sqlState(err) !== '23P01') throw err;
  const [other] = await db
    .select()
    .from(boatPrices)
    .where(
      and(
        eq(boatPrices.boat_id, body.boat_id),
        lte(boatPrices.start_date, body.end_date),
        gte(boatPrices.end_date, body.start_date),
        exceptId === undefined ? undefined : ne(boatPrices.id, exceptId),
      ),
    )
    .orderBy(asc(boatPrices.start_date))
    .limit(1);
  if (!other) throw new AppError('CONFLICT', 'Bu fiyat dönemi başka bir dönemle çakışıyor.');
  throw new AppError('CONFLICT', `Bu fiyat dönemi ${formatRange(other.start_date, other.end_date)} dönemiyle çakışıyor.`, {
    conflict: { id: other.id, start_date: other.start_date, end_date: other.end_date },
  });
}

const values = (body: CreateBody) => ({
  start_date: body.start_date,
  end_date: body.end_date,
  daily_price_kurus: body.daily_price_kurus,
  weekly_price_kurus: body.weekly_price_kurus,
  min_days: body.min_days,
});

/** Adds a price period; 404 for an unknown boat, 409 on overlap. */
export async function createBoatPrice(opts: { db: Db; body: CreateBody }): Promise<BoatPricePeriod> {
  const { db, body } = opts;
  try {
    return await db.transaction(async (tx) => {
      await assertBoatExists(tx, body.boat_id);
      const [row] = await tx
        .insert(boatPrices)
        .values({ boat_id: body.boat_id, ...values(body) })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toPricePeriod(row);
    });
  } catch (err) {
    return explainOverlap(db, err, body);
  }
}

/** Changes price period `body.id`, which must belong to `body.boat_id` (else 404); 409 on overlap. */
export async function updateBoatPrice(opts: { db: Db; body: UpdateBody }): Promise<BoatPricePeriod> {
  const { db, body } = opts;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(boatPrices)
        .set(values(body))
        .where(and(eq(boatPrices.id, body.id), eq(boatPrices.boat_id, body.boat_id)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', PRICE_NOT_FOUND);
      return toPricePeriod(row);
    });
  } catch (err) {
    return explainOverlap(db, err, body, body.id);
  }
}

/** Removes price period `id`; 404 when it does not exist. */
export async function deleteBoatPrice(opts: { db: Db; id: number }): Promise<{ id: number }> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.delete(boatPrices).where(eq(boatPrices.id, opts.id)).returning({ id: boatPrices.id });
    if (!row) throw new AppError('NOT_FOUND', PRICE_NOT_FOUND);
    return row;
  });
}
