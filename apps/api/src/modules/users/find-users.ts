/**
 * Use cases: back-office users (SPEC §7 `GET /users?skip&take=10`,
 * `GET /users/{id}`), newest first, with how many villas each owns.
 * `q` matches e-mail, first or last name (Turkish case rules); `role`
 * filters. Throws NOT_FOUND (404) for an unknown id.
 */
import type { UserItem, UserRole } from '@yali/contract';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';
import { foldedColumnLike } from '../villa-types/search-text.ts';

export const USER_NOT_FOUND = 'Kullanıcı bulunamadı.';

// Plain SQL on purpose: Drizzle leaves columns unqualified when a query reads one table, which
// would make a correlated subquery compare its own column with itself.
const columns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.first_name,
  lastName: users.last_name,
  phone: users.phone,
  active: users.active,
  villa_count: sql<number>`(select count(*)::int from villas v where v.owner_id = users.id)`,
  created_at: users.created_at,
};

type Row = Omit<UserItem, 'created_at'> & { created_at: Date };
const toItem = (r: Row): UserItem => ({ ...r, villa_count: Number(r.villa_count), created_at: r.created_at.toISOString() });

export async function findUsers(opts: {
  db: Db;
  skip: number;
  take: number;
  q?: string | undefined;
  role?: UserRole | undefined;
}): Promise<{ items: UserItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.role) conditions.push(eq(users.role, opts.role));
  if (opts.q) {
    conditions.push(
      or(foldedColumnLike(users.email, opts.q), foldedColumnLike(sql`${users.first_name} || ' ' || ${users.last_name}`, opts.q))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return findPage(
    opts.db.select(columns).from(users).where(where).orderBy(desc(users.created_at), desc(users.id)),
    countRows(opts.db, users, where),
    opts,
    toItem,
  );
}

export async function getUser(opts: { db: Db | Tx; id: number }): Promise<UserItem> {
  const [row] = await opts.db.select(columns).from(users).where(eq(users.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return toItem(row);
}
