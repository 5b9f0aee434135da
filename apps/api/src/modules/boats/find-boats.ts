/**
 * Use cases behind `GET /v1/admin/boat?skip&take=20&order[&id]`,
 * `GET /boat/{id}`, `GET /boat/all` and `GET /boatallactive` (SPEC §7).
 * `order` means what it means for `/villas`: the sort key, `order` (the
 * agency order, default) or `id`, with `dir`; `q` searches names by Turkish
 * case rules ('IŞIL' finds 'Işıl'); `type_id` / `marina_id` keep the boats of
 * one type / at one marina (combinable with each other and with `q`).
 */
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import { type AdminBoatsQuery, type BoatDetail, type BoatListItem, type BoatOption, foldTurkish } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boats } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { missingTranslationSql } from '../../lib/translate.ts';
import type { Storage } from '../../storage/storage.ts';
import { likeEscape } from '../villas/find-villas.ts';
import { BOAT_NOT_FOUND, boatRowsQuery, toBoatDetail, toBoatListItems } from './hydrate.ts';

export async function findBoats(opts: {
  db: Db;
  storage: Storage;
  query: AdminBoatsQuery;
}): Promise<{ items: BoatListItem[]; total: number }> {
  const { db, storage, query } = opts;
  const where = and(
    query.q ? like(boats.name_folded, `%${likeEscape(foldTurkish(query.q))}%`) : undefined,
    query.type_id === undefined ? undefined : eq(boats.type_id, query.type_id),
    query.marina_id === undefined ? undefined : eq(boats.marina_id, query.marina_id),
    query.missing_translation === undefined
      ? undefined
      : missingTranslationSql(boats.translations, query.missing_translation, { description: boats.description }),
  );
  const dir = query.dir === 'desc' ? desc : asc;
  const orderBy = query.order === 'id' ? [dir(boats.id)] : [dir(boats.sort_order), asc(boats.id)];
  const [rows, [totalRow]] = await Promise.all([
    boatRowsQuery(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: count() }).from(boats).where(where),
  ]);
  return { items: await toBoatListItems(db, storage, rows), total: totalRow?.n ?? 0 };
}

/** The full boat record with type, marina, prices and images; 404 when unknown. */
export async function getBoat(opts: { db: Db; storage: Storage; id: number }): Promise<BoatDetail> {
  const [row] = await boatRowsQuery(opts.db).where(eq(boats.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', BOAT_NOT_FOUND);
  return toBoatDetail(opts.db, opts.storage, row);
}

/** Every boat (or only the active ones) as `{ id, name, active }`, in the agency order, for selects. */
export async function listBoatOptions(opts: { db: Db; activeOnly: boolean }): Promise<BoatOption[]> {
  return opts.db
    .select({ id: boats.id, name: boats.name, active: boats.active })
    .from(boats)
    .where(and(opts.activeOnly ? eq(boats.active, true) : undefined))
    .orderBy(asc(boats.sort_order), asc(boats.id));
}
