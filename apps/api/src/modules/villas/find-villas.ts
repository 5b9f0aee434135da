/**
 * Use cases behind `GET /v1/admin/villas` and `GET /v1/admin/villas/{id}`
 * (SPEC §7). An OWNER sees only their own villas (DESIGN §3): another
 * owner's villa answers 404, so ids cannot be probed.
 */
import { and, asc, count, desc, eq, exists, like, type SQL } from 'drizzle-orm';
import { foldTurkish, type AdminVillasQuery, type VillaDetail, type VillaListItem } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villaTypeLinks, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { missingTranslations, missingTranslationSql } from '../../lib/translate.ts';
import type { Storage } from '../../storage/storage.ts';
import { toDetail, toListItems, villaRowsQuery } from './hydrate.ts';

/** Escapes LIKE wildcards in user input. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function scope(user: AuthUser): SQL | undefined {
  return user.role === 'OWNER' ? eq(villas.owner_id, user.id) : undefined;
}

/** The list's filters (issue 24); undefined ones narrow nothing. */
function filters(db: Db, query: AdminVillasQuery): (SQL | undefined)[] {
  const is = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => (value === undefined ? undefined : eq(column, value));
  return [
    query.q ? like(villas.name_folded, `%${likeEscape(foldTurkish(query.q))}%`) : undefined,
    is(villas.town_id, query.town_id),
    is(villas.district_id, query.district_id),
    is(villas.owner_id, query.owner_id),
    is(villas.active, query.active),
    is(villas.popular, query.popular),
    query.missing_translation === undefined
      ? undefined
      : missingTranslationSql(villas.translations, query.missing_translation, { description: villas.description }),
    query.type_id === undefined
      ? undefined
      : exists(
          db
            .select({ one: villaTypeLinks.villa_id })
            .from(villaTypeLinks)
            .where(and(eq(villaTypeLinks.villa_id, villas.id), eq(villaTypeLinks.type_id, query.type_id))),
        ),
  ];
}

/**
 * One page of the villas `user` may see (an OWNER: their own, whatever
 * `owner_id` says — the scope is ANDed with the filters), narrowed by the
 * query's filters and sorted by its `order`/`dir`, with the total that match.
 */
export async function findVillas(opts: {
  db: Db;
  storage: Storage;
  user: AuthUser;
  query: AdminVillasQuery;
}): Promise<{ items: VillaListItem[]; total: number }> {
  const { db, storage, user, query } = opts;
  const where = and(scope(user), ...filters(db, query));
  const dir = query.dir === 'desc' ? desc : asc;
  const orderBy =
    query.order === 'id'
      ? [dir(villas.id)]
      : query.order === 'popular'
        ? [query.dir === 'asc' ? asc(villas.popular) : desc(villas.popular), asc(villas.sort_order), asc(villas.id)]
        : [dir(villas.sort_order), asc(villas.id)];
  const [rows, [totalRow]] = await Promise.all([
    villaRowsQuery(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: count() }).from(villas).where(where),
  ]);
  const items = await toListItems(db, storage, rows);
  // The back office's "Çeviri eksik" badge (issue 18).
  const withMissing = items.map((item, i) => {
    const v = rows[i]?.villa;
    return v ? { ...item, missing_translations: missingTranslations({ description: v.description }, v.translations) } : item;
  });
  return { items: withMissing, total: totalRow?.n ?? 0 };
}

export async function getVilla(opts: { db: Db; storage: Storage; user: AuthUser; id: number }): Promise<VillaDetail> {
  const { db, storage, user, id } = opts;
  const [row] = await villaRowsQuery(db).where(and(eq(villas.id, id), scope(user)));
  if (!row) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  return {
    ...(await toDetail(db, storage, row, { activeCommentsOnly: false })),
    translations: row.villa.translations as VillaDetail['translations'],
  };
}
