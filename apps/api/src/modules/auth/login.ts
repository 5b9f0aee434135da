/**
 * Use case: log in with e-mail and password (SPEC §7 "Auth", §8).
 * Answers `{ accessToken, user }` and the value of the session cookie the
 * token is bound to (lib/session-cookie.ts; the route sets the cookie).
 * Throws INVALID_CREDENTIALS (401) for an unknown e-mail or a wrong password
 * alike, USER_INACTIVE (401) for a deactivated account.
 */
import { sql } from 'drizzle-orm';
import type { LoginBody, LoginContent } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { newSessionBinding } from '../../lib/session-cookie.ts';
import type { TokenService } from '../../lib/tokens.ts';

export async function login(opts: {
  db: Db;
  tokens: TokenService;
  body: LoginBody;
}): Promise<{ content: LoginContent; cookieValue: string }> {
  const { db, tokens, body } = opts;
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${body.email})`);
  const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (!user.active) throw new AppError('USER_INACTIVE');
  const name = `${user.first_name} ${user.last_name}`;
  const { cookieValue, binding } = newSessionBinding();
  const accessToken = await tokens.sign(
    { id: user.id, role: user.role, name, sessionVersion: user.session_version },
    { binding },
  );
  return {
    content: {
      accessToken,
      user: {
        id: user.id,
        email: user.email,
        role: user.role,
        UserDetail: { firstName: user.first_name, lastName: user.last_name },
      },
    },
    cookieValue,
  };
}
