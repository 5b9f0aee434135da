/**
 * Server-side reads from the API for server-rendered public pages.
 * `apiGet` answers the envelope's content, null on 404, and throws otherwise
 * so that Next shows the Turkish error page.
 */
import 'server-only';

const API = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function apiGet<T>(path: string): Promise<T | null> {
  const res = await fetch(`${API}${path}`, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  const body = (await res.json().catch(() => null)) as { content?: unknown } | null;
  if (!res.ok) {
    const msg = (body?.content as { message?: string } | undefined)?.message ?? `API ${res.status}`;
    throw new ApiError(res.status, msg);
  }
  return body?.content as T;
}
