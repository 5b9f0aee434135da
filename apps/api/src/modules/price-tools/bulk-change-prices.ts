/**
 * Bulk price change (issue 24): `POST /v1/admin/prices/bulk/preview` and
 * `POST /v1/admin/prices/bulk`. Every price period of the chosen villas
 * that overlaps the nights `from` … `to` gets the new nightly price; a
 * period reaching outside the range is split at its edges, the parts
 * outside keeping their price, minimum nights and check-in days. The apply
 * runs in the request's one transaction (decision 013): one invalid row
 * (a price at or below 0, above the limit) refuses the whole request with
 * 422 and nothing changes. A villa with no period in the range is only
 * reported.
 */
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { BulkPriceResult, BulkPriceVilla, bulkPriceBody, PriceChangeRow } from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { villaPrices, villas } from '../../db/schema.ts';
import { changedPrice, splitAtRange } from '../../domain/price-changes.ts';
import { AppError } from '../../lib/errors.ts';
import { type PeriodPiece, type PeriodRow, pieceOf, problemOf, refuseProblems, rewritePeriod } from './period-rows.ts';

type Body = z.output<typeof bulkPriceBody>;

type Plan = { result: BulkPriceResult; writes: { original: PeriodRow; pieces: PeriodPiece[] }[] };

/** Reads the villas and their periods in the range (locked when `lock`) and works out every row. */
async function plan(db: Db | Tx, body: Body, lock: boolean): Promise<Plan> {
  const ids = [...new Set(body.villa_ids)];
  const found = await db
    .select({ id: villas.id, name: villas.name })
    .from(villas)
    .where(inArray(villas.id, ids))
    .orderBy(asc(villas.name), asc(villas.id));
  const unknown = ids.filter((id) => !found.some((v) => v.id === id));
  if (unknown.length > 0) {
    throw new AppError('NOT_FOUND', `Villa bulunamadı: ${unknown.map((id) => `#${id}`).join(', ')}.`);
  }
  const query = db
    .select()
    .from(villaPrices)
    .where(and(inArray(villaPrices.villa_id, ids), lte(villaPrices.start_date, body.to), gte(villaPrices.end_date, body.from)))
    .orderBy(asc(villaPrices.villa_id), asc(villaPrices.start_date));
  // Locked so that an edit of the same periods waits for this change instead of being overwritten.
  const periods = lock ? await query.for('update') : await query;

  const range = { start_date: body.from, end_date: body.to };
  const writes: Plan['writes'] = [];
  const result: BulkPriceResult = {
    villas: [],
    changed_periods: 0,
    changed_villas: 0,
    villas_without_prices: 0,
    problems: [],
    applied: false,
  };
  for (const villa of found) {
    const entry: BulkPriceVilla = { villa_id: villa.id, name: villa.name, rows: [], problems: [] };
    for (const period of periods.filter((p) => p.villa_id === villa.id)) {
      const { inside, outside } = splitAtRange(pieceOf(period), range);
      if (!inside) continue;
      const changed = { ...inside, nightly_price_kurus: changedPrice(inside.nightly_price_kurus, body.change, body.rounding) };
      const problem = problemOf(changed, villa.name);
      if (problem) entry.problems.push(problem);
      writes.push({ original: period, pieces: [changed, ...outside] });
      const rows: PriceChangeRow[] = [changed, ...outside]
        .map((piece) => ({
          period_id: period.id,
          start_date: piece.start_date,
          end_date: piece.end_date,
          old_price_kurus: period.nightly_price_kurus,
          new_price_kurus: piece.nightly_price_kurus,
          min_nights: piece.min_nights,
          checkin_weekdays: piece.checkin_weekdays,
          changed: piece === changed,
        }))
        .sort((a, b) => a.start_date.localeCompare(b.start_date));
      entry.rows.push(...rows);
      result.changed_periods += 1;
    }
    if (entry.rows.length === 0) result.villas_without_prices += 1;
    else result.changed_villas += 1;
    result.problems.push(...entry.problems);
    result.villas.push(entry);
  }
  return { result, writes };
}

/** What the change would do, per villa, with the rows that may not be written; writes nothing. */
export async function previewBulkPriceChange(opts: { db: Db; body: Body }): Promise<BulkPriceResult> {
  return (await plan(opts.db, opts.body, false)).result;
}

/**
 * Applies the change in the caller's transaction (the admin request's);
 * 422 UNPROCESSABLE with `problems` when any row is invalid, 404 for an
 * unknown villa id — nothing written in either case.
 */
export async function applyBulkPriceChange(opts: { db: Db; body: Body }): Promise<BulkPriceResult> {
  const { db, body } = opts;
  return db.transaction(async (tx) => {
    const { result, writes } = await plan(tx, body, true);
    refuseProblems(result.problems);
    for (const w of writes) await rewritePeriod(tx, w.original, w.pieces);
    return { ...result, applied: true };
  });
}
