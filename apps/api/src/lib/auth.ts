/**
 * Request authentication and authorisation for `/v1/admin/*` (DESIGN §2, §3,
 * §4 "the role is decided before the body is validated"). One `onRequest`
 * hook sits above the protected routes: it verifies the bearer token, reloads
 * the user (a deactivated user's tokens stop working at once) and checks the
 * route's declared roles — all before Fastify parses or validates the body,
 * so a caller without the role learns nothing of the operation's schema.
 *
 * Every admin route is ADMIN-only unless it declares otherwise in its route
 * options: `config: OWNERS_TOO` for the reads and writes an OWNER may use
 * (scoped to their own villas inside the use case).
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
  interface FastifyContextConfig {
    /** Roles allowed on an admin route; ADMIN alone when absent. */
    roles?: readonly UserRole[];
  }
}

/** Route options of an admin route open to OWNERs as well (their own records only). */
export const OWNERS_TOO = { roles: ['ADMIN', 'OWNER'] } as const satisfies { roles: readonly UserRole[] };

const ADMIN_ONLY: readonly UserRole[] = ['ADMIN'];

/**
 * Adds the authentication and role hook to every route of `scope`.
 * Throws UNAUTHENTICATED (401) without a bearer token, TOKEN_INVALID (401)
 * for a bad token or an inactive user, FORBIDDEN (403) for a role the route
 * does not admit.
 */
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
    const roles = req.routeOptions.config.roles ?? ADMIN_ONLY;
    if (!roles.includes(row.role)) throw new AppError('FORBIDDEN');
  });
}

/** The authenticated user; throws UNAUTHENTICATED outside an authenticated scope. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED');
  return req.user;
}
