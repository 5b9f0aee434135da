/**
 * Request authentication for `/v1/admin/*` (DESIGN §2, §3). The hook sits
 * once above the protected routes: it verifies the bearer token and reloads
 * the user, so a deactivated user's tokens stop working at once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@yali/contract';
import { users } from '../db/schema.ts';
import { AppError } from './errors.ts';

export type AuthUser = { id: number; role: UserRole; name: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Adds the authentication hook to every route of `scope`. */
export function requireAuth(scope: FastifyInstance) {
  scope.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new AppError('UNAUTHENTICATED');
    const claims = await scope.tokens.verify(header.slice('Bearer '.length).trim());
    const [row] = await scope.db
      .select({ id: users.id, role: users.role, active: users.active, first: users.first_name, last: users.last_name })
      .from(users)
      .where(eq(users.id, claims.id));
    if (!row?.active) throw new AppError('TOKEN_INVALID');
    req.user = { id: row.id, role: row.role, name: `${row.first} ${row.last}` };
  });
}

/** The authenticated user; throws UNAUTHENTICATED outside an authenticated scope. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED');
  return req.user;
}

/** Throws FORBIDDEN (403) unless the user has one of `roles`. */
export function requireRole(req: FastifyRequest, ...roles: UserRole[]): AuthUser {
  const user = currentUser(req);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}
