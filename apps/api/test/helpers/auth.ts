/** Signing in, and tokens that must be refused, for the API tests. */
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { LoginContent, UserRole } from '@yali/contract';

/** The JWT secret of every test app (≥ 32 characters, like production's). */
export const TEST_JWT_SECRET = 'yali-test-jwt-secret-not-for-production-0123456789';

type TokenUser = { id: number; role: UserRole; first_name: string; last_name: string };

/** Signs in through `POST /v1/auth/login` and answers the access token. */
export async function loginAs(app: FastifyInstance, user: { email: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`Login as ${user.email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ content: LoginContent }>().content.accessToken;
}

/** `Authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token signed like the API's (same secret and claims) with the given times in seconds. */
export async function signToken(
  user: TokenUser,
  opts: { iat: number; exp: number; secret?: string; claims?: Record<string, unknown> },
): Promise<string> {
  return new SignJWT({ id: user.id, user_role: user.role, user_name: `${user.first_name} ${user.last_name}`, ...opts.claims })
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
