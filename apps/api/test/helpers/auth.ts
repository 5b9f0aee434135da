/** Signing in, and tokens that must be refused, for the API tests. */
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { LoginContent, UserRole } from '@yali/contract';
import { SESSION_COOKIE } from '../../src/lib/session-cookie.ts';

/** The JWT secret of every test app (≥ 32 characters, like production's). */
export const TEST_JWT_SECRET = 'yali-test-jwt-secret-not-for-production-0123456789';

type TokenUser = { id: number; role: UserRole; first_name: string; last_name: string };

/**
 * The session cookie each login answered, by the token it came with. A login's token is bound to its
 * HttpOnly cookie and refused without it (lib/session-cookie.ts), as a browser would send both; remembering
 * the pair here lets the tests keep passing a token string around and `bearer(token)` send both headers.
 * Tokens are unique (each login draws a new cookie and so a new `cnf`), so the map never mixes two logins.
 */
const cookieOf = new Map<string, string>();

/** The response's session cookie as a `Cookie` header value (`yali_session=…`), or undefined. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/**
 * Signs in through `POST /v1/auth/login` and answers the access token; `bearer(token)` adds the session
 * cookie that came with it.
 */
export async function loginAs(app: FastifyInstance, user: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`Login as ${user.email} failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ content: LoginContent }>().content.accessToken;
  const cookie = sessionCookieOf(res);
  if (cookie) cookieOf.set(token, cookie);
  return token;
}

/**
 * `Authorization` header for a token, and the `Cookie` header of the login that answered it (none for
 * tokens a test signs itself or an API token). `withoutCookie` sends the token alone, as a thief would.
 */
export const bearer = (token: string, opts: { withoutCookie?: boolean } = {}) => {
  const cookie = opts.withoutCookie ? undefined : cookieOf.get(token);
  return { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) };
};

/** A token signed like the API's (same secret and claims) with the given times in seconds. */
export async function signToken(
  user: TokenUser,
  opts: { iat: number; exp: number; secret?: string; claims?: Record<string, unknown> },
): Promise<string> {
  // `sv: 0` is the session version of a fresh user: a token a test signs is refused for its one flaw only.
  return new SignJWT({
    id: user.id,
    user_role: user.role,
    user_name: `${user.first_name} ${user.last_name}`,
    sv: 0,
    ...opts.claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(opts.iat)
    .setExpirationTime(opts.exp)
    .sign(new TextEncoder().encode(opts.secret ?? TEST_JWT_SECRET));
}

/** A correctly signed token that expired an hour ago. */
export async function signExpiredToken(user: TokenUser): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signToken(user, { iat: now - 2 * 3600, exp: now - 3600 });
}

/**
 * `token` with its payload changed (role raised to ADMIN, expiry pushed a
 * year out) but the original signature kept: it must no longer verify.
 */
export function tamperToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('Not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = { ...claims, user_role: 'ADMIN', exp: Number(claims.exp) + 365 * 24 * 3600 };
  return [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
}

/**
 * Signs each of `users` in (`loginAs`) and stores its token in `tokens`
 * under the same name; with `expiredOf`, `tokens.expired` gets a token of
 * that user that expired an hour ago. For suites that keep one token per
 * role in a record and call as `tokens[who]`.
 */
export async function signInAll<W extends string>(
  app: FastifyInstance,
  tokens: Record<W, string>,
  users: Partial<Record<W, { email: string; password: string }>>,
  expiredOf?: TokenUser,
): Promise<void> {
  for (const [who, user] of Object.entries(users) as [W, { email: string; password: string }][]) {
    tokens[who] = await loginAs(app, user);
  }
  if (expiredOf) (tokens as Record<string, string>).expired = await signExpiredToken(expiredOf);
}

/**
 * A request function for a suite: `app()` is its app (built in beforeAll),
 * `tokens` its bearer tokens by role name ('' = no Authorization header);
 * a payload is sent when given.
 */
export const requestAs =
  <W extends string>(app: () => FastifyInstance, tokens: Record<W, string>) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: W, payload?: unknown) =>
    app().inject({ method, url, headers: tokens[who] ? bearer(tokens[who]) : {}, ...(payload ? { payload } : {}) });
