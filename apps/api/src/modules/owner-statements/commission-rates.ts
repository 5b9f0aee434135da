/**
 * Commission rates of an owner (issue 19): a default per owner and optional
 * overrides per villa, each from a date. A rate is never edited; a later one
 * supersedes it. A rate from a day inside a month already closed for the
 * owner is refused (422): closed statements must never change, and the
 * months after them are computed with the rate in force on each day.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { CommissionRateCreate, CommissionRateItem } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { ownerCommissionRates, ownerStatements, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { monthEnd, monthOf } from '../../domain/owner-statement.ts';
import { monthLabelTr } from './format.ts';
import { isoNow } from '../reservations/shared.ts';
import { lockOwner, ownerFor } from './owner-access.ts';
import { assertOwnersVilla } from './owner-ledger.ts';

function rateQuery(db: Db | Tx) {
  return db
    .select({ r: ownerCommissionRates, villa_name: villas.name })
    .from(ownerCommissionRates)
    .leftJoin(villas, eq(villas.id, ownerCommissionRates.villa_id));
}
type Row = Awaited<ReturnType<typeof rateQuery>>[number];

const toItem = ({ r, villa_name }: Row): CommissionRateItem => ({
  id: r.id,
  owner_id: r.owner_id,
  villa: r.villa_id === null ? null : { id: r.villa_id, name: villa_name ?? '' },
  rate_bp: r.rate_bp,
  effective_from: r.effective_from,
  created_at: isoNow(r.created_at),
});

/** The owner's rates, newest first (default and overrides together). */
export async function listCommissionRates(opts: { db: Db; user: AuthUser; ownerId: number }): Promise<CommissionRateItem[]> {
  await ownerFor(opts);
  const rows = await rateQuery(opts.db)
    .where(eq(ownerCommissionRates.owner_id, opts.ownerId))
    .orderBy(desc(ownerCommissionRates.effective_from), asc(ownerCommissionRates.villa_id), desc(ownerCommissionRates.id));
  return rows.map(toItem);
}

/** The owner's last closed month 'YYYY-MM', or null. */
export async function lastClosedMonth(db: Db | Tx, ownerId: number): Promise<string | null> {
  const [row] = await db
    .select({ month: ownerStatements.month })
    .from(ownerStatements)
    .where(eq(ownerStatements.owner_id, ownerId))
    .orderBy(desc(ownerStatements.month))
    .limit(1);
  return row ? monthOf(row.month) : null;
}

export async function addCommissionRate(opts: {
  db: Db;
  user: AuthUser;
  ownerId: number;
  input: CommissionRateCreate;
}): Promise<CommissionRateItem> {
  const { db, user, ownerId, input } = opts;
  await ownerFor({ db, user, ownerId });
  if (input.villa_id) await assertOwnersVilla(db, ownerId, input.villa_id);
  const id = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const closed = await lastClosedMonth(tx, ownerId);
    if (closed && input.effective_from <= monthEnd(closed)) {
      throw new AppError(
        'UNPROCESSABLE',
        `${monthLabelTr(closed)} hesap dökümü kapatıldı; oran en erken ${monthLabelTr(closed, 1)} başından geçerli olabilir.`,
      );
    }
    try {
      const [row] = await tx
        .insert(ownerCommissionRates)
        .values({
          owner_id: ownerId,
          villa_id: input.villa_id ?? null,
          rate_bp: input.rate_bp,
          effective_from: input.effective_from,
          created_by: user.id,
        })
        .returning({ id: ownerCommissionRates.id });
      return row!.id;
    } catch (err) {
      if (sqlState(err) === '23505') throw new AppError('CONFLICT', 'Bu tarihten geçerli bir oran zaten var.');
      throw err;
    }
  });
  const [row] = await rateQuery(db).where(eq(ownerCommissionRates.id, id));
  return toItem(row!);
}

/** The rates the statement arithmetic needs. */
export async function ratesOf(db: Db | Tx, ownerId: number) {
  return db
    .select({
      villa_id: ownerCommissionRates.villa_id,
      rate_bp: ownerCommissionRates.rate_bp,
      effective_from: ownerCommissionRates.effective_from,
    })
    .from(ownerCommissionRates)
    .where(eq(ownerCommissionRates.owner_id, ownerId));
}
