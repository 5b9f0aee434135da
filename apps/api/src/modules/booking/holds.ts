/**
 * Reads of `villa_holds` (migration 0002): every holding record of a villa
 * (option and confirmed reservations, external blockings, closed dates) as a
 * half-open range. The table is maintained by triggers and is not part of
 * the Drizzle schema, hence plain SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { DateRange } from '../../domain/availability.ts';

/** Rows of a raw query, on PGlite and on node-postgres alike. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** Holds of one villa overlapping [from, to). */
export async function loadHolds(db: Db | Tx, villaId: number, from: string, to: string): Promise<DateRange[]> {
  return rowsOf<DateRange>(
    db,
    sql`select lower(period)::text as "start", upper(period)::text as "end" from villa_holds
        where villa_id = ${villaId} and period && daterange(${from}::date, ${to}::date, '[)')
        order by lower(period)`,
  );
}

/** Holds of many villas overlapping [from, to), grouped by villa. */
export async function loadHoldsOf(db: Db | Tx, villaIds: number[], from: string, to: string): Promise<Map<number, DateRange[]>> {
  const map = new Map<number, DateRange[]>();
  if (villaIds.length === 0) return map;
  const rows = await rowsOf<DateRange & { villa_id: number }>(
    db,
    sql`select villa_id, lower(period)::text as "start", upper(period)::text as "end" from villa_holds
        where villa_id in (${sql.join(
          villaIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and period && daterange(${from}::date, ${to}::date, '[)')
        order by villa_id, lower(period)`,
  );
  for (const r of rows) {
    const list = map.get(r.villa_id) ?? [];
    list.push({ start: r.start, end: r.end });
    map.set(r.villa_id, list);
  }
  return map;
}
