'use client';
/**
 * The before → after table of the price tools: one row per period (dates,
 * old and new nightly price, the change), grouped under each villa's name
 * when `villas` has several. A split-off part that keeps its price reads
 * "Değişmez". Below `sm` each row is a card (period, then old → new), so a
 * phone shows the new price without scrolling sideways.
 */
import type { PriceChangeRow } from '@yali/contract';
import { clsx } from 'clsx';
import { Fragment } from 'react';
import { periodText } from '@/features/unit-editor/price-periods';
import { formatKurus } from '@/lib/format';

export type ChangeGroup = { key: number; name?: string; rows: PriceChangeRow[]; note?: string };

const th =
  'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300';
const td = 'whitespace-nowrap px-3 py-2';

/** '+10,0 %' / '−500 ₺' of a row, from its prices. */
function delta(row: PriceChangeRow): string {
  if (row.old_price_kurus === null || row.old_price_kurus === 0) return '';
  const diff = row.new_price_kurus - row.old_price_kurus;
  if (diff === 0) return 'Aynı fiyat';
  const pct = (diff / row.old_price_kurus) * 100;
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '';
  return `${sign}${formatKurus(Math.abs(diff))} (${sign}${Math.abs(pct).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} %)`;
}

export function ChangeTable({ caption, groups }: { caption: string; groups: ChangeGroup[] }) {
  return (
    <>
      <ChangeCards caption={caption} groups={groups} />
      <ChangeRows caption={caption} groups={groups} />
    </>
  );
}

function ChangeCards({ caption, groups }: { caption: string; groups: ChangeGroup[] }) {
  return (
    <div className="space-y-3 sm:hidden" role="group" aria-label={caption}>
      {groups.map((g) => (
        <section key={g.key} aria-label={g.name}>
          {g.name !== undefined && (
            <h3 className="mb-1 text-sm font-semibold">
              {g.name}
              {g.note && <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">· {g.note}</span>}
            </h3>
          )}
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            {g.rows.map((r) => (
              <li
                key={`${r.start_date}-${r.end_date}`}
                className={clsx('px-3 py-2', !r.changed && 'text-slate-500 dark:text-slate-400')}
              >
                <p>{periodText(r)}</p>
                <p>
                  {r.old_price_kurus === null ? '—' : formatKurus(r.old_price_kurus)} →{' '}
                  <span className={clsx(r.changed && 'font-semibold')}>{formatKurus(r.new_price_kurus)}</span>
                  <span className="ml-2 text-xs">{r.changed ? delta(r) : 'Değişmez (aralık dışı)'}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ChangeRows({ caption, groups }: { caption: string; groups: ChangeGroup[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 sm:block dark:border-slate-800">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={th}>
              Dönem
            </th>
            <th scope="col" className={clsx(th, 'text-right')}>
              Eski gecelik
            </th>
            <th scope="col" className={clsx(th, 'text-right')}>
              Yeni gecelik
            </th>
            <th scope="col" className={clsx(th, 'text-right')}>
              Değişim
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {groups.map((g) => (
            <Fragment key={g.key}>
              {g.name !== undefined && (
                <tr className="bg-sea-50/60 dark:bg-sea-950/40">
                  <th scope="rowgroup" colSpan={4} className="px-3 py-2 text-left font-semibold">
                    {g.name}
                    {g.note && <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">· {g.note}</span>}
                  </th>
                </tr>
              )}
              {g.rows.map((r) => (
                <tr key={`${r.start_date}-${r.end_date}`} className={clsx(!r.changed && 'text-slate-500 dark:text-slate-400')}>
                  <td className={td}>{periodText(r)}</td>
                  <td className={clsx(td, 'text-right')}>{r.old_price_kurus === null ? '—' : formatKurus(r.old_price_kurus)}</td>
                  <td className={clsx(td, 'text-right', r.changed && 'font-semibold')}>{formatKurus(r.new_price_kurus)}</td>
                  <td className={clsx(td, 'text-right')}>{r.changed ? delta(r) : 'Değişmez (aralık dışı)'}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The list of rows that may not be written, as an alert. */
export function ProblemList({ problems }: { problems: readonly { message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-semibold">Bu değişiklik uygulanamaz; önce şunları düzeltin:</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((p) => (
          <li key={p.message}>{p.message}</li>
        ))}
      </ul>
    </div>
  );
}
