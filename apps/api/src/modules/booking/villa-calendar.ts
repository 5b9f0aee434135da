/**
 * The villa's calendar for the date picker (`GET /v1/villas/{slug}/calendar`):
 * per day whether its night is free (no holding record), whether a stay may
 * start that day, and the minimum nights of a stay starting then.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { VillaCalendar } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { villaPrices } from '../../db/schema.ts';
import { periodForNight, todayInIstanbul } from '../../domain/pricing.ts';
import { addDays, checkinAllowed, daysBetween, minNightsFor } from '../../domain/quote.ts';
import { loadHolds } from './holds.ts';
import { findPublicVilla } from './quote-villa-stay.ts';

export async function getVillaCalendar(opts: { db: Db; slug: string; from: string; to: string }): Promise<VillaCalendar> {
  const { db, from, to } = opts;
  const villa = await findPublicVilla(db, opts.slug);
  const [periods, holds] = await Promise.all([
    db
      .select()
      .from(villaPrices)
      .where(and(eq(villaPrices.villa_id, villa.id), lt(villaPrices.start_date, to), gte(villaPrices.end_date, from)))
      .orderBy(asc(villaPrices.start_date)),
    loadHolds(db, villa.id, from, to),
  ]);
  const days: VillaCalendar['days'] = [];
  const count = daysBetween(from, to);
  let h = 0;
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    while (h < holds.length && (holds[h] as { end: string }).end <= date) h++;
    const hold = holds[h];
    const free = !(hold && hold.start <= date && date < hold.end);
    const priced = periodForNight(periods, date) !== undefined;
    days.push({
      date,
      free,
      checkin: free && priced && checkinAllowed(periods, date),
      min_nights: minNightsFor(periods, villa, date),
      priced,
    });
  }
  return { from, to, today: todayInIstanbul(), min_stay: villa.min_stay, days };
}
