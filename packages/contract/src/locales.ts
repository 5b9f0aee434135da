/**
 * The site's languages (issue 18): Turkish is the default and keeps today's
 * addresses without a prefix; every other language lives under `/<locale>/…`.
 * A third language is one more entry here plus its translations and content.
 */
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';

/** `value` when it is one of LOCALES, else undefined. */
export function asLocale(value: unknown): Locale | undefined {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : undefined;
}

/** The BCP 47 tag `Intl` formats each language with: numbers, plurals and dates ('5 Dec 2026' in British English). */
export const INTL_TAG: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };
