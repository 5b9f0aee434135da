/**
 * Photo edits of a rental unit (issue 24), written once for villas and boats:
 * the alternative text of one photo and deleting several photos at once. What
 * differs per kind (its image table, the column that names the unit, the
 * Turkish words) is a small descriptor, `VILLA_IMAGES` / `BOAT_IMAGES`; upload
 * and order stay in the kinds' own modules.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boatImages, villaImages } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { variantKeysOf } from '../../lib/images.ts';
import { removeUnreferenced, type Storage } from '../../storage/storage.ts';

type ImageTable = typeof villaImages;
/** A stored photo of either kind: the row without its unit's key. */
export type UnitImageRow = Omit<ImageTable['$inferSelect'], 'villa_id'>;

/** One kind's photos: its table (typed as the villa's — both have the same columns but the unit's key) and words. */
export type UnitImagesKind = {
  table: ImageTable;
  unitColumn: ImageTable['villa_id'];
  /** 404 of a selection with a photo of another unit, e.g. 'Görsellerden biri bu villaya ait değil.' */
  notOfUnit: string;
};

export const VILLA_IMAGES: UnitImagesKind = {
  table: villaImages,
  unitColumn: villaImages.villa_id,
  notOfUnit: 'Görsellerden biri bu villaya ait değil; hiçbir görsel silinmedi.',
};

export const BOAT_IMAGES: UnitImagesKind = {
  // Same columns, `boat_id` in place of `villa_id`: the cast names that one difference once.
  table: boatImages as unknown as ImageTable,
  unitColumn: boatImages.boat_id as unknown as ImageTable['villa_id'],
  notOfUnit: 'Görsellerden biri bu tekneye ait değil; hiçbir görsel silinmedi.',
};

const IMAGE_NOT_FOUND = 'Görsel bulunamadı.';

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
