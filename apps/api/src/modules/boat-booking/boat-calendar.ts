/**
 * A boat's calendar for the days picker (`GET /v1/boats/{slug}/calendar`,
 * contract `boatCalendar`): per day of [from, to) whether an option or
 * confirmed reservation holds it, whether a price period covers it, and the
 * minimum rental length starting that day. Unknown or inactive boat → 404.
 */
import type { BoatCalendar } from '@yali/contract';
import type { Db } from '../../db/client.ts';
import { boatPeriodFor, minDaysFor } from '../../domain/boat-quote.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { daysWithHolds } from '../rental-units/calendar-days.ts';
import { findPublicBoat, loadBoatHolds, loadBoatPeriods } from './quote-boat-rental.ts';

export async function getBoatCalendar(opts: { db: Db; slug: string; from: string; to: string }): Promise<BoatCalendar> {
  const { db, from, to } = opts;
  const boat = await findPublicBoat(db, opts.slug);
  const [periods, holds] = await Promise.all([loadBoatPeriods(db, boat.id, from, to), loadBoatHolds(db, boat.id, from, to)]);
  const days: BoatCalendar['days'] = daysWithHolds(from, to, holds).map(({ date, free }) => ({
    date,
    free,
    priced: boatPeriodFor(periods, date) !== undefined,
    min_days: minDaysFor(periods, boat, date),
  }));
  return { from, to, today: todayInIstanbul(), min_days: Math.max(1, boat.min_days), days };
}
