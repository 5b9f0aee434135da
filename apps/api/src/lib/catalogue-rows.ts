/**
 * Saving and deleting catalogue rows (boat types, villa types, marinas,
 * towns, districts), written once over one small descriptor per resource:
 * its table and id column, its Turkish answers (contract
 * `CATALOGUE_MESSAGES`) and what uses its rows — villas or boats, the two
 * kinds of rental unit, each named in the 409 by `UNIT_KINDS`.
 *
 * - save: insert or update in a transaction; a unique slug taken → 409
 *   `duplicate`; unknown id → 404 `notFound`.
 * - delete: the row locked, 404 when missing; rows that use it → 409
 *   naming them; a use added meanwhile (foreign key, 23503) → 409 `inUse`.
 */
import { type AnyColumn, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { boats, villas } from '../db/schema.ts';
import { AppError, sqlState } from './errors.ts';
import { countRows, findPage } from './find-page.ts';

/** A rental unit that uses a catalogue row, as a 409 lists it (`details.villas` / `details.boats`). */
export type UnitUsage = { id: number; name: string };

/** How a 409 names the units of one kind: 'villada' / 'teknede', '… ve 3 villa daha', its details key. */
export const UNIT_KINDS = {
  villa: { noun: 'villa', locative: 'villada', key: 'villas', table: villas },
  boat: { noun: 'tekne', locative: 'teknede', key: 'boats', table: boats },
} as const;
export type UnitKind = (typeof UNIT_KINDS)[keyof typeof UNIT_KINDS];

/** How many names a 409 spells out before '… ve N villa daha'. */
const SHOWN = 5;

/** 'A, B, C, D, E ve 3 bölge daha': up to five of `names`, then how many more of `noun`. */
export function nameSome(names: string[], noun: string): string {
  const shown = names.slice(0, SHOWN);
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} ve ${rest} ${noun} daha` : shown.join(', ');
}

/**
 * 409 for a record that units still use: '{subject} 7 villada kullanılıyor: A, B, … ve 2 villa daha. {action}',
 * details `{ villas | boats: units, ...extra }`. `subject` carries its Turkish demonstrative ('Bu villa tipi').
 */
export function unitsInUseError(
  kind: UnitKind,
  subject: string,
  units: UnitUsage[],
  action: string,
  extra: Record<string, unknown> = {},
): AppError {
  const message = `${subject} ${units.length} ${kind.locative} kullanılıyor: ${nameSome(
    units.map((u) => u.name),
    kind.noun,
  )}. ${action}`;
  return new AppError('CONFLICT', message, { [kind.key]: units, ...extra });
}

/** The units of one kind that use a catalogue row (by name, then id): they block its delete. */
export type UsedBy = { kind: UnitKind; units: (tx: Tx, id: number) => Promise<UnitUsage[]> };

/** `UsedBy` of the units of `kind` whose `column` holds the row's id. */
export function unitsWhere(kind: UnitKind, column: AnyColumn): UsedBy {
  const { table } = kind;
  const units = (tx: Tx, id: number) =>
    tx.select({ id: table.id, name: table.name }).from(table).where(eq(column, id)).orderBy(asc(table.name), asc(table.id));
  return { kind, units };
}

/** One catalogue resource as its save and delete see it. */
export type CatalogueRows<V extends object = object> = {
  table: PgTable;
  /** The primary key column (`id`, `marina_id`, `town_id`, `district_id`). */
  id: AnyPgColumn;
  /** Contract `CATALOGUE_MESSAGES` of the resource. */
  messages: { notFound: string; duplicate: string; inUse: string; subject: string; blocked: string };
  /** Checks in the save's transaction before the write (e.g. the parent exists); may throw an AppError. */
  beforeSave?: (tx: Tx, id: number | undefined, values: V) => Promise<void>;
  /** Units that block a delete: 409 '{subject} N villada kullanılıyor: …. {blocked}'. */
  usedBy?: UsedBy;
  /** Instead of `usedBy`: what blocks the delete of row `id` (a 409), or null; runs with the row locked. */
  blocker?: (tx: Tx, id: number) => Promise<AppError | null>;
};

/** The 409 that blocks deleting row `id` of `rows`, or null. */
async function blockerOf<V extends object>(tx: Tx, rows: CatalogueRows<V>, id: number): Promise<AppError | null> {
  if (rows.blocker) return rows.blocker(tx, id);
  if (!rows.usedBy) return null;
  const units = await rows.usedBy.units(tx, id);
  return units.length > 0 ? unitsInUseError(rows.usedBy.kind, rows.messages.subject, units, rows.messages.blocked) : null;
}

/** Inserts (`id` undefined) or updates a row with `values`; answers its id. Errors: see the module comment. */
export async function saveCatalogueRow<V extends object>(
  db: Db,
  rows: CatalogueRows<V>,
  id: number | undefined,
  values: V,
): Promise<number> {
  // The table is generic here; its descriptor fixes which columns `values` holds.
  const table = rows.table as PgTable & Record<string, AnyPgColumn>;
  try {
    return await db.transaction(async (tx) => {
      await rows.beforeSave?.(tx, id, values);
      if (id === undefined) {
        const [row] = await tx
          .insert(table)
          .values(values as never)
          .returning({ id: rows.id });
        return row!.id as number;
      }
      const [row] = await tx
        .update(table)
        .set(values as never)
        .where(eq(rows.id, id))
        .returning({ id: rows.id });
      if (!row) throw new AppError('NOT_FOUND', rows.messages.notFound);
      return row.id as number;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', rows.messages.duplicate);
    throw err;
  }
}

/** Deletes row `id` unless something uses it. Errors: see the module comment. */
export async function deleteCatalogueRow<V extends object>(db: Db, rows: CatalogueRows<V>, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: rows.id }).from(rows.table).where(eq(rows.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', rows.messages.notFound);
      const blocked = await blockerOf(tx, rows, id);
      if (blocked) throw blocked;
      await tx.delete(rows.table).where(eq(rows.id, id));
    });
  } catch (err) {
    if (sqlState(err) === '23503') throw new AppError('CONFLICT', rows.messages.inUse);
    throw err;
  }
}

/**
 * The two reads of a catalogue resource: a page of rows (`find`: `skip`,
 * `take`, an optional search `q` turned into a condition by `search`, in
 * `order`) and one row by id (`get`: 404 with `notFound`). `columns` is the
 * select list, `toItem` its answer shape (e.g. counts read as numbers).
 */
export function catalogueReads<Row, Item>(r: {
  table: PgTable;
  id: AnyPgColumn;
  columns: SelectedFields;
  search: (q: string) => SQL | undefined;
  order: (AnyPgColumn | SQL)[];
  notFound: string;
  toItem: (row: Row) => Item;
}) {
  // One select list over one table: its rows are `Row` by the caller's columns.
  const select = (db: Db) => db.select(r.columns).from(r.table) as unknown as SelectFrom<Row>;
  return {
    find(opts: { db: Db; skip: number; take: number; q?: string | undefined }): Promise<{ items: Item[]; total: number }> {
      const where = opts.q ? r.search(opts.q) : undefined;
      return findPage(
        select(opts.db)
          .where(where)
          .orderBy(...r.order),
        countRows(opts.db, r.table, where),
        opts,
        r.toItem,
      );
    },
    async get(opts: { db: Db; id: number }): Promise<Item> {
      const [row] = await select(opts.db).where(eq(r.id, opts.id));
      if (!row) throw new AppError('NOT_FOUND', r.notFound);
      return r.toItem(row);
    },
  };
}

type SelectFrom<Row> = {
  where(where: SQL | undefined): PromiseLike<Row[]> & {
    orderBy(...order: (AnyPgColumn | SQL)[]): { offset(skip: number): { limit(take: number): PromiseLike<Row[]> } };
  };
};
