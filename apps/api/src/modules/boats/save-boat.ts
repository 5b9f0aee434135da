/**
 * `POST /v1/admin/boat` and `PUT /v1/admin/boat/{villa_id}` (SPEC §7, ADMIN
 * only). The description is sanitised like a villa's; features are trimmed
 * and de-duplicated; the slug comes from the name (Turkish transliteration)
 * or is taken as given, made unique with -2, -3 …; renaming keeps the slug
 * unless a new one is sent. A type or marina that does not exist → 400.
 */
import { and, eq, like, max, ne, or } from 'drizzle-orm';
import { type BoatDetail, type boatWriteBody, foldTurkish, slugify } from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { boats, boatTypes, marinas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { sanitizeTranslations } from '../../lib/translate.ts';
import type { Storage } from '../../storage/storage.ts';
import { likeEscape } from '../villas/find-villas.ts';
import { getBoat } from './find-boats.ts';
import { BOAT_NOT_FOUND } from './hydrate.ts';

type Body = z.output<typeof boatWriteBody>;

/** The first of `base`, `base-2`, `base-3` … that no other boat uses. */
export async function uniqueBoatSlug(tx: Db | Tx, base: string, exceptBoatId?: number): Promise<string> {
  const rows = await tx
    .select({ slug: boats.slug })
    .from(boats)
    .where(
      and(
        or(eq(boats.slug, base), like(boats.slug, `${likeEscape(base)}-%`)),
        exceptBoatId === undefined ? undefined : ne(boats.id, exceptBoatId),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function checkReferences(tx: Tx, body: Body): Promise<void> {
  if (body.type_id !== null) {
    const [type] = await tx.select({ id: boatTypes.id }).from(boatTypes).where(eq(boatTypes.id, body.type_id));
    if (!type) throw new AppError('VALIDATION', 'Seçilen tekne tipi bulunamadı.');
  }
  if (body.marina_id !== null) {
    const [marina] = await tx.select({ id: marinas.marina_id }).from(marinas).where(eq(marinas.marina_id, body.marina_id));
    if (!marina) throw new AppError('VALIDATION', 'Seçilen marina bulunamadı.');
  }
}

function columns(body: Body) {
  const seen = new Set<string>();
  const features = body.features.filter((f) => {
    const key = foldTurkish(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    name: body.name,
    name_folded: foldTurkish(body.name),
    description: sanitizeRichText(body.description),
    type_id: body.type_id,
    marina_id: body.marina_id,
    capacity: body.capacity,
    cabins: body.cabins,
    length_m: Math.round(body.length_m * 10) / 10,
    crew: body.crew,
    features,
    permit_number: body.permit_number,
    min_days: body.min_days,
    prepayment_percent: body.prepayment_percent,
    departure_time: body.departure_time,
    return_time: body.return_time,
    active: body.active,
    // Omitted: the stored translations stay (a client that knows no languages keeps them).
    ...(body.translations === undefined ? {} : { translations: sanitizeTranslations('boat', body.translations) }),
  };
}

function rethrow(err: unknown): never {
  // Two admins saving the same slug at once: the unique index decides.
  if (sqlState(err) === '23505')
    throw new AppError('CONFLICT', 'Bu adres (slug) başka bir teknede kullanılıyor; lütfen tekrar deneyin.');
  // A type or marina deleted between our check and the write.
  if (sqlState(err) === '23503') throw new AppError('VALIDATION', 'Seçilen tekne tipi veya marina artık yok.');
  throw err;
}

/** Creates a boat (last in the agency order unless `order` is given) and answers its detail. */
export async function createBoat(opts: { db: Db; storage: Storage; body: Body }): Promise<BoatDetail> {
  const { db, body } = opts;
  const id = await db
    .transaction(async (tx) => {
      await checkReferences(tx, body);
      const slug = await uniqueBoatSlug(tx, body.slug || slugify(body.name, 'tekne'));
      let order = body.order;
      if (order === undefined) {
        const [maxRow] = await tx.select({ max: max(boats.sort_order) }).from(boats);
        order = (maxRow?.max ?? 0) + 1;
      }
      const [row] = await tx
        .insert(boats)
        .values({ ...columns(body), slug, sort_order: order })
        .returning({ id: boats.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    })
    .catch(rethrow);
  return getBoat({ db, storage: opts.storage, id });
}

/** Replaces every field of boat `id` (the slug and order only when sent); 404 when it does not exist. */
export async function updateBoat(opts: { db: Db; storage: Storage; id: number; body: Body }): Promise<BoatDetail> {
  const { db, body, id } = opts;
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select({ slug: boats.slug }).from(boats).where(eq(boats.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', BOAT_NOT_FOUND);
      await checkReferences(tx, body);
      const slug = body.slug && body.slug !== current.slug ? await uniqueBoatSlug(tx, body.slug, id) : current.slug;
      await tx
        .update(boats)
        .set({
          ...columns(body),
          slug,
          ...(body.order === undefined ? {} : { sort_order: body.order }),
          updated_at: new Date(),
        })
        .where(eq(boats.id, id));
    })
    .catch(rethrow);
  return getBoat({ db, storage: opts.storage, id });
}

/** `PATCH /boat/activity`: shows (active) or hides a boat on the public site. */
export async function setBoatActivity(opts: {
  db: Db;
  id: number;
  active: boolean;
}): Promise<{ id: number; active: boolean; order: number }> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .update(boats)
      .set({ active: opts.active, updated_at: new Date() })
      .where(eq(boats.id, opts.id))
      .returning({ id: boats.id, active: boats.active, order: boats.sort_order });
    if (!row) throw new AppError('NOT_FOUND', BOAT_NOT_FOUND);
    return row;
  });
}
