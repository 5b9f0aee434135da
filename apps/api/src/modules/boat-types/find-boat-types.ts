/**
 * Use cases: list boat types (SPEC §7 `GET /boattypes?skip&take=10`) with how
 * many boats use each, and read one (`GET /boattypes/{id}`). Name search `q`
 * follows Turkish case rules (villa-types/search-text.ts). Unknown id → 404.
 */
import { type BoatTypeItem, CATALOGUE_MESSAGES } from '@yali/contract';
import { asc, sql } from 'drizzle-orm';
import { boatTypes } from '../../db/schema.ts';
import { catalogueReads } from '../../lib/catalogue-rows.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';

// Plain SQL: Drizzle leaves columns unqualified in a one-table query, which would
// make the correlated subquery compare its own column with itself.
const boatCount = sql<number>`(select count(*)::int from boats b where b.type_id = boat_types.id)`;
const columns = { id: boatTypes.id, name: boatTypes.name, slug: boatTypes.slug, boat_count: boatCount };

const reads = catalogueReads({
  table: boatTypes,
  id: boatTypes.id,
  columns,
  search: (q) => foldedColumnLike(boatTypes.name, q),
  order: [asc(boatTypes.id)],
  notFound: CATALOGUE_MESSAGES.boatType.notFound,
  toItem: (row: BoatTypeItem): BoatTypeItem => ({ ...row, boat_count: Number(row.boat_count) }),
});

/** A page of boat types, `q` searching the name. */
export const findBoatTypes = reads.find;
/** One boat type; 404 when unknown. */
export const getBoatType = reads.get;
