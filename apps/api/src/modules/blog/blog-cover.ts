/**
 * Use cases: set a post's cover (`POST /blog/{id}/cover`, multipart, the one
 * upload path of villa and boat images: real type from the bytes, pixel
 * limits from the header, EXIF applied and stripped, WebP variants) and
 * delete a post (`DELETE /blog/{id}`, SPEC §7) with its cover files.
 * Files are removed only after the row change committed.
 */
import { eq } from 'drizzle-orm';
import type { BlogPost } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { variantKeysOf } from '../../lib/images.ts';
import { storeImageUploads, type UploadedFile } from '../../lib/upload-image.ts';
import { removeUnreferenced, type Storage } from '../../storage/storage.ts';
import { BLOG_NOT_FOUND, toBlogPost } from './shared.ts';

const coverFiles = (row: { cover_key: string | null; cover_widths: number[] | null }) =>
  row.cover_key ? variantKeysOf({ storage_key: row.cover_key, widths: row.cover_widths ?? [] }) : [];

/**
 * Stores `file` as the cover of post `id` and removes the previous cover's
 * files once the row changed; answers the post. 404 unknown post, 415 not
 * JPEG/PNG/WebP (an SVG included), 422 too many pixels or corrupt.
 */
export async function setBlogCover(opts: { db: Db; storage: Storage; id: number; file: UploadedFile }): Promise<BlogPost> {
  const { db, storage, id } = opts;
  const [exists] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!exists) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  const { old, row } = await storeImageUploads(storage, 'blog', [opts.file], ([stored]) =>
    db.transaction(async (tx) => {
      if (!stored) throw new AppError('INTERNAL'); // one file in, one image out
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
      const [after] = await tx
        .update(blogPosts)
        .set({ cover_key: stored.storage_key, cover_widths: stored.widths, updated_at: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return { old: coverFiles(before), row: after ?? before };
    }),
  );
  // After the commit: the old cover's files are no longer referenced.
  await removeUnreferenced(storage, old);
  return toBlogPost(row, storage);
}

/** Deletes post `id`, then its cover files; answers its id. 404 unknown post. */
export async function deleteBlogPost(opts: { db: Db; storage: Storage; id: number }): Promise<{ id: number }> {
  const { db, storage, id } = opts;
  const [row] = await db.transaction((tx) => tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning());
  if (!row) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  await removeUnreferenced(storage, coverFiles(row));
  return { id };
}
