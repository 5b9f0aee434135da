/**
 * `POST /v1/admin/villas` and `PUT /v1/admin/villas/{villa_id}` (SPEC §7,
 * ADMIN only). The description is sanitised on the server; the slug is
 * generated from the name (Turkish transliteration) or taken as given, made
 * unique with -2, -3 …; a changed slug leaves the old one in
 * villa_slug_history so that old links keep working.
 */
import { and, eq, inArray, like, max, ne, or } from 'drizzle-orm';
import { AIRPORT_NAME_NEEDED, foldTurkish, slugify, type VillaDetail, type villaWriteBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { districts, towns, users, villaSlugHistory, villaTypeLinks, villaTypes, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, sqlState, fieldError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { sanitizeTranslations } from '../../lib/translate.ts';
import type { Storage } from '../../storage/storage.ts';
import { getVilla, likeEscape } from './find-villas.ts';

type Body = z.output<typeof villaWriteBody>;

/**
 * The first of `base`, `base-2`, `base-3` … that no other villa uses as its
 * slug or as an old (redirecting) slug.
 */
export async function uniqueSlug(tx: Db | Tx, base: string, exceptVillaId?: number): Promise<string> {
  const pattern = `${likeEscape(base)}-%`;
  const other = exceptVillaId === undefined ? undefined : ne(villas.id, exceptVillaId);
  const [current, old] = await Promise.all([
    tx
      .select({ slug: villas.slug })
      .from(villas)
      .where(and(or(eq(villas.slug, base), like(villas.slug, pattern)), other)),
    tx
      .select({ slug: villaSlugHistory.slug })
      .from(villaSlugHistory)
      .where(
        and(
          or(eq(villaSlugHistory.slug, base), like(villaSlugHistory.slug, pattern)),
          exceptVillaId === undefined ? undefined : ne(villaSlugHistory.villa_id, exceptVillaId),
        ),
      ),
  ]);
  const taken = new Set([...current, ...old].map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Checks the references of the body; a wrong one is bad input (400), not a database error. */
async function checkReferences(tx: Tx, body: Body): Promise<void> {
  // Each figure is valid alone; an airport distance or transfer time of no named airport tells a guest nothing.
  if ((body.airport_distance_m !== null || body.airport_transfer_min !== null) && body.airport_name === null)
    throw fieldError('body.airport_name', AIRPORT_NAME_NEEDED, 'UNPROCESSABLE');
  if (body.town_id !== null) {
    const [town] = await tx.select({ id: towns.town_id }).from(towns).where(eq(towns.town_id, body.town_id));
    if (!town) throw new AppError('VALIDATION', 'Seçilen ilçe bulunamadı.');
  }
  if (body.district_id !== null) {
    const [district] = await tx
      .select({ town_id: districts.town_id })
      .from(districts)
      .where(eq(districts.district_id, body.district_id));
    if (!district) throw new AppError('VALIDATION', 'Seçilen mahalle bulunamadı.');
    if (district.town_id !== body.town_id) throw new AppError('VALIDATION', 'Seçilen mahalle bu ilçeye ait değil.');
  }
  if (body.owner_id !== null) {
    const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, body.owner_id));
    if (owner?.role !== 'OWNER')
      throw new AppError('VALIDATION', 'Ev sahibi olarak yalnızca ev sahibi (OWNER) rolündeki bir kullanıcı seçilebilir.');
  }
  const typeIds = [...new Set(body.type_ids)];
  if (typeIds.length > 0) {
    const found = await tx.select({ id: villaTypes.id }).from(villaTypes).where(inArray(villaTypes.id, typeIds));
    if (found.length !== typeIds.length) throw new AppError('VALIDATION', 'Seçilen villa tiplerinden biri bulunamadı.');
  }
}

function columns(body: Body) {
  return {
    name: body.name,
    name_folded: foldTurkish(body.name),
    description: sanitizeRichText(body.description),
    town_id: body.town_id,
    district_id: body.district_id,
    owner_id: body.owner_id,
    capacity: body.capacity,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    lat: body.lat,
    lng: body.lng,
    permit_number: body.permit_number,
    min_stay: body.min_stay,
    cleaning_fee_kurus: body.cleaning_fee_kurus,
    damage_deposit_kurus: body.damage_deposit_kurus,
    prepayment_percent: body.prepayment_percent,
    check_in_time: body.check_in_time,
    check_out_time: body.check_out_time,
    active: body.active,
    sea_distance_m: body.sea_distance_m,
    centre_distance_m: body.centre_distance_m,
    market_distance_m: body.market_distance_m,
    airport_distance_m: body.airport_distance_m,
    airport_name: body.airport_name,
    airport_transfer_min: body.airport_transfer_min,
    // Omitted: the stored translations stay (a client that knows no languages keeps them).
    ...(body.translations === undefined ? {} : { translations: sanitizeTranslations('villa', body.translations) }),
  };
}

async function setTypes(tx: Tx, villaId: number, typeIds: number[]) {
  await tx.delete(villaTypeLinks).where(eq(villaTypeLinks.villa_id, villaId));
  const ids = [...new Set(typeIds)];
  if (ids.length > 0) await tx.insert(villaTypeLinks).values(ids.map((type_id) => ({ villa_id: villaId, type_id })));
}

function slugClash(err: unknown): never {
  // Two admins saving the same slug at the same moment: the unique index decides.
  if (sqlState(err) === '23505')
    throw new AppError('CONFLICT', 'Bu adres (slug) başka bir villada kullanılıyor; lütfen tekrar deneyin.');
  throw err;
}

/** Creates a villa (placed last in the agency order) and answers its detail. */
export async function createVilla(opts: { db: Db; storage: Storage; user: AuthUser; body: Body }): Promise<VillaDetail> {
  const { db, body } = opts;
  const id = await db
    .transaction(async (tx) => {
      await checkReferences(tx, body);
      const slug = await uniqueSlug(tx, body.slug ?? slugify(body.name));
      // The new villa goes to the end of the agency order.
      const [maxRow] = await tx.select({ max: max(villas.sort_order) }).from(villas);
      const [row] = await tx
        .insert(villas)
        .values({ ...columns(body), slug, sort_order: (maxRow?.max ?? 0) + 1 })
        .returning({ id: villas.id });
      if (!row) throw new Error('insert returned no row');
      await tx.delete(villaSlugHistory).where(eq(villaSlugHistory.slug, slug));
      await setTypes(tx, row.id, body.type_ids);
      return row.id;
    })
    .catch(slugClash);
  return getVilla({ db, storage: opts.storage, user: opts.user, id });
}

/** Replaces every field of villa `id`; 404 when it does not exist. */
export async function updateVilla(opts: {
  db: Db;
  storage: Storage;
  user: AuthUser;
  id: number;
  body: Body;
}): Promise<VillaDetail> {
  const { db, body, id } = opts;
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select({ slug: villas.slug }).from(villas).where(eq(villas.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
      await checkReferences(tx, body);
      let slug = current.slug;
      if (body.slug !== undefined && body.slug !== current.slug) {
        slug = await uniqueSlug(tx, body.slug, id);
        if (slug !== current.slug) {
          // The old address keeps redirecting here; the new one must not redirect anywhere.
          await tx
            .insert(villaSlugHistory)
            .values({ slug: current.slug, villa_id: id })
            .onConflictDoUpdate({ target: villaSlugHistory.slug, set: { villa_id: id } });
          await tx.delete(villaSlugHistory).where(eq(villaSlugHistory.slug, slug));
        }
      }
      await tx
        .update(villas)
        .set({ ...columns(body), slug, updated_at: new Date() })
        .where(eq(villas.id, id));
      await setTypes(tx, id, body.type_ids);
    })
    .catch(slugClash);
  return getVilla({ db, storage: opts.storage, user: opts.user, id });
}
