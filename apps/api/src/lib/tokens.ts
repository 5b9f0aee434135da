/**
 * Access tokens: HS256 JWTs with the claims of DESIGN §2 (`iat`, `exp`,
 * `id`, `user_role`, `user_name`; seconds since the epoch) and two more that
 * only the API reads:
 * - `sv`, the user's session version when the token was issued: logout, a
 *   password or role change and deactivation raise the version, which ends
 *   every older token of the user (lib/auth.ts);
 * - `cnf`, on a browser session only: the base64url SHA-256 of the value of
 *   the HttpOnly session cookie set at login (lib/session-cookie.ts). Such a
 *   token is refused without that cookie, so a token read out of browser
 *   storage is worthless on its own. A token without `cnf` is an API token,
 *   issued on purpose by an admin (modules/users/issue-api-token.ts).
 */
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { tokenClaims, type TokenClaims, type UserRole } from '@yali/contract';
import { AppError } from './errors.ts';

/** Every claim the API checks; the web app reads only those of `tokenClaims` (SPEC §3). */
const verifiedClaims = tokenClaims.extend({
  // Required: a token from before session versions has none and must not pass as an API token.
  sv: z.number().int().nonnegative(),
  cnf: z.string().min(1).optional(),
});
export type VerifiedClaims = TokenClaims & { sv: number; cnf?: string | undefined };

export type TokenSubject = { id: number; role: UserRole; name: string; sessionVersion: number };

export type TokenService = {
  /**
   * Signs a token for `user` at its current session version. `binding` (the
   * `cnf` of a session cookie) makes it a browser session token; without it
   * the token is an API token that works without a cookie.
   */
  sign: (user: TokenSubject, opts?: { binding?: string }) => Promise<string>;
  /** Throws AppError TOKEN_INVALID for an expired, tampered or malformed token. */
  verify: (token: string) => Promise<VerifiedClaims>;
  /** Seconds a newly signed token lives. */
  ttlSeconds: number;
  /**
   * A guest token of 'Rezervasyonlarım' (issue 23): who proved one code, as
   * the e-mail (lower case) and phone (E.164) of that reservation, for
   * `ttlSeconds`. Its own audience, so it never passes as a user's token
   * and a user's token never passes as a guest's.
   */
  signGuest: (guest: GuestClaims, ttlSeconds: number) => Promise<string>;
  /** Throws AppError TOKEN_INVALID with `message` for an expired, tampered or foreign token. */
  verifyGuest: (token: string, message: string) => Promise<GuestClaims>;
};

const GUEST_AUDIENCE = 'yali-guest';
const guestClaims = z.object({ email: z.string(), phone: z.string() });
export type GuestClaims = z.infer<typeof guestClaims>;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(user, opts = {}) {
      return new SignJWT({
        id: user.id,
        user_role: user.role,
        user_name: user.name,
        sv: user.sessionVersion,
        ...(opts.binding ? { cnf: opts.binding } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return verifiedClaims.parse(payload);
      } catch {
        throw new AppError('TOKEN_INVALID');
      }
    },
    async signGuest(guest, ttl) {
      return new SignJWT({ email: guest.email, phone: guest.phone })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(GUEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
        .sign(key);
    },
    async verifyGuest(token, message) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: GUEST_AUDIENCE });
        return guestClaims.parse(payload);
      } catch {
        throw new AppError('TOKEN_INVALID', message);
      }
    },
  };
}
