/**
 * Expenses charged to an owner and payouts made to them (issue 19), written
 * once for both: `GET` (a page, filters owner, villa, date range), `POST`,
 * `DELETE` (only while no closed statement carries the entry: 409 after,
 * which the table's trigger enforces as well). An entry lands on the first
 * statement closed after its date (`statement_id`), and is final from then.
 */
import { and, asc, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type {
  OwnerExpenseCreate,
  OwnerExpenseItem,
  OwnerExpenseQuery,
  OwnerPayoutCreate,
  OwnerPayoutItem,
  OwnerPayoutQuery,
} from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { ownerExpenses, ownerPayouts, ownerStatements, users, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { countRows, findPage } from '../../lib/find-page.ts';
import { isoNow } from '../reservations/shared.ts';
import { listOwnerScope, ownerFor } from './owner-access.ts';

type Table = typeof ownerExpenses | typeof ownerPayouts;

/** What differs between expenses and payouts. */
type LedgerKind = {
  table: Table;
  date: typeof ownerExpenses.spent_on | typeof ownerPayouts.paid_on;
  notFound: string;
  stated: string;
};

const EXPENSE: LedgerKind = {
  table: ownerExpenses,
  date: ownerExpenses.spent_on,
  notFound: 'Gider bulunamadı.',
  stated: 'Bu gider kapatılmış bir hesap dökümünde yer alıyor; silinemez. Düzeltme için yeni bir kayıt girin.',
};
const PAYOUT: LedgerKind = {
  table: ownerPayouts,
  date: ownerPayouts.paid_on,
  notFound: 'Ödeme bulunamadı.',
  stated: 'Bu ödeme kapatılmış bir hesap dökümünde yer alıyor; silinemez. Düzeltme için yeni bir kayıt girin.',
};

const ownerName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The statement month ('YYYY-MM') of a stored entry, or null. */
const stateMonth = (month: string | null) => (month ? month.slice(0, 7) : null);

/** The fields every entry answers: its id, owner, statement month and creation time. */
const entryOf = (
  e: { id: number; owner_id: number; created_at: Date },
  r: { first: string | null; last: string | null; month: string | null },
) => ({
  id: e.id,
  owner: { id: e.owner_id, name: ownerName(r.first, r.last) },
  statement_month: stateMonth(r.month),
  created_at: isoNow(e.created_at),
});

function ledgerWhere(
  kind: LedgerKind,
  q: { owner_id?: number | undefined; from?: string | undefined; to?: string | undefined },
  ownerId: number | undefined,
): (SQL | undefined)[] {
  return [
    ownerId === undefined ? undefined : eq(kind.table.owner_id, ownerId),
    q.from ? gte(kind.date, q.from) : undefined,
    q.to ? lte(kind.date, q.to) : undefined,
  ];
}

/** Which entries a statement shows: those a closed one carries, or those not yet carried dated up to `through`. */
export type CarriedBy = { statementId: number } | { through: string };

function onStatement(kind: LedgerKind, ownerId: number, carriedBy: CarriedBy): SQL | undefined {
  const { table } = kind;
  return and(
    eq(table.owner_id, ownerId),
    'statementId' in carriedBy
      ? eq(table.statement_id, carriedBy.statementId)
      : and(isNull(table.statement_id), lte(kind.date, carriedBy.through)),
  );
}

type LedgerFilter = {
  owner_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  skip: number;
  take: number;
};

/** A ledger query not yet filtered: `where`, then ordered and paged (or awaited as is). */
type LedgerQuery<Row> = {
  where(where: SQL | undefined): PromiseLike<Row[]> & {
    orderBy(...order: SQL[]): PromiseLike<Row[]> & { offset(skip: number): { limit(take: number): PromiseLike<Row[]> } };
  };
};

/**
 * The reads of one kind's entries, written once: a page (newest first, by date then
 * id), what a statement shows (oldest first) and one entry by id (just written).
 */
function ledgerReads<Row, Item>(kind: LedgerKind, query: (db: Db | Tx) => LedgerQuery<Row>, toItem: (r: Row) => Item) {
  const { table, date } = kind;
  return {
    /** A page for `user` (an OWNER sees their own), filtered by owner and date range, then by `also`. */
    find(opts: { db: Db; user: AuthUser; query: LedgerFilter }, ...also: (SQL | undefined)[]) {
      const { db, query: q } = opts;
      const where = and(...ledgerWhere(kind, q, listOwnerScope(opts.user, q.owner_id)), ...also);
      const list = query(db).where(where).orderBy(desc(date), desc(table.id));
      return findPage(list, countRows(db, table, where), q, toItem);
    },
    async onStatement(db: Db | Tx, ownerId: number, carriedBy: CarriedBy) {
      const rows = await query(db)
        .where(onStatement(kind, ownerId, carriedBy))
        .orderBy(asc(date), asc(table.id));
      return rows.map(toItem);
    },
    async one(db: Db | Tx, id: number) {
      const [row] = await query(db).where(eq(table.id, id));
      return toItem(row!);
    },
  };
}

// ---------------------------------------------------------------- expenses

function expenseQuery(db: Db | Tx) {
  return db
    .select({
      e: ownerExpenses,
      first: users.first_name,
      last: users.last_name,
      villa_name: villas.name,
      month: ownerStatements.month,
    })
    .from(ownerExpenses)
    .innerJoin(users, eq(users.id, ownerExpenses.owner_id))
    .leftJoin(villas, eq(villas.id, ownerExpenses.villa_id))
    .leftJoin(ownerStatements, eq(ownerStatements.id, ownerExpenses.statement_id));
}
type ExpenseRow = Awaited<ReturnType<typeof expenseQuery>>[number];

const toExpense = (r: ExpenseRow): OwnerExpenseItem => ({
  ...entryOf(r.e, r),
  villa: r.e.villa_id === null ? null : { id: r.e.villa_id, name: r.villa_name ?? '' },
  spent_on: r.e.spent_on,
  amount_kurus: r.e.amount_kurus,
  description: r.e.description,
});

const EXPENSES = ledgerReads(EXPENSE, expenseQuery, toExpense);

export const findOwnerExpenses = (opts: { db: Db; user: AuthUser; query: OwnerExpenseQuery }) =>
  EXPENSES.find(opts, opts.query.villa_id ? eq(ownerExpenses.villa_id, opts.query.villa_id) : undefined);

/** The expenses a statement shows: those it carries (closed) or those not yet carried up to `through` (open). */
export const statementExpenses = (db: Db | Tx, ownerId: number, carriedBy: CarriedBy) =>
  EXPENSES.onStatement(db, ownerId, carriedBy);

export async function createOwnerExpense(opts: { db: Db; user: AuthUser; input: OwnerExpenseCreate }): Promise<OwnerExpenseItem> {
  const { db, user, input } = opts;
  await ownerFor({ db, user, ownerId: input.owner_id });
  if (input.villa_id) await assertOwnersVilla(db, input.owner_id, input.villa_id);
  const [row] = await db
    .insert(ownerExpenses)
    .values({ ...input, villa_id: input.villa_id ?? null, created_by: user.id })
    .returning({ id: ownerExpenses.id });
  return EXPENSES.one(db, row!.id);
}

// ---------------------------------------------------------------- payouts

function payoutQuery(db: Db | Tx) {
  return db
    .select({ p: ownerPayouts, first: users.first_name, last: users.last_name, month: ownerStatements.month })
    .from(ownerPayouts)
    .innerJoin(users, eq(users.id, ownerPayouts.owner_id))
    .leftJoin(ownerStatements, eq(ownerStatements.id, ownerPayouts.statement_id));
}
type PayoutRow = Awaited<ReturnType<typeof payoutQuery>>[number];

const toPayout = (r: PayoutRow): OwnerPayoutItem => ({
  ...entryOf(r.p, r),
  paid_on: r.p.paid_on,
  amount_kurus: r.p.amount_kurus,
  iban_reference: r.p.iban_reference,
  note: r.p.note,
});

const PAYOUTS = ledgerReads(PAYOUT, payoutQuery, toPayout);

export const findOwnerPayouts = (opts: { db: Db; user: AuthUser; query: OwnerPayoutQuery }) => PAYOUTS.find(opts);

/** The payouts a statement shows, as `statementExpenses`. */
export const statementPayouts = (db: Db | Tx, ownerId: number, carriedBy: CarriedBy) =>
  PAYOUTS.onStatement(db, ownerId, carriedBy);

export async function createOwnerPayout(opts: { db: Db; user: AuthUser; input: OwnerPayoutCreate }): Promise<OwnerPayoutItem> {
  const { db, user, input } = opts;
  await ownerFor({ db, user, ownerId: input.owner_id });
  const [row] = await db
    .insert(ownerPayouts)
    .values({ ...input, created_by: user.id })
    .returning({ id: ownerPayouts.id });
  return PAYOUTS.one(db, row!.id);
}

// ---------------------------------------------------------------- delete, both

async function deleteEntry(db: Db, kind: LedgerKind, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { table } = kind;
    const [row] = await tx.select({ statement_id: table.statement_id }).from(table).where(eq(table.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', kind.notFound);
    if (row.statement_id !== null) throw new AppError('CONFLICT', kind.stated);
    await tx.delete(table).where(eq(table.id, id));
    return { id };
  });
}

export const deleteOwnerExpense = (opts: { db: Db; id: number }) => deleteEntry(opts.db, EXPENSE, opts.id);
export const deleteOwnerPayout = (opts: { db: Db; id: number }) => deleteEntry(opts.db, PAYOUT, opts.id);

/** 422 unless `villaId` is one of the owner's villas. */
export async function assertOwnersVilla(db: Db | Tx, ownerId: number, villaId: number): Promise<void> {
  const [v] = await db.select({ owner_id: villas.owner_id }).from(villas).where(eq(villas.id, villaId));
  if (!v || v.owner_id !== ownerId) throw new AppError('UNPROCESSABLE', 'Seçilen villa bu ev sahibine ait değil.');
}
