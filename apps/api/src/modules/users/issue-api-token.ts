/**
 * Use case: an API token for a user (`POST /v1/admin/users/{id}/api-tokens`,
 * ADMIN only), for a client without a browser (a channel manager, a script).
 * A login's token is bound to an HttpOnly cookie (lib/session-cookie.ts) and
 * is refused without it; this one is not, so it is issued only on purpose,
 * by an admin. It carries the user's current session version and so ends
 * like the user's other tokens: at logout, a password or role change,
 * deactivation, or its expiry (TOKEN_TTL_HOURS).
 * Throws NOT_FOUND (404) for an unknown user, CONFLICT (409) for an inactive one.
 */
import type { ApiTokenContent } from '@yali/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { USER_NOT_FOUND } from './find-users.ts';

export const INACTIVE_USER_TOKEN = 'Pasif bir kullanıcıya API belirteci verilemez.';

export async function issueApiToken(opts: { db: Db; tokens: TokenService; id: number }): Promise<ApiTokenContent> {
  const { db, tokens, id } = opts;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  if (!user.active) throw new AppError('CONFLICT', INACTIVE_USER_TOKEN);
  const accessToken = await tokens.sign({
    id: user.id,
    role: user.role,
    name: `${user.first_name} ${user.last_name}`,
    sessionVersion: user.session_version,
  });
  const { exp } = decodeJwt(accessToken);
  return { accessToken, user_id: user.id, expires_at: new Date(Number(exp) * 1000).toISOString() };
}
