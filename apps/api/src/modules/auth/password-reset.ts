/**
 * Forgotten password (issue 24): a reset link by e-mail, time-limited
 * (PASSWORD_RESET_VALID_MINUTES) and single-use.
 *
 * The link carries 32 random bytes (base64url); only their SHA-256 is kept
 * in `password_reset_tokens`, so a copy of the database opens no account.
 * A request answers alike whether an account has the address or not — the
 * status, the body and the limit are the same; only for an active account
 * is a token made and the mail queued. Every request is recorded in
 * `password_reset_requests` (any address, as `login_attempts` does for
 * logins), and the per-address limit counts them with the database's clock,
 * so it holds across API processes. The per-IP limit is the route's.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_VALID_MINUTES } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests, passwordResetTokens, users } from '../../db/schema.ts';
import { endSessions } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { assertNotCommonPassword } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/password.ts';
import { mailSettingVariables } from '../rental-units/mail-settings.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { normaliseEmail } from './login-lock.ts';

export const PASSWORD_RESET_LIMIT = {
  /** Requests of one address within the window; the next one is refused. */
  perAddress: 3,
  windowMinutes: 60,
} as const;

/** Path of the web page that takes the token (apps/web `/dashboard/reset-password`). */
export const RESET_PAGE_PATH = '/dashboard/reset-password';

/** The form in which a token is kept: base64url SHA-256 of the token as sent. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The Turkish refusal of the per-address limit, in whole minutes rounded up (seconds go in `Retry-After`). */
export function resetLimitedMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Bu e-posta adresi için çok fazla şifre sıfırlama isteği yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}

/**
 * Throws RATE_LIMITED (429, Retry-After in seconds) while `email`
 * (normalised) has had PASSWORD_RESET_LIMIT.perAddress requests within the
 * window; the wait runs until the oldest of them leaves the window.
 */
async function assertResetAllowed(db: Db, email: string): Promise<void> {
  const [row] = await db
    .select({
      n: count(),
      // Seconds until the oldest counted request leaves the window, by the database's clock.
      wait: sql<
        number | null
      >`extract(epoch from min(${passwordResetRequests.at}) + make_interval(mins => ${PASSWORD_RESET_LIMIT.windowMinutes}) - now())::float8`,
    })
    .from(passwordResetRequests)
    .where(
      and(
        eq(passwordResetRequests.email, email),
        gt(passwordResetRequests.at, sql`now() - make_interval(mins => ${PASSWORD_RESET_LIMIT.windowMinutes})`),
      ),
    );
  if (!row || row.n < PASSWORD_RESET_LIMIT.perAddress || row.wait == null) return;
  const wait = Math.max(1, Math.ceil(Number(row.wait)));
  throw new AppError('RATE_LIMITED', resetLimitedMessage(wait), undefined, { 'retry-after': String(wait) });
}

/**
 * Use case: `POST /v1/auth/password/forgot`. Records the request and, for an
 * active account with this address, makes a new token (older unused ones of
 * the user stop working) and queues the 'password_reset' mail with the link
 * `${siteUrl}/dashboard/reset-password?token=…`, all in one transaction.
 * Answers nothing: the caller gives the same message either way.
 * Throws RATE_LIMITED (429) past the per-address limit, for any address.
 */
export async function requestPasswordReset(opts: { db: Db; email: string; ip: string; siteUrl: string }): Promise<void> {
  const { db, ip, siteUrl } = opts;
  const email = normaliseEmail(opts.email);
  await assertResetAllowed(db, email);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetRequests).values({ email, ip });
    const [user] = await tx
      .select({ id: users.id, email: users.email, first: users.first_name, last: users.last_name })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true)));
    if (!user) return;
    // One live link per user: whoever finds an older mail cannot use it any more.
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)));
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({
      user_id: user.id,
      token_hash: hashResetToken(token),
      expires_at: sql`now() + make_interval(mins => ${PASSWORD_RESET_VALID_MINUTES})`,
    });
    const site = await mailSettingVariables(tx);
    await enqueueMail(tx, {
      templateKey: 'password_reset',
      to: user.email,
      variables: {
        name: `${user.first} ${user.last}`,
        reset_link: `${siteUrl}${RESET_PAGE_PATH}?token=${token}`,
        valid_minutes: PASSWORD_RESET_VALID_MINUTES,
        site_name: site.site_name,
      },
    });
  });
}

/**
 * Use case: `POST /v1/auth/password/reset`. Sets `password` (already checked
 * against the contract's policy) for the user of `token`, marks the token
 * used in the same transaction, and ends every session and API token of the
 * user (their session version rises). Not a login: nothing goes into the
 * login history. Throws VALIDATION (400) for a common password (the token
 * stays usable) and, with PASSWORD_RESET_INVALID_MESSAGE, for a token that
 * is unknown, expired or already used.
 */
export async function resetPassword(opts: { db: Db; token: string; password: string }): Promise<void> {
  const { db, token, password } = opts;
  await assertNotCommonPassword(password);
  const password_hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Taken in one statement: of two requests with the same token, only one finds it unused.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.token_hash, hashResetToken(token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.user_id });
    if (!used) throw new AppError('VALIDATION', PASSWORD_RESET_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ password_hash, session_version: endSessions(), updated_at: sql`now()` })
      .where(and(eq(users.id, used.userId), eq(users.active, true)))
      .returning({ id: users.id });
    // Deactivated after the mail went out: the link dies with the account.
    if (!user) throw new AppError('VALIDATION', PASSWORD_RESET_INVALID_MESSAGE);
  });
}
