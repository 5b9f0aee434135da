/**
 * Reads one website content page (SPEC §7 `GET /v1/website/{section}`).
 * Answers the `website_pages` row of the section, or the built-in default
 * text (default-pages.ts, with `updated_at: null`) while nobody has edited
 * the page yet. `{{site_name}}` in the text becomes the site name setting:
 * escaped into the HTML content (a setting is text, never markup), and the
 * content is sanitised after the substitution, on what is served (issue 22,
 * finding 1: a site name with `<img onerror>` used to run on every page).
 * The title is plain text that the page escapes itself.
 */
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale, type WebsitePage, type WebsiteSection } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { settings, websitePages } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/html.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { localize } from '../../lib/translate.ts';
import { DEFAULT_PAGES } from './default-pages.ts';
import { DEFAULT_PAGE_DATA_TRANSLATIONS, DEFAULT_PAGE_TRANSLATIONS } from './default-pages-translations.ts';

const FALLBACK_SITE_NAME = 'Yalı Villa Kiralama';

export async function getWebsitePage(opts: { db: Db; section: WebsiteSection; locale?: Locale }): Promise<WebsitePage> {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const [[row], [name]] = await Promise.all([
    opts.db.select().from(websitePages).where(eq(websitePages.section, opts.section)),
    opts.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site_name')),
  ]);
  const siteName = name?.value.trim() || FALLBACK_SITE_NAME;
  const fill = (html: string) => sanitizeRichText(html.replaceAll('{{site_name}}', escapeHtml(siteName)));
  const stored = row ?? {
    ...DEFAULT_PAGES[opts.section],
    translations: DEFAULT_PAGE_TRANSLATIONS[opts.section],
    updated_at: null,
  };
  // Another language: title and content from the translations, Turkish where there is none (issue 18).
  const { texts, untranslated } = localize({ title: stored.title, content: stored.content }, stored.translations, locale);
  const data = localizeData(opts.section, stored.data, locale);
  return {
    section: opts.section,
    title: texts.title,
    content: fill(texts.content),
    data: data.data,
    updated_at: stored.updated_at?.toISOString() ?? null,
    ...(locale === DEFAULT_LOCALE ? {} : { untranslated: [...untranslated, ...data.untranslated] }),
  };
}

/**
 * `data` in `locale`: each key that still holds the built-in Turkish value takes the built-in translation
 * (DEFAULT_PAGE_DATA_TRANSLATIONS); a key the agency has changed stays as saved and is named `data.<key>` in
 * `untranslated`, so that the page marks it Turkish.
 */
function localizeData(
  section: WebsiteSection,
  data: Record<string, unknown>,
  locale: Locale,
): { data: Record<string, unknown>; untranslated: string[] } {
  if (locale === DEFAULT_LOCALE) return { data, untranslated: [] };
  const builtIn = DEFAULT_PAGES[section].data;
  const translated = DEFAULT_PAGE_DATA_TRANSLATIONS[section]?.[locale] ?? {};
  const out = { ...data };
  const untranslated: string[] = [];
  for (const key of Object.keys(data)) {
    if (key in translated && isDeepStrictEqual(data[key], builtIn[key])) out[key] = translated[key];
    else if (typeof data[key] === 'string' || Array.isArray(data[key])) untranslated.push(`data.${key}`);
  }
  return { data: out, untranslated };
}
