/**
 * `GET /v1/admin/payments` and `GET /v1/admin/payments.csv` (issue 19): the
 * ledger entries of every reservation, villa and boat, newest payment day
 * first, 20 a page, with filters (payment day range, method, kind, villa or
 * boat, owner) and the totals of everything the filters match. An OWNER
 * sees the entries of their own villas' reservations only.
 */
import { aliasedTable, and, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_KIND_LABEL,
  PAYMENT_METHOD_LABEL,
  type PaymentListItem,
  type PaymentsPage,
  type paymentsQuery,
} from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boatReservations, boats, payments, reservations, users, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { kurusToCsv, toCsv } from '../../lib/csv.ts';
import { entryColumns, toPaymentEntry } from './reservation-payments.ts';

type Query = z.output<typeof paymentsQuery>;

const recorders = aliasedTable(users, 'recorder');
const reversals = aliasedTable(payments, 'reversal');
const owners = aliasedTable(users, 'owner');

/** At most this many rows go into one CSV file. */
export const CSV_MAX_ROWS = 10_000;

function conditions(user: AuthUser, q: Omit<Query, 'skip' | 'take'>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (user.role !== 'ADMIN') where.push(isNotNull(payments.reservation_id), eq(villas.owner_id, user.id));
  if (q.from) where.push(gte(payments.paid_on, q.from));
  if (q.to) where.push(lte(payments.paid_on, q.to));
  if (q.method) where.push(eq(payments.method, q.method));
  if (q.kind) where.push(eq(payments.kind, q.kind));
  if (q.unit_kind === 'villa') where.push(isNotNull(payments.reservation_id));
  if (q.unit_kind === 'boat') where.push(isNotNull(payments.boat_reservation_id));
  if (q.villa_id) where.push(eq(reservations.villa_id, q.villa_id));
  if (q.boat_id) where.push(eq(boatReservations.boat_id, q.boat_id));
  if (q.owner_id) where.push(eq(villas.owner_id, q.owner_id));
  return and(...where);
}

/** Entries with their reservation, unit, owner, recorder and reversal, as the list shows them. */
function listed(db: Db, cond: SQL | undefined) {
  return db
    .select({
      ...entryColumns,
      r: reservations,
      br: boatReservations,
      villa_name: villas.name,
      boat_name: boats.name,
      owner: owners,
    })
    .from(payments)
    .leftJoin(reservations, eq(reservations.id, payments.reservation_id))
    .leftJoin(villas, eq(villas.id, reservations.villa_id))
    .leftJoin(owners, eq(owners.id, villas.owner_id))
    .leftJoin(boatReservations, eq(boatReservations.id, payments.boat_reservation_id))
    .leftJoin(boats, eq(boats.id, boatReservations.boat_id))
    .leftJoin(recorders, eq(recorders.id, payments.recorded_by))
    .leftJoin(reversals, eq(reversals.reverses_id, payments.id))
    .where(cond)
    .orderBy(desc(payments.paid_on), desc(payments.id));
}

type User = typeof users.$inferSelect;
type ListedRow = {
  p: typeof payments.$inferSelect;
  recorder: User | null;
  reversed_by_id: number | null;
  r: typeof reservations.$inferSelect | null;
  br: typeof boatReservations.$inferSelect | null;
  villa_name: string | null;
  boat_name: string | null;
  owner: User | null;
};

function toItem(row: ListedRow): PaymentListItem {
  const villa = row.r !== null;
  const r = (row.r ?? row.br) as NonNullable<ListedRow['r'] | ListedRow['br']>;
  return {
    ...toPaymentEntry(row),
    reservation: {
      unit_kind: villa ? 'villa' : 'boat',
      id: r.id,
      reservation_id: r.reservation_id,
      unit_id: 'villa_id' in r ? r.villa_id : r.boat_id,
      unit_name: (villa ? row.villa_name : row.boat_name) ?? '',
      guest_name: r.guest_name,
      owner: row.owner ? { id: row.owner.id, name: `${row.owner.first_name} ${row.owner.last_name}`.trim() } : null,
    },
  };
}

/** One page of entries and the totals of all entries the filters match. */
export async function findPayments(opts: { db: Db; user: AuthUser; query: Query }): Promise<PaymentsPage> {
  const { db, user, query } = opts;
  const cond = conditions(user, query);
  const [rows, totals] = await Promise.all([listed(db, cond).limit(query.take).offset(query.skip), totalsOf(db, cond)]);
  return { items: (rows as ListedRow[]).map(toItem), ...totals };
}

async function totalsOf(db: Db, cond: SQL | undefined) {
  const groups = await db
    .select({
      kind: payments.kind,
      method: payments.method,
      n: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${payments.amount_kurus})::bigint`.mapWith(Number),
    })
    .from(payments)
    .leftJoin(reservations, eq(reservations.id, payments.reservation_id))
    .leftJoin(villas, eq(villas.id, reservations.villa_id))
    .leftJoin(boatReservations, eq(boatReservations.id, payments.boat_reservation_id))
    .where(cond)
    .groupBy(payments.kind, payments.method);
  const totals = {
    sum_kurus: 0,
    received_kurus: 0,
    paid_out_kurus: 0,
    by_kind: {} as Record<string, number>,
    by_method: {} as Record<string, number>,
  };
  let total = 0;
  for (const g of groups) {
    total += g.n;
    totals.sum_kurus += g.sum;
    if (g.sum >= 0) totals.received_kurus += g.sum;
    else totals.paid_out_kurus += g.sum;
    totals.by_kind[g.kind] = (totals.by_kind[g.kind] ?? 0) + g.sum;
    totals.by_method[g.method] = (totals.by_method[g.method] ?? 0) + g.sum;
  }
  return { total, totals };
}

/**
 * The entries the filters match (at most CSV_MAX_ROWS) as an Excel-friendly
 * CSV (`lib/csv.ts`): day, code, villa/boat, guest, owner, kind, method,
 * amount as paid, rate, TL amount, reference, note, recorded by.
 */
export async function paymentsCsv(opts: { db: Db; user: AuthUser; query: Omit<Query, 'skip' | 'take'> }): Promise<string> {
  const rows = await listed(opts.db, conditions(opts.user, opts.query)).limit(CSV_MAX_ROWS);
  const header = [
    'Tarih',
    'Rezervasyon',
    'Villa / Tekne',
    'Misafir',
    'Ev sahibi',
    'Tür',
    'Yöntem',
    'Tutar',
    'Para birimi',
    'Kur',
    'Tutar (TL)',
    'Dekont / Referans',
    'Açıklama',
    'Kaydeden',
  ];
  return toCsv([
    header,
    ...(rows as ListedRow[])
      .map(toItem)
      .map((p) => [
        p.paid_on,
        p.reservation.reservation_id,
        p.reservation.unit_name,
        p.reservation.guest_name,
        p.reservation.owner?.name ?? '',
        PAYMENT_KIND_LABEL[p.kind],
        PAYMENT_METHOD_LABEL[p.method],
        kurusToCsv(p.amount_minor),
        p.currency,
        p.exchange_rate.replace('.', ','),
        kurusToCsv(p.amount_kurus),
        p.reference,
        p.note,
        p.recorded_by?.name ?? '',
      ]),
  ]);
}
