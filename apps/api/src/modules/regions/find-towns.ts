/**
 * Use cases: towns (ilçe) for the back office (SPEC §7): a page with district
 * and villa counts (`GET /towns?skip&take=10`), every town for selects
 * (`GET /towns/select`), and one town with its districts (`GET /showtown/{id}`).
 * Throws NOT_FOUND (404) for an unknown town.
 */
import { CATALOGUE_MESSAGES, type TownDetail, type TownItem, type TownOption } from '@yali/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { towns } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';
import { findDistricts } from './find-districts.ts';

const TOWN_NOT_FOUND = CATALOGUE_MESSAGES.town.notFound;

// Plain SQL on purpose: Drizzle leaves columns unqualified when a query reads one table, which
// would make a correlated subquery compare its own column with itself.
const columns = {
  town_id: towns.town_id,
  name: towns.name,
  slug: towns.slug,
  district_count: sql<number>`(select count(*)::int from districts d where d.town_id = towns.town_id)`,
  villa_count: sql<number>`(select count(*)::int from villas v where v.town_id = towns.town_id)`,
};

const toItem = (r: TownItem): TownItem => ({
  ...r,
  district_count: Number(r.district_count),
  villa_count: Number(r.villa_count),
});

export async function findTowns(opts: { db: Db; skip: number; take: number; q?: string | undefined }) {
  const where = opts.q ? foldedColumnLike(towns.name, opts.q) : undefined;
  return findPage(
    opts.db.select(columns).from(towns).where(where).orderBy(asc(towns.name), asc(towns.town_id)),
    countRows(opts.db, towns, where),
    opts,
    toItem,
  );
}

/** Every town, by name, for select boxes. */
export async function listTownOptions(opts: { db: Db }): Promise<TownOption[]> {
  return opts.db.select({ town_id: towns.town_id, name: towns.name }).from(towns).orderBy(asc(towns.name), asc(towns.town_id));
}

export async function getTown(opts: { db: Db; id: number }): Promise<TownDetail> {
  const [row] = await opts.db.select(columns).from(towns).where(eq(towns.town_id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', TOWN_NOT_FOUND);
  const all = await findDistricts({ db: opts.db, skip: 0, take: 10_000, town_id: opts.id });
  return { ...toItem(row), districts: all.items };
}
