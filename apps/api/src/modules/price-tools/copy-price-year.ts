/**
 * Copying a villa's seasons to another year (issue 24):
 * `POST /v1/admin/villas/{villa_id}/prices/copy-year[/preview]`. The
 * periods that start in `from_year` are copied to `to_year` (default the
 * next year) on the same month and day (29 February: see `shiftYears`),
 * keeping minimum nights and check-in days; with `percent` the price is
 * × (1 + percent/100) rounded to whole TL. A period starting in the year
 * before (a New Year season) belongs to that year's copy. Periods of the
 * target that overlap a copy refuse the copy (409, nothing written) unless
 * `replace`, which cuts the overlapping nights out of them.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { CopyPriceYearResult, copyPriceYearBody, PriceChangeRow } from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { villaPrices, villas } from '../../db/schema.ts';
import { changedPrice, shiftYears, splitAtRange } from '../../domain/price-changes.ts';
import { AppError } from '../../lib/errors.ts';
import { formatRange } from '../villas/shared.ts';
import { type PeriodPiece, type PeriodRow, pieceOf, problemOf, refuseProblems, rewritePeriod } from './period-rows.ts';

type Body = z.output<typeof copyPriceYearBody>;

const overlaps = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date <= b.end_date && b.start_date <= a.end_date;

async function plan(db: Db | Tx, villaId: number, body: Body, lock: boolean) {
  const [villa] = await db.select({ id: villas.id, name: villas.name }).from(villas).where(eq(villas.id, villaId));
  if (!villa) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  const toYear = body.to_year ?? body.from_year + 1;
  const source = await db
    .select()
    .from(villaPrices)
    .where(
      and(
        eq(villaPrices.villa_id, villaId),
        gte(villaPrices.start_date, `${body.from_year}-01-01`),
        lte(villaPrices.start_date, `${body.from_year}-12-31`),
      ),
    )
    .orderBy(asc(villaPrices.start_date));
  const copies: { from: PeriodRow; piece: PeriodPiece }[] = [];
  for (const period of source) {
    const moved = shiftYears(pieceOf(period), toYear - body.from_year);
    if (!moved) continue; // a single night on 29 February has no twin in a common year
    const price =
      body.percent === 0
        ? moved.nightly_price_kurus
        : changedPrice(moved.nightly_price_kurus, { kind: 'percent', value: body.percent }, 'tl');
    copies.push({ from: period, piece: { ...moved, nightly_price_kurus: price } });
  }
  if (copies.length === 0) {
    throw new AppError('UNPROCESSABLE', `${body.from_year} yılında başlayan fiyat dönemi yok; kopyalanacak bir şey bulunamadı.`);
  }
  const problems = copies.flatMap((c) => problemOf(c.piece, villa.name) ?? []);

  const first = copies[0]?.piece.start_date ?? `${toYear}-01-01`;
  const last = copies.reduce((max, c) => (c.piece.end_date > max ? c.piece.end_date : max), first);
  const nearby = db
    .select()
    .from(villaPrices)
    .where(and(eq(villaPrices.villa_id, villaId), lte(villaPrices.start_date, last), gte(villaPrices.end_date, first)))
    .orderBy(asc(villaPrices.start_date));
  const existing = (lock ? await nearby.for('update') : await nearby).filter((p) => copies.some((c) => overlaps(p, c.piece)));

  const rows: PriceChangeRow[] = copies.map((c) => ({
    period_id: null,
    start_date: c.piece.start_date,
    end_date: c.piece.end_date,
    old_price_kurus: c.from.nightly_price_kurus,
    new_price_kurus: c.piece.nightly_price_kurus,
    min_nights: c.piece.min_nights,
    checkin_weekdays: c.piece.checkin_weekdays,
    changed: true,
  }));
  const result: CopyPriceYearResult = {
    villa_id: villaId,
    from_year: body.from_year,
    to_year: toYear,
    percent: body.percent,
    rows,
    conflicts: existing.map((p) => ({ id: p.id, start_date: p.start_date, end_date: p.end_date })),
    problems,
    applied: false,
  };
  return { result, copies, existing };
}

/** What the copy would write and which periods of the target it meets; writes nothing. */
export async function previewCopyPriceYear(opts: { db: Db; villaId: number; body: Body }): Promise<CopyPriceYearResult> {
  return (await plan(opts.db, opts.villaId, opts.body, false)).result;
}

/**
 * Writes the copies in the caller's transaction. 404 unknown villa, 422 no
 * period to copy or an invalid row, 409 overlapping periods without
 * `replace` — nothing written in any of these.
 */
export async function copyPriceYear(opts: { db: Db; villaId: number; body: Body }): Promise<CopyPriceYearResult> {
  const { db, villaId, body } = opts;
  return db.transaction(async (tx) => {
    const { result, copies, existing } = await plan(tx, villaId, body, true);
    refuseProblems(result.problems);
    if (existing.length > 0 && !body.replace) {
      const names = existing
        .slice(0, 3)
        .map((p) => formatRange(p.start_date, p.end_date))
        .join(', ');
      const more = existing.length > 3 ? ` ve ${existing.length - 3} dönem daha` : '';
      throw new AppError(
        'CONFLICT',
        `${result.to_year} yılında çakışan fiyat dönemleri var: ${names}${more}. Üzerine yazmak için “Var olan dönemlerin yerine yaz” seçeneğini işaretleyin.`,
        { conflicts: result.conflicts },
      );
    }
    for (const period of existing) {
      // Keep only the nights of the old period that no copy covers.
      let kept: PeriodPiece[] = [pieceOf(period)];
      for (const c of copies) kept = kept.flatMap((k) => splitAtRange(k, c.piece).outside);
      await rewritePeriod(tx, period, kept);
    }
    await tx.insert(villaPrices).values(copies.map((c) => c.piece));
    return { ...result, applied: true };
  });
}
