/**
 * Villa reviews: the admin's `DELETE /v1/admin/villas/comment/{id}` and
 * `PUT /villas/commentactivity/{id}` (SPEC §7), and the visitor's
 * `POST /v1/villas/{slug}/comments` (DESIGN §3: name, rating 1–5, text;
 * appears on the site only after an admin activates it).
 */
import { and, eq } from 'drizzle-orm';
import type { ReviewCreateBody } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { comments, villas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

type Comment = { id: number; villa_id: number; name: string; rating: number; text: string; active: boolean; created_at: string };

const toComment = (c: typeof comments.$inferSelect): Comment => ({
  id: c.id,
  villa_id: c.villa_id,
  name: c.name,
  rating: c.rating,
  text: c.text,
  active: c.active,
  created_at: c.created_at.toISOString(),
});

/** Shows or hides review `id` on the site; 404 when it does not exist. */
export async function setCommentActivity(opts: { db: Db; id: number; active: boolean }): Promise<Comment> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.update(comments).set({ active: opts.active }).where(eq(comments.id, opts.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'Yorum bulunamadı.');
    return toComment(row);
  });
}

/** Deletes review `id`; 404 when it does not exist. */
export async function deleteComment(opts: { db: Db; id: number }): Promise<{ id: number }> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.delete(comments).where(eq(comments.id, opts.id)).returning({ id: comments.id });
    if (!row) throw new AppError('NOT_FOUND', 'Yorum bulunamadı.');
    return row;
  });
}

/** A visitor's review of active villa `slug`, stored inactive; 404 for an unknown or inactive villa. */
export async function createReview(opts: {
  db: Db;
  slug: string;
  body: ReviewCreateBody;
}): Promise<{ id: number; active: boolean }> {
  return opts.db.transaction(async (tx) => {
    const [villa] = await tx
      .select({ id: villas.id })
      .from(villas)
      .where(and(eq(villas.slug, opts.slug), eq(villas.active, true)));
    if (!villa) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
    const [row] = await tx
      .insert(comments)
      .values({ villa_id: villa.id, name: opts.body.name, rating: opts.body.rating, text: opts.body.text, active: false })
      .returning({ id: comments.id, active: comments.active });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}
