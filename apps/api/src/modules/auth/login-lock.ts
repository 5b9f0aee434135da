/**
 * The per-account login limit (issue 22, finding 10), beside the per-address
 * one of @fastify/rate-limit. After `LOGIN_LOCK.after` failed logins in a row
 * for one e-mail address, that address may not try again for a delay that
 * doubles with each further failure — 1, 2, 4, 8 minutes, then 15 at most —
 * counted from the last failure. A success ends the row of failures, and so
 * do a password reset through the mailed link and 24 hours without a failure; the cap means the real user is never locked out
 * for good. Attempts refused by the lock are not failures: they do not
 * lengthen it.
 *
 * Everything is read from `login_attempts` with the database's clock, so the
 * limit holds across API processes. Failures are recorded for any address,
 * with or without an account, so the answers never tell whether one exists.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts, passwordResetTokens, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export const LOGIN_LOCK = {
  /** Failures in a row before the first refusal. */
  after: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  /** Failures older than this no longer count. */
  forgetAfterHours: 24,
} as const;

/** The form in which `login_attempts` keeps an e-mail address: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Seconds an account stays locked after `failures` failures in a row (0 below the threshold). */
export function lockDelaySeconds(failures: number): number {
  if (failures < LOGIN_LOCK.after) return 0;
  // The exponent is capped so that a long row of failures cannot overflow; 2^10 minutes is past the cap anyway.
  const doubled = LOGIN_LOCK.firstDelaySeconds * 2 ** Math.min(failures - LOGIN_LOCK.after, 10);
  return Math.min(doubled, LOGIN_LOCK.maxDelaySeconds);
}

/**
 * The Turkish refusal: when to try again, in whole minutes rounded up (the
 * exact seconds go in `Retry-After`). Minutes only, so that two refusals a
 * moment apart read the same.
 */
export function loginLockedMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Bu e-posta adresiyle çok fazla hatalı giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}

/**
 * Throws RATE_LIMITED (429) with the Turkish message and `Retry-After` while
 * `email` (normalised) is locked; does nothing otherwise.
 */
export async function assertLoginAllowed(db: Db, email: string): Promise<void> {
  // A row of failures ends with a success, or with a password reset through the mailed link (who
  // holds the mailbox is the owner, and their new password must not wait out the old guesses).
  const lastSuccess = sql`greatest(
    coalesce((select max(s.at) from ${loginAttempts} s where s.email = ${email} and s.success), '-infinity'),
    coalesce((select max(r.used_at) from ${passwordResetTokens} r join ${users} u on u.id = r.user_id
      where lower(trim(u.email)) = ${email}), '-infinity'))`;
  const [row] = await db
    .select({
      failures: count(),
      // Seconds since the latest failure, by the database's clock (the same for every API process).
      since: sql<number | null>`extract(epoch from now() - max(${loginAttempts.at}))::float8`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, sql`now() - make_interval(hours => ${LOGIN_LOCK.forgetAfterHours})`),
        gt(loginAttempts.at, lastSuccess),
      ),
    );
  const delay = lockDelaySeconds(row?.failures ?? 0);
  if (delay === 0 || row?.since == null) return;
  const wait = Math.ceil(delay - Number(row.since));
  if (wait <= 0) return;
  throw new AppError('RATE_LIMITED', loginLockedMessage(wait), undefined, { 'retry-after': String(wait) });
}

/** Records one login attempt of `email` (normalised) from `ip`. */
export async function recordLoginAttempt(db: Db, attempt: { email: string; ip: string; success: boolean }): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}
