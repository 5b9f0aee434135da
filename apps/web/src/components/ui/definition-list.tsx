import type { ReactNode } from 'react';

/** Label/value rows as a two-column `<dl>`; `ddClassName` styles the values (e.g. 'font-medium tabular-nums'). */
export function Dl({ rows, ddClassName = '' }: { rows: [string, ReactNode][]; ddClassName?: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{k}</dt>
          <dd className={`min-w-0 break-words ${ddClassName}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
