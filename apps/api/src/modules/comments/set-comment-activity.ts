/**
 * Use case: activate or deactivate a review (SPEC §4 "Activity toggles",
 * `PATCH /comment/activity`). Only active reviews appear on the site
 * (DESIGN §3). Unknown id → 404.
 */
import type { CommentItem } from '@yali/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { COMMENT_NOT_FOUND, getComment } from './find-comments.ts';

export async function setCommentActivity(opts: { db: Db; id: number; active: boolean }): Promise<CommentItem> {
  const { db, id, active } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(comments).set({ active }).where(eq(comments.id, id)).returning({ id: comments.id });
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return getComment({ db: tx, id });
  });
}
