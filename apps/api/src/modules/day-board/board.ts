/**
 * The arrivals and departures board (issue 20): `GET /v1/admin/board` and
 * its CSV. For each Istanbul day from `from` to `to` (inclusive, at most
 * BOARD_MAX_DAYS), the villa and boat reservations checking in and checking
 * out that day, with the guest, the party, the length, the channel and the
 * payment state (view `payment_summaries`). By default the stays that happen
 * (option, confirmed, completed); external blockings are not guests and
 * never listed. An OWNER sees their own villas' and no boat; filters by
 * unit, region (villa town) or marina and status. Throws VALIDATION (400)
 * for a range that ends before it starts or is too long.
 */
import { and, asc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  BOARD_MAX_DAYS,
  type BoardContent,
  type BoardItem,
  type BoardQuery,
  PAYMENT_STATE_LABEL,
  RESERVATION_CHANNEL_LABEL,
  RESERVATION_STATUS_LABEL,
  type ReservationStatus,
} from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boats, marinas, paymentSummaries, towns, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { addDays, daysBetween } from '../../domain/quote.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { kurusToCsv, toCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { UNIT_KINDS } from '../payments/reservation-payments.ts';
import { guestContactMasker } from '../rental-units/owner-guest-contact.ts';
import { summaryOf } from '../rental-units/reservation-life-cycle.ts';

type Kind = (typeof UNIT_KINDS)['villa'];

/** The statuses of stays that take place: what the board lists unless a status is asked for. */
export const STAYING: ReservationStatus[] = ['option', 'confirmed', 'completed'];

/** The kinds `user` may see on the board for `query`: an OWNER villas only. */
function kindsFor(user: AuthUser, query: BoardQuery): Kind[] {
  const all = user.role === 'ADMIN' ? [UNIT_KINDS.villa, UNIT_KINDS.boat] : [UNIT_KINDS.villa];
  if (query.unit_kind) return all.filter((k) => k.kind === query.unit_kind);
  // A villa-only filter (villa or region) leaves the boats out, and a boat-only one the villas.
  if (query.villa_id || query.region_id) return all.filter((k) => k.kind === 'villa');
  if (query.boat_id || query.marina_id) return all.filter((k) => k.kind === 'boat');
  return all;
}

/**
 * Each kind's place (villa town, boat marina: the table and how it joins) and the query's filters on
 * the unit and its place: `{ key: column }`, `column = query[key]` when that is set.
 */
const PLACES = {
  villa: {
    table: towns,
    on: eq(towns.town_id, villas.town_id),
    filters: { villa_id: villas.id, region_id: villas.town_id },
  },
  boat: {
    table: marinas,
    on: eq(marinas.marina_id, boats.marina_id),
    filters: { boat_id: boats.id, marina_id: boats.marina_id },
  },
} as const;

function placeOf(kind: Kind, query: BoardQuery) {
  const { table, on, filters } = PLACES[kind.kind];
  return {
    table,
    on,
    name: table.name,
    filters: Object.entries(filters).map(([key, column]) => {
      const value = (query as Record<string, unknown>)[key] as number | undefined;
      return value ? eq(column, value) : undefined;
    }),
  };
}

async function itemsOf(db: Db, kind: Kind, user: AuthUser, query: BoardQuery, range: SQL | undefined): Promise<BoardItem[]> {
  const t = kind.reservations;
  const place = placeOf(kind, query);
  const rows = await db
    .select({
      r: t,
      unit_id: kind.units.id,
      unit_name: kind.units.name,
      place: place.name,
      state: paymentSummaries.state,
      total: paymentSummaries.total_kurus,
      paid: paymentSummaries.rent_paid_kurus,
    })
    .from(t)
    .innerJoin(kind.units, eq(kind.units.id, kind.unitId))
    .leftJoin(place.table, place.on)
    .innerJoin(paymentSummaries, summaryOf(kind))
    .where(
      and(kind.listed, kind.scope(user), inArray(t.status, query.status ? [query.status] : STAYING), range, ...place.filters),
    )
    .orderBy(asc(kind.units.name), asc(t.id));
  return rows.map(({ r, unit_id, unit_name, place: placeName, state, total, paid }) => ({
    unit_kind: kind.kind,
    id: r.id,
    reservation_id: r.reservation_id,
    unit: { id: unit_id, name: unit_name },
    place: placeName ?? '',
    status: r.status,
    channel: r.channel,
    guest_name: r.guest_name,
    guest_phone: r.guest_phone,
    guests: 'guests' in r ? r.guests : r.adults + r.children,
    length: daysBetween(r.started_at, r.finished_at),
    started_at: r.started_at,
    finished_at: r.finished_at,
    payment_state: state,
    balance_due_kurus: total === null ? null : Math.max(0, total - paid),
    admin_note: r.admin_note,
  }));
}

/** The board's range: `from`..`to` inclusive, today when absent. */
export function boardRange(query: BoardQuery, today = todayInIstanbul()): { from: string; to: string } {
  const from = query.from ?? today;
  const to = query.to ?? from;
  if (to < from) throw new AppError('VALIDATION', 'Bitiş tarihi başlangıçtan önce olamaz.');
  if (daysBetween(from, to) >= BOARD_MAX_DAYS) {
    throw new AppError('VALIDATION', `Pano en çok ${BOARD_MAX_DAYS} günü bir arada gösterir.`);
  }
  return { from, to };
}

export async function findBoard(opts: { db: Db; user: AuthUser; query: BoardQuery }): Promise<BoardContent> {
  const { db, user, query } = opts;
  const { from, to } = boardRange(query);
  const [mask, lists] = await Promise.all([
    guestContactMasker(db, user),
    Promise.all(
      kindsFor(user, query).map((kind) => {
        const t = kind.reservations;
        // Arrivals (check-in in range) and departures (check-out in range), in one read per kind.
        const range = or(
          and(gte(t.started_at, from), lte(t.started_at, to)),
          and(gte(t.finished_at, from), lte(t.finished_at, to)),
        );
        return itemsOf(db, kind, user, query, range);
      }),
    ),
  ]);
  const items = lists.flat().map(mask);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push({
      date,
      arrivals: items.filter((i) => i.started_at === date),
      departures: items.filter((i) => i.finished_at === date),
    });
  }
  return { from, to, days };
}

/** The board as an Excel-friendly CSV (lib/csv.ts): one row per arrival or departure, day by day. */
export async function boardCsv(opts: { db: Db; user: AuthUser; query: BoardQuery }): Promise<string> {
  const board = await findBoard(opts);
  const rows: (string | number)[][] = [
    [
      'Tarih',
      'Hareket',
      'Tür',
      'Kod',
      'Villa/Tekne',
      'Bölge/Marina',
      'Misafir',
      'Telefon',
      'Kişi',
      'Gece/Gün',
      'Giriş',
      'Çıkış',
      'Kanal',
      'Durum',
      'Ödeme',
      'Kalan (TL)',
    ],
  ];
  for (const day of board.days) {
    for (const [move, list] of [
      ['Giriş', day.arrivals],
      ['Çıkış', day.departures],
    ] as const) {
      for (const i of list) {
        rows.push([
          day.date,
          move,
          i.unit_kind === 'villa' ? 'Villa' : 'Tekne',
          i.reservation_id,
          i.unit.name,
          i.place,
          i.guest_name,
          i.guest_phone,
          i.guests,
          i.length,
          i.started_at,
          i.finished_at,
          RESERVATION_CHANNEL_LABEL[i.channel],
          RESERVATION_STATUS_LABEL[i.status],
          PAYMENT_STATE_LABEL[i.payment_state],
          i.balance_due_kurus === null ? '' : kurusToCsv(i.balance_due_kurus),
        ]);
      }
    }
  }
  return toCsv(rows);
}
