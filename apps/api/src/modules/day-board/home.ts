/**
 * `GET /v1/admin/home` (issue 20): what the agency's staff look at first —
 * today's and tomorrow's arrivals and departures (the board), the requests
 * waiting for an answer (count and the five newest), the options lapsing in
 * the next 24 hours, and a 14-night occupancy strip (units held each night
 * out of the active ones; any holding reservation or blocking counts, as on
 * the occupancy calendar). An OWNER sees their own villas only and no boat.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import type { AttentionItem, DashboardHome } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { addDays } from '../../domain/quote.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { UNIT_KINDS } from '../payments/reservation-payments.ts';
import { isoNow } from '../reservations/shared.ts';
import { findBoard } from './board.ts';

type Kind = (typeof UNIT_KINDS)['villa'];

const STRIP_NIGHTS = 14;
const PENDING_SHOWN = 5;
/** Statuses that hold a night on the calendar (get-occupancy.ts). */
const HOLDING = ['option', 'confirmed', 'completed'] as const;

const kindsOf = (user: AuthUser): Kind[] => (user.role === 'ADMIN' ? [UNIT_KINDS.villa, UNIT_KINDS.boat] : [UNIT_KINDS.villa]);

async function attention(db: Db, kind: Kind, user: AuthUser, which: 'pending' | 'expiring', now: Date) {
  const t = kind.reservations;
  const cond =
    which === 'pending'
      ? eq(t.status, 'pending')
      : and(eq(t.status, 'option'), gt(t.option_expires_at, now), lte(t.option_expires_at, new Date(now.getTime() + 86_400_000)));
  const where = and(kind.listed, kind.scope(user), cond);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: t, unit_name: kind.units.name })
      .from(t)
      .innerJoin(kind.units, eq(kind.units.id, kind.unitId))
      .where(where)
      .orderBy(which === 'pending' ? desc(t.created_at) : asc(t.option_expires_at))
      .limit(which === 'pending' ? PENDING_SHOWN : 100),
    db.select({ n: count() }).from(t).innerJoin(kind.units, eq(kind.units.id, kind.unitId)).where(where),
  ]);
  const items: AttentionItem[] = rows.map(({ r, unit_name }) => ({
    unit_kind: kind.kind,
    id: r.id,
    reservation_id: r.reservation_id,
    unit_name,
    guest_name: r.guest_name,
    started_at: r.started_at,
    finished_at: r.finished_at,
    created_at: isoNow(r.created_at),
    option_expires_at: r.option_expires_at ? isoNow(r.option_expires_at) : null,
  }));
  return { items, total: total?.n ?? 0 };
}

/** Per night from `today`, the kind's active units (in scope) held that night, out of all of them. */
async function strip(db: Db, kind: Kind, user: AuthUser, today: string) {
  const t = kind.reservations;
  const end = addDays(today, STRIP_NIGHTS);
  const units = await db
    .select({ id: kind.units.id })
    .from(kind.units)
    .where(and(eq(kind.units.active, true), kind.scope(user)));
  const ids = units.map((u) => u.id);
  const holds =
    ids.length === 0
      ? []
      : await db
          .select({ unit: kind.unitId, started_at: t.started_at, finished_at: t.finished_at })
          .from(t)
          .where(
            and(
              inArray(kind.unitId, ids),
              inArray(t.status, [...HOLDING]),
              lt(t.started_at, end),
              gte(t.finished_at, addDays(today, 1)),
            ),
          );
  const days = [];
  for (let date = today; date < end; date = addDays(date, 1)) {
    const held = new Set(holds.filter((h) => h.started_at <= date && h.finished_at > date).map((h) => h.unit));
    days.push({ date, held: held.size, total: ids.length });
  }
  return days;
}

export async function getDashboardHome(opts: { db: Db; user: AuthUser; now?: Date }): Promise<DashboardHome> {
  const { db, user } = opts;
  const now = opts.now ?? new Date();
  const today = todayInIstanbul(now);
  const kinds = kindsOf(user);
  const [board, pending, expiring, villaStrip, boatStrip] = await Promise.all([
    findBoard({ db, user, query: { from: today, to: addDays(today, 1) } }),
    Promise.all(kinds.map((k) => attention(db, k, user, 'pending', now))),
    Promise.all(kinds.map((k) => attention(db, k, user, 'expiring', now))),
    strip(db, UNIT_KINDS.villa, user, today),
    user.role === 'ADMIN' ? strip(db, UNIT_KINDS.boat, user, today) : Promise.resolve([]),
  ]);
  return {
    today,
    board: board.days,
    pending: {
      total: pending.reduce((n, p) => n + p.total, 0),
      items: pending
        .flatMap((p) => p.items)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, PENDING_SHOWN),
    },
    options_expiring: expiring
      .flatMap((p) => p.items)
      .sort((a, b) => (a.option_expires_at ?? '').localeCompare(b.option_expires_at ?? '')),
    strip: { villas: villaStrip, boats: boatStrip },
  };
}
