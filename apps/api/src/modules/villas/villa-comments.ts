/**
 * Villa reviews in the villa editor: the admin's `DELETE /v1/admin/villas/comment/{id}`
 * and `PUT /villas/commentactivity/{id}` (SPEC §7). The visitor's post is
 * `comments/create-review.ts`, shared with boats.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { CommentReply } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';
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

// `villa_id` is set: the editor's calls reach villa reviews only (`villaReview`).
const toComment = (c: typeof comments.$inferSelect): Comment => ({ ...reviewOf(c), villa_id: c.villa_id ?? 0 });

/** Review `id`, if it is a villa's: a boat review's id is unknown to the villa editor (404). */
const villaReview = (id: number) => and(eq(comments.id, id), isNotNull(comments.villa_id));

/** Shows or hides review `id` on the site; 404 when it does not exist. */
export async function setCommentActivity(opts: { db: Db; id: number; active: boolean }): Promise<Comment> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.update(comments).set({ active: opts.active }).where(villaReview(opts.id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'Yorum bulunamadı.');
    return toComment(row);
  });
}

/** Deletes review `id`; 404 when it does not exist. */
export async function deleteComment(opts: { db: Db; id: number }): Promise<{ id: number }> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.delete(comments).where(villaReview(opts.id)).returning({ id: comments.id });
    if (!row) throw new AppError('NOT_FOUND', 'Yorum bulunamadı.');
    return row;
  });
}
