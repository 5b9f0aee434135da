/**
 * iCal events → blocked stay ranges (issue 8 "Parsing"). Input is what
 * node-ical parses; output is half-open Europe/Istanbul calendar ranges
 * `[started_at, finished_at)` as 'YYYY-MM-DD', one per event or occurrence.
 *
 * Rules, after the real feeds of Airbnb, Booking.com, VRBO and Google:
 * - all-day events (VALUE=DATE): DTEND is exclusive, as in our ranges;
 * - timed events (UTC or TZID): the Istanbul calendar days they touch; a
 *   stay from 15:00 on the 1st to 11:00 on the 4th holds the nights 1–3;
 * - no DTEND: one night; DTEND before DTSTART (Booking.com): swapped;
 * - STATUS:CANCELLED ignored; events over by today ignored;
 * - recurring events expanded between today and `horizonEnd`, each
 *   occurrence with its own uid `<uid>#<date>`.
 */
import type { CalendarResponse, VEvent } from 'node-ical';

export type ImportedRange = { uid: string; started_at: string; finished_at: string; summary: string };

type IcalDate = Date & { dateOnly?: boolean; tz?: string };

const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar day of an iCal date: a DATE value as written, a DATE-TIME as the Istanbul day of that instant. */
export function calendarDay(d: IcalDate): string {
  // node-ical builds DATE values at local midnight of the written day.
  if (d.dateOnly) return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return istanbulDay.format(d);
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic in UTC, so no time zone can shift it). */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

function rangeOf(start: IcalDate, end: IcalDate | undefined): { started_at: string; finished_at: string } {
  let a = calendarDay(start);
  let b = end ? calendarDay(end) : addDays(a, 1);
  if (b < a) [a, b] = [b, a];
  if (b === a) b = addDays(a, 1);
  return { started_at: a, finished_at: b };
}

/**
 * Ranges of every event in `calendar` that still matters: finishing after
 * `today` and, for recurrences, starting before `horizonEnd`. Sorted by start.
 */
export function rangesFromCalendar(calendar: CalendarResponse, opts: { today: string; horizonEnd: string }): ImportedRange[] {
  const out: ImportedRange[] = [];
  for (const [key, item] of Object.entries(calendar)) {
    if (!item || item.type !== 'VEVENT') continue;
    const ev = item as VEvent & { status?: string; rrule?: { between: (a: Date, b: Date, inc: boolean) => Date[] } };
    if (String(ev.status ?? '').toUpperCase() === 'CANCELLED') continue;
    if (!ev.start) continue;
    const uid = String(ev.uid ?? key);
    const summary = typeof ev.summary === 'string' ? ev.summary : String((ev.summary as { val?: string } | undefined)?.val ?? '');
    const start = ev.start as IcalDate;
    const end = ev.end as IcalDate | undefined;

    if (ev.rrule) {
      const first = rangeOf(start, end);
      const lengthDays = Math.round((Date.parse(first.finished_at) - Date.parse(first.started_at)) / 86_400_000);
      const from = new Date(Date.parse(`${addDays(opts.today, -lengthDays - 1)}T00:00:00Z`));
      const to = new Date(Date.parse(`${opts.horizonEnd}T23:59:59Z`));
      for (const occ of ev.rrule.between(from, to, true)) {
        const day = calendarDay(Object.assign(new Date(occ.getTime()), { dateOnly: start.dateOnly }) as IcalDate);
        const r = { started_at: day, finished_at: addDays(day, lengthDays) };
        if (r.finished_at > opts.today && r.started_at <= opts.horizonEnd) out.push({ uid: `${uid}#${day}`, summary, ...r });
      }
      continue;
    }
    const r = rangeOf(start, end);
    if (r.finished_at > opts.today) out.push({ uid, summary, ...r });
  }
  return out.sort((x, y) => x.started_at.localeCompare(y.started_at) || x.uid.localeCompare(y.uid));
}
