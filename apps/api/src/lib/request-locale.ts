/**
 * The request's language (issue 18): one onRequest hook sets
 * `request.locale` — `?lang=` wins, then `Accept-Language`, then Turkish. The
 * back office (`/v1/admin/…`) and the staff login (`/v1/auth/…`) stay Turkish
 * whatever the header: staff are Turkish. An unsupported `?lang=` on any other
 * route is a 400 (VALIDATION, issue on `querystring.lang`) rather than a
 * silent Turkish answer, so that a client asking for a language we do not
 * speak learns it at once; its message is in the header's language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@yali/contract';
import { formatApiText, requestLocale as negotiate } from '@yali/contract/i18n';
import { fieldError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's guest-facing texts (issue 18); always 'tr' under /v1/admin and /v1/auth. */
    locale: Locale;
  }
}

const STAFF_ONLY = /^\/v1\/(admin|auth)(\/|\?|$)/;

/** Registers `request.locale` and the one hook that decides it (before the auth hook and every schema). */
export function decideRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (req) => {
    if (STAFF_ONLY.test(req.url)) return;
    const lang = (req.query as Record<string, unknown> | undefined)?.lang;
    const { locale, unsupported } = negotiate(lang, req.headers['accept-language']);
    req.locale = locale;
    if (unsupported) {
      const message = formatApiText('lang.unsupported', DEFAULT_LOCALE, { locales: LOCALES.join(', ') });
      throw fieldError('querystring.lang', message);
    }
  });
}

/** The language a public read answers in (translatable content, decision 027): the hook's `request.locale`. */
export function requestLocale(req: FastifyRequest): Locale {
  return req.locale;
}
