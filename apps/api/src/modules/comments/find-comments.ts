/**
 * Use cases: every review for the back office (SPEC §7 `GET /comment?skip&take=10`,
 * `GET /comment/{id}`) — villa and boat reviews side by side (issue 23), newest first,
 * each with its unit's name and slug, the agency's reply and the linked stay's code;
 * filter by `active`, `kind` (villa | boat), `villa_id`, `boat_id`, `rating` (1–5)
 * and `verified` (issue 24). Throws NOT_FOUND (404) for an unknown id.
 */
import type { CommentItem } from '@yali/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { boatReservations, boats, comments, reservations, villas } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { findPage } from '../../lib/find-page.ts';
import { reviewExtras } from './comment-view.ts';

export const COMMENT_NOT_FOUND = 'Yorum bulunamadı.';

const columns = {
  id: comments.id,
  villa_id: comments.villa_id,
  villa_name: villas.name,
  villa_slug: villas.slug,
  boat_id: comments.boat_id,
  boat_name: boats.name,
  boat_slug: boats.slug,
  name: comments.name,
  rating: comments.rating,
  text: comments.text,
  active: comments.active,
  created_at: comments.created_at,
  reply: comments.reply,
  reply_at: comments.reply_at,
  reservation_id: comments.reservation_id,
  reservation_code: reservations.reservation_id,
  boat_reservation_id: comments.boat_reservation_id,
  boat_reservation_code: boatReservations.reservation_id,
};

const selectComments = (db: Db | Tx) =>
  db
    .select(columns)
    .from(comments)
    .leftJoin(villas, eq(villas.id, comments.villa_id))
    .leftJoin(boats, eq(boats.id, comments.boat_id))
    .leftJoin(reservations, eq(reservations.id, comments.reservation_id))
    .leftJoin(boatReservations, eq(boatReservations.id, comments.boat_reservation_id));

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/** A row as the back office reads it: a villa review keeps the shape it always had; a boat review names its boat. */
const toItem = (r: Row): CommentItem => {
  const fields = {
    name: r.name,
    rating: r.rating,
    text: r.text,
    active: r.active,
    created_at: r.created_at.toISOString(),
    ...reviewExtras(r),
  };
  if (r.boat_id !== null)
    return {
      id: r.id,
      boat_id: r.boat_id,
      boat_name: r.boat_name ?? '',
      boat_slug: r.boat_slug ?? '',
      ...fields,
      reservation_code: r.boat_reservation_id === null ? null : r.boat_reservation_code,
    };
  return {
    id: r.id,
    villa_id: r.villa_id ?? 0,
    villa_name: r.villa_name ?? '',
    villa_slug: r.villa_slug ?? '',
    ...fields,
    reservation_code: r.reservation_id === null ? null : r.reservation_code,
  };
};

export async function findComments(opts: {
  db: Db;
  skip: number;
  take: number;
  active?: boolean | undefined;
  kind?: 'villa' | 'boat' | undefined;
  villa_id?: number | undefined;
  boat_id?: number | undefined;
  rating?: number | undefined;
  verified?: boolean | undefined;
}): Promise<{ items: CommentItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (opts.active !== undefined) conditions.push(eq(comments.active, opts.active));
  if (opts.kind !== undefined) conditions.push(isNotNull(opts.kind === 'villa' ? comments.villa_id : comments.boat_id));
  if (opts.villa_id !== undefined) conditions.push(eq(comments.villa_id, opts.villa_id));
  if (opts.boat_id !== undefined) conditions.push(eq(comments.boat_id, opts.boat_id));
  if (opts.rating !== undefined) conditions.push(eq(comments.rating, opts.rating));
  if (opts.verified !== undefined) {
    const linked = or(isNotNull(comments.reservation_id), isNotNull(comments.boat_reservation_id));
    const unlinked = and(isNull(comments.reservation_id), isNull(comments.boat_reservation_id));
    const condition = opts.verified ? linked : unlinked;
    if (condition) conditions.push(condition);
  }
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
