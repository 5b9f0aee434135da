/**
 * Use cases: list villa types (SPEC §7 `GET /villatypes?skip&take=10`) with
 * how many villas use each, and read one (`GET /villatypes/{id}`).
 * Name search `q`: see search-text.ts. Throws NOT_FOUND (404).
 */
import { CATALOGUE_MESSAGES, type VillaTypeItem, VILLA_TYPE_ID } from '@yali/contract';
import { asc, sql } from 'drizzle-orm';
import { foldedColumnLike } from './search-text.ts';
import { villaTypes } from '../../db/schema.ts';
import { catalogueReads } from '../../lib/catalogue-rows.ts';

const PROTECTED: readonly number[] = [VILLA_TYPE_ID.apart, VILLA_TYPE_ID.bungalov];

/** True for the types that exist in every installation (18 Apart, 19 Bungalov). */
export const isProtectedType = (id: number) => PROTECTED.includes(id);

// Plain SQL on purpose: Drizzle leaves columns unqualified when a query reads one table, which
// would make a correlated subquery compare its own column with itself.
const villaCount = sql<number>`(select count(*)::int from villa_type_links l where l.type_id = villa_types.id)`;

const columns = { id: villaTypes.id, name: villaTypes.name, slug: villaTypes.slug, villa_count: villaCount };

const reads = catalogueReads({
  table: villaTypes,
  id: villaTypes.id,
  columns,
  search: (q) => foldedColumnLike(villaTypes.name, q),
  order: [asc(villaTypes.id)],
  notFound: CATALOGUE_MESSAGES.villaType.notFound,
  toItem: (row: { id: number; name: string; slug: string; villa_count: number }): VillaTypeItem => ({
    ...row,
    villa_count: Number(row.villa_count),
    protected: isProtectedType(row.id),
  }),
});

/** A page of villa types, `q` searching the name. */
export const findVillaTypes = reads.find;
/** One villa type; 404 when unknown. */
export const getVillaType = reads.get;
