/**
 * On-demand revalidation of the cached public pages (DESIGN §4, decision 004).
 * `POST /api/revalidate` with the shared secret in the `x-revalidate-secret`
 * header and `{ "tags": ["villas", "villa:villa-isik"] }`: the next visit of
 * every page that read one of those tags renders fresh data. `{ "paths":
 * ["/"] }` does the same for every page under those paths (their layout) —
 * scripts/start.mjs sends it once at start, so that pages cached by an earlier
 * run or baked by the build are rendered afresh. Without a configured
 * REVALIDATE_SECRET the endpoint is off (503).
 */
import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { REVALIDATE_SECRET_HEADER } from '@yali/contract';

const env: Record<string, string | undefined> = process.env;

const json = (status: number, content: unknown) => Response.json({ content }, { status });

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(req: Request): Promise<Response> {
  const secret = env.REVALIDATE_SECRET;
  if (!secret) return json(503, { message: 'Önbellek yenileme yapılandırılmamış.', code: 'NOT_CONFIGURED' });
  if (!sameSecret(req.headers.get(REVALIDATE_SECRET_HEADER), secret)) {
    return json(401, { message: 'Geçersiz anahtar.', code: 'UNAUTHENTICATED' });
  }
  const body = (await req.json().catch(() => null)) as { tags?: unknown; paths?: unknown } | null;
  const tags = body?.tags ?? [];
  const paths = body?.paths ?? [];
  if (!isTextList(tags) || !isTextList(paths) || tags.length + paths.length === 0) {
    return json(400, {
      message: 'tags ya da paths, 1–100 metinden oluşan bir liste olmalı.',
      code: 'VALIDATION',
    });
  }
  if (!paths.every((p) => p.startsWith('/'))) {
    return json(400, { message: 'paths içindeki her yol / ile başlamalı.', code: 'VALIDATION' });
  }
  // expire: 0 — the next request renders fresh data instead of being served the stale page once more.
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  // A path's layout covers every page below it; revalidatePath expires at once, like expire: 0.
  for (const path of new Set(paths)) revalidatePath(path, 'layout');
  return json(200, { revalidated: [...new Set(tags)], paths: [...new Set(paths)] });
}

function isTextList(v: unknown): v is string[] {
  return (
    Array.isArray(v) && v.length <= 100 && v.every((t): t is string => typeof t === 'string' && t.length > 0 && t.length <= 256)
  );
}
