/**
 * Use cases: the login history (issue 20) — every attempt for the ADMIN, filtered by e-mail,
 * outcome and Istanbul days; a user's own last ones. Attempts are kept 30 days
 * (jobs/prune-login-attempts.ts).
 */
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { LoginEntry, LoginPage, LoginQuery } from '@yali/contract';
import { OWN_LOGINS_SHOWN } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { loginAttempts, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { istanbulDayRange } from './find-audit.ts';

const toEntry = (r: typeof loginAttempts.$inferSelect): LoginEntry => ({
  id: r.id,
  email: r.email,
  ip: r.ip,
  success: r.success,
  at: new Date(r.at).toISOString(),
});

/** Every attempt, newest first; `email` matches a part of the address typed. */
export async function findLogins(opts: { db: Db; query: LoginQuery }): Promise<LoginPage> {
  const { db, query } = opts;
  const where: SQL[] = [];
  if (query.email) where.push(ilike(loginAttempts.email, `%${query.email.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.success) where.push(eq(loginAttempts.success, query.success === 'true'));
  where.push(...istanbulDayRange(loginAttempts.at, query.from, query.to));
  const filter = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(loginAttempts)
      .where(filter)
      .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
      .offset(Number(query.skip ?? 0))
      .limit(Number(query.take ?? 50)),
    db.select({ n: sql<number>`count(*)::int` }).from(loginAttempts).where(filter),
  ]);
  return { items: rows.map(toEntry), total: count?.n ?? 0 };
}

/**
 * The caller's last OWN_LOGINS_SHOWN attempts (attempts are stored by the e-mail typed,
 * lower-cased, so this reads the account's current address). Throws NOT_FOUND for an
 * unknown user.
 */
export async function findOwnLogins(opts: { db: Db; userId: number }): Promise<LoginPage> {
  const { db, userId } = opts;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  const where = eq(loginAttempts.email, user.email.trim().toLowerCase());
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(OWN_LOGINS_SHOWN);
  return { items: rows.map(toEntry), total: rows.length };
}
