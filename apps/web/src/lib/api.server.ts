/**
 * Server-side reads from the API for server-rendered public pages.
 * `apiGet` answers the envelope's content, null on 404, and throws otherwise
 * so that Next shows the Turkish error page.
 */
import 'server-only';
import { notFound } from 'next/navigation';

const API = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:4000';
// Read through a record so the build cannot inline it: it must be the value of the process that renders.
const env: Record<string, string | undefined> = process.env;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * How a read may be cached (DESIGN §4): without options it is fetched fresh on
 * every request (`no-store`); with `revalidate` (seconds) and/or `tags` it goes
 * to Next's data cache and is refreshed after that time or when
 * `/api/revalidate` invalidates one of its tags (docs/decisions/004).
 */
export type ApiGetCache = { revalidate?: number; tags?: string[] };

export async function apiGet<T>(path: string, cacheOpts?: ApiGetCache): Promise<T | null> {
  // `next build` prerenders the cached routes while no API runs (scripts/start.mjs builds first): they
  // are baked as the Turkish 404 and rendered with data on their first visit after start, which
  // revalidates every cached page (decision 004).
  if (env.NEXT_PHASE === 'phase-production-build') notFound();
  const caching: RequestInit =
    cacheOpts && (cacheOpts.revalidate !== undefined || cacheOpts.tags)
      ? { next: { revalidate: cacheOpts.revalidate ?? 300, tags: cacheOpts.tags } }
      : { cache: 'no-store' };
  const res = await fetch(`${API}${path}`, { ...caching, headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  const body = (await res.json().catch(() => null)) as { content?: unknown } | null;
  if (!res.ok) {
    const msg = (body?.content as { message?: string } | undefined)?.message ?? `API ${res.status}`;
    throw new ApiError(res.status, msg);
  }
  return body?.content as T;
}
