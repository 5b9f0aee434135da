/**
 * Use case: publish or withdraw several reviews at once (issue 24,
 * `POST /v1/admin/comment/bulk`), all or nothing: an unknown id answers 404
 * naming it and changes none. Answers the reviews and the ids whose state
 * actually changed, so that "Geri al" turns back exactly those and leaves a
 * review that was already in the requested state as it was.
 */
import type { CommentBulkResult } from '@yali/contract';
import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { getComments } from './find-comments.ts';

export async function setCommentsActivity(opts: { db: Db; ids: number[]; active: boolean }): Promise<CommentBulkResult> {
  const ids = [...new Set(opts.ids)];
  return opts.db.transaction(async (tx) => {
    // Locked, so that a concurrent delete cannot slip between the check and the update.
    const found = await tx.select({ id: comments.id }).from(comments).where(inArray(comments.id, ids)).for('update');
    const known = new Set(found.map((r) => r.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length)
      throw new AppError('NOT_FOUND', `Yorum bulunamadı (#${missing.join(', #')}); hiçbir yorum değiştirilmedi.`);
    const changed = await tx
      .update(comments)
      .set({ active: opts.active })
      .where(and(inArray(comments.id, ids), ne(comments.active, opts.active)))
      .returning({ id: comments.id });
    return { items: await getComments({ db: tx, ids }), changed: changed.map((r) => r.id).sort((a, b) => a - b) };
  });
}
