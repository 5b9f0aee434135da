/**
 * Boat images (SPEC §7 `POST /v1/admin/boat/image`, `DELETE /boat/image/{id}`,
 * `PUT /boat/image/updateorder`), through the one upload path of villa images
 * (`storeImageUploads`: real type from the bytes → 415, too many pixels or
 * corrupt → 422, EXIF applied and stripped, WebP variants under
 * `boats/{id}/`). An upload is all or nothing; files of a deleted image are
 * removed after the commit.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { BoatImage, BoatImageOrderBody } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatImages } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { variantKeysOf } from '../../lib/images.ts';
import { storeImageUploads, type UploadedFile } from '../../lib/upload-image.ts';
import { removeUnreferenced, type Storage } from '../../storage/storage.ts';
import { assertBoatExists, toBoatImage } from './hydrate.ts';

/** The boat's images in display order. */
export async function listBoatImages(db: Db, storage: Storage, boatId: number): Promise<BoatImage[]> {
  const rows = await db
    .select()
    .from(boatImages)
    .where(eq(boatImages.boat_id, boatId))
    .orderBy(asc(boatImages.sort_order), asc(boatImages.id));
  return rows.map((r) => toBoatImage(storage, r));
}

/**
 * Stores `files` (read into memory, each within the size limit) as images of
 * boat `boatId`, after the last one; answers all of the boat's images.
 * 400 no file, 404 unknown boat, 415 not JPEG/PNG/WebP, 422 too many pixels or corrupt.
 */
export async function uploadBoatImages(opts: {
  db: Db;
  storage: Storage;
  boatId: number;
  files: UploadedFile[];
}): Promise<BoatImage[]> {
  const { db, storage, boatId, files } = opts;
  await assertBoatExists(db, boatId);
  await storeImageUploads(storage, `boats/${boatId}`, files, (stored) =>
    db.transaction(async (tx) => {
      await assertBoatExists(tx, boatId);
      const [last] = await tx
        .select({ max: max(boatImages.sort_order) })
        .from(boatImages)
        .where(eq(boatImages.boat_id, boatId));
      let order = (last?.max ?? 0) + 1;
      await tx.insert(boatImages).values(
        stored.map((s) => ({
          boat_id: boatId,
          sort_order: order++,
          storage_key: s.storage_key,
          widths: s.widths,
          width: s.width,
          height: s.height,
        })),
      );
    }),
  );
  return listBoatImages(db, storage, boatId);
}

/** Deletes image `id` and its files; 404 when it does not exist. */
export async function deleteBoatImage(opts: { db: Db; storage: Storage; id: number }): Promise<{ id: number }> {
  const row = await opts.db.transaction(async (tx) => {
    const [r] = await tx.delete(boatImages).where(eq(boatImages.id, opts.id)).returning();
    if (!r) throw new AppError('NOT_FOUND', 'Görsel bulunamadı.');
    return r;
  });
  // After the commit: a file without a row is harmless, a row without its file is a broken image.
  await removeUnreferenced(opts.storage, variantKeysOf(row));
  return { id: row.id };
}

/** Sets the display order of a boat's images in one transaction; every id must belong to the boat (else 404). */
export async function reorderBoatImages(opts: { db: Db; storage: Storage; body: BoatImageOrderBody }): Promise<BoatImage[]> {
  const { db, body } = opts;
  const entries = new Map(body.order.map((e) => [e.id, e.order]));
  await db.transaction(async (tx) => {
    await assertBoatExists(tx, body.boat_id);
    const ids = [...entries.keys()];
    const found = await tx
      .select({ id: boatImages.id })
      .from(boatImages)
      .where(and(eq(boatImages.boat_id, body.boat_id), inArray(boatImages.id, ids)));
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'Görsellerden biri bu tekneye ait değil.');
    for (const [id, order] of entries) await tx.update(boatImages).set({ sort_order: order }).where(eq(boatImages.id, id));
  });
  return listBoatImages(db, opts.storage, body.boat_id);
}
