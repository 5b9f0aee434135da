/**
 * `GET /v1/admin/boatreservations` (ADMIN, SPEC §7): boat reservations,
 * newest first, 20 a page. Filters (SPEC §5: dates as ISO strings, read as
 * Europe/Istanbul days): status, boat_id, started_at (rentals starting on
 * or after that day), finished_at (rentals whose `finished_at` — the day
 * after the last rental day — is on or before it), created_at (made on that
 * day or later) and reservation_id (the code, any case, partial).
 */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminBoatReservationItem, AdminBoatReservationsQuery } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatReservations, boats } from '../../db/schema.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import { likeEscape } from '../villas/find-villas.ts';
import { iso, istanbulDayStart, isoNow, nightsBetween } from '../reservations/shared.ts';

type ItemRow = { r: typeof boatReservations.$inferSelect; boat_name: string };

export function toBoatReservationItem({ r, boat_name }: ItemRow): AdminBoatReservationItem {
  return {
    id: r.id,
    reservation_id: r.reservation_id,
    boat: { id: r.boat_id, name: boat_name },
    status: r.status,
    channel: r.channel,
    started_at: r.started_at,
    finished_at: r.finished_at,
    days: nightsBetween(r.started_at, r.finished_at),
    guests: r.guests,
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    guest_phone: r.guest_phone,
    total_price_kurus: r.total_price_kurus,
    option_expires_at: iso(r.option_expires_at),
    opened_at: iso(r.opened_at),
    created_at: isoNow(r.created_at),
  };
}

export async function findBoatReservations(opts: {
  db: Db;
  query: AdminBoatReservationsQuery;
}): Promise<{ items: AdminBoatReservationItem[]; total: number }> {
  const { db, query } = opts;
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(boatReservations.status, query.status));
  if (query.boat_id) where.push(eq(boatReservations.boat_id, query.boat_id));
  if (query.started_at) where.push(gte(boatReservations.started_at, query.started_at));
  if (query.finished_at) where.push(lte(boatReservations.finished_at, query.finished_at));
  if (query.created_at) where.push(gte(boatReservations.created_at, istanbulDayStart(query.created_at)));
  const code = query.reservation_id ? normaliseReservationCode(query.reservation_id) : '';
  if (code) where.push(sql`upper(${boatReservations.reservation_id}) LIKE ${`%${likeEscape(code)}%`}`);
  const cond = and(...where);

  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ r: boatReservations, boat_name: boats.name })
      .from(boatReservations)
      .innerJoin(boats, eq(boats.id, boatReservations.boat_id))
      .where(cond)
      .orderBy(desc(boatReservations.created_at), desc(boatReservations.id))
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: count() }).from(boatReservations).where(cond),
  ]);
  return { items: rows.map(toBoatReservationItem), total: totalRow?.n ?? 0 };
}
