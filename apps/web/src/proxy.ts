/**
 * One origin for the browser (DESIGN §1): `/v1`, `/v2` and `/docs` are
 * forwarded to the API. A proxy rather than next.config rewrites, because
 * rewrites are fixed at build time and the API's address is runtime
 * configuration (API_INTERNAL_URL). An external rewrite is proxied as is, so
 * the login's Set-Cookie (the HttpOnly session cookie) reaches the browser
 * and its Cookie header reaches the API (checked under `next dev`).
 */
import { type NextRequest, NextResponse } from 'next/server';

// Read at request time: a literal `process.env.API_INTERNAL_URL` would be inlined by the build.
const env: Record<string, string | undefined> = process.env;

export function proxy(req: NextRequest) {
  const api = env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';
  return NextResponse.rewrite(new URL(`${req.nextUrl.pathname}${req.nextUrl.search}`, api));
}

export const config = { matcher: ['/v1/:path*', '/v2/:path*', '/docs', '/docs/:path*'] };
