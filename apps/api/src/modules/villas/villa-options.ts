/**
 * `GET /v1/admin/villas/all` (id, villa_id, name for selects) and
 * `GET /v1/admin/villas/withdates` (villas with their closed ranges and
 * holding reservations, for calendars). An OWNER gets only their own villas.
 */
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { VillaOption, VillaWithDates } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { reservations, villaDates, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';

function scope(user: AuthUser): SQL | undefined {
  return user.role === 'OWNER' ? eq(villas.owner_id, user.id) : undefined;
}

/** Every villa the user may see, in the agency order. */
export async function listVillaOptions(opts: { db: Db; user: AuthUser }): Promise<VillaOption[]> {
  const rows = await opts.db
    .select({ id: villas.id, name: villas.name })
    .from(villas)
    .where(scope(opts.user))
    .orderBy(asc(villas.sort_order), asc(villas.id));
  return rows.map((r) => ({ id: r.id, villa_id: r.id, name: r.name }));
}

/**
 * Villas with closed ranges and option/confirmed reservations ending after
 * `from` (default: the first day of the current month in Istanbul).
 * `villaId` narrows to one villa; another owner's villa answers 404.
 */
export async function listVillasWithDates(opts: {
  db: Db;
  user: AuthUser;
  villaId?: number | undefined;
  from?: string | undefined;
}): Promise<VillaWithDates[]> {
  const { db, user } = opts;
  const from = opts.from ?? `${todayInIstanbul().slice(0, 8)}01`;
  const villaRows = await db
    .select({ id: villas.id, name: villas.name })
    .from(villas)
    .where(and(scope(user), opts.villaId === undefined ? undefined : eq(villas.id, opts.villaId)))
    .orderBy(asc(villas.sort_order), asc(villas.id));
  if (opts.villaId !== undefined && villaRows.length === 0) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
  const ids = villaRows.map((v) => v.id);
  if (ids.length === 0) return [];
  const [dates, res] = await Promise.all([
    db
      .select()
      .from(villaDates)
      .where(and(inArray(villaDates.villa_id, ids), gt(villaDates.finished_at, from)))
      .orderBy(asc(villaDates.started_at)),
    db
      .select({
        id: reservations.id,
        villa_id: reservations.villa_id,
        reservation_id: reservations.reservation_id,
        status: reservations.status,
        started_at: reservations.started_at,
        finished_at: reservations.finished_at,
        channel: reservations.channel,
        block_source: reservations.block_source,
        label: reservations.guest_name,
      })
      .from(reservations)
      .where(
        and(
          inArray(reservations.villa_id, ids),
          inArray(reservations.status, ['option', 'confirmed']),
          gt(reservations.finished_at, from),
        ),
      )
      .orderBy(asc(reservations.started_at)),
  ]);
  return villaRows.map((v) => ({
    id: v.id,
    villa_id: v.id,
    name: v.name,
    dates: dates
      .filter((d) => d.villa_id === v.id)
      .map((d) => ({
        id: d.id,
        villa_id: d.villa_id,
        started_at: d.started_at,
        finished_at: d.finished_at,
        note: d.note,
        source: d.source,
      })),
    reservations: res.filter((r) => r.villa_id === v.id).map(({ villa_id: _v, ...r }) => r),
  }));
}
