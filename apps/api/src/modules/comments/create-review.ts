/**
 * Use case: a visitor's review of a villa or a boat (DESIGN §3: name, rating 1–5,
 * text; `POST /v1/villas/{slug}/comments`, `POST /v1/boats/{slug}/comments`),
 * written once for both kinds of rental unit (decision 008). The review is stored
 * inactive and appears on the unit's page only after an admin publishes it. An
 * optional reservation code of a finished stay or rental of that unit earns the
 * "Konaklamış misafir" badge (decision 016); any other code is taken without it.
 * 404 for an unknown or inactive unit.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { ReviewCreateBody } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { boatReservations, boats, comments, reservations, villas } from '../../db/schema.ts';
import { addDays } from '../../domain/quote.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { AppError } from '../../lib/errors.ts';

/** What a review needs to know about its kind of unit: the tables, the columns that link a review, the 404 text. */
export type ReviewUnit = {
  units: typeof villas | typeof boats;
  reservations: typeof reservations | typeof boatReservations;
  /** The reservation's foreign key to its unit. */
  reservationUnit: typeof reservations.villa_id | typeof boatReservations.boat_id;
  /** The review's column naming the unit, and the one naming the verified stay. */
  commentUnit: 'villa_id' | 'boat_id';
  commentStay: 'reservation_id' | 'boat_reservation_id';
  notFound: string;
  /**
   * The latest `finished_at` (exclusive end) of a stay that can be reviewed on `today`: a villa
   * guest may review from the check-out day; a boat's last rental day is the day before
   * `finished_at`, so its guest may review from that day.
   */
  finishedBy(today: string): string;
};

export const VILLA_REVIEWS: ReviewUnit = {
  units: villas,
  reservations,
  reservationUnit: reservations.villa_id,
  commentUnit: 'villa_id',
  commentStay: 'reservation_id',
  notFound: 'Villa bulunamadı.',
  finishedBy: (today) => today,
};

export const BOAT_REVIEWS: ReviewUnit = {
  units: boats,
  reservations: boatReservations,
  reservationUnit: boatReservations.boat_id,
  commentUnit: 'boat_id',
  commentStay: 'boat_reservation_id',
  notFound: 'Tekne bulunamadı.',
  finishedBy: (today) => addDays(today, 1),
};

/**
 * The stay a reviewer's `code` names, if it earns the "Konaklamış misafir" badge
 * (decision 016): a guest's reservation (web or back office, not a blocking) of
 * unit `unitId`, confirmed or completed, finished (see `finishedBy`, Europe/Istanbul),
 * not yet linked to another review. Anything else → null, and the review is taken
 * without the badge: the answer never tells whether the code exists elsewhere.
 */
async function verifiedStayOf(tx: Tx, unit: ReviewUnit, unitId: number, code: string | undefined): Promise<number | null> {
  const normalised = code?.replace(/\s+/g, '').toUpperCase();
  if (!normalised) return null;
  const r = unit.reservations;
  // Locked, so that two reviews posted at once with one code cannot both take the badge.
  const [stay] = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.reservation_id, normalised),
        eq(unit.reservationUnit, unitId),
        inArray(r.channel, ['web', 'admin']),
        inArray(r.status, ['confirmed', 'completed']),
        lte(r.finished_at, unit.finishedBy(todayInIstanbul())),
      ),
    )
    .for('update');
  if (!stay) return null;
  const [taken] = await tx.select({ id: comments.id }).from(comments).where(eq(comments[unit.commentStay], stay.id));
  return taken ? null : stay.id;
}

/** A visitor's review of the active unit `slug`, stored inactive; answers its id and `active: false`. */
export async function createReview(opts: {
  db: Db;
  unit: ReviewUnit;
  slug: string;
  body: ReviewCreateBody;
}): Promise<{ id: number; active: boolean }> {
  const { unit } = opts;
  return opts.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: unit.units.id })
      .from(unit.units)
      .where(and(eq(unit.units.slug, opts.slug), eq(unit.units.active, true)));
    if (!found) throw new AppError('NOT_FOUND', unit.notFound);
    const { name, rating, text, reservation_code } = opts.body;
    const stayId = await verifiedStayOf(tx, unit, found.id, reservation_code);
    const [row] = await tx
      .insert(comments)
      .values({ [unit.commentUnit]: found.id, [unit.commentStay]: stayId, name, rating, text, active: false })
      .returning({ id: comments.id, active: comments.active });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}
