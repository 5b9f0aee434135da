/**
 * Server-side reads from the API for server-rendered public pages.
 * `apiGet` answers the envelope's content, null on 404, and throws otherwise
 * so that Next shows the Turkish error page. Uncached reads carry the page
 * request's `x-request-id` on to the API (docs/operations/observability.md).
 */
import 'server-only';
import { headers } from 'next/headers';
import { notFound, unstable_rethrow } from 'next/navigation';

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

/**
 * The `x-request-id` of the page request being rendered (set by nginx or the `npm start` front),
 * so that one id follows a page view through the proxy, Next.js and the API's logs. Asked for
 * uncached reads only: a `no-store` fetch already makes its page dynamic, so reading the request's
 * headers changes nothing there, whereas on a cached public page `headers()` would turn it into a
 * per-request page (DESIGN §4 budgets) — cached reads go without an id and the API makes one.
 * Without a request (outside a render) there is no id to forward.
 */
async function incomingRequestId(): Promise<string | undefined> {
  try {
    return (await headers()).get('x-request-id') ?? undefined;
  } catch (err) {
    // Next's own signals (such as "this render is dynamic") must pass; only "no request here" ends here.
    unstable_rethrow(err);
    return undefined;
  }
}

export async function apiGet<T>(path: string, cacheOpts?: ApiGetCache): Promise<T | null> {
  // `next build` prerenders the cached routes while no API runs (scripts/start.mjs builds first): they
  // are baked as the Turkish 404 and rendered with data on their first visit after start, which
  // revalidates every cached page (decision 004).
  if (env.NEXT_PHASE === 'phase-production-build') notFound();
  const cached = cacheOpts !== undefined && (cacheOpts.revalidate !== undefined || cacheOpts.tags !== undefined);
  const caching: RequestInit = cached
    ? { next: { revalidate: cacheOpts.revalidate ?? 300, tags: cacheOpts.tags } }
    : { cache: 'no-store' };
  const requestId = cached ? undefined : await incomingRequestId();
  const res = await fetch(`${API}${path}`, {
    ...caching,
    headers: { accept: 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
  });
  if (res.status === 404) return null;
  const body = (await res.json().catch(() => null)) as { content?: unknown } | null;
  if (!res.ok) {
    const msg = (body?.content as { message?: string } | undefined)?.message ?? `API ${res.status}`;
    throw new ApiError(res.status, msg);
  }
  return body?.content as T;
}
