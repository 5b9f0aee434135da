import type { ForgotPasswordBody, PasswordMessageContent, ResetPasswordBody } from '@yali/contract';
import { apiFetch } from '@/lib/api.client';

/** `POST /v1/auth/password/forgot`: the same message whether an account has the address or not. */
export function forgotPassword(body: ForgotPasswordBody): Promise<PasswordMessageContent> {
  return apiFetch<PasswordMessageContent>('/v1/auth/password/forgot', { method: 'POST', body: JSON.stringify(body) });
}

/** `POST /v1/auth/password/reset`: sets the new password with the token of the mailed link (single use). */
export function resetPassword(body: ResetPasswordBody): Promise<PasswordMessageContent> {
  return apiFetch<PasswordMessageContent>('/v1/auth/password/reset', { method: 'POST', body: JSON.stringify(body) });
}
