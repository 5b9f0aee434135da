/**
 * `GET /v1/admin/boatreservations/{id}` (ADMIN, SPEC §7): one boat
 * reservation with its status history (who, when) and the mails queued for
 * it (`mail_outbox.boat_reservation_id`). The first time an ADMIN opens it
 * it is stamped `opened_at`, so a new request stops counting in the unread
 * badge (SPEC §6).
 */
import { aliasedTable, and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AdminBoatReservationDetail } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatReservationEvents, boatReservations, boats, mailOutbox, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { toOutboxItem } from '../reservations/find-mail-outbox.ts';
import { iso, isoNow } from '../reservations/shared.ts';
import { BOAT_RESERVATION_NOT_FOUND } from './boat-shared.ts';
import { toBoatReservationItem } from './find-boat-reservations.ts';

const creators = aliasedTable(users, 'creator');
const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

export async function getBoatReservation(opts: { db: Db; id: number }): Promise<AdminBoatReservationDetail> {
  const { db, id } = opts;
  const [row] = await db
    .select({ r: boatReservations, b: boats, creator: creators })
    .from(boatReservations)
    .innerJoin(boats, eq(boats.id, boatReservations.boat_id))
    .leftJoin(creators, eq(creators.id, boatReservations.created_by))
    .where(eq(boatReservations.id, id));
  if (!row) throw new AppError('NOT_FOUND', BOAT_RESERVATION_NOT_FOUND);

  let r = row.r;
  if (r.opened_at === null) {
    const [stamped] = await db
      .update(boatReservations)
      .set({ opened_at: new Date() })
      .where(and(eq(boatReservations.id, id), isNull(boatReservations.opened_at)))
      .returning();
    if (stamped) r = stamped;
  }

  const [events, mails] = await Promise.all([
    db
      .select({ e: boatReservationEvents, actor: users })
      .from(boatReservationEvents)
      .leftJoin(users, eq(users.id, boatReservationEvents.actor_id))
      .where(eq(boatReservationEvents.reservation_id, id))
      .orderBy(asc(boatReservationEvents.created_at), asc(boatReservationEvents.id)),
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.boat_reservation_id, id))
      .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id)),
  ]);

  const b = row.b;
  return {
    ...toBoatReservationItem({ r, boat_name: b.name }),
    boat: {
      id: b.id,
      name: b.name,
      slug: b.slug,
      capacity: b.capacity,
      prepayment_percent: b.prepayment_percent,
      departure_time: b.departure_time,
      return_time: b.return_time,
    },
    note: r.note,
    admin_note: r.admin_note,
    price_breakdown: (r.price_breakdown as Record<string, unknown> | null) ?? null,
    exchange_rates: (r.exchange_rates as Record<string, unknown> | null) ?? null,
    confirm_sent_at: iso(r.confirm_sent_at),
    bank_sent_at: iso(r.bank_sent_at),
    created_by: row.creator ? { id: row.creator.id, name: fullName(row.creator) } : null,
    updated_at: isoNow(r.updated_at),
    events: events.map(({ e, actor }) => ({
      id: e.id,
      from_status: e.from_status as AdminBoatReservationDetail['status'] | null,
      to_status: e.to_status as AdminBoatReservationDetail['status'],
      actor: actor ? { id: actor.id, name: fullName(actor) } : null,
      note: e.note,
      created_at: isoNow(e.created_at),
    })),
    mails: mails.map((m) => toOutboxItem(m, { id: r.id, reservation_id: r.reservation_id, kind: 'boat', name: b.name })),
  };
}
