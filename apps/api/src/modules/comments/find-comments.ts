/**
 * Use cases: every villa review for the back office (SPEC §7
 * `GET /comment?skip&take=10`, `GET /comment/{id}`), newest first, with the
 * villa's name and slug, the agency's reply and the linked stay's code;
 * filter by `active`, `villa_id`, `rating` (1–5) and `verified` (issue 24).
 * Throws NOT_FOUND (404) for an unknown id.
 */
import type { CommentItem } from '@yali/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { comments, reservations, villas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/find-page.ts';
import { reviewExtras } from './comment-view.ts';

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
  reply: comments.reply,
  reply_at: comments.reply_at,
  reservation_id: comments.reservation_id,
  reservation_code: reservations.reservation_id,
};

const selectComments = (db: Db | Tx) =>
  db
    .select(columns)
    .from(comments)
    .innerJoin(villas, eq(villas.id, comments.villa_id))
    .leftJoin(reservations, eq(reservations.id, comments.reservation_id));

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];
const toItem = ({ reply, reply_at, reservation_id, reservation_code, created_at, ...r }: Row): CommentItem => ({
  ...r,
  created_at: created_at.toISOString(),
  ...reviewExtras({ reply, reply_at, reservation_id }),
  reservation_code: reservation_id === null ? null : reservation_code,
});

export async function findComments(opts: {
  db: Db;
  skip: number;
  take: number;
  active?: boolean | undefined;
  villa_id?: number | undefined;
  rating?: number | undefined;
  verified?: boolean | undefined;
}): Promise<{ items: CommentItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.active !== undefined) conditions.push(eq(comments.active, opts.active));
  if (opts.villa_id !== undefined) conditions.push(eq(comments.villa_id, opts.villa_id));
  if (opts.rating !== undefined) conditions.push(eq(comments.rating, opts.rating));
  if (opts.verified !== undefined)
    conditions.push(opts.verified ? isNotNull(comments.reservation_id) : isNull(comments.reservation_id));
  const where = conditions.length ? and(...conditions) : undefined;
  return findPage(
    selectComments(opts.db).where(where).orderBy(desc(comments.created_at), desc(comments.id)),
    opts.db.select({ n: count() }).from(comments).where(where),
    opts,
    toItem,
  );
}

export async function getComment(opts: { db: Db | Tx; id: number }): Promise<CommentItem> {
  const [row] = await selectComments(opts.db).where(eq(comments.id, opts.id));
  if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  return toItem(row);
}

/** The reviews `ids` in the order given (unknown ids are left out). */
export async function getComments(opts: { db: Db | Tx; ids: number[] }): Promise<CommentItem[]> {
  const rows = await selectComments(opts.db).where(inArray(comments.id, opts.ids));
  const byId = new Map(rows.map((r) => [r.id, toItem(r)]));
  return opts.ids.flatMap((id) => byId.get(id) ?? []);
}
