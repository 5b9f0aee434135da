import type { PricePeriod } from '@yali/contract';
import { Money } from '@/features/currency/money';
import { formatDate } from '@/lib/format';
import { checkinDaysLabel } from '../lib/labels';

/** Price periods of a villa that have not ended yet, earliest first. */
export function PriceTable({ periods, today }: { periods: PricePeriod[]; today: string }) {
  const coming = periods.filter((p) => p.end_date >= today).sort((a, b) => a.start_date.localeCompare(b.start_date));
  if (coming.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Bu villa için güncel fiyat bulunmuyor. Fiyat için lütfen bizi arayın.
      </p>
    );
  }
  return (
    <>
      {/* Narrow screens: one card per period. */}
      <ul className="grid gap-3 sm:hidden">
        {coming.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">
              {formatDate(p.start_date)} – {formatDate(p.end_date)}
            </p>
            <p className="mt-1 text-lg font-bold text-slate-900 dark:text-white">
              <Money kurus={p.nightly_price_kurus} />{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">gecelik</span>
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              en az {p.min_nights} gece · Giriş günü: {checkinDaysLabel(p.checkin_weekdays)}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border sm:block border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">Dönemlere göre gecelik fiyatlar</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Dönem
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Gecelik fiyat
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                En az konaklama
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Giriş günü
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {coming.map((p) => (
              <tr key={p.id} className="bg-white dark:bg-slate-950">
                <th scope="row" className="px-4 py-3 font-medium text-slate-800 dark:text-slate-100">
                  {formatDate(p.start_date)} – {formatDate(p.end_date)}
                </th>
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900 dark:text-white">
                  <Money kurus={p.nightly_price_kurus} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">en az {p.min_nights} gece</td>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{checkinDaysLabel(p.checkin_weekdays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
