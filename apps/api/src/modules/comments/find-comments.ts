/**
 * Use cases: every villa review for the back office (SPEC §7
 * `GET /comment?skip&take=10`, `GET /comment/{id}`), newest first, with the
 * villa's name and slug; filter by `active` and `villa_id`.
 * Throws NOT_FOUND (404) for an unknown id.
 */
import type { CommentItem } from '@yali/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { comments, villas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';

export const COMMENT_NOT_FOUND = 'Yorum bulunamadı.';

const columns = {
  id: comments.id,
  villa_id: comments.villa_id,
  villa_name: villas.name,
  villa_slug: villas.slug,
  name: comments.name,
  rating: comments.rating,
  text: comments.text,
  active: comments.active,
  created_at: comments.created_at,
};

type Row = Omit<CommentItem, 'created_at'> & { created_at: Date };
const toItem = (r: Row): CommentItem => ({ ...r, created_at: r.created_at.toISOString() });

export async function findComments(opts: {
  db: Db;
  skip: number;
  take: number;
  active?: boolean | undefined;
  villa_id?: number | undefined;
}): Promise<{ items: CommentItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.active !== undefined) conditions.push(eq(comments.active, opts.active));
  if (opts.villa_id !== undefined) conditions.push(eq(comments.villa_id, opts.villa_id));
  const where = conditions.length ? and(...conditions) : undefined;
  return findPage(
    opts.db
      .select(columns)
      .from(comments)
      .innerJoin(villas, eq(villas.id, comments.villa_id))
      .where(where)
      .orderBy(desc(comments.created_at), desc(comments.id)),
    countRows(opts.db, comments, where),
    opts,
    toItem,
  );
}

export async function getComment(opts: { db: Db | Tx; id: number }): Promise<CommentItem> {
  const [row] = await opts.db
    .select(columns)
    .from(comments)
    .innerJoin(villas, eq(villas.id, comments.villa_id))
    .where(eq(comments.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  return toItem(row);
}
