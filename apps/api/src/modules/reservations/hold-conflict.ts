/**
 * Turns the database's no-overlap refusal (SQLSTATE 23P01 from the
 * `villa_holds` exclusion constraint, DESIGN §3) into a 409 that names the
 * record holding the dates: a reservation (code, status, channel, dates) or
 * a closed date range. Looked up after the refused transaction rolled back;
 * by then the winner has committed (PostgreSQL makes the loser wait for it).
 */
import { sql } from 'drizzle-orm';
import type { HoldConflict, ReservationChannel, ReservationStatus } from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { rethrowAsHoldConflict } from '../rental-units/hold-conflict.ts';
import { trDate } from './shared.ts';

type Row = {
  source: 'reservation' | 'date';
  source_id: number;
  code: string | null;
  status: ReservationStatus | null;
  channel: ReservationChannel | null;
  r_start: string | null;
  r_end: string | null;
  guest_name: string | null;
  d_start: string | null;
  d_end: string | null;
  d_note: string | null;
};

/** `result.rows` of `db.execute`, the same on PGlite and node-postgres. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The first holding record of `villaId` overlapping [startedAt, finishedAt), other than `excludeReservationId`. */
export async function findHoldConflict(
  db: Db | Tx,
  opts: { villaId: number; startedAt: string; finishedAt: string; excludeReservationId?: number | undefined },
): Promise<HoldConflict | null> {
  const exclude = opts.excludeReservationId ?? 0;
  const result = await db.execute(sql`
    SELECT h.source, h.source_id,
           r.reservation_id AS code, r.status, r.channel,
           to_char(r.started_at, 'YYYY-MM-DD') AS r_start, to_char(r.finished_at, 'YYYY-MM-DD') AS r_end, r.guest_name,
           to_char(d.started_at, 'YYYY-MM-DD') AS d_start, to_char(d.finished_at, 'YYYY-MM-DD') AS d_end, d.note AS d_note
      FROM villa_holds h
      LEFT JOIN reservations r ON h.source = 'reservation' AND r.id = h.source_id
      LEFT JOIN villa_dates d ON h.source = 'date' AND d.id = h.source_id
     WHERE h.villa_id = ${opts.villaId}
       AND h.period && daterange(${opts.startedAt}::date, ${opts.finishedAt}::date, '[)')
       AND NOT (h.source = 'reservation' AND h.source_id = ${exclude})
     ORDER BY lower(h.period)
     LIMIT 1`);
  const [row] = rowsOf<Row>(result);
  if (!row) return null;
  if (row.source === 'reservation') {
    return {
      source: 'reservation',
      id: Number(row.source_id),
      reservation_id: row.code,
      status: row.status,
      channel: row.channel,
      started_at: row.r_start ?? '',
      finished_at: row.r_end ?? '',
      label: row.guest_name ?? '',
    };
  }
  return {
    source: 'date',
    id: Number(row.source_id),
    reservation_id: null,
    status: null,
    channel: null,
    started_at: row.d_start ?? '',
    finished_at: row.d_end ?? '',
    label: row.d_note || 'Kapalı tarih',
  };
}

/** A Turkish sentence naming the conflicting record. */
export function conflictMessage(c: HoldConflict | null): string {
  if (!c) return 'Bu tarihler villanın başka bir kaydıyla çakışıyor.';
  const range = `${trDate(c.started_at)} – ${trDate(c.finished_at)}`;
  if (c.source === 'date') return `Bu tarihler villanın kapalı tarihleriyle çakışıyor (${range}).`;
  if (c.channel === 'external') return `Bu tarihler ${c.reservation_id} kodlu harici blokajla çakışıyor (${range}).`;
  return `Bu tarihler ${c.reservation_id} kodlu rezervasyonla çakışıyor (${range}).`;
}

/**
 * Rethrows `err` as a 409 naming the conflicting record when it is the
 * no-overlap refusal (23P01); any other error is rethrown as is.
 */
export async function rethrowHoldConflict(
  db: Db,
  err: unknown,
  opts: { villaId: number; startedAt: string; finishedAt: string; excludeReservationId?: number | undefined },
): Promise<never> {
  return rethrowAsHoldConflict(err, 'villa', () => findHoldConflict(db, opts), conflictMessage);
}
