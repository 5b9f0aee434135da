/**
 * The language of a public request (issue 18 interface): `request.locale` once the
 * API's language hook sets it (the `lang` query parameter, then Accept-Language);
 * until then the `lang` query parameter alone. The one place to point at
 * `request.locale` when the hook lands. Back-office routes do not call it.
 */
import { asLocale, DEFAULT_LOCALE, type Locale } from '@yali/contract';
import type { FastifyRequest } from 'fastify';

export function requestLocale(req: FastifyRequest): Locale {
  const decorated = asLocale((req as { locale?: unknown }).locale);
  if (decorated) return decorated;
  const query = req.url.indexOf('?');
  const lang = query === -1 ? null : new URLSearchParams(req.url.slice(query + 1)).get('lang');
  return asLocale(lang) ?? DEFAULT_LOCALE;
}
