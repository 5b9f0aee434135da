/**
 * `GET /v1/admin/reservations/{id}` (SPEC §7): one reservation with its
 * status history (who, when) and the mails queued for it. The first time an
 * ADMIN opens a reservation it is stamped `opened_at`, so it stops counting
 * in the unread badge (SPEC §6). An OWNER reads only the reservations of
 * their own villas: another owner's answers 404, so ids cannot be probed.
 * External blockings are read under /external and answer 404 here. The
 * agency's internal note and the guest mails are not shown to an OWNER.
 */
import { aliasedTable, and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AdminReservationDetail } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { mailOutbox, reservationEvents, reservations, users, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { toOutboxItem } from './find-mail-outbox.ts';
import { toReservationItem } from './find-reservations.ts';
import { iso, isoNow, ownerScope } from './shared.ts';

export const RESERVATION_NOT_FOUND = 'Rezervasyon bulunamadı.';

const owners = aliasedTable(users, 'owner');
const creators = aliasedTable(users, 'creator');

const fullName = (u: { first_name: string; last_name: string } | null) => (u ? `${u.first_name} ${u.last_name}`.trim() : '');

export async function getReservation(opts: { db: Db; user: AuthUser; id: number }): Promise<AdminReservationDetail> {
  const { db, user, id } = opts;
  const [row] = await db
    .select({ r: reservations, v: villas, owner: owners, creator: creators })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villa_id))
    .leftJoin(owners, eq(owners.id, villas.owner_id))
    .leftJoin(creators, eq(creators.id, reservations.created_by))
    .where(and(eq(reservations.id, id), ne(reservations.channel, 'external'), ownerScope(user)));
  if (!row) throw new AppError('NOT_FOUND', RESERVATION_NOT_FOUND);

  let r = row.r;
  if (user.role === 'ADMIN' && r.opened_at === null) {
    const [stamped] = await db
      .update(reservations)
      .set({ opened_at: new Date() })
      .where(and(eq(reservations.id, id), isNull(reservations.opened_at)))
      .returning();
    if (stamped) r = stamped;
  }

  const [events, mails] = await Promise.all([
    db
      .select({ e: reservationEvents, actor: users })
      .from(reservationEvents)
      .leftJoin(users, eq(users.id, reservationEvents.actor_id))
      .where(eq(reservationEvents.reservation_id, id))
      .orderBy(asc(reservationEvents.created_at), asc(reservationEvents.id)),
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reservation_id, id))
      .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id)),
  ]);

  return {
    ...toReservationItem({ r, villa_name: row.v.name }),
    villa: {
      id: row.v.id,
      name: row.v.name,
      slug: row.v.slug,
      owner: row.owner ? { id: row.owner.id, name: fullName(row.owner) } : null,
      prepayment_percent: row.v.prepayment_percent,
    },
    note: r.note,
    admin_note: user.role === 'ADMIN' ? r.admin_note : '',
    price_breakdown: (r.price_breakdown as Record<string, unknown> | null) ?? null,
    exchange_rates: (r.exchange_rates as Record<string, unknown> | null) ?? null,
    confirm_sent_at: iso(r.confirm_sent_at),
    bank_sent_at: iso(r.bank_sent_at),
    created_by: row.creator ? { id: row.creator.id, name: fullName(row.creator) } : null,
    updated_at: isoNow(r.updated_at),
    events: events.map(({ e, actor }) => ({
      id: e.id,
      from_status: e.from_status as AdminReservationDetail['status'] | null,
      to_status: e.to_status as AdminReservationDetail['status'],
      actor: actor ? { id: actor.id, name: fullName(actor) } : null,
      note: e.note,
      created_at: isoNow(e.created_at),
    })),
    mails: (user.role === 'ADMIN' ? mails : []).map((m) =>
      toOutboxItem(m, { id: r.id, reservation_id: r.reservation_id, kind: 'villa', name: row.v.name }),
    ),
  };
}
