/**
 * Price periods of a rental unit (SPEC §7 `/v1/admin/villas/price`,
 * `/v1/admin/boat/price`; DESIGN §3 prices), written once over a small
 * descriptor per kind: its table and unit column, how it checks the unit,
 * its rate columns and its answer. `end_date` is the last priced night or
 * day (inclusive). Two periods of one unit never share a day: the
 * exclusion constraint (`villa_prices_no_overlap`, `boat_prices_no_overlap`)
 * refuses it (23P01) and the use case answers 409 naming the other period,
 * e.g. 'Bu fiyat dönemi 1 Haziran 2027 – 30 Haziran 2027 dönemiyle
 * çakışıyor.', with `conflict: { id, start_date, end_date }`.
 */
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { boatPrices, villaDates, villaPrices } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { formatRange } from '../villas/shared.ts';

export type PriceTable = typeof villaPrices | typeof boatPrices;
type Range = { start_date: string; end_date: string };

const PRICE_NOT_FOUND = 'Fiyat dönemi bulunamadı.';

/** One kind's price periods: `Table` its table, `Body` its create body, `Period` its answer. */
export type PricePeriodKind<Table extends PriceTable, Body extends Range, Period> = {
  table: Table;
  /** The period's foreign key to its unit (`villa_id`, `boat_id`); the bodies name the unit by the same field. */
  unitId: typeof villaPrices.villa_id | typeof boatPrices.boat_id;
  /** 404 for an unknown unit. */
  assertUnit(db: Db | Tx, id: number): Promise<void>;
  /** The kind's rates and rules a create or update writes besides the unit and the dates. */
  rates(body: Body): Record<string, unknown>;
  toPeriod(row: Table['$inferSelect']): Period;
};

/**
 * The create, update and delete use cases of one kind's price periods.
 * create: 404 unknown unit, 409 overlap. update: `body.id` must belong to the
 * body's unit (else 404), 409 overlap. remove: 404 when it does not exist.
 */
export function pricePeriodWrites<Table extends PriceTable, Body extends Range, Period>(
  kind: PricePeriodKind<Table, Body, Period>,
) {
  // The two tables share these columns; drizzle cannot write to a union of tables.
  const table = kind.table as typeof villaPrices;
  const unitId = kind.unitId as typeof villaPrices.villa_id;
  const unitOf = (body: Body) => (body as unknown as Record<string, number>)[unitId.name] as number;
  const toPeriod = (row: typeof table.$inferSelect) => kind.toPeriod(row as Table['$inferSelect']);

  const columns = (body: Body) => ({ start_date: body.start_date, end_date: body.end_date, ...kind.rates(body) });

  /** Turns an overlap (23P01) into a 409 that names the other period; rethrows anything else. */
  async function explainOverlap(db: Db, err: unknown, body: Body, exceptId?: number): Promise<never> {
    if (sqlState(err) !== '23P01') throw err;
    const [other] = await db
      .select()
      .from(table)
      .where(
        and(
          eq(unitId, unitOf(body)),
          lte(table.start_date, body.end_date),
          gte(table.end_date, body.start_date),
          exceptId === undefined ? undefined : ne(table.id, exceptId),
        ),
      )
      .orderBy(asc(table.start_date))
      .limit(1);
    if (!other) throw new AppError('CONFLICT', 'Bu fiyat dönemi başka bir dönemle çakışıyor.');
    throw new AppError('CONFLICT', `Bu fiyat dönemi ${formatRange(other.start_date, other.end_date)} dönemiyle çakışıyor.`, {
      conflict: { id: other.id, start_date: other.start_date, end_date: other.end_date },
    });
  }

  return {
    async create(opts: { db: Db; body: Body }): Promise<Period> {
      const { db, body } = opts;
      try {
        return await db.transaction(async (tx) => {
          await kind.assertUnit(tx, unitOf(body));
          const [row] = await tx
            .insert(table)
            .values({ [unitId.name]: unitOf(body), ...columns(body) } as typeof table.$inferInsert)
            .returning();
          if (!row) throw new Error('insert returned no row');
          return toPeriod(row);
        });
      } catch (err) {
        return explainOverlap(db, err, body);
      }
    },

    async update(opts: { db: Db; body: Body & { id: number } }): Promise<Period> {
      const { db, body } = opts;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(table)
            .set(columns(body))
            .where(and(eq(table.id, body.id), eq(unitId, unitOf(body))))
            .returning();
          if (!row) throw new AppError('NOT_FOUND', PRICE_NOT_FOUND);
          return toPeriod(row);
        });
      } catch (err) {
        return explainOverlap(db, err, body, body.id);
      }
    },

    remove: (opts: { db: Db; id: number }) => deleteRow(opts.db, table, opts.id, PRICE_NOT_FOUND),
  };
}

/** Deletes row `id` of `table` and answers `{ id }`; 404 with `notFound` when it does not exist. */
export async function deleteRow(
  db: Db,
  table: PriceTable | typeof villaDates,
  id: number,
  notFound: string,
): Promise<{ id: number }> {
  const t = table as typeof villaPrices;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(t).where(eq(t.id, id)).returning({ id: t.id });
    if (!row) throw new AppError('NOT_FOUND', notFound);
    return row;
  });
}
