/**
 * Villas with bookable days ahead that have no price (issue 24):
 * `GET /v1/admin/prices/missing?days=365[&villa_id=]`. A day counts when it
 * lies in the next `days` days from today (Europe/Istanbul), no price period
 * covers it, and nothing holds it (a closed range, a blocking, an option or
 * a confirmed reservation: those days cannot be booked anyway). Without
 * `villa_id` only active villas are listed; an OWNER sees only their own.
 * A night without a price makes a stay "price on request" (DESIGN §3), so
 * these are the days a guest cannot book online.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { MISSING_PRICE_GAPS_SHOWN, type MissingPriceVilla, type MissingPricesResult } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villaHolds } from '../../db/holds.ts';
import { villaPrices, villas } from '../../db/schema.ts';
import { nightsBetween, type NightRange, uncoveredRanges } from '../../domain/price-changes.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { addDays } from '../../domain/quote.ts';
import type { AuthUser } from '../../lib/auth.ts';

/**
 * The villas with unpriced bookable days in the window, most such days
 * first; each with the count, the total number of gaps and the first gaps.
 * `now` fixes "today" for tests.
 */
export async function findMissingPrices(opts: {
  db: Db;
  user: AuthUser;
  days: number;
  villaId?: number | undefined;
  now?: Date;
}): Promise<MissingPricesResult> {
  const { db, user, days, villaId } = opts;
  const from = todayInIstanbul(opts.now);
  const to = addDays(from, days - 1);
  const where: SQL | undefined = and(
    user.role === 'OWNER' ? eq(villas.owner_id, user.id) : undefined,
    villaId === undefined ? eq(villas.active, true) : eq(villas.id, villaId),
  );
  const chosen = db.select({ id: villas.id }).from(villas).where(where);
  const [list, periods, holds] = await Promise.all([
    db
      .select({ id: villas.id, name: villas.name, active: villas.active })
      .from(villas)
      .where(where)
      .orderBy(asc(villas.name), asc(villas.id)),
    db
      .select({ villa_id: villaPrices.villa_id, start_date: villaPrices.start_date, end_date: villaPrices.end_date })
      .from(villaPrices)
      .where(and(inArray(villaPrices.villa_id, chosen), lte(villaPrices.start_date, to), gte(villaPrices.end_date, from))),
    // Holds are half-open [start, end): their last night is the day before `upper`.
    db
      .select({
        villa_id: villaHolds.villa_id,
        start_date: sql<string>`lower(${villaHolds.period})::text`,
        end_date: sql<string>`(upper(${villaHolds.period}) - 1)::text`,
      })
      .from(villaHolds)
      .where(
        and(
          inArray(villaHolds.villa_id, chosen),
          sql`${villaHolds.period} && daterange(${from}::date, ${addDays(to, 1)}::date, '[)')`,
        ),
      ),
  ]);

  const coversOf = new Map<number, NightRange[]>();
  for (const c of [...periods, ...holds]) {
    const covers = coversOf.get(c.villa_id) ?? [];
    covers.push(c);
    coversOf.set(c.villa_id, covers);
  }
  const window = { start_date: from, end_date: to };
  const result: MissingPriceVilla[] = [];
  for (const villa of list) {
    const gaps = uncoveredRanges(window, coversOf.get(villa.id) ?? []);
    if (gaps.length === 0) continue;
    const withDays = gaps.map((g) => ({ ...g, days: nightsBetween(g.start_date, g.end_date) }));
    result.push({
      villa_id: villa.id,
      name: villa.name,
      active: villa.active,
      missing_days: withDays.reduce((sum, g) => sum + g.days, 0),
      gaps: withDays.slice(0, MISSING_PRICE_GAPS_SHOWN),
      gap_count: gaps.length,
    });
  }
  result.sort((a, b) => b.missing_days - a.missing_days);
  return { from, to, days, villas: result };
}
