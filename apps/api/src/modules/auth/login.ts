/**
 * Use case: log in with e-mail and password (SPEC §7 "Auth", §8) from the
 * visitor's address `ip`. Answers `{ accessToken, user }` and the value of
 * the session cookie the token is bound to (lib/session-cookie.ts; the route
 * sets the cookie). Every attempt is recorded in `login_attempts`.
 * Throws RATE_LIMITED (429, with Retry-After) while the e-mail address is
 * locked after failures in a row (login-lock.ts), INVALID_CREDENTIALS (401)
 * for an unknown e-mail or a wrong password alike, USER_INACTIVE (401) for a
 * deactivated account.
 */
import { sql } from 'drizzle-orm';
import type { LoginBody, LoginContent } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { newSessionBinding } from '../../lib/session-cookie.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { assertLoginAllowed, normaliseEmail, recordLoginAttempt } from './login-lock.ts';

export async function login(opts: {
  db: Db;
  tokens: TokenService;
  body: LoginBody;
  ip: string;
}): Promise<{ content: LoginContent; cookieValue: string }> {
  const { db, tokens, body, ip } = opts;
  const email = normaliseEmail(body.email);
  // Checked first and alike for every address, so a locked answer says nothing about the account or password.
  await assertLoginAllowed(db, email);
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${body.email})`);
  const ok = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok || !user.active) {
    await recordLoginAttempt(db, { email, ip, success: false });
    throw new AppError(user && ok ? 'USER_INACTIVE' : 'INVALID_CREDENTIALS');
  }
  await recordLoginAttempt(db, { email, ip, success: true });
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
