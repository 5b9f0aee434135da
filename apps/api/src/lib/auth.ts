/**
 * Request authentication and authorisation for `/v1/admin/*` (DESIGN §2, §3,
 * §4 "the role is decided before the body is validated"). One `onRequest`
 * hook sits above the protected routes: it verifies the bearer token, checks
 * that a browser session token comes with its HttpOnly cookie
 * (lib/session-cookie.ts), reloads the user (a deactivated user's tokens stop
 * working at once; a token of an older session version — before a logout,
 * password or role change, deactivation — never works again) and checks the
 * route's declared roles — all before Fastify parses or validates the body,
 * so a caller without the role learns nothing of the operation's schema.
 *
 * Every admin route is ADMIN-only unless it declares otherwise in its route
 * options: `config: OWNERS_TOO` for the reads and writes an OWNER may use
 * (scoped to their own villas inside the use case).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@yali/contract';
import { users } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { requestMatchesBinding } from './session-cookie.ts';

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
 * Who sends `req`: verifies the bearer token, the session cookie a bound
 * token needs, and the token's session version against the user's row.
 * Answers the user with their current role and session version. Throws
 * UNAUTHENTICATED (401) without a bearer token, TOKEN_INVALID (401) for a bad,
 * expired or ended token, a bound token without its cookie, or an inactive
 * or unknown user.
 */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<AuthUser & { sessionVersion: number }> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new AppError('UNAUTHENTICATED');
  const claims = await app.tokens.verify(header.slice('Bearer '.length).trim());
  // A browser session's token alone is not enough: whoever read it out of storage lacks the HttpOnly cookie.
  if (claims.cnf !== undefined && !requestMatchesBinding(req, claims.cnf)) throw new AppError('TOKEN_INVALID');
  const [row] = await app.db
    .select({
      id: users.id,
      role: users.role,
      active: users.active,
      first: users.first_name,
      last: users.last_name,
      sessionVersion: users.session_version,
    })
    .from(users)
    .where(eq(users.id, claims.id));
  if (!row?.active || row.sessionVersion !== claims.sv) throw new AppError('TOKEN_INVALID');
  return { id: row.id, role: row.role, name: `${row.first} ${row.last}`, sessionVersion: row.sessionVersion };
}

/**
 * `authenticate`, or null for a caller without a valid token or its cookie
 * (for calls that anyone may make, such as logout). Other errors propagate.
 */
export async function authenticateIfValid(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<(AuthUser & { sessionVersion: number }) | null> {
  try {
    return await authenticate(app, req);
  } catch (err) {
    if (err instanceof AppError && err.status === 401) return null;
    throw err;
  }
}

/**
 * Adds the authentication and role hook to every route of `scope`.
 * Throws as `authenticate` does, and FORBIDDEN (403) for a role the route
 * does not admit.
 */
export function requireAuth(scope: FastifyInstance) {
  scope.addHook('onRequest', async (req) => {
    const { id, role, name } = await authenticate(scope, req);
    req.user = { id, role, name };
    const roles = req.routeOptions.config.roles ?? ADMIN_ONLY;
    if (!roles.includes(role)) throw new AppError('FORBIDDEN');
  });
}

/**
 * The value that ends every token of a user when set as their
 * `session_version` in an UPDATE (logout, password or role change,
 * deactivation): the old version plus one, read in the same statement, so
 * two such updates at once never collapse into one.
 */
export const endSessions = () => sql<number>`${users.session_version} + 1`;

/** The authenticated user; throws UNAUTHENTICATED outside an authenticated scope. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED');
  return req.user;
}
