/**
 * Use cases: set a post's cover (`POST /blog/{id}/cover`, multipart, same
 * pipeline as villa images: EXIF applied and stripped, WebP variants) and
 * delete a post (`DELETE /blog/{id}`, SPEC §7) with its cover files.
 * Files are removed only after the row change committed.
 */
import { eq } from 'drizzle-orm';
import type { BlogPost } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { storeImage, variantKey } from '../../lib/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { BLOG_NOT_FOUND, toBlogPost } from './shared.ts';

const coverFiles = (row: { cover_key: string | null; cover_widths: number[] | null }) =>
  row.cover_key ? (row.cover_widths ?? []).map((w) => variantKey(row.cover_key as string, w)) : [];

export async function setBlogCover(opts: { db: Db; storage: Storage; id: number; data: Buffer }): Promise<BlogPost> {
  const { db, storage, id } = opts;
  const [exists] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!exists) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  const stored = await storeImage(storage, 'blog', opts.data);
  try {
    const { old, row } = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!before) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
      const [after] = await tx
        .update(blogPosts)
        .set({ cover_key: stored.storage_key, cover_widths: stored.widths, updated_at: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return { old: coverFiles(before), row: after ?? before };
    });
    await storage.remove(old);
    return toBlogPost(row, storage);
  } catch (err) {
    await storage.remove(coverFiles({ cover_key: stored.storage_key, cover_widths: stored.widths }));
    throw err;
  }
}

export async function deleteBlogPost(opts: { db: Db; storage: Storage; id: number }): Promise<{ id: number }> {
  const { db, storage, id } = opts;
  const [row] = await db.transaction((tx) => tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning());
  if (!row) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  await storage.remove(coverFiles(row));
  return { id };
}
