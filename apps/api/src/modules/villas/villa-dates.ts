/**
 * Closed ranges of a villa (SPEC §7 `POST /v1/admin/villas/date`, `PUT` and
 * `DELETE /villas/date/{id}`): half-open [started_at, finished_at), so the
 * finishing day stays free for a check-in. A range that overlaps an option or
 * confirmed reservation or another closed range is refused by the
 * `villa_holds` exclusion constraint (23P01); the use case answers 409 with
 * the reservation code and dates, or the other range, in `conflict`.
 */
import { eq, inArray, ne } from 'drizzle-orm';
import type { HoldConflict, VillaDate, villaDateCreateBody, villaDateUpdateBody } from '@yali/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { reservations, villaDates } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';
import { BookingConflictError, firstOverlapping } from '../rental-units/hold-conflict.ts';
import { deleteRow } from '../rental-units/price-periods.ts';
import { assertVillaExists, formatRange } from './shared.ts';

type CreateBody = z.output<typeof villaDateCreateBody>;
type UpdateBody = z.output<typeof villaDateUpdateBody>;

function toDate(d: typeof villaDates.$inferSelect): VillaDate {
  return { id: d.id, villa_id: d.villa_id, started_at: d.started_at, finished_at: d.finished_at, note: d.note, source: d.source };
}

/** The holding record that range [start, end) of villa `villaId` collides with, if any. */
export async function findHoldConflict(
  db: Db,
  range: { villaId: number; start: string; end: string; exceptDateId?: number | undefined },
): Promise<HoldConflict | null> {
  const res = await firstOverlapping(
    db,
    reservations,
    { column: reservations.villa_id, id: range.villaId },
    range,
    inArray(reservations.status, ['option', 'confirmed']),
  );
  if (res) {
    return {
      source: 'reservation',
      id: res.id,
      reservation_id: res.reservation_id,
      status: res.status,
      channel: res.channel,
      started_at: res.started_at,
      finished_at: res.finished_at,
      label: `${res.reservation_id} kodlu rezervasyon (${formatRange(res.started_at, res.finished_at)})`,
    };
  }
  const closed = await firstOverlapping(
    db,
    villaDates,
    { column: villaDates.villa_id, id: range.villaId },
    range,
    range.exceptDateId === undefined ? undefined : ne(villaDates.id, range.exceptDateId),
  );
  if (!closed) return null;
  return {
    source: 'date',
    id: closed.id,
    reservation_id: null,
    status: null,
    channel: null,
    started_at: closed.started_at,
    finished_at: closed.finished_at,
    label: `kapalı tarih aralığı (${formatRange(closed.started_at, closed.finished_at)})`,
  };
}

async function explainOverlap(
  db: Db,
  err: unknown,
  range: { villaId: number; start: string; end: string; exceptDateId?: number },
): Promise<never> {
  if (sqlState(err) !== '23P01') throw err;
  const conflict = await findHoldConflict(db, range);
  if (!conflict) throw new BookingConflictError('villa', 'Bu tarih aralığı dolu günlerle çakışıyor.');
  const what =
    conflict.source === 'reservation'
      ? `${conflict.reservation_id} kodlu rezervasyonla (${formatRange(conflict.started_at, conflict.finished_at)})`
      : `kapalı tarih aralığıyla (${formatRange(conflict.started_at, conflict.finished_at)})`;
  throw new BookingConflictError('villa', `Bu tarih aralığı ${what} çakışıyor.`, { conflict });
}

/** Closes [started_at, finished_at) of a villa; 404 unknown villa, 409 overlap. */
export async function createVillaDate(opts: { db: Db; body: CreateBody }): Promise<VillaDate> {
  const { db, body } = opts;
  try {
    return await db.transaction(async (tx) => {
      await assertVillaExists(tx, body.villa_id);
      const [row] = await tx
        .insert(villaDates)
        .values({
          villa_id: body.villa_id,
          started_at: body.started_at,
          finished_at: body.finished_at,
          note: body.note,
          source: 'manual',
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toDate(row);
    });
  } catch (err) {
    return explainOverlap(db, err, { villaId: body.villa_id, start: body.started_at, end: body.finished_at });
  }
}

/** Moves or re-notes closed range `id`; 404, 409 overlap. */
export async function updateVillaDate(opts: { db: Db; id: number; body: UpdateBody }): Promise<VillaDate> {
  const { db, id, body } = opts;
  let villaId: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select({ villa_id: villaDates.villa_id }).from(villaDates).where(eq(villaDates.id, id));
      if (!current) throw new AppError('NOT_FOUND', 'Kapalı tarih aralığı bulunamadı.');
      villaId = current.villa_id;
      const [row] = await tx
        .update(villaDates)
        .set({ started_at: body.started_at, finished_at: body.finished_at, note: body.note })
        .where(eq(villaDates.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Kapalı tarih aralığı bulunamadı.');
      return toDate(row);
    });
  } catch (err) {
    if (villaId === undefined) throw err;
    return explainOverlap(db, err, { villaId, start: body.started_at, end: body.finished_at, exceptDateId: id });
  }
}

/** Opens closed range `id` again; 404 when it does not exist. */
export const deleteVillaDate = (opts: { db: Db; id: number }) =>
  deleteRow(opts.db, villaDates, opts.id, 'Kapalı tarih aralığı bulunamadı.');
