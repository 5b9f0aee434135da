/**
 * The session cookie that binds a browser's token to the browser (issue 22,
 * finding 9). The token stays in browser storage (SPEC §3) where a page
 * script could read it; the cookie is `HttpOnly`, so no script can, and a
 * bound token (`cnf` claim, lib/tokens.ts) is refused without it. The token
 * carries only the SHA-256 of the cookie's value, never the value itself.
 *
 * `SameSite=Strict`: the back office calls the API from its own origin only
 * (DESIGN §1), so no other site's page or link needs to send it. `Path=/v1`:
 * only the API's paths (login, logout, /v1/admin) see it; Next.js never does.
 * `Secure` when the request came over HTTPS — `req.protocol` honours
 * X-Forwarded-Proto from the trusted loopback proxies only (app.ts
 * `trustProxy`), so nginx in front must set it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'yali_session';
const COOKIE_PATH = '/v1';

/** base64url SHA-256 of a cookie value: the `cnf` claim of the token bound to it. */
export function bindingOf(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
}

/** A new random cookie value (256 bits) and its binding for the token. */
export function newSessionBinding(): { cookieValue: string; binding: string } {
  const cookieValue = randomBytes(32).toString('base64url');
  return { cookieValue, binding: bindingOf(cookieValue) };
}

/** The session cookie's value in the request's Cookie header, if any (first occurrence). */
export function readSessionCookie(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** True when the request carries the cookie whose hash is `binding` (compared in constant time). */
export function requestMatchesBinding(req: FastifyRequest, binding: string): boolean {
  const value = readSessionCookie(req);
  if (!value) return false;
  const expected = Buffer.from(binding);
  const actual = Buffer.from(bindingOf(value));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function cookie(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (req.protocol === 'https') attributes.push('Secure');
  return [`${SESSION_COOKIE}=${value}`, ...attributes].join('; ');
}

/** Sets the session cookie on `reply`; it lives as long as the token (`maxAgeSeconds`). */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', cookie(req, value, maxAgeSeconds));
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(req, '', 0));
}
