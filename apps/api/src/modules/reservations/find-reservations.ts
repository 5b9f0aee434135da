/**
 * `GET /v1/admin/reservations` (SPEC §7): guest reservations (every channel
 * but 'external', whose blockings live under /external), newest first, 20 a
 * page. Filters: status, villa_id, started_at (stays starting on or after
 * that Istanbul day), finished_at (stays ending on or before it), created_at
 * (made on that Istanbul day or later) and reservation_id (the code, any
 * case, partial). An OWNER sees only the reservations of their own villas.
 */
import { and, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminReservationItem, AdminReservationsQuery } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { reservations, villas } from '../../db/schema.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { likeEscape } from '../villas/find-villas.ts';
import { iso, istanbulDayStart, isoNow, nightsBetween, ownerScope } from './shared.ts';

export const reservationItemColumns = {
  r: reservations,
  villa_name: villas.name,
};

type ItemRow = { r: typeof reservations.$inferSelect; villa_name: string };

export function toReservationItem({ r, villa_name }: ItemRow): AdminReservationItem {
  return {
    id: r.id,
    reservation_id: r.reservation_id,
    villa: { id: r.villa_id, name: villa_name },
    status: r.status,
    channel: r.channel,
    started_at: r.started_at,
    finished_at: r.finished_at,
    nights: nightsBetween(r.started_at, r.finished_at),
    adults: r.adults,
    children: r.children,
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    guest_phone: r.guest_phone,
    total_price_kurus: r.total_price_kurus,
    option_expires_at: iso(r.option_expires_at),
    opened_at: iso(r.opened_at),
    created_at: isoNow(r.created_at),
  };
}

export async function findReservations(opts: {
  db: Db;
  user: AuthUser;
  query: AdminReservationsQuery;
}): Promise<{ items: AdminReservationItem[]; total: number }> {
  const { db, user, query } = opts;
  const where: (SQL | undefined)[] = [ne(reservations.channel, 'external'), ownerScope(user)];
  if (query.status) where.push(eq(reservations.status, query.status));
  if (query.villa_id) where.push(eq(reservations.villa_id, query.villa_id));
  if (query.started_at) where.push(gte(reservations.started_at, query.started_at));
  if (query.finished_at) where.push(lte(reservations.finished_at, query.finished_at));
  if (query.created_at) where.push(gte(reservations.created_at, istanbulDayStart(query.created_at)));
  const code = query.reservation_id ? normaliseReservationCode(query.reservation_id) : '';
  if (code) where.push(sql`upper(${reservations.reservation_id}) LIKE ${`%${likeEscape(code)}%`}`);
  const cond = and(...where);

  const [rows, [totalRow]] = await Promise.all([
    db
      .select(reservationItemColumns)
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villa_id))
      .where(cond)
      .orderBy(desc(reservations.created_at), desc(reservations.id))
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: count() }).from(reservations).innerJoin(villas, eq(villas.id, reservations.villa_id)).where(cond),
  ]);
  return { items: rows.map(toReservationItem), total: totalRow?.n ?? 0 };
}
