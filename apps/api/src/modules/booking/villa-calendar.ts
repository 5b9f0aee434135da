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
import { checkinAllowed, minNightsFor } from '../../domain/quote.ts';
import { daysWithHolds } from '../rental-units/calendar-days.ts';
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
  const days: VillaCalendar['days'] = daysWithHolds(from, to, holds).map(({ date, free }) => {
    const priced = periodForNight(periods, date) !== undefined;
    return {
      date,
      free,
      checkin: free && priced && checkinAllowed(periods, date),
      min_nights: minNightsFor(periods, villa, date),
      priced,
    };
  });
  return { from, to, today: todayInIstanbul(), min_stay: villa.min_stay, days };
}
