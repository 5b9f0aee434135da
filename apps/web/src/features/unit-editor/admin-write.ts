'use client';
/**
 * Back-office writes of the villa editor (SPEC §7 "Admin writes") with the
 * session's bearer token. Errors arrive as `ApiClientError` carrying the
 * server's Turkish message (409 texts name the conflicting record).
 */
import { ApiClientError, apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const token = () => readSession(window.localStorage)?.token;

/** JSON write; answers the envelope's content. */
export function adminWrite<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, {
    method,
    token: token(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Multipart upload (`POST /v1/admin/villas/image`): the browser sets the boundary. */
export async function adminUpload<T>(path: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    const t = token();
    res = await fetch(path, { method: 'POST', body: form, headers: t ? { authorization: `Bearer ${t}` } : {} });
  } catch {
    throw new ApiClientError(0, 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
  }
  const body = (await res.json().catch(() => null)) as { content?: T & { message?: string; code?: string } } | null;
  if (!res.ok) {
    const message = res.status === 413 && !body?.content?.message ? 'Dosya çok büyük.' : body?.content?.message;
    throw new ApiClientError(res.status, message ?? `Beklenmeyen yanıt (${res.status}).`, body?.content?.code);
  }
  return body?.content as T;
}

/** The Turkish message of any error, for a toast. */
export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
