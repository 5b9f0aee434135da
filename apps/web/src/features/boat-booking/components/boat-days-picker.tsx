'use client';

/**
 * Rental days picker of the boat booking section (react-day-picker, tr
 * locale). Boats go by the day: the first click picks the first day (a
 * one-day trip when the boat allows one), a later click the last day, up to
 * the day before the next held day; clicking the first day again keeps a
 * one-day trip. Held, unpriced and past days are disabled. The API's quote
 * stays the judge.
 */
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { tr } from 'date-fns/locale';
import 'react-day-picker/style.css';
import type { BoatCalendar } from '@yali/contract';
import { addDaysIso, dateOf, isoOf, nightsBetween } from '@/features/booking/format';

type Day = BoatCalendar['days'][number];

// Inline, because the picker's own stylesheet sets these on its root; colours come from the wrapper (light/dark).
const pickerStyle = {
  '--rdp-accent-color': 'var(--booking-accent)',
  '--rdp-accent-background-color': 'var(--booking-accent-bg)',
  '--rdp-range_start-color': 'var(--booking-accent-fg)',
  '--rdp-range_end-color': 'var(--booking-accent-fg)',
  '--rdp-day-width': '40px',
  '--rdp-day-height': '40px',
  '--rdp-day_button-width': '38px',
  '--rdp-day_button-height': '38px',
  '--rdp-today-color': 'var(--booking-today)',
  '--rdp-disabled-opacity': '0.35',
} as CSSProperties;

/** Minimum rental days starting on `first`. */
export function minDaysAt(calendar: BoatCalendar, first: string | undefined): number {
  if (!first) return calendar.min_days;
  return calendar.days.find((d) => d.date === first)?.min_days ?? calendar.min_days;
}

export function BoatDaysPicker({
  calendar,
  first,
  last,
  choosingLast,
  onChange,
}: {
  calendar: BoatCalendar;
  first: string | undefined;
  last: string | undefined;
  /** True after the first day was picked: the next click sets the last day. */
  choosingLast: boolean;
  onChange: (first: string | undefined, last: string | undefined, choosingLast: boolean) => void;
}) {
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

  const disabled = (date: Date) => {
    const iso = isoOf(date);
    if (!choosingLast) return !canStart(iso);
    return !(canEnd(iso) || canStart(iso));
  };

  const inRange = (iso: string) => !!first && !!last && iso >= first && iso <= last;

  return (
    <DayPicker
      locale={tr}
      weekStartsOn={1}
      startMonth={dateOf(calendar.today)}
      endMonth={dateOf(end)}
      defaultMonth={dateOf(first ?? calendar.today)}
      disabled={disabled}
      onDayClick={(date, modifiers) => {
        if (modifiers.disabled) return;
        const iso = isoOf(date);
        if (choosingLast && first && canEnd(iso)) {
          onChange(first, iso, false);
          return;
        }
        // A new first day: a one-day trip straight away when the boat allows one.
        onChange(iso, minDaysAt(calendar, iso) <= 1 ? iso : undefined, true);
      }}
      modifiers={{
        selected: (date) => inRange(isoOf(date)) || isoOf(date) === first,
        range_start: (date) => isoOf(date) === first,
        range_end: (date) => isoOf(date) === (last ?? first),
        range_middle: (date) => {
          const iso = isoOf(date);
          return !!first && !!last && iso > first && iso < last;
        },
        booked: (date) => days.get(isoOf(date))?.free === false,
      }}
      modifiersClassNames={{ booked: '[&>button]:line-through [&>button]:decoration-rose-500 [&>button]:decoration-2' }}
      labels={{
        labelDayButton: (date, mods) => {
          const iso = isoOf(date);
          const text = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', weekday: 'long' }).format(date);
          const notes = [
            iso === first ? 'ilk gün' : '',
            last && iso === last && last !== first ? 'son gün' : '',
            mods.booked ? 'dolu' : '',
          ].filter(Boolean);
          return notes.length > 0 ? `${text}, ${notes.join(', ')}` : text;
        },
      }}
      style={pickerStyle}
      className="mx-auto text-sm text-slate-800 dark:text-slate-100"
    />
  );
}
