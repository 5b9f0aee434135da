/**
 * Use cases: list villa types (SPEC §7 `GET /villatypes?skip&take=10`) with
 * how many villas use each, and read one (`GET /villatypes/{id}`).
 * Name search `q`: see search-text.ts (the reads: rental-units/type-reads.ts). Throws NOT_FOUND (404).
 */
import { CATALOGUE_MESSAGES, type VillaTypeItem, VILLA_TYPE_ID } from '@yali/contract';
import { sql } from 'drizzle-orm';
import { villaTypes } from '../../db/schema.ts';
import { unitTypeReads } from '../rental-units/type-reads.ts';

const PROTECTED: readonly number[] = [VILLA_TYPE_ID.apart, VILLA_TYPE_ID.bungalov];

/** True for the types that exist in every installation (18 Apart, 19 Bungalov). */
export const isProtectedType = (id: number) => PROTECTED.includes(id);

// Plain SQL on purpose: Drizzle leaves columns unqualified when a query reads one table, which
// would make a correlated subquery compare its own column with itself.
const reads = unitTypeReads<'villa_count', VillaTypeItem>({
  table: villaTypes,
  countKey: 'villa_count',
  count: sql<number>`(select count(*)::int from villa_type_links l where l.type_id = villa_types.id)`,
  notFound: CATALOGUE_MESSAGES.villaType.notFound,
  extra: (row) => ({ protected: isProtectedType(row.id) }),
});

/** A page of villa types, `q` searching the name. */
export const findVillaTypes = reads.find;
/** One villa type; 404 when unknown. */
export const getVillaType = reads.get;
