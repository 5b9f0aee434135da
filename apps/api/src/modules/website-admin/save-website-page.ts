/**
 * Use case: save a website content page (SPEC §7 `PUT /admin/{section}/edit`).
 * The HTML is sanitised on the server (lib/sanitize.ts allow-list) before it
 * is stored; the public `GET /v1/website/{section}` then answers this row.
 * `data` (structured extras) replaces the stored one when sent, else is kept.
 */
import { eq } from 'drizzle-orm';
import type { WebsitePage, WebsiteSection, websitePageBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { websitePages } from '../../db/schema.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { sanitizeTranslations } from '../../lib/translate.ts';
import { DEFAULT_PAGES } from '../website/default-pages.ts';
import { DEFAULT_PAGE_TRANSLATIONS } from '../website/default-pages-translations.ts';

export async function saveWebsitePage(opts: {
  db: Db;
  section: WebsiteSection;
  body: z.output<typeof websitePageBody>;
}): Promise<WebsitePage> {
  const { db, section, body } = opts;
  const content = sanitizeRichText(body.content);
  // Omitted: the stored translations stay.
  const translations =
    body.translations === undefined ? {} : { translations: sanitizeTranslations('websitePage', body.translations) };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(websitePages)
      .values({
        section,
        title: body.title.trim(),
        content,
        data: body.data ?? {},
        // A page saved for the first time without translations keeps the built-in ones it showed.
        translations: DEFAULT_PAGE_TRANSLATIONS[section],
        ...translations,
      })
      .onConflictDoUpdate({
        target: websitePages.section,
        set: {
          title: body.title.trim(),
          content,
          ...(body.data ? { data: body.data } : {}),
          ...translations,
          updated_at: new Date(),
        },
      })
      .returning();
    if (!row) throw new Error('website page upsert returned no row');
    return storedPage(section, row);
  });
}

/**
 * The stored page of a section for the editor, or the built-in default text
 * (with `updated_at: null` and `{{site_name}}` left as is) while none was saved.
 */
export async function getStoredWebsitePage(opts: { db: Db | Tx; section: WebsiteSection }): Promise<WebsitePage> {
  const [row] = await opts.db.select().from(websitePages).where(eq(websitePages.section, opts.section));
  if (row) return storedPage(opts.section, row);
  const d = DEFAULT_PAGES[opts.section];
  return {
    section: opts.section,
    title: d.title,
    content: d.content,
    data: d.data,
    updated_at: null,
    translations: DEFAULT_PAGE_TRANSLATIONS[opts.section],
  };
}

/** A saved page as the editor reads it, with its translations. */
function storedPage(section: WebsiteSection, row: typeof websitePages.$inferSelect): WebsitePage {
  return {
    section,
    title: row.title,
    content: row.content,
    data: row.data,
    updated_at: row.updated_at.toISOString(),
    translations: row.translations as WebsitePage['translations'],
  };
}
