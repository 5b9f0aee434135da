/**
 * Price periods of a villa (SPEC §7 `POST`, `PUT`, `DELETE /v1/admin/villas/price`;
 * DESIGN §3 prices). `end_date` is the last priced night (inclusive). Two
 * periods of one villa never share a night: the exclusion constraint
 * `villa_prices_no_overlap` refuses it (23P01) and the use case answers 409
 * naming the other period, e.g. '1 Haziran 2027 – 30 Haziran 2027 dönemiyle
 * çakışıyor', with `conflict: { id, start_date, end_date }`.
 */
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { PricePeriod, priceCreateBody, priceUpdateBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { villaPrices } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { assertVillaExists, formatRange } from './shared.ts';

type CreateBody = z.output<typeof priceCreateBody>;
type UpdateBody = z.output<typeof priceUpdateBody>;

function toPeriod(p: typeof villaPrices.$inferSelect): PricePeriod {
  return {
    id: p.id,
    start_date: p.start_date,
    end_date: p.end_date,
    nightly_price_kurus: p.nightly_price_kurus,
    min_nights: p.min_nights,
    checkin_weekdays: p.checkin_weekdays ?? null,
  };
}

const normaliseWeekdays = (w: number[] | null) => (w === null ? null : [...new Set(w)].sort((a, b) => a - b));

/** Turns an overlap (23P01) into a 409 that names the other period; rethrows anything else. */
async function explainOverlap(db: Db, err: unknown, body: CreateBody, exceptId?: number): Promise<never> {
  if (sqlState(err) !== '23P01') throw err;
  const [other] = await db
    .select()
    .from(villaPrices)
    .where(
      and(
        eq(villaPrices.villa_id, body.villa_id),
        lte(villaPrices.start_date, body.end_date),
        gte(villaPrices.end_date, body.start_date),
        exceptId === undefined ? undefined : ne(villaPrices.id, exceptId),
      ),
    )
    .orderBy(asc(villaPrices.start_date))
    .limit(1);
  if (!other) throw new AppError('CONFLICT', 'Bu fiyat dönemi başka bir dönemle çakışıyor.');
  throw new AppError('CONFLICT', `Bu fiyat dönemi ${formatRange(other.start_date, other.end_date)} dönemiyle çakışıyor.`, {
    conflict: { id: other.id, start_date: other.start_date, end_date: other.end_date },
  });
}

/** Adds a price period; 404 for an unknown villa, 409 on overlap. */
export async function createPrice(opts: { db: Db; body: CreateBody }): Promise<PricePeriod> {
  const { db, body } = opts;
  try {
    return await db.transaction(async (tx) => {
      await assertVillaExists(tx, body.villa_id);
      const [row] = await tx
        .insert(villaPrices)
        .values({
          villa_id: body.villa_id,
          start_date: body.start_date,
          end_date: body.end_date,
          nightly_price_kurus: body.nightly_price_kurus,
          min_nights: body.min_nights,
          checkin_weekdays: normaliseWeekdays(body.checkin_weekdays),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toPeriod(row);
    });
  } catch (err) {
    return explainOverlap(db, err, body);
  }
}

/** Changes price period `body.id` (it must belong to `body.villa_id`); 404, 409 on overlap. */
export async function updatePrice(opts: { db: Db; body: UpdateBody }): Promise<PricePeriod> {
  const { db, body } = opts;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(villaPrices)
        .set({
          start_date: body.start_date,
          end_date: body.end_date,
          nightly_price_kurus: body.nightly_price_kurus,
          min_nights: body.min_nights,
          checkin_weekdays: normaliseWeekdays(body.checkin_weekdays),
        })
        .where(and(eq(villaPrices.id, body.id), eq(villaPrices.villa_id, body.villa_id)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Fiyat dönemi bulunamadı.');
      return toPeriod(row);
    });
  } catch (err) {
    return explainOverlap(db, err, body, body.id);
  }
}

/** Removes price period `id`; 404 when it does not exist. */
export async function deletePrice(opts: { db: Db; id: number }): Promise<{ id: number }> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.delete(villaPrices).where(eq(villaPrices.id, opts.id)).returning({ id: villaPrices.id });
    if (!row) throw new AppError('NOT_FOUND', 'Fiyat dönemi bulunamadı.');
    return row;
  });
}
