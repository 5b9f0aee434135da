/**
 * Blog reads (SPEC §7 `/blog?skip&take=10`, §9 page size 10): the back office
 * sees every post, newest first; the public list and post page only published
 * posts whose date has come, newest first. An unpublished or unknown slug → 404.
 */
import { and, count, desc, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { BlogListItem, BlogPost, Locale } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { BLOG_NOT_FOUND, toBlogPost } from './shared.ts';

const live = (): SQL | undefined =>
  and(eq(blogPosts.published, true), isNotNull(blogPosts.published_at), lte(blogPosts.published_at, new Date()));

async function list(opts: {
  db: Db;
  storage: Storage;
  skip: number;
  take: number;
  where?: SQL;
  publicOrder: boolean;
  locale?: Locale;
}) {
  const { db, where } = opts;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(...(opts.publicOrder ? [desc(blogPosts.published_at)] : []), desc(blogPosts.created_at), desc(blogPosts.id))
      .offset(opts.skip)
      .limit(opts.take),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const items: BlogListItem[] = rows.map((r) => {
    const { body: _body, ...rest } = toBlogPost(r, opts.storage, opts.locale);
    return rest;
  });
  return { items, total: total?.n ?? 0 };
}

/** Every post for the back office, newest first. */
export const findBlogPosts = (opts: { db: Db; storage: Storage; skip: number; take: number }) =>
  list({ ...opts, publicOrder: false });

/** Published posts for the site, newest publication first. */
export const findPublishedBlogPosts = (opts: { db: Db; storage: Storage; skip: number; take: number; locale: Locale }) =>
  list({ ...opts, where: live(), publicOrder: true });

export async function getBlogPost(opts: { db: Db; storage: Storage; id: number }): Promise<BlogPost> {
  const [row] = await opts.db.select().from(blogPosts).where(eq(blogPosts.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  return toBlogPost(row, opts.storage);
}

export async function getPublishedBlogPost(opts: { db: Db; storage: Storage; slug: string; locale: Locale }): Promise<BlogPost> {
  const [row] = await opts.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, opts.slug), live()));
  if (!row) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
  return toBlogPost(row, opts.storage, opts.locale);
}
