import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { CalendarX } from '@/components/icons';
import { INTL_TAG } from '@/i18n/paths';
import { StaticCalendarMonths } from './calendar-island';
import { type AvailabilityDay, type CalendarWords, calendarMonthsProps } from './calendar-months';

export { type AvailabilityDay, monthStart } from './calendar-months';

/**
 * A public page's 12-month availability calendar (villa and boat pages,
 * SPEC §2): the months from `today`'s (Europe/Istanbul, 'YYYY-MM-DD') on,
 * each a table with the month as caption and every day named for screen
 * readers ("12 Mayıs Salı: dolu"); days are 'Müsait', 'Dolu', 'Fiyat için
 * sorunuz' (free but unpriced) or past. The first `visible` months show at
 * once, the rest behind a native disclosure. `days` null: the calendar call
 * failed, and a short note replaces it. Words and names in the page's language (issue 18).
 *
 * Why the split: the ~500 cells are server-rendered HTML that needs no script,
 * so the page hands the browser one character per day (calendar-months.tsx
 * draws the tables from it) inside a static island that React never hydrates —
 * as plain server-component markup they were a third of a villa page's RSC
 * payload and of its hydration work (DESIGN §4).
 */
export function AvailabilityCalendar({
  days,
  today,
  months = 12,
  visible = 3,
}: {
  days: AvailabilityDay[] | null;
  today: string;
  months?: number;
  visible?: number;
}) {
  const t = useTranslations('Calendar');
  const locale = useLocale() as Locale;
  if (!days) {
    return (
      <p className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('failed')}
      </p>
    );
  }
  const words: CalendarWords = {
    spoken: {
      free: t('spokenFree'),
      held: t('spokenHeld'),
      ask: t('spokenAsk'),
      past: t('spokenPast'),
      none: t('spokenNone'),
    },
    free: t('free'),
    held: t('held'),
    ask: t('ask'),
    past: t('past'),
    legend: t('legend'),
    showMore: t('showMore', { count: months - visible }),
    hideMore: t('hideMore'),
  };
  return <StaticCalendarMonths {...calendarMonthsProps(days, today, months, visible, INTL_TAG[locale], words)} />;
}
