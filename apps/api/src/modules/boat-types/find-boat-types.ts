/**
 * Use cases: list boat types (SPEC §7 `GET /boattypes?skip&take=10`) with how
 * many boats use each, and read one (`GET /boattypes/{id}`). Name search `q`
 * follows Turkish case rules (villa-types/search-text.ts). Unknown id → 404.
 */
import { type BoatTypeItem, CATALOGUE_MESSAGES } from '@yali/contract';
import { sql } from 'drizzle-orm';
import { boatTypes } from '../../db/schema.ts';
import { unitTypeReads } from '../rental-units/type-reads.ts';

// Plain SQL: Drizzle leaves columns unqualified in a one-table query, which would
// make the correlated subquery compare its own column with itself.
const reads = unitTypeReads<'boat_count', BoatTypeItem>({
  table: boatTypes,
  countKey: 'boat_count',
  count: sql<number>`(select count(*)::int from boats b where b.type_id = boat_types.id)`,
  notFound: CATALOGUE_MESSAGES.boatType.notFound,
});

/** A page of boat types, `q` searching the name. */
export const findBoatTypes = reads.find;
/** One boat type; 404 when unknown. */
export const getBoatType = reads.get;
