/**
 * `PATCH /v1/admin/villas/activity`, `/villas/setpopular` and `/villas/order`
 * (SPEC §4 "Villa popularity and ordering can be set by dedicated calls"),
 * and `/villas/order/top` (issue 24 "en üste taşı").
 * The public listing sorts by `sort_order`, so a new order shows at once.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * Puts one villa first in the agency order (issue 24 "en üste taşı") and
 * renumbers the order 1…N (villa first, the rest as they stood by
 * `sort_order`, then id), in one transaction. One call instead of a client
 * sending `/villas/order` for every villa before it: the 25th villa sits on
 * page 2, its predecessors' order values are not on the screen, and equal
 * values (ties) would leave it level with the first. Only rows whose number
 * changes are written (each write is audited). Every villa row is locked
 * first, so two moves at once run one after the other.
 * Throws NOT_FOUND (404) for an unknown villa.
 */
export async function moveVillaToTop(opts: { db: Db; villaId: number }): Promise<Flags> {
  const { villaId } = opts;
  return opts.db.transaction(async (tx) => {
    // NO KEY UPDATE: bookings that only reference a villa (KEY SHARE) are not held up.
    const locked = await tx.select({ id: villas.id }).from(villas).orderBy(asc(villas.id)).for('no key update');
    if (!locked.some((v) => v.id === villaId)) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
    await tx.execute(sql`
      update ${villas} set sort_order = ranked.n
      from (
        select id, row_number() over (order by (id = ${villaId}) desc, sort_order, id)::int as n from ${villas}
      ) as ranked
      where ${villas.id} = ranked.id and ${villas.sort_order} <> ranked.n`);
    const [row] = await tx
      .select({ id: villas.id, active: villas.active, popular: villas.popular, order: villas.sort_order })
      .from(villas)
      .where(eq(villas.id, villaId));
    if (!row) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
    return { ...row, villa_id: row.id };
  });
}
