/**
 * Use cases: districts (bölge) for the back office (SPEC §7
 * `GET /districts?skip&take=10`, optionally of one town, and
 * `GET /districts/{id}`), each with its town's name and villa count.
 * Throws NOT_FOUND (404) for an unknown district.
 */
import { CATALOGUE_MESSAGES, type DistrictItem } from '@yali/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, towns } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';

const DISTRICT_NOT_FOUND = CATALOGUE_MESSAGES.district.notFound;

// Plain SQL on purpose: Drizzle leaves columns unqualified when a query reads one table, which
// would make a correlated subquery compare its own column with itself.
const columns = {
  district_id: districts.district_id,
  town_id: districts.town_id,
  town_name: towns.name,
  name: districts.name,
  slug: districts.slug,
  villa_count: sql<number>`(select count(*)::int from villas v where v.district_id = districts.district_id)`,
};

const toItem = (r: DistrictItem): DistrictItem => ({ ...r, villa_count: Number(r.villa_count) });

export async function findDistricts(opts: {
  db: Db;
  skip: number;
  take: number;
  town_id?: number | undefined;
  q?: string | undefined;
}): Promise<{ items: DistrictItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.town_id !== undefined) conditions.push(eq(districts.town_id, opts.town_id));
  if (opts.q) conditions.push(foldedColumnLike(districts.name, opts.q));
  const where = conditions.length ? and(...conditions) : undefined;
  return findPage(
    opts.db
      .select(columns)
      .from(districts)
      .innerJoin(towns, eq(towns.town_id, districts.town_id))
      .where(where)
      .orderBy(asc(towns.name), asc(districts.name), asc(districts.district_id)),
    countRows(opts.db, districts, where),
    opts,
    toItem,
  );
}

export async function getDistrict(opts: { db: Db; id: number }): Promise<DistrictItem> {
  const [row] = await opts.db
    .select(columns)
    .from(districts)
    .innerJoin(towns, eq(towns.town_id, districts.town_id))
    .where(eq(districts.district_id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', DISTRICT_NOT_FOUND);
  return toItem(row);
}
