/**
 * One page of a back-office list (SPEC §9 page sizes), written once: the
 * rows of a query the caller has filtered and ordered, from `skip`, at most
 * `take`, beside `total`, how many rows the same filter matches.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** `{ items, total }`: `list` from `page.skip`, at most `page.take` rows, each mapped by `toItem`; `total` from `counted`. */
export async function findPage<Row, Item>(
  list: { offset(skip: number): { limit(take: number): PromiseLike<Row[]> } },
  counted: PromiseLike<{ n: number }[]>,
  page: { skip: number; take: number },
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; total: number }> {
  const [rows, [total]] = await Promise.all([list.offset(page.skip).limit(page.take), counted]);
  return { items: rows.map(toItem), total: total?.n ?? 0 };
}

/** How many rows of `table` match `where` (all of them when undefined), as `[{ n }]`. */
export const countRows = (db: Db, table: PgTable, where: SQL | undefined) => db.select({ n: count() }).from(table).where(where);
