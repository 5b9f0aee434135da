'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { CalendarDays } from '@/components/public-icons';
import { CloseButton } from './close-button';
import { nightsBetween } from '@/features/booking/format';
import { rangeText } from './range-text';

const SearchRangeCalendar = lazy(() => import('./search-range-calendar'));

/** The field's look: the filter bar's 44 px or the home search's 48 px. */
const SIZES = { md: 'h-11 text-sm', lg: 'h-12 text-base' } as const;

/**
 * The one date field of the searches (issue 23: home, villa listing, boat
 * listing): a button reading "10–17 Tem" that opens a modal <dialog> with the
 * booking section's Turkish range picker, and hidden inputs carrying the
 * choice in the surrounding GET form. `mode` 'nights' (villas) fills
 * `checkin` and `checkout` (the check-out day); 'days' (boats) fills
 * `checkin` and `days` (first to last day inclusive); the dialog closes once
 * the range's second day is chosen. `today`: Istanbul's
 * day, from the server. The dialog's top layer escapes every clipping parent
 * (the hero, the phone's filter sheet).
 */
export function DateRangeField({
  mode,
  id,
  label,
  today,
  initialStart,
  initialEnd,
  size = 'md',
  labelClassName,
}: {
  mode: 'nights' | 'days';
  id: string;
  label: string;
  today: string;
  initialStart?: string | undefined;
  /** 'nights': the check-out day; 'days': the last day of the rental. */
  initialEnd?: string | undefined;
  size?: keyof typeof SIZES;
  labelClassName: string;
}) {
  const t = useTranslations('Client.Dates');
  const locale = useLocale() as Locale;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [range, setRange] = useState({ start: initialStart, end: initialEnd });
  const [opened, setOpened] = useState(false);
  const { start, end } = range;
  // A boat's first day alone is a one-day rental; a stay needs its check-out day.
  const complete = start !== undefined && (end !== undefined || mode === 'days');
  const length = complete
    ? mode === 'nights'
      ? nightsBetween(start, end as string)
      : nightsBetween(start, end ?? start) + 1
    : 0;
  const lengthText = t(mode, { count: length });
  const text = complete ? `${rangeText(start, end, locale)} · ${lengthText}` : t('choose');

  const open = () => {
    setOpened(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  return (
    <div>
      <span id={`${id}-label`} className={labelClassName}>
        {label}
      </span>
      <button
        id={id}
        type="button"
        aria-labelledby={`${id}-label ${id}`}
        aria-haspopup="dialog"
        onClick={open}
        className={`${SIZES[size]} flex w-full items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-left text-slate-900 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white`}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        <span className={complete ? 'truncate' : 'truncate text-slate-500 dark:text-slate-400'}>{text}</span>
      </button>
      {complete && <input type="hidden" name="checkin" value={start} />}
      {complete && mode === 'nights' && <input type="hidden" name="checkout" value={end} />}
      {complete && mode === 'days' && <input type="hidden" name="days" value={length} />}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-sea-950/60 dark:bg-slate-900 dark:text-white"
        // A click on the backdrop lands on the dialog itself: close, as on every other overlay of the site.
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
        onKeyDown={() => {}}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 id={titleId} className="font-semibold">
            {mode === 'nights' ? t('titleNights') : t('titleDays')}
          </h2>
          <CloseButton label={t('close')} onClick={close} />
        </div>
        <div className="min-h-[22rem] px-2 pb-3">
          {opened && (
            <Suspense fallback={<p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>}>
              <SearchRangeCalendar
                mode={mode}
                today={today}
                start={start}
                end={end}
                maxLength={90}
                onChange={(s, e) => {
                  setRange({ start: s, end: e });
                  // The range is whole: back to the form, one tap saved on the way to the results (issue 23).
                  if (e !== undefined) close();
                }}
              />
            </Suspense>
          )}
        </div>
        <p className="px-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {start === undefined
            ? t(mode === 'nights' ? 'startNights' : 'startDays')
            : complete
              ? `${rangeText(start, end, locale)}: ${lengthText}`
              : t(mode === 'nights' ? 'endNights' : 'endDays')}
        </p>
        <p className="px-4 pt-1 text-xs text-slate-500 dark:text-slate-400">{t(mode === 'nights' ? 'minNights' : 'minDays')}</p>
        <div className="flex justify-between gap-3 px-4 py-3">
          <button
            type="button"
            onClick={() => setRange({ start: undefined, end: undefined })}
            className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {t('clear')}
          </button>
          <button
            type="button"
            onClick={close}
            className="rounded-full bg-brand-500 px-5 py-2 text-sm font-semibold text-sea-950 hover:bg-brand-400"
          >
            {t('done')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
