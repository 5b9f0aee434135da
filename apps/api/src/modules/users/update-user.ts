/**
 * Use case: edit a user (`PUT /users/{id}`): names, phone, role, and the
 * password when a new one is given (length and letters checked by the
 * contract, a common password → 400; empty keeps the old one). An admin
 * cannot change their own role (409), so the panel always keeps at least
 * the acting admin. Unknown id → 404.
 * A new password or a new role ends every token the user holds (their
 * session version rises in the same UPDATE): whoever had the old password
 * or role must log in again. An admin who sets their own password ends
 * their own session too.
 */
import type { UserItem, updateUserBody } from '@yali/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type AuthUser, endSessions } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { assertNotCommonPassword } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/password.ts';
import { getUser, USER_NOT_FOUND } from './find-users.ts';

export const OWN_ROLE = 'Kendi rolünüzü değiştiremezsiniz.';

export async function updateUser(opts: {
  db: Db;
  actor: AuthUser;
  id: number;
  body: z.output<typeof updateUserBody>;
}): Promise<UserItem> {
  const { db, actor, id, body } = opts;
  if (id === actor.id && body.role !== actor.role) throw new AppError('CONFLICT', OWN_ROLE);
  if (body.password) await assertNotCommonPassword(body.password);
  const password_hash = body.password ? await hashPassword(body.password) : undefined;
  // Compared with the row's role before this UPDATE: in SET, a column names its old value.
  const endsSessions = password_hash ? sql`true` : sql`${users.role} <> ${body.role}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        session_version: sql`case when ${endsSessions} then ${endSessions()} else ${users.session_version} end`,
        role: body.role,
        first_name: body.firstName,
        last_name: body.lastName,
        phone: body.phone,
        ...(password_hash ? { password_hash } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return getUser({ db: tx, id });
  });
}
