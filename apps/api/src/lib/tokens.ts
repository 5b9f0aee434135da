/**
 * Access tokens: HS256 JWTs with the claims of DESIGN §2
 * (`iat`, `exp`, `id`, `user_role`, `user_name`; seconds since the epoch).
 */
import { SignJWT, jwtVerify } from 'jose';
import { tokenClaims, type TokenClaims, type UserRole } from '@yali/contract';
import { AppError } from './errors.ts';

export type TokenService = {
  sign: (user: { id: number; role: UserRole; name: string }) => Promise<string>;
  /** Throws AppError TOKEN_INVALID for an expired, tampered or malformed token. */
  verify: (token: string) => Promise<TokenClaims>;
};

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user) {
      return new SignJWT({ id: user.id, user_role: user.role, user_name: user.name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return tokenClaims.parse(payload);
      } catch {
        throw new AppError('TOKEN_INVALID');
      }
    },
  };
}
