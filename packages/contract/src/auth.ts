/** Login call and session shapes (SPEC §3, §7 "Auth", DESIGN §2). */
import { z } from 'zod';
import { UserRole } from './enums.ts';
import { passwordPolicy } from './users.ts';

const emailField = z.string().trim().min(1, 'E-posta adresi gerekli.').email('Geçerli bir e-posta adresi girin.').max(254);

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, 'Şifre gerekli.').max(200, 'Şifre çok uzun.'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userDetail = z.object({ firstName: z.string(), lastName: z.string() });

export const loginContent = z.object({
  accessToken: z.string(),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    role: UserRole,
    UserDetail: userDetail,
  }),
});
export type LoginContent = z.infer<typeof loginContent>;

/** Claims of the access token (DESIGN §2): seconds since the epoch. */
export const tokenClaims = z.object({
  iat: z.number(),
  exp: z.number(),
  id: z.number().int(),
  user_role: UserRole,
  user_name: z.string(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/** `POST /v1/auth/logout`: whether the call ended a session (false without a valid token and its cookie). */
export const logoutContent = z.object({ ended: z.boolean() });
export type LogoutContent = z.infer<typeof logoutContent>;

/**
 * `POST /v1/admin/users/{id}/api-tokens` (ADMIN): a token for an API client
 * without a browser. Unlike a login's token it needs no session cookie; it
 * ends like every token of the user (logout, password or role change,
 * deactivation) and at `expires_at`.
 */
export const apiTokenContent = z.object({
  accessToken: z.string(),
  user_id: z.number().int(),
  expires_at: z.string(),
});
export type ApiTokenContent = z.infer<typeof apiTokenContent>;

/** What the dashboard keeps in browser storage (SPEC §3 "Admin session"). */
export const adminSession = tokenClaims.extend({ token: z.string() });
export type AdminSession = z.infer<typeof adminSession>;

export const unreadCountContent = z.object({
  /**
   * ADMIN: pending reservations nobody opened yet. OWNER: reservations of their
   * villas that arrived, were confirmed or were cancelled by someone else since
   * they last looked at their reservation list (issue 24).
   */
  reservationCount: z.number().int().nonnegative(),
  contactCount: z.number().int().nonnegative(),
  /** Calendar feeds failing for an hour or more (issue 24); 0 for an OWNER. */
  failingFeedCount: z.number().int().nonnegative(),
  /** Reviews waiting for an admin's approval (issue 24); 0 for an OWNER. */
  pendingCommentCount: z.number().int().nonnegative(),
});
export type UnreadCount = z.infer<typeof unreadCountContent>;

/** Lists whose badge clears when looked at (issue 24): an owner's reservations. */
export const SEEN_TOPICS = ['reservations'] as const;
/** `POST /v1/admin/unreadcount/seen`: the user has looked at a list; its badge counts only what comes after. */
export const seenBody = z.strictObject(
  { topic: z.enum(SEEN_TOPICS, { error: 'Liste adı reservations olmalı.' }) },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Bilinmeyen alan: ${iss.keys.join(', ')}.` : undefined) },
);
export type SeenBody = z.infer<typeof seenBody>;

// ── Forgotten password (issue 24) ──────────────────────────────────────────
/** Minutes a password reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** `POST /v1/auth/password/forgot`: the address to send a reset link to. */
export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/**
 * The one answer of `POST /v1/auth/password/forgot`, whether an account has
 * the address or not, so that the form cannot be used to find accounts.
 */
export const PASSWORD_RESET_SENT_MESSAGE = 'Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi.';
/** A reset link that is unknown, expired or already used: one message for all three. */
export const PASSWORD_RESET_INVALID_MESSAGE = 'Bağlantı geçersiz veya süresi dolmuş.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.';

/** `POST /v1/auth/password/reset`: the token of the link and the new password (the policy of user creation). */
export const resetPasswordBody = z.object({
  token: z
    .string({ error: PASSWORD_RESET_INVALID_MESSAGE })
    .min(1, PASSWORD_RESET_INVALID_MESSAGE)
    .max(200, PASSWORD_RESET_INVALID_MESSAGE),
  password: passwordPolicy,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The answer of both password calls: a Turkish message to show. */
export const passwordMessageContent = z.object({ message: z.string() });
export type PasswordMessageContent = z.infer<typeof passwordMessageContent>;
