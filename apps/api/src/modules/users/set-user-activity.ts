/**
 * Use case: activate or deactivate a user (SPEC §4, §7 `PATCH /users/activity`).
 * An inactive user cannot log in (USER_INACTIVE) and, since `requireAuth`
 * reloads the user on every request, their existing tokens stop at once.
 * Deactivation also raises the session version in the same UPDATE, so
 * reactivating the user does not bring those tokens back.
 * An admin cannot deactivate themself (409). Unknown id → 404.
 */
import type { UserItem } from '@yali/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type AuthUser, endSessions } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { getUser, USER_NOT_FOUND } from './find-users.ts';

export const OWN_ACCOUNT = 'Kendi hesabınızı pasif yapamazsınız.';

export async function setUserActivity(opts: { db: Db; actor: AuthUser; id: number; active: boolean }): Promise<UserItem> {
  const { db, actor, id, active } = opts;
  if (id === actor.id && !active) throw new AppError('CONFLICT', OWN_ACCOUNT);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ active, ...(active ? {} : { session_version: endSessions() }), updated_at: sql`now()` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return getUser({ db: tx, id });
  });
}
