/**
 * The back-office reservation use cases of every rental unit kind, written
 * once (SPEC §7 "/reservations", "/boatreservations"; DESIGN §3): list with
 * filters and paging, read with history and mails, edit and move through the
 * statuses, send the confirmation or bank-transfer mail, and write history
 * rows. Each takes the kind's descriptor (`kind.ts`); the villa and boat
 * modules pass theirs and keep their routes.
 */
import { aliasedTable, and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  RESERVATION_STATUS_LABEL,
  canTransition,
  type MailOutboxItem,
  type PaymentState,
  type ReservationEvent,
  type ReservationQuick,
  type ReservationSort,
  type ReservationStatus,
  type SortDir,
} from '@yali/contract';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { mailOutbox, paymentSummaries, users } from '../../db/schema.ts';
import { normaliseReservationCode } from '../../domain/reservation-code.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, retryOnDeadlock } from '../../lib/errors.ts';
import { toOutboxItem } from '../reservations/find-mail-outbox.ts';
import { addDays, iso, istanbulDayStart, isoNow, trDateTime } from '../reservations/shared.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { likeEscape } from '../villas/find-villas.ts';
import type { Party, RentalUnitKind, ReservationEdit, ReservationRow, ReservationTable, UnitRow } from './kind.ts';

import { kaporaDueOnConfirmation } from '../payments/payment-settings.ts';
import { writeUnitEvent } from './events.ts';
import { optionExpiry } from './option-expiry.ts';

const CLOSED: readonly ReservationStatus[] = ['cancelled', 'completed'];

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/**
 * The list item fields every kind shares; the kind adds its unit reference,
 * its length (nights or days) and its party.
 */
export function reservationItemFields(r: ReservationRow, payment_state: PaymentState) {
  return {
    id: r.id,
    reservation_id: r.reservation_id,
    status: r.status,
    channel: r.channel,
    started_at: r.started_at,
    finished_at: r.finished_at,
    guest_name: r.guest_name,
    guest_email: r.guest_email,
    guest_phone: r.guest_phone,
    total_price_kurus: r.total_price_kurus,
    payment_state,
    option_expires_at: iso(r.option_expires_at),
    opened_at: iso(r.opened_at),
    created_at: isoNow(r.created_at),
  };
}

/** Admin list filters shared by the kinds; the unit filter (`villa_id`, `boat_id`) is passed as `unitId`. */
export type UnitReservationsQuery = {
  skip: number;
  take: number;
  status?: ReservationStatus | undefined;
  unitId?: number | undefined;
  started_at?: string | undefined;
  finished_at?: string | undefined;
  created_at?: string | undefined;
  reservation_id?: string | undefined;
  payment_state?: PaymentState | undefined;
  started_from?: string | undefined;
  started_to?: string | undefined;
  finished_from?: string | undefined;
  finished_to?: string | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
  quick?: ReservationQuick | undefined;
  sort?: ReservationSort | undefined;
  dir?: SortDir | undefined;
};

/** Monday of the Istanbul week holding `day` ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The list's filter conditions on the kind's table (`kind.listed` and the
 * user's scope aside): SPEC §7's single days, issue 24's inclusive ranges
 * and quick filters on `today` (Istanbul). The stay quick filters leave out
 * cancelled reservations unless a status is asked for: nobody arrives on a
 * cancelled booking.
 */
function listConditions(t: ReservationTable, query: UnitReservationsQuery, today: string): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(t.status, query.status));
  if (query.started_at) where.push(gte(t.started_at, query.started_at));
  if (query.finished_at) where.push(lte(t.finished_at, query.finished_at));
  if (query.created_at) where.push(gte(t.created_at, istanbulDayStart(query.created_at)));
  if (query.started_from) where.push(gte(t.started_at, query.started_from));
  if (query.started_to) where.push(lte(t.started_at, query.started_to));
  if (query.finished_from) where.push(gte(t.finished_at, query.finished_from));
  if (query.finished_to) where.push(lte(t.finished_at, query.finished_to));
  if (query.created_from) where.push(gte(t.created_at, istanbulDayStart(query.created_from)));
  // The range's last day is whole: up to the start of the next Istanbul day.
  if (query.created_to) where.push(lt(t.created_at, istanbulDayStart(addDays(query.created_to, 1))));
  const code = query.reservation_id ? normaliseReservationCode(query.reservation_id) : '';
  if (code) where.push(sql`upper(${t.reservation_id}) LIKE ${`%${likeEscape(code)}%`}`);
  if (query.payment_state) where.push(eq(paymentSummaries.state, query.payment_state));
  const live = query.status ? undefined : ne(t.status, 'cancelled');
  switch (query.quick) {
    case 'arrivals_today':
      where.push(eq(t.started_at, today), live);
      break;
    case 'departures_today':
      where.push(eq(t.finished_at, today), live);
      break;
    case 'this_week': {
      // Stays are half-open [started_at, finished_at): one sharing a night/day with Monday … Sunday.
      const monday = mondayOf(today);
      where.push(lt(t.started_at, addDays(monday, 7)), gt(t.finished_at, monday), live);
      break;
    }
    case 'option_expires_today':
      where.push(
        eq(t.status, 'option'),
        gte(t.option_expires_at, istanbulDayStart(today)),
        lt(t.option_expires_at, istanbulDayStart(addDays(today, 1))),
      );
      break;
  }
  return where;
}

/** ORDER BY of the list: the asked column (amounts without a price last either way), then the id; default newest first. */
function listOrder(t: ReservationTable, query: UnitReservationsQuery): SQL[] {
  const by = query.sort ?? 'created_at';
  const dir = query.dir ?? 'desc';
  const column = t[by];
  const order = dir === 'asc' ? asc : desc;
  const main = by === 'total_price_kurus' ? sql`${column} ${sql.raw(dir)} nulls last` : order(column);
  return [main, order(t.id)];
}

/** The payment state of reservations `ids` of `kind`, by id (view `payment_summaries`). */
export async function paymentStatesOf(db: Db, kind: RentalUnitKind<ReservationRow, never>, ids: number[]) {
  if (ids.length === 0) return new Map<number, PaymentState>();
  const rows = await db
    .select({ id: paymentSummaries.reservation_id, state: paymentSummaries.state })
    .from(paymentSummaries)
    .where(and(eq(paymentSummaries.unit_kind, kind.kind), inArray(paymentSummaries.reservation_id, ids)));
  return new Map(rows.map((x) => [x.id, x.state]));
}

/** Join condition of a kind's reservations with their payment summary (view `payment_summaries`). */
export const summaryOf = (kind: RentalUnitKind<ReservationRow, never>) =>
  and(eq(paymentSummaries.unit_kind, kind.kind), eq(paymentSummaries.reservation_id, kind.reservations.id));

/**
 * Reservations of one kind, `take` a page from `skip`, sorted by `sort`/`dir`
 * (default newest first): status, unit, started_at (starting on or after
 * that day), finished_at (its `finished_at` on or before it), created_at
 * (made on that Istanbul day or later), reservation_id (the code, any case,
 * partial), payment_state (on today), the from–to ranges and quick filters
 * (`listConditions`, on `today`, default today in Istanbul). Rows come with
 * their unit's name and payment state; `user`'s scope applies.
 */
export async function findUnitReservations<Row extends ReservationRow>(
  kind: RentalUnitKind<Row, never>,
  opts: { db: Db; user: AuthUser; query: UnitReservationsQuery; today?: string },
): Promise<{ rows: { r: Row; unit_name: string; payment_state: PaymentState }[]; total: number }> {
  const { db, user, query } = opts;
  const t = kind.reservations;
  const where: (SQL | undefined)[] = [
    kind.listed,
    kind.scope(user),
    ...listConditions(t, query, opts.today ?? todayInIstanbul()),
  ];
  if (query.unitId) where.push(eq(kind.unitId, query.unitId));
  const cond = and(...where);

  // The payment state comes from the view `payment_summaries`; joined only to filter by it, else read for
  // the page's rows alone (joining it to every row before the sort costs a full pass over the ledger).
  const filtered = query.payment_state !== undefined;
  const from = <Q extends PgSelect>(q: Q): Q => {
    // A dynamic query's joins keep its type (Drizzle's `$dynamic()`); the casts only say so.
    const joined = q.innerJoin(kind.units, eq(kind.units.id, kind.unitId)) as unknown as Q;
    return filtered ? (joined.innerJoin(paymentSummaries, summaryOf(kind)) as unknown as Q) : joined;
  };
  const [rows, [totalRow]] = await Promise.all([
    from(db.select({ r: t, unit_name: kind.units.name }).from(t).$dynamic())
      .where(cond)
      .orderBy(...listOrder(t, query))
      .limit(query.take)
      .offset(query.skip),
    from(db.select({ n: count() }).from(t).$dynamic()).where(cond),
  ]);
  const states = await paymentStatesOf(
    db,
    kind,
    (rows as { r: Row }[]).map((x) => x.r.id),
  );
  return {
    rows: (rows as { r: Row; unit_name: string }[]).map((x) => ({ ...x, payment_state: states.get(x.r.id) ?? 'unpaid' })),
    total: totalRow?.n ?? 0,
  };
}

const creators = aliasedTable(users, 'creator');

/**
 * One reservation with what every kind's detail shows besides the item and
 * the unit: notes, frozen price, mail stamps, creator, status history and the
 * queued mails. Opening it stamps `opened_at` when `kind.marksRead(user)`.
 * Not found, out of the kind's list or out of `user`'s scope: 404.
 */
export async function getUnitReservation<Row extends ReservationRow, Unit extends UnitRow>(
  kind: RentalUnitKind<Row, never>,
  opts: { db: Db; user: AuthUser; id: number },
) {
  const { db, user, id } = opts;
  const t = kind.reservations;
  const [row] = await db
    .select({ r: t, u: kind.units, creator: creators, payment_state: paymentSummaries.state })
    .from(t)
    .innerJoin(kind.units, eq(kind.units.id, kind.unitId))
    .innerJoin(paymentSummaries, summaryOf(kind))
    .leftJoin(creators, eq(creators.id, t.created_by))
    .where(and(eq(t.id, id), kind.listed, kind.scope(user)));
  if (!row) throw new AppError('NOT_FOUND', kind.texts.notFound);

  let r = row.r as Row;
  if (kind.marksRead(user) && r.opened_at === null) {
    const [stamped] = await db
      .update(t)
      .set({ opened_at: new Date() })
      .where(and(eq(t.id, id), isNull(t.opened_at)))
      .returning();
    if (stamped) r = stamped as Row;
  }

  const internals = kind.seesInternals(user);
  const [events, mails] = await Promise.all([
    db
      .select({ e: kind.events, actor: users })
      .from(kind.events)
      .leftJoin(users, eq(users.id, kind.events.actor_id))
      .where(eq(kind.events.reservation_id, id))
      .orderBy(asc(kind.events.created_at), asc(kind.events.id)),
    internals
      ? db
          .select()
          .from(mailOutbox)
          .where(eq(kind.mailReservationId, id))
          .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
      : [],
  ]);

  const unit = row.u as Unit;
  const mailRef: MailOutboxItem['reservation'] = { id: r.id, reservation_id: r.reservation_id, kind: kind.kind, name: unit.name };
  return {
    r,
    unit,
    payment_state: row.payment_state,
    details: {
      note: r.note,
      admin_note: internals ? r.admin_note : '',
      price_breakdown: (r.price_breakdown as Record<string, unknown> | null) ?? null,
      exchange_rates: (r.exchange_rates as Record<string, unknown> | null) ?? null,
      confirm_sent_at: iso(r.confirm_sent_at),
      bank_sent_at: iso(r.bank_sent_at),
      created_by: row.creator ? { id: row.creator.id, name: fullName(row.creator) } : null,
      updated_at: isoNow(r.updated_at),
      events: events.map(
        ({ e, actor }): ReservationEvent => ({
          id: e.id,
          from_status: e.from_status as ReservationStatus | null,
          to_status: e.to_status as ReservationStatus,
          actor: actor ? { id: actor.id, name: fullName(actor) } : null,
          note: e.note,
          created_at: isoNow(e.created_at),
        }),
      ),
      mails: mails.map((m) => toOutboxItem(m, mailRef)),
    },
  };
}

/**
 * Edits a reservation and moves its status (ADMIN; DESIGN §3
 * `RESERVATION_TRANSITIONS`): fields left out stay as they are; a move not
 * allowed answers 409; dates or party of a closed reservation 409; a party
 * over the unit's capacity 422. Every change writes one history row naming
 * what changed. Moving to option holds the dates until `option_expires_at`
 * (default now + 24 h) and queues the kind's 'option given' mail; moving to
 * cancelled frees them and queues its 'cancelled' mail. Overlapping another
 * holding record answers 409 naming it (SQLSTATE 23P01).
 */
export async function updateUnitReservation<Row extends ReservationRow, Edit extends ReservationEdit>(
  kind: RentalUnitKind<Row, Edit>,
  opts: { db: Db; user: AuthUser; id: number; input: Edit },
): Promise<{ id: number }> {
  const { db, user, id, input } = opts;
  const t = kind.reservations;
  // Known after the row is read; names the conflicting record after a rollback.
  let hold = { unitId: 0, startedAt: '', finishedAt: '' };
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ r: t, capacity: kind.units.capacity })
          .from(t)
          .innerJoin(kind.units, eq(kind.units.id, kind.unitId))
          .where(and(eq(t.id, id), kind.listed))
          .for('update', { of: t });
        if (!row) throw new AppError('NOT_FOUND', kind.texts.notFound);
        const r = row.r as Row;

        const from = r.status;
        const to = input.status ?? from;
        if (to !== from && !canTransition(from, to)) {
          throw new AppError(
            'CONFLICT',
            `Bu durum değişikliğine izin verilmiyor: ${RESERVATION_STATUS_LABEL[from]} → ${RESERVATION_STATUS_LABEL[to]}.`,
          );
        }

        const party: Party = kind.party.edited(input, r);
        const next = {
          started_at: input.started_at ?? r.started_at,
          finished_at: input.finished_at ?? r.finished_at,
          ...party,
          guest_name: input.guest_name ?? r.guest_name,
          guest_email: input.guest_email ?? r.guest_email,
          guest_phone: input.guest_phone ?? r.guest_phone,
          total_price_kurus: input.total_price_kurus === undefined ? r.total_price_kurus : input.total_price_kurus,
          note: input.note ?? r.note,
          admin_note: input.admin_note ?? r.admin_note,
          option_expires_at: r.option_expires_at,
        };
        if (next.finished_at <= next.started_at) throw new AppError('UNPROCESSABLE', kind.texts.endBeforeStart);
        if (to === 'option' && (from !== 'option' || input.option_expires_at !== undefined)) {
          next.option_expires_at = optionExpiry(input.option_expires_at);
        }

        const stored = r as unknown as Record<string, unknown>;
        const changed = Object.keys(next).filter((k) => {
          const a = (next as Record<string, unknown>)[k];
          const b = stored[k];
          return a instanceof Date || b instanceof Date ? a?.valueOf() !== b?.valueOf() : a !== b;
        });
        const datesChanged = changed.includes('started_at') || changed.includes('finished_at');
        const partyChanged = changed.some((k) => kind.party.keys.includes(k));
        if (CLOSED.includes(from) && (datesChanged || partyChanged)) throw new AppError('CONFLICT', kind.texts.closedEdit);
        if (partyChanged) await kind.party.check(tx, row.capacity, party);
        if (to === from && changed.length === 0) return { id };

        hold = { unitId: stored[kind.unitId.name] as number, startedAt: next.started_at, finishedAt: next.finished_at };
        // A confirmation starts the kapora's clock (issue 19) unless a due day was set before.
        const kaporaDue =
          to === 'confirmed' && from !== 'confirmed' && r.kapora_due_on === null
            ? { kapora_due_on: await kaporaDueOnConfirmation(tx) }
            : {};
        await tx
          .update(t)
          .set({ ...next, ...kaporaDue, status: to, updated_at: new Date() })
          .where(eq(t.id, id));

        const notes: string[] = [];
        if (to === 'option' && next.option_expires_at) notes.push(`Opsiyon bitişi: ${trDateTime(next.option_expires_at)}.`);
        const edited = changed.filter((k) => k !== 'option_expires_at' || to === from);
        if (edited.length > 0) notes.push(`Düzenlendi: ${edited.map((k) => kind.texts.fieldLabel[k] ?? k).join(', ')}.`);
        await writeUnitEvent(tx, kind, { reservationId: id, from, to, actorId: user.id, note: notes.join(' ') });

        if (to !== from && to === 'option') await kind.mail.queue(tx, kind.mail.templates.optionGiven, id);
        if (to !== from && to === 'cancelled') await kind.mail.queue(tx, kind.mail.templates.cancelled, id);
        return { id };
      }),
    );
  } catch (err) {
    return kind.rethrowHoldConflict(db, err, { ...hold, excludeReservationId: id });
  }
}

const MAIL_KINDS = {
  confirm: {
    allowed: ['confirmed', 'completed'] as ReservationStatus[],
    refused: 'Onay e-postası yalnızca onaylanmış rezervasyonlar için gönderilebilir.',
    note: 'Onay e-postası gönderildi.',
  },
  bank: {
    allowed: ['pending', 'option', 'confirmed'] as ReservationStatus[],
    refused: 'Banka bilgisi iptal edilmiş ya da tamamlanmış bir rezervasyona gönderilemez.',
    note: 'Banka bilgileri gönderildi.',
  },
} as const;

/** Which templated mail `sendUnitReservationMail` sends: the confirmation or the bank-transfer details. */
export type ReservationMailKind = keyof typeof MAIL_KINDS;

/**
 * Queues the kind's confirmation ('confirm': confirmed or completed only) or
 * bank-transfer mail ('bank': pending, option or confirmed) for the guest,
 * stamps `confirm_sent_at` / `bank_sent_at`, writes a history row and
 * answers the outbox row id. Wrong status 409; no guest address or an
 * inactive template 422.
 */
export async function sendUnitReservationMail(
  kind: RentalUnitKind<ReservationRow, never>,
  opts: { db: Db; user: AuthUser; id: number; mail: ReservationMailKind },
): Promise<{ id: number }> {
  const { db, user, id, mail: which } = opts;
  const k = MAIL_KINDS[which];
  const t = kind.reservations;
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(t)
      .where(and(eq(t.id, id), kind.listed))
      .for('update');
    if (!r) throw new AppError('NOT_FOUND', kind.texts.notFound);
    if (!k.allowed.includes(r.status)) throw new AppError('CONFLICT', k.refused);
    if (!r.guest_email) throw new AppError('UNPROCESSABLE', 'Misafirin e-posta adresi yok; önce rezervasyona e-posta ekleyin.');
    const mail = await kind.mail.queue(tx, kind.mail.templates[which], id);
    if (!mail) throw new AppError('UNPROCESSABLE', 'E-posta şablonu pasif olduğu için e-posta gönderilmedi.');
    const now = new Date();
    await tx
      .update(t)
      .set(which === 'confirm' ? { confirm_sent_at: now } : { bank_sent_at: now })
      .where(eq(t.id, id));
    await writeUnitEvent(tx, kind, { reservationId: id, from: r.status, to: r.status, actorId: user.id, note: k.note });
    return { id: mail.id };
  });
}
