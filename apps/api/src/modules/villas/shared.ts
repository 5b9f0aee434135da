/** Small helpers shared by the villa editor's use cases. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { villas } from '../../db/schema.ts';
import { AppError, sqlState } from '../../lib/errors.ts';

const dayFmt = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-06-01' → '1 Haziran 2027' (a calendar day, no time-zone shift). */
export function formatDay(isoDate: string): string {
  return dayFmt.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '1 Haziran 2027 – 30 Haziran 2027'. */
export function formatRange(start: string, end: string): string {
  return `${formatDay(start)} – ${formatDay(end)}`;
}

/** Throws NOT_FOUND (404) unless villa `id` exists. */
export async function assertVillaExists(db: Db | Tx, id: number): Promise<void> {
  const [row] = await db.select({ id: villas.id }).from(villas).where(eq(villas.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Villa bulunamadı.');
}

/**
 * Maps a foreign-key failure (23503: a referenced type, feature, town … does
 * not exist) to a 400 with `message`; any other error passes through.
 */
export function rethrowForeignKey(err: unknown, message: string): never {
  if (sqlState(err) === '23503') throw new AppError('VALIDATION', message);
  throw err;
}
