/**
 * Photos of a rental unit (SPEC §7 `…/image`, `…/image/updateorder`; issue
 * 24), written once for villas and boats: listing, upload through the one
 * upload path (`storeImageUploads`: real type from the bytes, JPEG, PNG or
 * WebP, else 415; too many pixels or corrupt → 422; EXIF applied and
 * stripped, WebP variants under `{folder}/{id}/`; all or nothing), order,
 * the alternative text of one photo, deleting one or several. What differs
 * per kind (its image table, the column that names the unit, its folder,
 * the Turkish words) is a small descriptor, `VILLA_IMAGES` / `BOAT_IMAGES`.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { VillaImage } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { boatImages, villaImages } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { imageAnswer, variantKeysOf } from '../../lib/images.ts';
import { storeImageUploads, type UploadedFile } from '../../lib/upload-image.ts';
import { removeUnreferenced, type Storage } from '../../storage/storage.ts';
import { assertBoatExists } from '../boats/hydrate.ts';
import { assertVillaExists } from '../villas/shared.ts';

type ImageTable = typeof villaImages;
/** A stored photo of either kind: the row without its unit's key. */
export type UnitImageRow = Omit<ImageTable['$inferSelect'], 'villa_id'>;

/** One kind's photos: its table (typed as the villa's — both have the same columns but the unit's key) and words. */
export type UnitImagesKind = {
  table: ImageTable;
  unitColumn: ImageTable['villa_id'];
  /** 404 of a selection with a photo of another unit, e.g. 'Görsellerden biri bu villaya ait değil; hiçbir görsel silinmedi.' */
  notOfUnit: string;
  /** 404 of a new order naming a photo of another unit, e.g. 'Görsellerden biri bu villaya ait değil.' */
  notOfUnitOrder: string;
  /** The storage folder of the unit's photos: 'villas' → `villas/{id}/…`. */
  folder: string;
  /** 404 unless the unit exists. */
  assertUnit(db: Db | Tx, id: number): Promise<void>;
};

export const VILLA_IMAGES: UnitImagesKind = {
  table: villaImages,
  unitColumn: villaImages.villa_id,
  notOfUnit: 'Görsellerden biri bu villaya ait değil; hiçbir görsel silinmedi.',
  notOfUnitOrder: 'Görsellerden biri bu villaya ait değil.',
  folder: 'villas',
  assertUnit: assertVillaExists,
};

export const BOAT_IMAGES: UnitImagesKind = {
  // Same columns, `boat_id` in place of `villa_id`: the cast names that one difference once.
  table: boatImages as unknown as ImageTable,
  unitColumn: boatImages.boat_id as unknown as ImageTable['villa_id'],
  notOfUnit: 'Görsellerden biri bu tekneye ait değil; hiçbir görsel silinmedi.',
  notOfUnitOrder: 'Görsellerden biri bu tekneye ait değil.',
  folder: 'boats',
  assertUnit: assertBoatExists,
};

const IMAGE_NOT_FOUND = 'Görsel bulunamadı.';

/** A stored photo of either kind as the API answers it (contract `VillaImage`, `BoatImage`). */
export const toUnitImage = (storage: Storage, r: UnitImageRow): VillaImage => imageAnswer(storage, r);

/** The unit's photos in display order. */
export async function listUnitImages(db: Db, storage: Storage, kind: UnitImagesKind, unitId: number): Promise<VillaImage[]> {
  const { table } = kind;
  const rows = await db.select().from(table).where(eq(kind.unitColumn, unitId)).orderBy(asc(table.sort_order), asc(table.id));
  return rows.map((r) => toUnitImage(storage, r));
}

/**
 * Stores `files` (already read into memory, each within the size limit) as
 * photos of unit `unitId`, after the last one, and answers the unit's photos.
 * 400 no file, 404 unknown unit, 415 not JPEG/PNG/WebP, 422 too many pixels
 * or corrupt; on any failure the variants already written are removed and no
 * row stays.
 */
export async function uploadUnitImages(opts: {
  db: Db;
  storage: Storage;
  kind: UnitImagesKind;
  unitId: number;
  files: UploadedFile[];
}): Promise<VillaImage[]> {
  const { db, storage, kind, unitId, files } = opts;
  const { table } = kind;
  await kind.assertUnit(db, unitId);
  await storeImageUploads(storage, `${kind.folder}/${unitId}`, files, (stored) =>
    db.transaction(async (tx) => {
      // Again inside: the unit may have gone while the files were converted.
      await kind.assertUnit(tx, unitId);
      const [last] = await tx
        .select({ max: max(table.sort_order) })
        .from(table)
        .where(eq(kind.unitColumn, unitId));
      let order = (last?.max ?? 0) + 1;
      await tx.insert(table).values(
        // The unit's key by its column name (`villa_id`, `boat_id`: the same in SQL and in the schema).
        stored.map((s) => ({
          [kind.unitColumn.name]: unitId,
          sort_order: order++,
          storage_key: s.storage_key,
          widths: s.widths,
          width: s.width,
          height: s.height,
          alt: '',
        })) as unknown as (typeof table.$inferInsert)[],
      );
    }),
  );
  return listUnitImages(db, storage, kind, unitId);
}

/** Deletes photo `id` of the kind and its files; 404 when it does not exist. */
export async function deleteUnitImage(opts: {
  db: Db;
  storage: Storage;
  kind: UnitImagesKind;
  id: number;
}): Promise<{ id: number }> {
  const { table } = opts.kind;
  const row = await opts.db.transaction(async (tx) => {
    const [r] = await tx.delete(table).where(eq(table.id, opts.id)).returning();
    if (!r) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
    return r;
  });
  // After the commit: a file without a row is harmless, a row without its file is a broken image.
  await removeUnreferenced(opts.storage, variantKeysOf(row));
  return { id: row.id };
}

/** Sets the display order of unit `unitId`'s photos in one transaction; every id must belong to the unit (else 404). */
export async function reorderUnitImages(opts: {
  db: Db;
  storage: Storage;
  kind: UnitImagesKind;
  unitId: number;
  order: { id: number; order: number }[];
}): Promise<VillaImage[]> {
  const { db, kind, unitId } = opts;
  const { table } = kind;
  const entries = new Map(opts.order.map((e) => [e.id, e.order]));
  await db.transaction(async (tx) => {
    await kind.assertUnit(tx, unitId);
    const ids = [...entries.keys()];
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(kind.unitColumn, unitId), inArray(table.id, ids)));
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', kind.notOfUnitOrder);
    for (const [id, order] of entries) await tx.update(table).set({ sort_order: order }).where(eq(table.id, id));
  });
  return listUnitImages(db, opts.storage, kind, unitId);
}

/** Sets the alternative text of photo `id` (trimmed; '' = the site's default). 404 unknown photo. Answers the stored row. */
export async function setImageAlt(opts: { db: Db; kind: UnitImagesKind; id: number; alt: string }): Promise<UnitImageRow> {
  const { table } = opts.kind;
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.update(table).set({ alt: opts.alt }).where(eq(table.id, opts.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
    return row;
  });
}

/**
 * Deletes photos `ids` of unit `unitId` in one transaction, all or none: a photo that
 * does not exist or belongs to another unit answers 404 and deletes nothing. The
 * files go after the commit (a file without a row is harmless, a row without its
 * file is a broken image). Answers the deleted ids.
 */
export async function deleteImages(opts: {
  db: Db;
  storage: Storage;
  kind: UnitImagesKind;
  unitId: number;
  ids: number[];
}): Promise<{ ids: number[] }> {
  const { table, unitColumn, notOfUnit } = opts.kind;
  const ids = [...new Set(opts.ids)];
  const rows = await opts.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(eq(unitColumn, opts.unitId), inArray(table.id, ids)))
      .returning();
    // Rolled back by the throw: nothing half-deleted.
    if (deleted.length !== ids.length) throw new AppError('NOT_FOUND', notOfUnit);
    return deleted;
  });
  await removeUnreferenced(opts.storage, rows.flatMap(variantKeysOf));
  return { ids: rows.map((r) => r.id).sort((a, b) => a - b) };
}
