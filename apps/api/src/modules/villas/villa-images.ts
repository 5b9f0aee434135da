/**
 * Villa images (SPEC §7 `POST /v1/admin/villas/image`, `DELETE /villas/image/{id}`,
 * `PUT /villas/image/updateorder`), through the one upload path
 * (`storeImageUploads`: real type from the bytes, JPEG, PNG or WebP, else
 * 415; too many pixels or corrupt → 422; EXIF applied and stripped, WebP
 * variants). An upload is all or nothing: on any failure the variants
 * already written are removed and no row stays.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { ImageOrderBody, VillaImage } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villaImages } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { imageVariants, variantKeysOf } from '../../lib/images.ts';
import { storeImageUploads, type UploadedFile } from '../../lib/upload-image.ts';
import { removeUnreferenced, type Storage } from '../../storage/storage.ts';
import { assertVillaExists } from './shared.ts';

/** A stored villa photo as the API answers it. */
export function toImage(storage: Storage, r: Omit<typeof villaImages.$inferSelect, 'villa_id'>): VillaImage {
  return { id: r.id, order: r.sort_order, alt: r.alt, width: r.width, height: r.height, variants: imageVariants(storage, r) };
}

/** The villa's images in display order. */
export async function listVillaImages(db: Db, storage: Storage, villaId: number): Promise<VillaImage[]> {
  const rows = await db
    .select()
    .from(villaImages)
    .where(eq(villaImages.villa_id, villaId))
    .orderBy(asc(villaImages.sort_order), asc(villaImages.id));
  return rows.map((r) => toImage(storage, r));
}

/**
 * Stores `files` (already read into memory, each within the size limit) as
 * images of villa `villaId`, after the last one. Answers the villa's images.
 * 400 no file, 404 unknown villa, 415 not JPEG/PNG/WebP, 422 too many pixels or corrupt.
 */
export async function uploadVillaImages(opts: {
  db: Db;
  storage: Storage;
  villaId: number;
  files: UploadedFile[];
}): Promise<VillaImage[]> {
  const { db, storage, villaId, files } = opts;
  await assertVillaExists(db, villaId);
  await storeImageUploads(storage, `villas/${villaId}`, files, (stored) =>
    db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: max(villaImages.sort_order) })
        .from(villaImages)
        .where(eq(villaImages.villa_id, villaId));
      let order = (last?.max ?? 0) + 1;
      await tx.insert(villaImages).values(
        stored.map((s) => ({
          villa_id: villaId,
          sort_order: order++,
          storage_key: s.storage_key,
          widths: s.widths,
          width: s.width,
          height: s.height,
          alt: '',
        })),
      );
    }),
  );
  return listVillaImages(db, storage, villaId);
}

/** Deletes image `id` and its files; 404 when it does not exist. */
export async function deleteVillaImage(opts: { db: Db; storage: Storage; id: number }): Promise<{ id: number }> {
  const row = await opts.db.transaction(async (tx) => {
    const [r] = await tx.delete(villaImages).where(eq(villaImages.id, opts.id)).returning();
    if (!r) throw new AppError('NOT_FOUND', 'Görsel bulunamadı.');
    return r;
  });
  // After the commit: a file without a row is harmless, a row without its file is a broken image.
  await removeUnreferenced(opts.storage, variantKeysOf(row));
  return { id: row.id };
}

/** Sets the display order of villa images in one transaction; every id must belong to the villa (else 404). */
export async function reorderVillaImages(opts: { db: Db; storage: Storage; body: ImageOrderBody }): Promise<VillaImage[]> {
  const { db, body } = opts;
  const entries = new Map(body.order.map((e) => [e.id, e.order]));
  await db.transaction(async (tx) => {
    await assertVillaExists(tx, body.villa_id);
    const ids = [...entries.keys()];
    const found = await tx
      .select({ id: villaImages.id })
      .from(villaImages)
      .where(and(eq(villaImages.villa_id, body.villa_id), inArray(villaImages.id, ids)));
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'Görsellerden biri bu villaya ait değil.');
    for (const [id, order] of entries) await tx.update(villaImages).set({ sort_order: order }).where(eq(villaImages.id, id));
  });
  return listVillaImages(db, opts.storage, body.villa_id);
}
