/**
 * Use case: create an ADMIN or OWNER account (SPEC §7 `POST /users`). The
 * body is already checked by the contract (password length and letters,
 * e-mail); a common password → 400 (lib/password-policy.ts). The
 * e-mail is stored lower-cased and is unique regardless of case: a
 * duplicate → 409. The password is hashed with scrypt before the transaction.
 */
import type { createUserBody, UserItem } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { assertNotCommonPassword } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/password.ts';
import { getUser } from './find-users.ts';

export const DUPLICATE_EMAIL = 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.';

export async function createUser(opts: { db: Db; body: z.output<typeof createUserBody> }): Promise<UserItem> {
  const { db, body } = opts;
  await assertNotCommonPassword(body.password);
  const password_hash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email.toLowerCase(),
          password_hash,
          role: body.role,
          first_name: body.firstName,
          last_name: body.lastName,
          phone: body.phone,
        })
        .returning({ id: users.id });
      return getUser({ db: tx, id: row!.id });
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('CONFLICT', DUPLICATE_EMAIL);
    throw err;
  }
}
