/**
 * The language of a public page (issue 18): every page and layout under
 * `app/[locale]` awaits its `locale` segment through this, which also tells
 * next-intl the locale so the page stays static (no headers read).
 */
import { asLocale, DEFAULT_LOCALE, type Locale } from '@yali/contract/locales';
import { setRequestLocale } from 'next-intl/server';

/** The `params` every page under `app/[locale]` receives, with the page's own segments. */
export type LocaleParams<T extends object = object> = Promise<T & { locale: string }>;

/** The page's Locale (Turkish for anything unknown; the layout already 404s those) after setRequestLocale. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const locale = asLocale((await params).locale) ?? DEFAULT_LOCALE;
  setRequestLocale(locale);
  return locale;
}

/** The props of a page with a query: its `[locale]` segment and its search parameters. */
export type QueryPageProps = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };
