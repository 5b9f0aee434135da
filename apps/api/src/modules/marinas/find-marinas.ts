/**
 * Use cases: list marinas (SPEC §7 `GET /marina?skip&take=10`) with how many
 * boats are berthed at each, and read one (`GET /showmarina/{id}`). Name and
 * location search `q` follows Turkish case rules. Unknown id → 404.
 */
import { CATALOGUE_MESSAGES, type MarinaItem } from '@yali/contract';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marinas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';

const MARINA_NOT_FOUND = CATALOGUE_MESSAGES.marina.notFound;

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

export async function findMarinas(opts: {
  db: Db;
  skip: number;
  take: number;
  q?: string | undefined;
}): Promise<{ items: MarinaItem[]; total: number }> {
  const where = opts.q ? or(foldedColumnLike(marinas.name, opts.q), foldedColumnLike(marinas.location, opts.q)) : undefined;
  return findPage(
    opts.db.select(columns).from(marinas).where(where).orderBy(asc(marinas.name), asc(marinas.marina_id)),
    countRows(opts.db, marinas, where),
    opts,
    toItem,
  );
}

export async function getMarina(opts: { db: Db; id: number }): Promise<MarinaItem> {
  const [row] = await opts.db.select(columns).from(marinas).where(eq(marinas.marina_id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', MARINA_NOT_FOUND);
  return toItem(row);
}

const toItem = (row: MarinaItem): MarinaItem => ({ ...row, boat_count: Number(row.boat_count) });
