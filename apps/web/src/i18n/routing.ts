/**
 * The public site's languages and addresses (issue 18, decision 026).
 * Turkish, the default, keeps the specification's addresses with no prefix
 * (`/listing`); every other language lives under its prefix (`/en/listing`),
 * with its own words where an address has Turkish ones. next-intl's proxy
 * reads this to rewrite `/en/last-minute-offers` to the page folder
 * `[locale]/kisa-sureli-firsatlar` and to send `/tr/…` to the bare address.
 * A language is never guessed from the browser: the address decides, so a
 * shared link shows every visitor the same page (and the front may cache it).
 */
import { DEFAULT_LOCALE, LOCALES } from '@yali/contract/locales';
import { defineRouting } from 'next-intl/routing';

/** Addresses whose words differ by language; the key is the page folder (the Turkish address). */
export const LOCALISED_PATHS = {
  '/kisa-sureli-firsatlar': { tr: '/kisa-sureli-firsatlar', en: '/last-minute-offers' },
  '/rezervasyonlarim': { tr: '/rezervasyonlarim', en: '/my-reservations' },
} as const;

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  // No NEXT_LOCALE cookie: nothing reads it (no detection), and a Set-Cookie on every first answer made the
  // front (scripts/front.mjs) keep no page at all for a visitor without cookies (issue 16).
  localeCookie: false,
  // The alternate links are written by the pages themselves (features/seo), with the canonical address.
  alternateLinks: false,
  // Every other address is the same in every language.
  pathnames: LOCALISED_PATHS,
});
