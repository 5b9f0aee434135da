'use client';
/**
 * One calendar month as a Monday-first table, the shell shared by the villa's
 * 12-month calendar tab and the blocking dialog's availability preview:
 * weekday header, blank cells outside the month, and each day's `<td>` drawn
 * by `day` (its colour, label and screen-reader text are the caller's).
 */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type Month, weeksOf } from '../lib/calendar';

const WEEK = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'];

export function MonthTable({
  month,
  day,
  className,
  captionClassName = 'sr-only',
}: {
  month: Month;
  /** The cell of day 'YYYY-MM-DD', keyed by the day. */
  day: (day: string) => ReactNode;
  className?: string;
  captionClassName?: string;
}) {
  return (
    <table className={clsx('w-full table-fixed border-separate border-spacing-0.5 text-center', className)}>
      <caption className={captionClassName}>{month.label}</caption>
      <thead>
        <tr>
          {WEEK.map((w) => (
            <th key={w} scope="col" className="py-1 font-medium text-slate-500 dark:text-slate-400">
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week.join('|')}>
            {week.map((d, i) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before day 1 and after the last day
              d ? day(d) : <td key={`b${i}`} />,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
