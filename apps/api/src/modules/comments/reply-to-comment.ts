/**
 * Use case: the agency's published reply under a review (issue 24,
 * `PUT /v1/admin/comment/{id}/reply`). The reply shows on the public villa page
 * under the review once the review itself is published; an empty text removes
 * it. Who answered and when are kept (`replied_by`, `reply_at`).
 * Unknown id → 404.
 */
import type { CommentItem } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { COMMENT_NOT_FOUND, getComment } from './find-comments.ts';

/** Sets (`reply` non-empty, already trimmed) or removes (`''`) the reply of review `id` as user `userId`. */
export async function replyToComment(opts: { db: Db; id: number; reply: string; userId: number }): Promise<CommentItem> {
  const { db, id, reply, userId } = opts;
  return db.transaction(async (tx) => {
    const values =
      reply === '' ? { reply: null, reply_at: null, replied_by: null } : { reply, reply_at: new Date(), replied_by: userId };
    const [row] = await tx.update(comments).set(values).where(eq(comments.id, id)).returning({ id: comments.id });
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return getComment({ db: tx, id });
  });
}
