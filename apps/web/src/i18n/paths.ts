/**
 * Public addresses in a language (issue 18): the page folder's address
 * (`/kisa-sureli-firsatlar?town=3`, the Turkish one, as `lib/paths.ts` builds
 * it) with the language's prefix and words (`/en/last-minute-offers?town=3`).
 * Plain functions over routing's table, so server pages, client islands and
 * next.config use the same words.
 */
import type { Currency } from '@yali/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@yali/contract/locales';
import { LOCALISED_PATHS } from './routing';

/** `path` (a Turkish address, with or without a query or hash) as `locale` writes it. */
export function localePath(locale: Locale, path: string): string {
  const cut = path.search(/[?#]/);
  const [pathname, rest] = cut < 0 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
  const first = `/${pathname.split('/')[1] ?? ''}`;
  const words = (LOCALISED_PATHS as Record<string, Record<Locale, string>>)[first];
  const localised = words ? words[locale] + pathname.slice(first.length) : pathname;
  if (locale === DEFAULT_LOCALE) return `${localised}${rest}`;
  return `/${locale}${localised === '/' ? '' : localised}${rest}`;
}

/** Every language's address of `path` (no query): for headers, alternates and sitemaps. */
export function publicAddresses(path: string): string[] {
  return LOCALES.map((locale) => localePath(locale, path));
}

/** Each language's own name, as its speakers write it (a language switch is read by those who do not read the page's). */
export const LOCALE_NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };

/**
 * The page folder's address (Turkish words, no prefix) of a public address in any language: the inverse of
 * localePath, for the language switch (`/en/my-reservations?x=1` → `/rezervasyonlarim?x=1`).
 */
export function folderPath(address: string): string {
  const cut = address.search(/[?#]/);
  const [pathname, rest] = cut < 0 ? [address, ''] : [address.slice(0, cut), address.slice(cut)];
  const prefix = LOCALES.find((l) => l !== DEFAULT_LOCALE && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)));
  const locale = prefix ?? DEFAULT_LOCALE;
  let bare = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
  const first = `/${bare.split('/')[1] ?? ''}`;
  for (const [folder, words] of Object.entries(LOCALISED_PATHS) as [string, Record<Locale, string>][]) {
    if (words[locale] === first) bare = folder + bare.slice(first.length);
  }
  return `${bare}${rest}`;
}

/** The BCP 47 tag `Intl` formats each language with (one table with the API's, in the contract). */
export { INTL_TAG } from '@yali/contract/locales';
/** How a full date writes its month in each language: Turkish "5 Aralık 2026", English "5 Dec 2026" (issue 18). */
export const DATE_MONTH: Record<Locale, 'long' | 'short'> = { tr: 'long', en: 'short' };
/** The currency a visitor who never chose one sees (issue 18: English visitors in euros; SPEC §4: TL in Turkish). */
export const LOCALE_CURRENCY: Record<Locale, Currency> = { tr: 'TL', en: 'EURO' };

/**
 * `{ lang: 'tr' }` on a page in another language, for a block of the agency's Turkish content (settings,
 * untranslated texts) that falls back by design (issue 18); nothing on a Turkish page.
 */
export const contentLang = (locale: Locale): { lang?: string } => (locale === DEFAULT_LOCALE ? {} : { lang: DEFAULT_LOCALE });

/**
 * The query of a public API read in `locale` (i18-contract: `?lang=en` makes the API translate in place):
 * '' for Turkish, so the default reads keep their cached addresses; else `lang=<locale>` after `joiner`.
 */
export function langQuery(locale: Locale, joiner: '?' | '&' = '?'): string {
  return locale === DEFAULT_LOCALE ? '' : `${joiner}lang=${locale}`;
}
