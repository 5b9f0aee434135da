/**
 * `GET /v1/admin/occupancy` (SPEC §7 "/occupancy"; DESIGN §3; issue 24): the
 * occupancy timeline. For every unit (villas, or boats with `kind=boat`; an
 * OWNER: their own villas only) and every day of the window, the record that
 * holds the night starting that day — an option, confirmed or completed
 * reservation of any channel (manual blockings with their source), or a
 * closed date range — plus the pending requests over the window, which hold
 * nothing but compete with what does. The window is a calendar month
 * (`month`, default today's Istanbul month) or 7 / 14 days from `from`
 * (default today). `rate` = nights held by reservations ÷ days of the window;
 * closed nights are counted apart and do not raise it.
 */
import { and, asc, eq, exists, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { OccupancyContent, OccupancyHold, OccupancyRequest, occupancyQuery } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boats, type reservations, villaDates, villas, villaTypeLinks } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { UNIT_KINDS } from '../payments/reservation-payments.ts';
import { addDays, ownerScope } from '../reservations/shared.ts';

/** Statuses that occupy a night on the calendar (completed ones did, before check-out). */
const OCCUPYING = ['option', 'confirmed', 'completed'] as const;

const SPAN_DAYS = { week: 7, twoweeks: 14 } as const;

type Query = z.output<typeof occupancyQuery>;
type Unit = { id: number; name: string; active: boolean };
type Stay = {
  id: number;
  unit_id: number;
  code: string;
  status: string;
  channel: string;
  started_at: string;
  finished_at: string;
  guest_name: string;
  block_source?: string | null;
};
type Closed = { id: number; unit_id: number; started_at: string; finished_at: string; note: string };

/** The window's days: a calendar month, or 7 / 14 days from `from`. */
function windowOf(query: Query, today: string): { month: string; days: string[] } {
  const first = query.span === 'month' ? `${query.month ?? today.slice(0, 7)}-01` : (query.from ?? today);
  let end: string;
  if (query.span === 'month') {
    const [y, m] = first.split('-').map(Number) as [number, number];
    end = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  } else end = addDays(first, SPAN_DAYS[query.span]);
  const days: string[] = [];
  for (let d = first; d < end; d = addDays(d, 1)) days.push(d);
  return { month: first.slice(0, 7), days };
}

/** Villas in the agency order, filtered; an OWNER's own only. */
function villaRows(db: Db, user: AuthUser, query: Query): Promise<Unit[]> {
  const where: (SQL | undefined)[] = [ownerScope(user)];
  if (query.town_id) where.push(eq(villas.town_id, query.town_id));
  if (query.owner_id) where.push(eq(villas.owner_id, query.owner_id));
  if (query.type_id)
    where.push(
      exists(
        db
          .select({ one: villaTypeLinks.villa_id })
          .from(villaTypeLinks)
          .where(and(eq(villaTypeLinks.villa_id, villas.id), eq(villaTypeLinks.type_id, query.type_id))),
      ),
    );
  return db
    .select({ id: villas.id, name: villas.name, active: villas.active })
    .from(villas)
    .where(and(...where))
    .orderBy(asc(villas.sort_order), asc(villas.id));
}

function boatRows(db: Db, query: Query): Promise<Unit[]> {
  const where: (SQL | undefined)[] = [];
  if (query.marina_id) where.push(eq(boats.marina_id, query.marina_id));
  if (query.type_id) where.push(eq(boats.type_id, query.type_id));
  return db
    .select({ id: boats.id, name: boats.name, active: boats.active })
    .from(boats)
    .where(and(...where))
    .orderBy(asc(boats.sort_order), asc(boats.id));
}

/** Reservations of the units over [first, next): holding ones and pending requests. */
async function staysOf(db: Db, kind: Query['kind'], ids: number[], first: string, next: string): Promise<Stay[]> {
  const statuses = [...OCCUPYING, 'pending'] as const;
  // The two reservation tables share these columns; drizzle cannot select from a union of tables.
  const r = UNIT_KINDS[kind].reservations as typeof reservations;
  const unitId = UNIT_KINDS[kind].unitId as typeof reservations.villa_id;
  return db
    .select({
      id: r.id,
      unit_id: unitId,
      code: r.reservation_id,
      status: r.status,
      channel: r.channel,
      started_at: r.started_at,
      finished_at: r.finished_at,
      guest_name: r.guest_name,
      // Manual blockings (with their source) are the villas' only.
      ...(kind === 'villa' ? { block_source: r.block_source } : {}),
    })
    .from(r)
    .where(and(inArray(unitId, ids), inArray(r.status, [...statuses]), lt(r.started_at, next), gt(r.finished_at, first)))
    .orderBy(asc(r.started_at), asc(r.id));
}

function closedOf(db: Db, kind: Query['kind'], ids: number[], first: string, next: string): Promise<Closed[]> {
  if (kind === 'boat') return Promise.resolve([]);
  return db
    .select({
      id: villaDates.id,
      unit_id: villaDates.villa_id,
      started_at: villaDates.started_at,
      finished_at: villaDates.finished_at,
      note: villaDates.note,
    })
    .from(villaDates)
    .where(and(inArray(villaDates.villa_id, ids), lt(villaDates.started_at, next), gt(villaDates.finished_at, first)))
    .orderBy(asc(villaDates.started_at));
}

/**
 * The timeline for `query`. Throws 403 when an OWNER asks for boats (owners
 * have villas only).
 */
export async function getOccupancy(opts: { db: Db; user: AuthUser; query: Query }): Promise<OccupancyContent> {
  const { db, user, query } = opts;
  if (query.kind === 'boat' && user.role !== 'ADMIN')
    throw new AppError('FORBIDDEN', 'Tekne takvimini yalnızca yöneticiler görebilir.');
  const today = todayInIstanbul();
  const { month, days } = windowOf(query, today);
  const first = days[0] ?? today;
  const next = addDays(days[days.length - 1] ?? today, 1);
  const head = { month, span: query.span, kind: query.kind, today, days };

  const units = query.kind === 'boat' ? await boatRows(db, query) : await villaRows(db, user, query);
  const ids = units.map((v) => v.id);
  if (ids.length === 0) return { ...head, villas: [] };
  const [stays, closed] = await Promise.all([
    staysOf(db, query.kind, ids, first, next),
    closedOf(db, query.kind, ids, first, next),
  ]);

  const grid = new Map<number, (OccupancyHold | null)[]>(ids.map((id) => [id, days.map(() => null)]));
  const requests = new Map<number, OccupancyRequest[]>(ids.map((id) => [id, []]));
  const place = (unitId: number, hold: OccupancyHold) => {
    const row = grid.get(unitId);
    if (!row) return;
    days.forEach((d, i) => {
      if (d >= hold.started_at && d < hold.finished_at && row[i] === null) row[i] = hold;
    });
  };
  // Holding statuses first, so that a live booking wins over a completed one sharing a night.
  const rank = (s: string) => (s === 'completed' ? 1 : 0);
  for (const s of [...stays].sort((a, b) => rank(a.status) - rank(b.status))) {
    if (s.status === 'pending') {
      requests.get(s.unit_id)?.push({
        id: s.id,
        reservation_id: s.code,
        started_at: s.started_at,
        finished_at: s.finished_at,
        label: s.guest_name,
      });
      continue;
    }
    place(s.unit_id, {
      source: 'reservation',
      id: s.id,
      reservation_id: s.code,
      status: s.status as OccupancyHold['status'],
      channel: s.channel as OccupancyHold['channel'],
      started_at: s.started_at,
      finished_at: s.finished_at,
      label: s.guest_name,
      block_source: (s.block_source ?? null) as OccupancyHold['block_source'],
    });
  }
  for (const c of closed) {
    place(c.unit_id, {
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
    ...head,
    villas: units.map((v) => {
      const row = grid.get(v.id) ?? [];
      const held = row.filter((h) => h?.source === 'reservation').length;
      const closedNights = row.filter((h) => h?.source === 'date').length;
      return {
        id: v.id,
        name: v.name,
        active: v.active,
        days: row,
        requests: requests.get(v.id) ?? [],
        held_nights: held,
        closed_nights: closedNights,
        rate: Math.round((held / days.length) * 10_000) / 10_000,
      };
    }),
  };
}
