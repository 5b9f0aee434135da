import type { LogoutContent } from '@yali/contract';
import { apiFetch } from '@/lib/api.client';

/**
 * `POST /v1/auth/logout`: ends the session on the server (every token of the
 * user) and drops the session cookie. Never throws: the caller clears the
 * stored session and leaves whatever the network or the server answers.
 */
export async function logout(token: string | undefined): Promise<void> {
  await apiFetch<LogoutContent>('/v1/auth/logout', { method: 'POST', token }).catch(() => undefined);
}
