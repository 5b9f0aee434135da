/**
 * Monthly owner statements (issue 19): `GET` a month (open: computed now
 * from the reservations, the ledger and the rates; closed: the stored rows),
 * the months of a year with their status, and closing a month (ADMIN),
 * which stores the statement and its lines and sets `statement_id` on the
 * expenses and payouts it carries, in one transaction. The arithmetic is
 * `domain/owner-statement.ts`; this file loads its inputs and stores its
 * answers.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OwnerStatement, StatementList, StatementMonthItem } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import {
  ownerExpenses,
  ownerPayouts,
  ownerStatementLines,
  ownerStatements,
  paymentSummaries,
  reservations,
  users,
  villas,
} from '../../db/schema.ts';
import {
  addMonths,
  type Carried,
  DEFAULT_STATEMENT_BASIS,
  monthEnd,
  monthOf,
  monthStart,
  type StatementBasis,
  type StatementLine,
  statementLines,
  type StatementStay,
  statementTotals,
} from '../../domain/owner-statement.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { isoNow } from '../reservations/shared.ts';
import { readSettings } from '../settings/settings-store.ts';
import { ratesOf } from './commission-rates.ts';
import { monthLabelTr } from './format.ts';
import { lockOwner, type OwnerRef, ownerFor } from './owner-access.ts';
import { statementExpenses, statementPayouts } from './owner-ledger.ts';

/** Setting key of the recognition basis ('checkout' default, or 'night'). */
export const STATEMENT_BASIS_SETTING = 'owner_statement_basis';

export async function readStatementBasis(db: Db | Tx): Promise<StatementBasis> {
  const [entry] = await readSettings(db, [STATEMENT_BASIS_SETTING]);
  return entry?.value === 'night' ? 'night' : DEFAULT_STATEMENT_BASIS;
}

type StoredStatement = typeof ownerStatements.$inferSelect;

/** Everything an owner's open statements are computed from, loaded once. */
type OwnerBook = {
  owner: OwnerRef;
  basis: StatementBasis;
  today: string;
  stays: StatementStay[];
  rates: Awaited<ReturnType<typeof ratesOf>>;
  carried: Map<number, Carried>;
  /** Closed statements, oldest first. */
  closed: StoredStatement[];
  /** Expenses and payouts no closed statement carries yet. */
  expenses: Awaited<ReturnType<typeof statementExpenses>>;
  payouts: Awaited<ReturnType<typeof statementPayouts>>;
};

/** The villa reservations that can reach the owner's statements (external blockings never do). */
async function loadStays(db: Db | Tx, ownerId: number): Promise<StatementStay[]> {
  const rows = await db
    .select({
      reservation_id: reservations.id,
      reservation_code: reservations.reservation_id,
      villa_id: reservations.villa_id,
      villa_name: villas.name,
      guest_name: reservations.guest_name,
      status: reservations.status,
      started_at: reservations.started_at,
      finished_at: reservations.finished_at,
      total_price_kurus: reservations.total_price_kurus,
      rent_paid_kurus: paymentSummaries.rent_paid_kurus,
      refunded_kurus: paymentSummaries.refunded_kurus,
    })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villa_id))
    .innerJoin(
      paymentSummaries,
      and(eq(paymentSummaries.unit_kind, 'villa'), eq(paymentSummaries.reservation_id, reservations.id)),
    )
    .where(
      and(
        eq(villas.owner_id, ownerId),
        ne(reservations.channel, 'external'),
        inArray(reservations.status, ['confirmed', 'completed', 'cancelled']),
      ),
    );
  return rows.map((r) => ({ ...r, rent_paid_kurus: Number(r.rent_paid_kurus), refunded_kurus: Number(r.refunded_kurus) }));
}

/** What the owner's closed statements carried, per reservation. */
async function loadCarried(db: Db | Tx, ownerId: number): Promise<Map<number, Carried>> {
  const rows = await db
    .select({
      reservation_id: ownerStatementLines.reservation_id,
      rent: sql<string>`sum(${ownerStatementLines.rent_kurus})`,
      commission: sql<string>`sum(${ownerStatementLines.commission_kurus})`,
      nights: sql<string>`sum(${ownerStatementLines.nights})`,
    })
    .from(ownerStatementLines)
    .innerJoin(ownerStatements, eq(ownerStatements.id, ownerStatementLines.statement_id))
    .where(eq(ownerStatements.owner_id, ownerId))
    .groupBy(ownerStatementLines.reservation_id);
  return new Map(
    rows.map((r) => [
      r.reservation_id,
      { rent_kurus: Number(r.rent), commission_kurus: Number(r.commission), nights: Number(r.nights) },
    ]),
  );
}

async function loadBook(db: Db | Tx, owner: OwnerRef, today: string): Promise<OwnerBook> {
  const open = { through: '2100-12-31' };
  // One statement at a time: this runs inside the closing transaction too, and node-postgres deprecates
  // queuing a query on a client that is still running one.
  const basis = await readStatementBasis(db);
  const stays = await loadStays(db, owner.id);
  const rates = await ratesOf(db, owner.id);
  const carried = await loadCarried(db, owner.id);
  const closed = await db
    .select()
    .from(ownerStatements)
    .where(eq(ownerStatements.owner_id, owner.id))
    .orderBy(asc(ownerStatements.month));
  const expenses = await statementExpenses(db, owner.id, open);
  const payouts = await statementPayouts(db, owner.id, open);
  return { owner, basis, today, stays, rates, carried, closed, expenses, payouts };
}

const lastClosed = (book: OwnerBook) => book.closed[book.closed.length - 1];

/** The open statement of `month` from `book` (month after the last closed one). */
function openStatement(book: OwnerBook, month: string) {
  const through = monthEnd(month);
  const lines = statementLines({
    month,
    today: book.today,
    basis: book.basis,
    stays: book.stays,
    rates: book.rates,
    carried: book.carried,
  });
  const expenses = book.expenses.filter((e) => e.spent_on <= through);
  const payouts = book.payouts.filter((p) => p.paid_on <= through);
  const totals = statementTotals({
    opening_balance_kurus: lastClosed(book)?.closing_balance_kurus ?? 0,
    lines,
    expenses,
    payouts,
  });
  return { lines, expenses, payouts, totals };
}

const lineBody = (l: Omit<StatementLine, 'villa_name' | 'villa_id'> & { villa_id: number; villa_name: string }) => ({
  reservation_id: l.reservation_id,
  reservation_code: l.reservation_code,
  villa: { id: l.villa_id, name: l.villa_name },
  guest_name: l.guest_name,
  started_at: l.started_at,
  finished_at: l.finished_at,
  nights: l.nights,
  rate_bp: l.rate_bp,
  rent_kurus: l.rent_kurus,
  commission_kurus: l.commission_kurus,
  owner_share_kurus: l.owner_share_kurus,
  correction: l.correction,
});

const storedTotals = (s: StoredStatement) => ({
  opening_balance_kurus: s.opening_balance_kurus,
  rent_kurus: s.rent_kurus,
  commission_kurus: s.commission_kurus,
  owner_share_kurus: s.owner_share_kurus,
  expenses_kurus: s.expenses_kurus,
  payouts_kurus: s.payouts_kurus,
  closing_balance_kurus: s.closing_balance_kurus,
});

async function closedStatement(db: Db | Tx, owner: OwnerRef, s: StoredStatement): Promise<OwnerStatement> {
  // Sequential for the same reason as loadBook (also called inside the closing transaction).
  const lines = await db
    .select()
    .from(ownerStatementLines)
    .where(eq(ownerStatementLines.statement_id, s.id))
    .orderBy(asc(ownerStatementLines.id));
  const expenses = await statementExpenses(db, owner.id, { statementId: s.id });
  const payouts = await statementPayouts(db, owner.id, { statementId: s.id });
  const [closer] =
    s.closed_by === null
      ? []
      : await db
          .select({ id: users.id, first: users.first_name, last: users.last_name })
          .from(users)
          .where(eq(users.id, s.closed_by));
  return {
    owner,
    month: monthOf(s.month),
    status: 'closed',
    basis: s.basis,
    closed_at: isoNow(s.closed_at),
    closed_by: closer ? { id: closer.id, name: `${closer.first} ${closer.last}`.trim() } : null,
    closable: false,
    lines: lines.map(lineBody),
    expenses,
    payouts,
    totals: storedTotals(s),
  };
}

const NOT_CLOSED_SKIPPED = (month: string, carriedBy: string) =>
  `${monthLabelTr(month)} ayı ayrıca kapatılmadı; kayıtları ${monthLabelTr(carriedBy)} hesap dökümünde yer alıyor.`;

/** Whether `month` may be closed now: after the last closed month and not after the current Istanbul month. */
const closable = (book: OwnerBook, month: string) => {
  const last = lastClosed(book);
  return (!last || month > monthOf(last.month)) && month <= monthOf(book.today);
};

/** Marks the expenses or payouts `rows` as carried by the closed statement `statementId`. */
async function carry(tx: Tx, table: typeof ownerExpenses | typeof ownerPayouts, rows: { id: number }[], statementId: number) {
  if (rows.length === 0) return;
  await tx
    .update(table)
    .set({ statement_id: statementId })
    .where(
      inArray(
        table.id,
        rows.map((r) => r.id),
      ),
    );
}

/** `GET /owner-statements/{ownerId}/{month}`: the stored statement if closed, else computed now. */
export async function getOwnerStatement(opts: {
  db: Db | Tx;
  user: AuthUser;
  ownerId: number;
  month: string;
  today?: string;
}): Promise<OwnerStatement> {
  const owner = await ownerFor(opts);
  const book = await loadBook(opts.db, owner, opts.today ?? todayInIstanbul());
  const stored = book.closed.find((s) => monthOf(s.month) === opts.month);
  if (stored) return closedStatement(opts.db, owner, stored);
  const last = lastClosed(book);
  if (last && opts.month < monthOf(last.month)) {
    const carriedBy = book.closed.find((s) => monthOf(s.month) > opts.month)!;
    throw new AppError('NOT_FOUND', NOT_CLOSED_SKIPPED(opts.month, monthOf(carriedBy.month)));
  }
  const { lines, expenses, payouts, totals } = openStatement(book, opts.month);
  return {
    owner,
    month: opts.month,
    status: 'open',
    basis: book.basis,
    closed_at: null,
    closed_by: null,
    closable: closable(book, opts.month),
    lines: lines.map(lineBody),
    expenses,
    payouts,
    totals,
  };
}

/** `GET /owner-statements?owner_id&year`: the year's months up to the current one, each closed, open or skipped. */
export async function listOwnerStatements(opts: {
  db: Db;
  user: AuthUser;
  ownerId: number;
  year?: number | undefined;
  today?: string;
}): Promise<StatementList> {
  const owner = await ownerFor({ ...opts, ownerId: opts.ownerId });
  const today = opts.today ?? todayInIstanbul();
  const year = opts.year ?? Number(today.slice(0, 4));
  const book = await loadBook(opts.db, owner, today);
  const last = lastClosed(book);
  const months: StatementMonthItem[] = [];
  for (let m = `${year}-01`; m <= `${year}-12` && m <= monthOf(today); m = addMonths(m, 1)) {
    const stored = book.closed.find((s) => monthOf(s.month) === m);
    if (stored) {
      const [n] = await opts.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ownerStatementLines)
        .where(eq(ownerStatementLines.statement_id, stored.id));
      months.push({
        month: m,
        status: 'closed',
        totals: storedTotals(stored),
        line_count: n?.n ?? 0,
        closed_at: isoNow(stored.closed_at),
        carried_by: null,
      });
    } else if (last && m < monthOf(last.month)) {
      const carriedBy = book.closed.find((s) => monthOf(s.month) > m)!;
      months.push({
        month: m,
        status: 'skipped',
        totals: null,
        line_count: 0,
        closed_at: null,
        carried_by: monthOf(carriedBy.month),
      });
    } else {
      const open = openStatement(book, m);
      months.push({
        month: m,
        status: 'open',
        totals: open.totals,
        line_count: open.lines.length,
        closed_at: null,
        carried_by: null,
      });
    }
  }
  return { owner, year, last_closed_month: last ? monthOf(last.month) : null, months };
}

/**
 * `POST /owner-statements/{ownerId}/{month}/close` (ADMIN): freezes the open
 * statement of `month` as computed at this moment. 409 when the month is
 * already closed; 422 when it is not after the last closed month or is in
 * the future (Istanbul).
 */
export async function closeOwnerStatement(opts: {
  db: Db;
  user: AuthUser;
  ownerId: number;
  month: string;
  today?: string;
}): Promise<OwnerStatement> {
  const { db, user, month } = opts;
  const owner = await ownerFor(opts);
  const today = opts.today ?? todayInIstanbul();
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const book = await loadBook(tx, owner, today);
    const last = lastClosed(book);
    if (book.closed.some((s) => monthOf(s.month) === month)) {
      throw new AppError('CONFLICT', `${monthLabelTr(month)} hesap dökümü zaten kapatılmış.`);
    }
    if (last && month < monthOf(last.month)) {
      throw new AppError('UNPROCESSABLE', `${monthLabelTr(last.month.slice(0, 7))} kapatıldı; daha önceki bir ay kapatılamaz.`);
    }
    if (month > monthOf(today)) throw new AppError('UNPROCESSABLE', 'Henüz başlamamış bir ay kapatılamaz.');
    const { lines, expenses, payouts, totals } = openStatement(book, month);
    const [stored] = await tx
      .insert(ownerStatements)
      .values({ owner_id: owner.id, month: monthStart(month), basis: book.basis, ...totals, closed_by: user.id })
      .returning();
    if (lines.length > 0) {
      await tx.insert(ownerStatementLines).values(lines.map((l) => ({ ...l, statement_id: stored!.id })));
    }
    await carry(tx, ownerExpenses, expenses, stored!.id);
    await carry(tx, ownerPayouts, payouts, stored!.id);
    return closedStatement(tx, owner, stored!);
  });
}
