/**
 * `GET /v1/admin/external` and `/external/{id}` (SPEC §7): manual blockings,
 * stored as reservations with channel 'external' — status 'confirmed'
 * (active, holds the dates) or 'cancelled'; `guest_name` is the label.
 * Filters: status, villa_id, started_at (starting on or after), finished_at
 * (ending on or before). ADMIN sees all; an OWNER the blockings of their own
 * villas (another owner's answers 404).
 */
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { ExternalItem, ExternalQuery } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { reservations, users, villas } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { isoNow, nightsBetween, ownerScope } from '../reservations/shared.ts';

export const EXTERNAL_NOT_FOUND = 'Blokaj bulunamadı.';

type Row = {
  r: typeof reservations.$inferSelect;
  villa_name: string;
  creator: { id: number; first_name: string; last_name: string } | null;
};

const columns = {
  r: reservations,
  villa_name: villas.name,
  creator: { id: users.id, first_name: users.first_name, last_name: users.last_name },
};

function toItem({ r, villa_name, creator }: Row): ExternalItem {
  return {
    id: r.id,
    reservation_id: r.reservation_id,
    villa: { id: r.villa_id, name: villa_name },
    status: r.status === 'confirmed' ? 'confirmed' : 'cancelled',
    started_at: r.started_at,
    finished_at: r.finished_at,
    nights: nightsBetween(r.started_at, r.finished_at),
    label: r.guest_name,
    source: r.block_source ?? 'other',
    note: r.note,
    created_by: creator ? { id: creator.id, name: `${creator.first_name} ${creator.last_name}`.trim() } : null,
    created_at: isoNow(r.created_at),
    updated_at: isoNow(r.updated_at),
  };
}

function baseQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villa_id))
    .leftJoin(users, eq(users.id, reservations.created_by));
}

export async function findExternal(opts: {
  db: Db;
  user: AuthUser;
  query: ExternalQuery;
}): Promise<{ items: ExternalItem[]; total: number }> {
  const { db, user, query } = opts;
  const where: (SQL | undefined)[] = [eq(reservations.channel, 'external'), ownerScope(user)];
  if (query.status) where.push(eq(reservations.status, query.status));
  if (query.villa_id) where.push(eq(reservations.villa_id, query.villa_id));
  if (query.started_at) where.push(gte(reservations.started_at, query.started_at));
  if (query.finished_at) where.push(lte(reservations.finished_at, query.finished_at));
  const cond = and(...where);
  const [rows, [totalRow]] = await Promise.all([
    baseQuery(db).where(cond).orderBy(desc(reservations.started_at), desc(reservations.id)).limit(query.take).offset(query.skip),
    db.select({ n: count() }).from(reservations).innerJoin(villas, eq(villas.id, reservations.villa_id)).where(cond),
  ]);
  return { items: rows.map(toItem), total: totalRow?.n ?? 0 };
}

export async function getExternal(opts: { db: Db | Tx; user: AuthUser; id: number }): Promise<ExternalItem> {
  const [row] = await baseQuery(opts.db).where(
    and(eq(reservations.id, opts.id), eq(reservations.channel, 'external'), ownerScope(opts.user)),
  );
  if (!row) throw new AppError('NOT_FOUND', EXTERNAL_NOT_FOUND);
  return toItem(row);
}
