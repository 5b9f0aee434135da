/**
 * Use cases: list boat types (SPEC §7 `GET /boattypes?skip&take=10`) with how
 * many boats use each, and read one (`GET /boattypes/{id}`). Name search `q`
 * follows Turkish case rules (villa-types/search-text.ts). Unknown id → 404.
 */
import { type BoatTypeItem, CATALOGUE_MESSAGES } from '@yali/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boatTypes } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';

const BOAT_TYPE_NOT_FOUND = CATALOGUE_MESSAGES.boatType.notFound;

// Plain SQL: Drizzle leaves columns unqualified in a one-table query, which would
// make the correlated subquery compare its own column with itself.
const boatCount = sql<number>`(select count(*)::int from boats b where b.type_id = boat_types.id)`;
const columns = { id: boatTypes.id, name: boatTypes.name, slug: boatTypes.slug, boat_count: boatCount };

export async function findBoatTypes(opts: {
  db: Db;
  skip: number;
  take: number;
  q?: string | undefined;
}): Promise<{ items: BoatTypeItem[]; total: number }> {
  const where = opts.q ? foldedColumnLike(boatTypes.name, opts.q) : undefined;
  return findPage(
    opts.db.select(columns).from(boatTypes).where(where).orderBy(asc(boatTypes.id)),
    countRows(opts.db, boatTypes, where),
    opts,
    toItem,
  );
}

export async function getBoatType(opts: { db: Db; id: number }): Promise<BoatTypeItem> {
  const [row] = await opts.db.select(columns).from(boatTypes).where(eq(boatTypes.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', BOAT_TYPE_NOT_FOUND);
  return toItem(row);
}

const toItem = (row: BoatTypeItem): BoatTypeItem => ({ ...row, boat_count: Number(row.boat_count) });
