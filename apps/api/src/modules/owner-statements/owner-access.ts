/**
 * Who may see an owner's money (issue 19, "Owner portal"): an ADMIN any
 * owner's; an OWNER their own only. Another owner's statements, expenses and
 * payouts answer 404 as if they did not exist (DESIGN §3), so an OWNER
 * cannot probe which owner ids exist.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';

export const OWNER_NOT_FOUND = 'Ev sahibi bulunamadı.';

export type OwnerRef = { id: number; name: string };

/** The owner `ownerId` as `user` may see them; 404 for an unknown id, a non-OWNER user or another owner. */
export async function ownerFor(opts: { db: Db | Tx; user: AuthUser; ownerId: number }): Promise<OwnerRef> {
  if (opts.user.role === 'OWNER' && opts.user.id !== opts.ownerId) throw new AppError('NOT_FOUND', OWNER_NOT_FOUND);
  const [row] = await opts.db
    .select({ id: users.id, first: users.first_name, last: users.last_name })
    .from(users)
    .where(and(eq(users.id, opts.ownerId), eq(users.role, 'OWNER')));
  if (!row) throw new AppError('NOT_FOUND', OWNER_NOT_FOUND);
  return { id: row.id, name: `${row.first} ${row.last}`.trim() };
}

/**
 * The owner a list is limited to: an OWNER always themselves (asking for
 * another owner is a 404), an ADMIN the `owner_id` filter if any.
 */
export function listOwnerScope(user: AuthUser, ownerId: number | undefined): number | undefined {
  if (user.role !== 'OWNER') return ownerId;
  if (ownerId !== undefined && ownerId !== user.id) throw new AppError('NOT_FOUND', OWNER_NOT_FOUND);
  return user.id;
}

/**
 * Serialises the writes that depend on an owner's last closed month (closing
 * a month, adding a commission rate) by locking the owner's user row until
 * the transaction ends, so that two at once cannot both pass their checks.
 */
export async function lockOwner(tx: Tx, ownerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}
