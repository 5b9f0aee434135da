/**
 * `GET /v1/villas/redirect/{slug}`: the current slug of the active villa that
 * once had `slug` (villa_slug_history), so the public page can redirect
 * permanently. 404 when the slug is unknown or the villa is inactive.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { villaSlugHistory, villas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export async function findSlugRedirect(opts: { db: Db; slug: string }): Promise<{ slug: string }> {
  const [row] = await opts.db
    .select({ slug: villas.slug })
    .from(villaSlugHistory)
    .innerJoin(villas, eq(villas.id, villaSlugHistory.villa_id))
    .where(and(eq(villaSlugHistory.slug, opts.slug), eq(villas.active, true)));
  if (!row) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  return row;
}
