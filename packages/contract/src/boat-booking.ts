/**
 * Boat reservations and booking contract (issue 7; SPEC §3 "Boat reservation",
 * §7 /boatreservations, /searchboats): admin list/detail/update, public quote,
 * calendar and booking request. Boats are rented by the day: a rental is the
 * half-open range of calendar days [started_at, finished_at), so a one-day
 * trip on 1 July is started_at 07-01, finished_at 07-02.
 */
import { z } from 'zod';
import { isoDate } from './common.ts';

/**
 * One day of a boat's calendar: `free` = no option or confirmed reservation
 * holds that day; `priced` = a price period covers it; `min_days` = the
 * minimum rental length starting that day (period rule, at least the boat's).
 */
export const boatCalendarDay = z.object({
  date: isoDate,
  free: z.boolean(),
  priced: z.boolean(),
  min_days: z.number().int(),
});

/** `GET /v1/boats/{slug}/calendar?from&to` (at most 400 days) → `content`. */
export const boatCalendar = z.object({
  from: isoDate,
  to: isoDate,
  today: isoDate,
  min_days: z.number().int(),
  days: z.array(boatCalendarDay),
});
export type BoatCalendar = z.infer<typeof boatCalendar>;
