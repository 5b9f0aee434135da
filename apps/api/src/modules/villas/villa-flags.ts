/**
 * `PATCH /v1/admin/villas/activity`, `/villas/setpopular` and `/villas/order`
 * (SPEC §4 "Villa popularity and ordering can be set by dedicated calls").
 * The public listing sorts by `sort_order`, so a new order shows at once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { VillaOrderBody } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type Flags = { id: number; villa_id: number; active: boolean; popular: boolean; order: number };

async function setFlag(db: Db, villaId: number, set: { active?: boolean; popular?: boolean }): Promise<Flags> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(villas)
      .set({ ...set, updated_at: new Date() })
      .where(eq(villas.id, villaId))
      .returning({ id: villas.id, active: villas.active, popular: villas.popular, order: villas.sort_order });
    if (!row) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
    return { ...row, villa_id: row.id };
  });
}

/** Shows (active) or hides a villa on the public site. */
export function setVillaActivity(opts: { db: Db; villaId: number; active: boolean }): Promise<Flags> {
  return setFlag(opts.db, opts.villaId, { active: opts.active });
}

/** Marks a villa popular or not. */
export function setVillaPopular(opts: { db: Db; villaId: number; popular: boolean }): Promise<Flags> {
  return setFlag(opts.db, opts.villaId, { popular: opts.popular });
}

/**
 * Writes the agency order of the given villas in one transaction; an unknown
 * villa id rolls everything back with 404. Answers how many villas moved.
 */
export async function setVillaOrder(opts: { db: Db; body: VillaOrderBody }): Promise<{ updated: number }> {
  const entries = new Map(opts.body.order.map((e) => [e.villa_id, e.order]));
  return opts.db.transaction(async (tx) => {
    const ids = [...entries.keys()];
    const found = await tx.select({ id: villas.id }).from(villas).where(inArray(villas.id, ids));
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'Sıralanan villalardan biri bulunamadı.');
    for (const [id, order] of entries) await tx.update(villas).set({ sort_order: order }).where(eq(villas.id, id));
    return { updated: ids.length };
  });
}
