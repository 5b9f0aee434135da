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
  id: r.e.id,
  owner: { id: r.e.owner_id, name: ownerName(r.first, r.last) },
  villa: r.e.villa_id === null ? null : { id: r.e.villa_id, name: r.villa_name ?? '' },
  spent_on: r.e.spent_on,
  amount_kurus: r.e.amount_kurus,
  description: r.e.description,
  statement_month: stateMonth(r.month),
  created_at: isoNow(r.e.created_at),
});

export async function findOwnerExpenses(opts: { db: Db; user: AuthUser; query: OwnerExpenseQuery }) {
  const { db, query } = opts;
  const where = and(
    ...ledgerWhere(EXPENSE, query, listOwnerScope(opts.user, query.owner_id)),
    query.villa_id ? eq(ownerExpenses.villa_id, query.villa_id) : undefined,
  );
  const list = expenseQuery(db).where(where).orderBy(desc(ownerExpenses.spent_on), desc(ownerExpenses.id));
  return findPage(list, countRows(db, ownerExpenses, where), query, toExpense);
}

/** The expenses a statement shows: those it carries (closed) or those not yet carried up to `through` (open). */
export async function statementExpenses(db: Db | Tx, ownerId: number, carriedBy: CarriedBy) {
  const rows = await expenseQuery(db)
    .where(onStatement(EXPENSE, ownerId, carriedBy))
    .orderBy(asc(ownerExpenses.spent_on), asc(ownerExpenses.id));
  return rows.map(toExpense);
}

export async function createOwnerExpense(opts: { db: Db; user: AuthUser; input: OwnerExpenseCreate }): Promise<OwnerExpenseItem> {
  const { db, user, input } = opts;
  await ownerFor({ db, user, ownerId: input.owner_id });
  if (input.villa_id) await assertOwnersVilla(db, input.owner_id, input.villa_id);
  const [row] = await db
    .insert(ownerExpenses)
    .values({ ...input, villa_id: input.villa_id ?? null, created_by: user.id })
    .returning({ id: ownerExpenses.id });
  const [item] = await expenseQuery(db).where(eq(ownerExpenses.id, row!.id));
  return toExpense(item!);
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
  id: r.p.id,
  owner: { id: r.p.owner_id, name: ownerName(r.first, r.last) },
  paid_on: r.p.paid_on,
  amount_kurus: r.p.amount_kurus,
  iban_reference: r.p.iban_reference,
  note: r.p.note,
  statement_month: stateMonth(r.month),
  created_at: isoNow(r.p.created_at),
});

export async function findOwnerPayouts(opts: { db: Db; user: AuthUser; query: OwnerPayoutQuery }) {
  const { db, query } = opts;
  const where = and(...ledgerWhere(PAYOUT, query, listOwnerScope(opts.user, query.owner_id)));
  const list = payoutQuery(db).where(where).orderBy(desc(ownerPayouts.paid_on), desc(ownerPayouts.id));
  return findPage(list, countRows(db, ownerPayouts, where), query, toPayout);
}

/** The payouts a statement shows, as `statementExpenses`. */
export async function statementPayouts(db: Db | Tx, ownerId: number, carriedBy: CarriedBy) {
  const rows = await payoutQuery(db)
    .where(onStatement(PAYOUT, ownerId, carriedBy))
    .orderBy(asc(ownerPayouts.paid_on), asc(ownerPayouts.id));
  return rows.map(toPayout);
}

export async function createOwnerPayout(opts: { db: Db; user: AuthUser; input: OwnerPayoutCreate }): Promise<OwnerPayoutItem> {
  const { db, user, input } = opts;
  await ownerFor({ db, user, ownerId: input.owner_id });
  const [row] = await db
    .insert(ownerPayouts)
    .values({ ...input, created_by: user.id })
    .returning({ id: ownerPayouts.id });
  const [item] = await payoutQuery(db).where(eq(ownerPayouts.id, row!.id));
  return toPayout(item!);
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
