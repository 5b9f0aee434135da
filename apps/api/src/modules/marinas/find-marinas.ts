/**
 * Use cases: list marinas (SPEC §7 `GET /marina?skip&take=10`) with how many
 * boats are berthed at each, and read one (`GET /showmarina/{id}`). Name and
 * location search `q` follows Turkish case rules. Unknown id → 404.
 */
import { CATALOGUE_MESSAGES, type MarinaItem } from '@yali/contract';
import { asc, or, sql } from 'drizzle-orm';
import { marinas } from '../../db/schema.ts';
import { catalogueReads } from '../../lib/catalogue-rows.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';

// Plain SQL on purpose (see find-boat-types.ts).
const boatCount = sql<number>`(select count(*)::int from boats b where b.marina_id = marinas.marina_id)`;
const columns = {
  marina_id: marinas.marina_id,
  name: marinas.name,
  slug: marinas.slug,
  location: marinas.location,
  lat: marinas.lat,
  lng: marinas.lng,
  boat_count: boatCount,
};

const reads = catalogueReads({
  table: marinas,
  id: marinas.marina_id,
  columns,
  search: (q) => or(foldedColumnLike(marinas.name, q), foldedColumnLike(marinas.location, q)),
  order: [asc(marinas.name), asc(marinas.marina_id)],
  notFound: CATALOGUE_MESSAGES.marina.notFound,
  toItem: (row: MarinaItem): MarinaItem => ({ ...row, boat_count: Number(row.boat_count) }),
});

/** A page of marinas, `q` searching the name and the location. */
export const findMarinas = reads.find;
/** One marina; 404 when unknown. */
export const getMarina = reads.get;
