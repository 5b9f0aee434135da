/** Blog row → API shape, slug uniqueness and the not-found message (SPEC §7 "/blog"). */
import { and, eq, like, ne, or } from 'drizzle-orm';
import { type BlogPost, DEFAULT_LOCALE, type Locale } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { imageVariants } from '../../lib/images.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { localize, missingTranslations } from '../../lib/translate.ts';
import type { Storage } from '../../storage/storage.ts';

export const BLOG_NOT_FOUND = 'Blog yazısı bulunamadı.';

export type BlogRow = typeof blogPosts.$inferSelect;

/**
 * The API shape of a post. `locale` (public reads): its texts in that language with
 * Turkish fallback and, in a non-default one, `untranslated`; without `locale` (the back
 * office): the Turkish texts and the stored `translations`.
 */
export function toBlogPost(row: BlogRow, storage: Storage, locale?: Locale): BlogPost {
  const turkish = {
    title: row.title,
    summary: row.summary,
    body: row.body,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
  };
  const { texts, untranslated } = localize(turkish, row.translations, locale ?? DEFAULT_LOCALE);
  const languageFields =
    locale === undefined
      ? { translations: row.translations, missing_translations: missingTranslations(turkish, row.translations) }
      : locale === DEFAULT_LOCALE
        ? {}
        : { untranslated };
  return {
    id: row.id,
    slug: row.slug,
    title: texts.title,
    summary: texts.summary,
    // Sanitised at save too; again here, on what is served, whatever wrote the row (DESIGN §4).
    body: sanitizeRichText(texts.body),
    published: row.published,
    published_at: row.published_at?.toISOString() ?? null,
    seo_title: texts.seo_title,
    seo_description: texts.seo_description,
    cover:
      row.cover_key && row.cover_widths ? imageVariants(storage, { storage_key: row.cover_key, widths: row.cover_widths }) : [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...languageFields,
  };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `base`, or `base-2`, `base-3` … the first one no other post uses. */
export async function uniqueBlogSlug(tx: Db | Tx, base: string, exceptId?: number): Promise<string> {
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${likeEscape(base)}-%`)),
        exceptId === undefined ? undefined : ne(blogPosts.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
