/**
 * The request language of issue 18: `?lang=` wins, then the first supported
 * language of `Accept-Language` (by quality, then order), then Turkish.
 */
import { DEFAULT_LOCALE, type Locale, asLocale } from '../locales.ts';

/**
 * The first language of an `Accept-Language` header ('en-GB,en;q=0.9,tr;q=0.8')
 * that the site speaks, matched on the primary subtag ('en-GB' → 'en'); `*`
 * means Turkish. Undefined when none (or no header). Never throws on bad input.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 1000)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const r of ranges) {
    if (r.tag === '*') return DEFAULT_LOCALE;
    const found = asLocale(r.tag.split('-')[0]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The request's language: `lang` (a query parameter) when given and supported,
 * else the header's, else DEFAULT_LOCALE. `unsupported` is true when `lang`
 * was given but is not one of LOCALES (the caller decides what that means).
 */
export function requestLocale(lang: unknown, acceptLanguage: string | undefined): { locale: Locale; unsupported: boolean } {
  const given = lang !== undefined && lang !== '';
  const chosen = given ? asLocale(lang) : undefined;
  const fallback = localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
  return { locale: chosen ?? fallback, unsupported: given && !chosen };
}
