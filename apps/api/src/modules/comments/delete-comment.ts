/** Use case: delete a review for good (`DELETE /comment/{id}`). Unknown id → 404. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { COMMENT_NOT_FOUND } from './find-comments.ts';

export async function deleteComment(opts: { db: Db; id: number }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const [row] = await tx.delete(comments).where(eq(comments.id, opts.id)).returning({ id: comments.id });
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  });
}
