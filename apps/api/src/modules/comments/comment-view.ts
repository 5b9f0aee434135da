/**
 * How a stored review's issue-24 fields read in every answer (admin list, villa
 * editor, public villa and boat pages): the agency's reply as `{ text, at }` or null, and
 * `verified_stay` — a review linked to a finished stay (decision 016).
 */
import type { CommentReply } from '@yali/contract';

/** The reply of a row (`reply`, `reply_at`); null when the agency has not answered. */
export function replyOf(row: { reply: string | null; reply_at: Date | null }): CommentReply | null {
  return row.reply !== null && row.reply_at !== null ? { text: row.reply, at: row.reply_at.toISOString() } : null;
}

/** A stored review's link to the finished stay (villa) or rental (boat) its code named. */
type StayLink = { reservation_id: number | null; boat_reservation_id?: number | null | undefined };

/** The fields a review's answers add to its stored ones. */
export function reviewExtras(row: { reply: string | null; reply_at: Date | null } & StayLink) {
  return { reply: replyOf(row), verified_stay: row.reservation_id !== null || (row.boat_reservation_id ?? null) !== null };
}

/** A stored review as every answer shows it (without its unit): id, author, rating, text, visibility, ISO time, reply, verified stay. */
export function reviewOf(
  row: {
    id: number;
    name: string;
    rating: number;
    text: string;
    active: boolean;
    created_at: Date;
    reply: string | null;
    reply_at: Date | null;
  } & StayLink,
) {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    text: row.text,
    active: row.active,
    created_at: row.created_at.toISOString(),
    ...reviewExtras(row),
  };
}
