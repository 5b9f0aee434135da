import type { LoginBody, LoginContent } from '@yali/contract';
import { apiFetch } from '@/lib/api.client';

/** `POST /v1/auth/login` (SPEC §7). */
export function login(body: LoginBody): Promise<LoginContent> {
  return apiFetch<LoginContent>('/v1/auth/login', { method: 'POST', body: JSON.stringify(body) });
}
