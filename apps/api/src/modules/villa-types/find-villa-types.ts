/**
 * Use cases: list villa types (SPEC §7 `GET /villatypes?skip&take=10`) with
 * how many villas use each, and read one (`GET /villatypes/{id}`).
 * Name search `q`: see search-text.ts. Throws NOT_FOUND (404).
 */
import { CATALOGUE_MESSAGES, type VillaTypeItem, VILLA_TYPE_ID } from '@yali/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { foldedColumnLike } from './search-text.ts';
import type { Db } from '../../db/client.ts';
import { villaTypes } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';

const PROTECTED: readonly number[] = [VILLA_TYPE_ID.apart, VILLA_TYPE_ID.bungalov];

/** True for the types that exist in every installation (18 Apart, 19 Bungalov). */
export const isProtectedType = (id: number) => PROTECTED.includes(id);

// Plain SQL on purpose: Drizzle leaves columns unqualified when a query reads one table, which
// would make a correlated subquery compare its own column with itself.
const villaCount = sql<number>`(select count(*)::int from villa_type_links l where l.type_id = villa_types.id)`;

const columns = { id: villaTypes.id, name: villaTypes.name, slug: villaTypes.slug, villa_count: villaCount };

export async function findVillaTypes(opts: { db: Db; skip: number; take: number; q?: string | undefined }) {
  const where = opts.q ? foldedColumnLike(villaTypes.name, opts.q) : undefined;
  return findPage(
    opts.db.select(columns).from(villaTypes).where(where).orderBy(asc(villaTypes.id)),
    countRows(opts.db, villaTypes, where),
    opts,
    toItem,
  );
}

export async function getVillaType(opts: { db: Db; id: number }): Promise<VillaTypeItem> {
  const [row] = await opts.db.select(columns).from(villaTypes).where(eq(villaTypes.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.villaType.notFound);
  return toItem(row);
}

function toItem(row: { id: number; name: string; slug: string; villa_count: number }): VillaTypeItem {
  return { ...row, villa_count: Number(row.villa_count), protected: isProtectedType(row.id) };
}
