/**
 * `GET /v1/admin/occupancy?month=YYYY-MM` (SPEC §7; DESIGN §3): for every
 * villa (an OWNER: their own) and every day of the month, the record that
 * holds the night starting that day — an option, confirmed or completed
 * reservation of any channel (external blockings included), or a closed
 * date range — and the month's occupancy rate: nights held by reservations
 * divided by the nights of the month. Closed nights are counted apart and
 * do not raise the rate. The month defaults to the current Istanbul month.
 */
import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { OccupancyContent, OccupancyHold } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { reservations, villaDates, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { addDays, ownerScope } from '../reservations/shared.ts';

/** Statuses that occupy a night on the calendar (completed ones did, before check-out). */
const OCCUPYING = ['option', 'confirmed', 'completed'] as const;

export async function getOccupancy(opts: { db: Db; user: AuthUser; month?: string | undefined }): Promise<OccupancyContent> {
  const { db, user } = opts;
  const today = todayInIstanbul();
  const month = opts.month ?? today.slice(0, 7);
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const days: string[] = [];
  for (let d = first; d < next; d = addDays(d, 1)) days.push(d);

  const villaRows = await db
    .select({ id: villas.id, name: villas.name, active: villas.active })
    .from(villas)
    .where(ownerScope(user))
    .orderBy(asc(villas.sort_order), asc(villas.id));
  const ids = villaRows.map((v) => v.id);
  if (ids.length === 0) return { month, today, days, villas: [] };

  const [stays, closed] = await Promise.all([
    db
      .select({
        id: reservations.id,
        villa_id: reservations.villa_id,
        code: reservations.reservation_id,
        status: reservations.status,
        channel: reservations.channel,
        started_at: reservations.started_at,
        finished_at: reservations.finished_at,
        guest_name: reservations.guest_name,
      })
      .from(reservations)
      .where(
        and(
          inArray(reservations.villa_id, ids),
          inArray(reservations.status, [...OCCUPYING]),
          lt(reservations.started_at, next),
          gt(reservations.finished_at, first),
        ),
      )
      .orderBy(asc(reservations.started_at)),
    db
      .select()
      .from(villaDates)
      .where(and(inArray(villaDates.villa_id, ids), lt(villaDates.started_at, next), gt(villaDates.finished_at, first)))
      .orderBy(asc(villaDates.started_at)),
  ]);

  const grid = new Map<number, (OccupancyHold | null)[]>(ids.map((id) => [id, days.map(() => null)]));
  const place = (villaId: number, hold: OccupancyHold) => {
    const row = grid.get(villaId);
    if (!row) return;
    days.forEach((d, i) => {
      if (d >= hold.started_at && d < hold.finished_at && row[i] === null) row[i] = hold;
    });
  };
  // Holding statuses first, so that a live booking wins over a completed one sharing a night.
  const rank = (s: string) => (s === 'completed' ? 1 : 0);
  for (const s of [...stays].sort((a, b) => rank(a.status) - rank(b.status))) {
    place(s.villa_id, {
      source: 'reservation',
      id: s.id,
      reservation_id: s.code,
      status: s.status,
      channel: s.channel,
      started_at: s.started_at,
      finished_at: s.finished_at,
      label: s.guest_name,
    });
  }
  for (const c of closed) {
    place(c.villa_id, {
      source: 'date',
      id: c.id,
      reservation_id: null,
      status: null,
      channel: null,
      started_at: c.started_at,
      finished_at: c.finished_at,
      label: c.note || 'Kapalı',
    });
  }

  return {
    month,
    today,
    days,
    villas: villaRows.map((v) => {
      const row = grid.get(v.id) ?? [];
      const held = row.filter((h) => h?.source === 'reservation').length;
      const closedNights = row.filter((h) => h?.source === 'date').length;
      return {
        id: v.id,
        name: v.name,
        active: v.active,
        days: row,
        held_nights: held,
        closed_nights: closedNights,
        rate: Math.round((held / days.length) * 10_000) / 10_000,
      };
    }),
  };
}
