'use client';

/**
 * Check-in / check-out picker of the booking section (react-day-picker, tr
 * locale). Ranges are half-open: a held night's day cannot be a check-in or
 * a night of the stay, but it can be the check-out day (same-day turnover).
 * First click picks the check-in (free, priced, allowed weekday), the second
 * the check-out, up to the first held night. The API's quote stays the judge.
 */
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { tr } from 'date-fns/locale';
import 'react-day-picker/style.css';
import type { VillaCalendar } from '@yali/contract';
import { addDaysIso, dateOf, isoOf, nightsBetween } from './format';

type Day = VillaCalendar['days'][number];

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

export function DateRangePicker({
  calendar,
  checkin,
  checkout,
  openMonth,
  onChange,
}: {
  calendar: VillaCalendar;
  checkin: string | undefined;
  checkout: string | undefined;
  /** A day of the month to open on when no check-in is chosen (default: today's month). */
  openMonth?: string | undefined;
  onChange: (checkin: string | undefined, checkout: string | undefined) => void;
}) {
  const days = new Map<string, Day>(calendar.days.map((d) => [d.date, d]));
  const last = calendar.days.at(-1)?.date ?? calendar.today;
  const choosingCheckout = checkin !== undefined && checkout === undefined;

  const canCheckin = (iso: string) => {
    const d = days.get(iso);
    return iso >= calendar.today && d !== undefined && d.free && d.checkin;
  };

  // The first held night on or after check-in: the latest possible check-out.
  let limit = addDaysIso(last, 1);
  if (checkin) {
    for (let d = checkin; d <= last; d = addDaysIso(d, 1)) {
      if (days.get(d)?.free === false) {
        limit = d;
        break;
      }
    }
  }
  const minNights = checkin ? (days.get(checkin)?.min_nights ?? calendar.min_stay) : calendar.min_stay;
  // A stay that exactly fills a gap waives the minimum (see the API's quote rules).
  const startsAtGap = checkin !== undefined && (checkin === calendar.today || days.get(addDaysIso(checkin, -1))?.free === false);

  const canCheckout = (iso: string) => {
    if (!checkin || iso <= checkin || iso > limit) return false;
    return nightsBetween(checkin, iso) >= minNights || (iso === limit && startsAtGap);
  };

  const disabled = (date: Date) => {
    const iso = isoOf(date);
    if (!choosingCheckout) return !canCheckin(iso);
    return !(canCheckout(iso) || (iso <= (checkin as string) && canCheckin(iso)));
  };

  const between = (date: Date) => {
    const iso = isoOf(date);
    return checkin !== undefined && checkout !== undefined && iso > checkin && iso < checkout;
  };

  return (
    <DayPicker
      locale={tr}
      weekStartsOn={1}
      startMonth={dateOf(calendar.today)}
      endMonth={dateOf(last)}
      defaultMonth={dateOf(checkin ?? openMonth ?? calendar.today)}
      disabled={disabled}
      onDayClick={(date, modifiers) => {
        if (modifiers.disabled) return;
        const iso = isoOf(date);
        if (!choosingCheckout || iso <= (checkin as string))
          onChange(iso === checkin && choosingCheckout ? undefined : iso, undefined);
        else onChange(checkin, iso);
      }}
      modifiers={{
        selected: (date) => {
          const iso = isoOf(date);
          return iso === checkin || iso === checkout || between(date);
        },
        range_start: (date) => isoOf(date) === checkin,
        range_end: (date) => isoOf(date) === checkout,
        range_middle: between,
        booked: (date) => days.get(isoOf(date))?.free === false,
      }}
      modifiersClassNames={{ booked: '[&>button]:line-through [&>button]:decoration-rose-500 [&>button]:decoration-2' }}
      labels={{
        labelDayButton: (date, mods) => {
          const iso = isoOf(date);
          const text = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', weekday: 'long' }).format(date);
          const notes = [
            iso === checkin ? 'giriş günü' : '',
            iso === checkout ? 'çıkış günü' : '',
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
