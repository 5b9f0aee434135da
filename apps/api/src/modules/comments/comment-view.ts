/**
 * How a stored review's issue-24 fields read in every answer (admin list, villa
 * editor, public villa page): the agency's reply as `{ text, at }` or null, and
 * `verified_stay` — a review linked to a finished stay (decision 016).
 */
import type { CommentReply } from '@yali/contract';

/** The reply of a row (`reply`, `reply_at`); null when the agency has not answered. */
export function replyOf(row: { reply: string | null; reply_at: Date | null }): CommentReply | null {
  return row.reply !== null && row.reply_at !== null ? { text: row.reply, at: row.reply_at.toISOString() } : null;
}

/** The fields a review's answers add to its stored ones. */
export function reviewExtras(row: { reply: string | null; reply_at: Date | null; reservation_id: number | null }) {
  return { reply: replyOf(row), verified_stay: row.reservation_id !== null };
}
