/**
 * `GET /v1/admin/mail/outbox` (ADMIN): the "Gönderilen e-postalar" view of
 * DESIGN §3 "Mail" — every queued mail, newest first, 20 a page, optionally
 * of one reservation (`reservation_id`: a villa reservation's numeric id, or
 * a villa 'YL…' or boat 'YT…' code). Each mail names its reservation: a villa
 * one (`mail_outbox.reservation_id`) or a boat one (`boat_reservation_id`,
 * issue 7), with its code and the villa's or the boat's name.
 */
import { count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { MailOutboxItem } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatReservations, boats, mailOutbox, reservations, villas } from '../../db/schema.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import { iso, isoNow } from './shared.ts';

export function toOutboxItem(m: typeof mailOutbox.$inferSelect, reservation: MailOutboxItem['reservation']): MailOutboxItem {
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
    const code = normaliseReservationCode(ref);
    where = /^\d+$/.test(ref)
      ? Number(ref) <= 2_147_483_647
        ? eq(mailOutbox.reservation_id, Number(ref))
        : eq(mailOutbox.id, -1)
      : or(eq(reservations.reservation_id, code), eq(boatReservations.reservation_id, code));
  }
  // Both reservation kinds joined: a mail carries at most one of the two ids.
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        m: mailOutbox,
        villaCode: reservations.reservation_id,
        villaName: villas.name,
        boatCode: boatReservations.reservation_id,
        boatName: boats.name,
      })
      .from(mailOutbox)
      .leftJoin(reservations, eq(reservations.id, mailOutbox.reservation_id))
      .leftJoin(villas, eq(villas.id, reservations.villa_id))
      .leftJoin(boatReservations, eq(boatReservations.id, mailOutbox.boat_reservation_id))
      .leftJoin(boats, eq(boats.id, boatReservations.boat_id))
      .where(where)
      .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
      .limit(query.take)
      .offset(query.skip),
    db
      .select({ n: count() })
      .from(mailOutbox)
      .leftJoin(reservations, eq(reservations.id, mailOutbox.reservation_id))
      .leftJoin(boatReservations, eq(boatReservations.id, mailOutbox.boat_reservation_id))
      .where(where),
  ]);
  return {
    items: rows.map(({ m, villaCode, villaName, boatCode, boatName }) =>
      toOutboxItem(
        m,
        m.reservation_id !== null && villaCode !== null
          ? { id: m.reservation_id, reservation_id: villaCode, kind: 'villa', name: villaName ?? '' }
          : m.boat_reservation_id !== null && boatCode !== null
            ? { id: m.boat_reservation_id, reservation_id: boatCode, kind: 'boat', name: boatName ?? '' }
            : null,
      ),
    ),
    total: totalRow?.n ?? 0,
  };
}
