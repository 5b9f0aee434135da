import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { formatDay } from '@/features/booking/format';

/** A dated price period as the public pages show it: `start_date`…`end_date` (Europe/Istanbul days). */
type Period = { id: number; start_date: string; end_date: string };

/** One column after "Dönem": its heading, its cell, and whether the cell is a price (bold). */
export type PeriodColumn<P> = { header: string; cell: (p: P) => ReactNode; price?: boolean };

/**
 * The price periods of a rental unit on its public page, written once for
 * villas and boats (issue 21): a card per period on phones (`card`: the lines
 * under its dates), a table on wider screens ("Dönem", then `columns`), and
 * `empty` when there is no current price.
 */
export function PeriodPriceTable<P extends Period>({
  periods,
  caption,
  columns,
  card,
  empty,
}: {
  periods: P[];
  caption: string;
  columns: PeriodColumn<P>[];
  card: (p: P) => ReactNode;
  empty: string;
}) {
  const t = useTranslations('UnitPage');
  const locale = useLocale() as Locale;
  if (periods.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {empty}
      </p>
    );
  }
  const dates = (p: P) => `${formatDay(p.start_date, locale)} – ${formatDay(p.end_date, locale)}`;
  return (
    <>
      {/* Narrow screens: one card per period. */}
      <ul className="grid gap-3 sm:hidden">
        {periods.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{dates(p)}</p>
            {card(p)}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 sm:block dark:border-slate-800">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              {[t('period'), ...columns.map((c) => c.header)].map((header) => (
                <th key={header} scope="col" className="px-4 py-3 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {periods.map((p) => (
              <tr key={p.id} className="bg-white dark:bg-slate-950">
                <th scope="row" className="px-4 py-3 font-medium text-slate-800 dark:text-slate-100">
                  {dates(p)}
                </th>
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={
                      c.price
                        ? 'px-4 py-3 font-semibold whitespace-nowrap text-slate-900 dark:text-white'
                        : 'px-4 py-3 text-slate-700 dark:text-slate-300'
                    }
                  >
                    {c.cell(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A price with its unit under a period's dates on a phone: "₺12.000 gecelik". */
export function CardPrice({ children, per, size = 'lg' }: { children: ReactNode; per: string; size?: 'lg' | 'base' }) {
  return (
    <p
      className={
        size === 'lg' ? 'mt-1 text-lg font-bold text-slate-900 dark:text-white' : 'font-semibold text-slate-900 dark:text-white'
      }
    >
      {children} <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{per}</span>
    </p>
  );
}
