/**
 * Two jobs before a request reaches a page.
 * 1. One origin for the browser (DESIGN §1): `/v1`, `/v2` and `/docs` are
 *    forwarded to the API. A proxy rather than next.config rewrites, because
 *    rewrites are fixed at build time and the API's address is runtime
 *    configuration (API_INTERNAL_URL). An external rewrite is proxied as is, so
 *    the login's Set-Cookie (the HttpOnly session cookie) reaches the browser
 *    and its Cookie header reaches the API (checked under `next dev`).
 * 2. The public site's language (issue 18, i18n/routing.ts): next-intl
 *    rewrites a Turkish address to its `[locale]` page (`/listing` →
 *    `/tr/listing`), an English one to the page folder (`/en/my-reservations`
 *    → `/en/rezervasyonlarim`), and redirects `/tr/…` to the bare address.
 *    The back office, Next's own files and files with an extension are left alone.
 */
import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// Read at request time: a literal `process.env.API_INTERNAL_URL` would be inlined by the build.
const env: Record<string, string | undefined> = process.env;
const localise = createMiddleware(routing);
const API_PATH = /^\/(?:v1\/|v2\/|docs(?:\/|$))/;

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (API_PATH.test(pathname)) {
    const api = env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';
    return NextResponse.rewrite(new URL(`${pathname}${search}`, api));
  }
  return localise(req);
}

export const config = {
  matcher: ['/v1/:path*', '/v2/:path*', '/docs', '/docs/:path*', '/((?!api/|_next/|dashboard|.*\\..*).*)'],
};
