'use client';

/**
 * The month grid shared by the villa and boat booking sections
 * (react-day-picker, tr locale, Monday first): the brand colours from the
 * wrapper's CSS variables (light/dark), held days struck through and read out
 * as "dolu", the months from today to the calendar's last day, reached with
 * the arrows or in one choice from the month list. What a click
 * means — a check-in and check-out of a stay, or the first and last day of a
 * boat rental — is the caller's `rule`; the API's quote stays the judge.
 */
import { type CSSProperties, useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB, tr } from 'date-fns/locale';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { INTL_TAG } from '@/i18n/paths';
import 'react-day-picker/style.css';
import { dateOf, isoOf } from './format';

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

/** react-day-picker's date-fns locale of each language: its weekday and month names (issue 18). */
const PICKER_LOCALES: Record<Locale, typeof tr> = { tr, en: enGB };

/** The day and month names of `locale`'s picker. */
function namesOf(locale: Locale) {
  return {
    day: new Intl.DateTimeFormat(INTL_TAG[locale], { day: 'numeric', month: 'long', weekday: 'long' }),
    month: new Intl.DateTimeFormat(INTL_TAG[locale], { month: 'long', year: 'numeric' }),
    weekday: new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'long' }),
  };
}

/**
 * The selection rule of one kind of unit, over ISO days (`YYYY-MM-DD`,
 * Europe/Istanbul): which days can be clicked now, what a click does, the
 * selected range [start, end] as drawn (both ends inclusive), and the words
 * read out for a day ("giriş günü", "ilk gün" …).
 */
export type DayRule = {
  disabled: (iso: string) => boolean;
  click: (iso: string) => void;
  start: string | undefined;
  end: string | undefined;
  notes: (iso: string) => string[];
};

/** The first day of each month from `first`'s to `last`'s, as 'YYYY-MM-01'. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (let iso = `${y}-${String(m).padStart(2, '0')}-01`; iso <= last; iso = `${y}-${String(m).padStart(2, '0')}-01`) {
    months.push(iso);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** `calendar`: the unit's calendar (today, days with `free`); `openOn`: a day of the month to open on. */
export function UnitDayPicker({
  calendar,
  rule,
  openOn,
}: {
  calendar: { today: string; days: { date: string; free: boolean }[] };
  rule: DayRule;
  openOn: string | undefined;
}) {
  const held = new Set(calendar.days.filter((d) => !d.free).map((d) => d.date));
  const { start, end } = rule;
  const middle = (iso: string) => start !== undefined && end !== undefined && iso > start && iso < end;
  const months = monthsBetween(calendar.today, calendar.days.at(-1)?.date ?? calendar.today);
  const [month, setMonth] = useState(() => dateOf(`${(openOn ?? calendar.today).slice(0, 7)}-01`));
  const monthListId = useId();
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const [names] = useState(() => namesOf(locale));
  return (
    <div>
      {/* July is one choice away in January, not seven "next month" taps (issue 23). */}
      <div className="mb-1 flex items-center justify-center gap-2 text-sm">
        <label htmlFor={monthListId} className="text-slate-600 dark:text-slate-300">
          {t('month')}
        </label>
        <select
          id={monthListId}
          value={isoOf(month)}
          onChange={(e) => setMonth(dateOf(e.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          {months.map((iso) => (
            <option key={iso} value={iso}>
              {names.month.format(dateOf(iso))}
            </option>
          ))}
        </select>
      </div>
      <DayPicker
        locale={PICKER_LOCALES[locale]}
        weekStartsOn={1}
        startMonth={dateOf(calendar.today)}
        endMonth={dateOf(calendar.days.at(-1)?.date ?? calendar.today)}
        month={month}
        onMonthChange={setMonth}
        disabled={(date) => rule.disabled(isoOf(date))}
        onDayClick={(date, modifiers) => {
          if (!modifiers.disabled) rule.click(isoOf(date));
        }}
        modifiers={{
          selected: (date) => {
            const iso = isoOf(date);
            return iso === start || iso === end || middle(iso);
          },
          range_start: (date) => isoOf(date) === start,
          range_end: (date) => isoOf(date) === end,
          range_middle: (date) => middle(isoOf(date)),
          booked: (date) => held.has(isoOf(date)),
        }}
        modifiersClassNames={{ booked: '[&>button]:line-through [&>button]:decoration-rose-500 [&>button]:decoration-2' }}
        labels={{
          // react-day-picker reads its buttons out in English ("Go to the Previous Month") whatever the date locale (issue 23).
          labelPrevious: () => t('previousMonth'),
          labelNext: () => t('nextMonth'),
          labelNav: () => t('monthNav'),
          labelGrid: (date: Date) => names.month.format(date),
          labelWeekday: (date: Date) => names.weekday.format(date),
          labelDayButton: (date, mods) => {
            const notes = [...rule.notes(isoOf(date)), mods.booked ? t('booked') : ''].filter(Boolean);
            const text = names.day.format(date);
            return notes.length > 0 ? `${text}, ${notes.join(', ')}` : text;
          },
        }}
        style={pickerStyle}
        className="mx-auto text-sm text-slate-800 dark:text-slate-100"
      />
    </div>
  );
}
