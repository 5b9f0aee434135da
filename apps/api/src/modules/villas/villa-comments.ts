/**
 * Villa reviews: the admin's `DELETE /v1/admin/villas/comment/{id}` and
 * `PUT /villas/commentactivity/{id}` (SPEC §7), and the visitor's
 * `POST /v1/villas/{slug}/comments` (DESIGN §3: name, rating 1–5, text;
 * appears on the site only after an admin activates it).
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { CommentReply, ReviewCreateBody } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { comments, reservations, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { AppError } from '../../lib/errors.ts';
import { reviewOf } from '../comments/comment-view.ts';

type Comment = {
  id: number;
  villa_id: number;
  name: string;
  rating: number;
  text: string;
  active: boolean;
  created_at: string;
  reply: CommentReply | null;
  verified_stay: boolean;
};

const toComment = (c: typeof comments.$inferSelect): Comment => ({ ...reviewOf(c), villa_id: c.villa_id });

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

/**
 * The stay a reviewer's `code` names, if it earns the "Konaklamış misafir" badge
 * (decision 016): a guest's reservation (web or back office, not a blocking) of
 * villa `villaId`, confirmed or completed, checked out today or earlier (Europe/Istanbul),
 * not yet linked to another review. Anything else → null, and the review is taken
 * without the badge: the answer never tells whether the code exists elsewhere.
 */
async function verifiedStayOf(tx: Tx, villaId: number, code: string | undefined): Promise<number | null> {
  const normalised = code?.replace(/\s+/g, '').toUpperCase();
  if (!normalised) return null;
  // Locked, so that two reviews posted at once with one code cannot both take the badge.
  const [stay] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.reservation_id, normalised),
        eq(reservations.villa_id, villaId),
        inArray(reservations.channel, ['web', 'admin']),
        inArray(reservations.status, ['confirmed', 'completed']),
        lte(reservations.finished_at, todayInIstanbul()),
      ),
    )
    .for('update');
  if (!stay) return null;
  const [taken] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.reservation_id, stay.id));
  return taken ? null : stay.id;
}

/**
 * A visitor's review of active villa `slug`, stored inactive (published by an admin);
 * linked to the stay its optional reservation code names (see `verifiedStayOf`).
 * 404 for an unknown or inactive villa.
 */
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
    const { name, rating, text, reservation_code } = opts.body;
    const reservation_id = await verifiedStayOf(tx, villa.id, reservation_code);
    const [row] = await tx
      .insert(comments)
      .values({ villa_id: villa.id, name, rating, text, active: false, reservation_id })
      .returning({ id: comments.id, active: comments.active });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}
