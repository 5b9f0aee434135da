'use client';

/**
 * Rental days picker of the boat booking section (react-day-picker, tr
 * locale). Boats go by the day: the first click picks the first day (a
 * one-day trip when the boat allows one), a later click the last day, up to
 * the day before the next held day; clicking the first day again keeps a
 * one-day trip. Held, unpriced and past days are disabled. The API's quote
 * stays the judge.
 */
import type { BoatCalendar } from '@yali/contract';
import { addDaysIso, nightsBetween } from '@/features/booking/format';
import { UnitDayPicker } from '@/features/booking/unit-day-picker';
import { useTranslations } from 'next-intl';

type Day = BoatCalendar['days'][number];

/** Minimum rental days starting on `first`. */
export function minDaysAt(calendar: BoatCalendar, first: string | undefined): number {
  if (!first) return calendar.min_days;
  return calendar.days.find((d) => d.date === first)?.min_days ?? calendar.min_days;
}

export function BoatDaysPicker({
  calendar,
  openMonth,
  first,
  last,
  choosingLast,
  onChange,
}: {
  calendar: BoatCalendar;
  /** A day of the month to open on when no first day is chosen (default: today's month). */
  openMonth?: string | undefined;
  first: string | undefined;
  last: string | undefined;
  /** True after the first day was picked: the next click sets the last day. */
  choosingLast: boolean;
  onChange: (first: string | undefined, last: string | undefined, choosingLast: boolean) => void;
}) {
  const t = useTranslations('Client.Booking');
  const days = new Map<string, Day>(calendar.days.map((d) => [d.date, d]));
  const end = calendar.days.at(-1)?.date ?? calendar.today;

  const usable = (iso: string) => {
    const d = days.get(iso);
    return iso >= calendar.today && d !== undefined && d.free && d.priced;
  };
  const canStart = (iso: string) => usable(iso) && (minDaysAt(calendar, iso) === 1 || usable(addDaysIso(iso, 1)));

  // The last possible day: the day before the first held (or unpriced) day after `first`.
  let limit = end;
  if (first) {
    for (let d = first; d <= end; d = addDaysIso(d, 1)) {
      if (!usable(d)) {
        limit = addDaysIso(d, -1);
        break;
      }
    }
  }
  const minDays = minDaysAt(calendar, first);
  const canEnd = (iso: string) => !!first && iso >= first && iso <= limit && nightsBetween(first, iso) + 1 >= minDays;

  return (
    <UnitDayPicker
      calendar={calendar}
      openOn={first ?? openMonth}
      rule={{
        start: first,
        end: last ?? first,
        disabled: (iso) => (choosingLast ? !(canEnd(iso) || canStart(iso)) : !canStart(iso)),
        click: (iso) => {
          if (choosingLast && first && canEnd(iso)) onChange(first, iso, false);
          // A new first day: a one-day trip straight away when the boat allows one.
          else onChange(iso, minDaysAt(calendar, iso) <= 1 ? iso : undefined, true);
        },
        notes: (iso) => [iso === first ? t('firstDayNote') : '', last && iso === last && last !== first ? t('lastDayNote') : ''],
      }}
    />
  );
}
