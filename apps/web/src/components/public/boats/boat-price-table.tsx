import type { PublicBoatPrice } from '@yali/contract';
import { Money } from '@/features/currency/money';
import { formatDate } from '@/lib/format';

/** A boat's price periods that have not ended (the API sends only those), in the visitor's currency. */
export function BoatPriceTable({ periods }: { periods: PublicBoatPrice[] }) {
  if (periods.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Bu tekne için güncel fiyat bulunmuyor. Fiyat için lütfen bizi arayın.
      </p>
    );
  }
  const weekly = (p: PublicBoatPrice) =>
    p.weekly_price_kurus === null ? (
      <span className="font-normal text-slate-600 dark:text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">yok</span>
      </span>
    ) : (
      <Money kurus={p.weekly_price_kurus} />
    );
  return (
    <>
      {/* Narrow screens: one card per period. */}
      <ul className="grid gap-3 sm:hidden">
        {periods.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">
              {formatDate(p.start_date)} – {formatDate(p.end_date)}
            </p>
            <p className="mt-1 text-lg font-bold text-slate-900 dark:text-white">
              <Money kurus={p.daily_price_kurus} />{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">günlük</span>
            </p>
            {p.weekly_price_kurus !== null && (
              <p className="font-semibold text-slate-900 dark:text-white">
                <Money kurus={p.weekly_price_kurus} />{' '}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-400">haftalık</span>
              </p>
            )}
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">en az {p.min_days} gün</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 sm:block dark:border-slate-800">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">Dönemlere göre günlük ve haftalık fiyatlar</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Dönem
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Günlük fiyat
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Haftalık fiyat
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                En az kiralama
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {periods.map((p) => (
              <tr key={p.id} className="bg-white dark:bg-slate-950">
                <th scope="row" className="px-4 py-3 font-medium text-slate-800 dark:text-slate-100">
                  {formatDate(p.start_date)} – {formatDate(p.end_date)}
                </th>
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900 dark:text-white">
                  <Money kurus={p.daily_price_kurus} />
                </td>
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-slate-900 dark:text-white">{weekly(p)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">en az {p.min_days} gün</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
