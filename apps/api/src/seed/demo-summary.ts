/**
 * The one-line count of what the demo agency holds, printed after a seed by
 * `npm run db:reset` and by the first start of an empty database, e.g.
 * "Villa: 37, rezervasyon: 220, yorum: 117, görsel: 122 · Tekne: 14, marina:
 * 5, tekne tipi: 5, tekne rezervasyonu: 69, tekne görseli: 42". Counts every
 * row (active or not); Turkish, for the operator's terminal.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  boatImages,
  boatReservations,
  boats,
  boatTypes,
  comments,
  marinas,
  reservations,
  villaImages,
  villas,
} from '../db/schema.ts';

export async function demoSummary(db: Db): Promise<string> {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [villa, reservation, comment, villaImage, boat, marina, boatType, boatReservation, boatImage] = await Promise.all(
    [villas, reservations, comments, villaImages, boats, marinas, boatTypes, boatReservations, boatImages].map(n),
  );
  return (
    `Villa: ${villa}, rezervasyon: ${reservation}, yorum: ${comment}, görsel: ${villaImage} · ` +
    `Tekne: ${boat}, marina: ${marina}, tekne tipi: ${boatType}, tekne rezervasyonu: ${boatReservation}, tekne görseli: ${boatImage}`
  );
}
