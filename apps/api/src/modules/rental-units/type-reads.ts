/**
 * The two reads of a rental-unit kind's types (SPEC §7 `GET /villatypes`, `GET /boattypes`, 10 a
 * page, and one by id): id, name, slug and how many units use the type (`countKey`: `villa_count`,
 * `boat_count`, read as a number), searched by name under Turkish case rules (search-text.ts), in id
 * order. `extra(row)` adds the kind's own fields (a villa type's `protected`). Unknown id → 404
 * `notFound`.
 */
import { asc, type SQL } from 'drizzle-orm';
import type { boatTypes, villaTypes } from '../../db/schema.ts';
import { catalogueReads } from '../../lib/catalogue-rows.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';

type TypeRow<K extends string> = { id: number; name: string; slug: string } & Record<K, number>;

export function unitTypeReads<K extends string, Item extends TypeRow<K>>(r: {
  table: typeof villaTypes | typeof boatTypes;
  countKey: K;
  /** The correlated count of the units using `table`'s row. */
  count: SQL<number>;
  notFound: string;
  extra?: (row: TypeRow<K>) => Omit<Item, keyof TypeRow<K>>;
}) {
  const { table } = r;
  return catalogueReads<TypeRow<K>, Item>({
    table,
    id: table.id,
    columns: { id: table.id, name: table.name, slug: table.slug, [r.countKey]: r.count },
    search: (q) => foldedColumnLike(table.name, q),
    order: [asc(table.id)],
    notFound: r.notFound,
    toItem: (row) => ({ ...row, [r.countKey]: Number(row[r.countKey]), ...r.extra?.(row) }) as Item,
  });
}
