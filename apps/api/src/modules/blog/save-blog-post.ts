/**
 * Use cases: create (`POST /blog`) and edit (`POST /blog/edit`, SPEC §7) a blog
 * post. The body HTML is sanitised on the server; the slug comes from the
 * given one or `slugify(title)` and is made unique with a -2, -3 … suffix.
 * Publishing without a date stamps `published_at` with now. Unknown id → 404;
 * a slug race → 409.
 */
import { eq } from 'drizzle-orm';
import { type BlogPost, slugify, type blogCreateBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { sanitizeTranslations } from '../../lib/translate.ts';
import type { Storage } from '../../storage/storage.ts';
import { BLOG_NOT_FOUND, toBlogPost, uniqueBlogSlug } from './shared.ts';

type Fields = z.output<typeof blogCreateBody>;

function columns(body: Fields, current?: { published_at: Date | null }) {
  const publishedAt = body.published_at ? new Date(body.published_at) : body.published_at === null ? null : undefined;
  return {
    title: body.title,
    summary: body.summary,
    body: sanitizeRichText(body.body),
    published: body.published,
    published_at: publishedAt ?? (body.published ? (current?.published_at ?? new Date()) : (current?.published_at ?? null)),
    seo_title: body.seo_title,
    seo_description: body.seo_description,
    // Omitted: the stored translations stay.
    ...(body.translations === undefined ? {} : { translations: sanitizeTranslations('blogPost', body.translations) }),
  };
}

const slugClash = (err: unknown): never => {
  if (sqlState(err) === '23505') throw new AppError('CONFLICT', 'Bu adres (slug) başka bir yazıda kullanılıyor.');
  throw err;
};

export async function createBlogPost(opts: { db: Db; storage: Storage; body: Fields }): Promise<BlogPost> {
  const { db, body } = opts;
  const row = await db
    .transaction(async (tx) => {
      const slug = await uniqueBlogSlug(tx, body.slug || slugify(body.title, 'yazi'));
      const [inserted] = await tx
        .insert(blogPosts)
        .values({ ...columns(body), slug })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    })
    .catch(slugClash);
  return toBlogPost(row, opts.storage);
}

export async function editBlogPost(opts: { db: Db; storage: Storage; body: Fields & { id: number } }): Promise<BlogPost> {
  const { db, body } = opts;
  const row = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, body.id));
      if (!current) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
      const slug = body.slug && body.slug !== current.slug ? await uniqueBlogSlug(tx, body.slug, body.id) : current.slug;
      const [updated] = await tx
        .update(blogPosts)
        .set({ ...columns(body, current), slug, updated_at: new Date() })
        .where(eq(blogPosts.id, body.id))
        .returning();
      if (!updated) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
      return updated;
    })
    .catch(slugClash);
  return toBlogPost(row, opts.storage);
}
