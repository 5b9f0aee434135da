/**
 * `GET /v1/admin/mail/outbox` (ADMIN): the "Gönderilen e-postalar" view of
 * DESIGN §3 "Mail" — every queued mail, newest first, 20 a page, optionally
 * of one reservation (`reservation_id`: its numeric id or its code).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { MailOutboxItem } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { mailOutbox, reservations } from '../../db/schema.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import { iso, isoNow } from './shared.ts';

export function toOutboxItem(
  m: typeof mailOutbox.$inferSelect,
  reservation: { id: number; reservation_id: string } | null,
): MailOutboxItem {
  return {
    id: m.id,
    template_key: m.template_key,
    to: m.to_address,
    subject: m.subject,
    text: m.text,
    status: m.status,
    attempts: m.attempts,
    last_error: m.last_error,
    reservation,
    created_at: isoNow(m.created_at),
    sent_at: iso(m.sent_at),
  };
}

export async function findMailOutbox(opts: {
  db: Db;
  query: { skip: number; take: number; reservation_id?: string | undefined };
}): Promise<{ items: MailOutboxItem[]; total: number }> {
  const { db, query } = opts;
  let where: SQL | undefined;
  const ref = query.reservation_id?.trim();
  if (ref) {
    where = /^\d+$/.test(ref)
      ? Number(ref) <= 2_147_483_647
        ? eq(mailOutbox.reservation_id, Number(ref))
        : eq(mailOutbox.id, -1)
      : eq(reservations.reservation_id, normaliseReservationCode(ref));
  }
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ m: mailOutbox, code: reservations.reservation_id })
      .from(mailOutbox)
      .leftJoin(reservations, eq(reservations.id, mailOutbox.reservation_id))
      .where(where)
      .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
      .limit(query.take)
      .offset(query.skip),
    db
      .select({ n: count() })
      .from(mailOutbox)
      .leftJoin(reservations, eq(reservations.id, mailOutbox.reservation_id))
      .where(and(where)),
  ]);
  return {
    items: rows.map(({ m, code }) =>
      toOutboxItem(m, m.reservation_id !== null && code !== null ? { id: m.reservation_id, reservation_id: code } : null),
    ),
    total: totalRow?.n ?? 0,
  };
}
