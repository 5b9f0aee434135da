/**
 * Use cases: create (`POST /villatypes`) or rename (`PUT /villatypes/{id}`) a
 * villa type, and delete one (`DELETE /villatypes/{id}`). The slug comes from
 * the name (`slugify`, Turkish transliteration) and is unique: a second type
 * with the same slug → 409. Types 18 (Apart) and 19 (Bungalov) cannot be
 * deleted (409, SPEC §3); a type that villas still use → 409 naming them
 * (`details.villas`); unknown id → 404 (lib/catalogue-rows.ts).
 */
import { CATALOGUE_MESSAGES, slugify, type VillaTypeBody, type VillaTypeItem } from '@yali/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { villaTypeLinks, villaTypes, villas } from '../../db/schema.ts';
import { type CatalogueRows, deleteCatalogueRow, saveCatalogueRow, UNIT_KINDS } from '../../lib/catalogue-rows.ts';
import { AppError } from '../../lib/errors.ts';
import { getVillaType, isProtectedType } from './find-villa-types.ts';

const messages = CATALOGUE_MESSAGES.villaType;

const rows: CatalogueRows = {
  table: villaTypes,
  id: villaTypes.id,
  messages,
  usedBy: {
    kind: UNIT_KINDS.villa,
    // Villas reach their types through the link table, not a column of their own.
    units: (tx, id) =>
      tx
        .select({ id: villas.id, name: villas.name })
        .from(villaTypeLinks)
        .innerJoin(villas, eq(villas.id, villaTypeLinks.villa_id))
        .where(eq(villaTypeLinks.type_id, id))
        .orderBy(asc(villas.name), asc(villas.id)),
  },
};

export async function saveVillaType(opts: { db: Db; id?: number; body: VillaTypeBody }): Promise<VillaTypeItem> {
  const values = { name: opts.body.name, slug: slugify(opts.body.name, 'tip') };
  return getVillaType({ db: opts.db, id: await saveCatalogueRow(opts.db, rows, opts.id, values) });
}

export async function deleteVillaType(opts: { db: Db; id: number }): Promise<void> {
  if (isProtectedType(opts.id)) throw new AppError('CONFLICT', messages.protected);
  await deleteCatalogueRow(opts.db, rows, opts.id);
}
