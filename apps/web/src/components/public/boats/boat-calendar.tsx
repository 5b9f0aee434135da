import { CalendarX } from 'lucide-react';
import type { BoatCalendar } from '@yali/contract';

const monthFmt = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAYS = [
  ['Pzt', 'Pazartesi'],
  ['Sal', 'Salı'],
  ['Çar', 'Çarşamba'],
  ['Per', 'Perşembe'],
  ['Cum', 'Cuma'],
  ['Cmt', 'Cumartesi'],
  ['Paz', 'Pazar'],
] as const;

/** First day of the month `offset` months after the month of `iso`, as 'YYYY-MM-01'. */
export function monthStart(iso: string, offset = 0): string {
  const [y, m] = iso.split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

type State = 'free' | 'held' | 'ask' | 'past';

/**
 * The boat page's availability calendar: the months from `today`'s on, each
 * day free (bookable), held (an option or confirmed reservation), without a
 * price ('fiyat sorunuz') or past. Server-rendered tables, no script; a held
 * day also says so to screen readers. The first `visible` months show at
 * once, the rest behind a native disclosure. `calendar` null: the calendar
 * call failed, and the section says so instead.
 */
export function BoatAvailabilityCalendar({
  calendar,
  today,
  months = 12,
  visible = 3,
}: {
  calendar: BoatCalendar | null;
  today: string;
  months?: number;
  visible?: number;
}) {
  if (!calendar) {
    return (
      <p className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Müsaitlik takvimi şu anda gösterilemiyor. Uygun günleri rezervasyon bölümünden sorabilir ya da bizi arayabilirsiniz.
      </p>
    );
  }
  const days = new Map(calendar.days.map((d) => [d.date, d]));
  const stateOf = (iso: string): State => {
    const d = days.get(iso);
    if (iso < today || !d) return 'past';
    if (!d.free) return 'held';
    return d.priced ? 'free' : 'ask';
  };
  const list = Array.from({ length: months }, (_, i) => monthStart(today, i));
  const month = (start: string) => <Month key={start} start={start} stateOf={stateOf} />;
  const grid = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';
  return (
    // The day styles live here once instead of on each of the ~365 cells.
    <div className="[&_td[data-s=ask]]:bg-slate-100 [&_td[data-s=ask]]:text-slate-700 dark:[&_td[data-s=ask]]:bg-slate-800 dark:[&_td[data-s=ask]]:text-slate-300 [&_td[data-s=free]]:bg-emerald-50 [&_td[data-s=free]]:font-semibold [&_td[data-s=free]]:text-emerald-900 dark:[&_td[data-s=free]]:bg-emerald-950 dark:[&_td[data-s=free]]:text-emerald-100 [&_td[data-s=held]]:bg-rose-100 [&_td[data-s=held]]:text-rose-900 [&_td[data-s=held]]:line-through dark:[&_td[data-s=held]]:bg-rose-950 dark:[&_td[data-s=held]]:text-rose-100 [&_td[data-s=past]]:text-slate-500 dark:[&_td[data-s=past]]:text-slate-400">
      <ul
        className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300"
        aria-label="Renklerin anlamı"
      >
        <Legend className="bg-emerald-50 ring-emerald-300 dark:bg-emerald-950 dark:ring-emerald-800" text="Müsait" />
        <Legend className="bg-rose-100 ring-rose-300 dark:bg-rose-950 dark:ring-rose-800" text="Dolu" />
        <Legend className="bg-slate-100 ring-slate-300 dark:bg-slate-800 dark:ring-slate-600" text="Fiyat için sorunuz" />
      </ul>
      <div className={grid}>{list.slice(0, visible).map(month)}</div>
      {list.length > visible && (
        <details className="group mt-6">
          <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800">
            <span className="group-open:hidden">Sonraki {list.length - visible} ayı göster</span>
            <span className="hidden group-open:inline">Sonraki ayları gizle</span>
          </summary>
          <div className={`${grid} mt-6`}>{list.slice(visible).map(month)}</div>
        </details>
      )}
    </div>
  );
}

function Legend({ className, text }: { className: string; text: string }) {
  return (
    <li className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`inline-block size-4 rounded ring-1 ${className}`} />
      {text}
    </li>
  );
}

const SPOKEN: Partial<Record<State, string>> = { held: ' dolu', ask: ' fiyat için sorunuz' };

function Day({ iso, state }: { iso: string; state: State }) {
  return (
    <td data-s={state} className="rounded-md py-1.5 tabular-nums">
      {Number(iso.slice(8))}
      {SPOKEN[state] && <span className="sr-only">{SPOKEN[state]}</span>}
    </td>
  );
}

function Month({ start, stateOf }: { start: string; stateOf: (iso: string) => State }) {
  const first = new Date(`${start}T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7; // Monday first
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${start.slice(0, 8)}${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900 capitalize dark:text-white">
        {monthFmt.format(first)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long} className="text-xs font-medium text-slate-500 dark:text-slate-400">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? start}>
            {week.map((iso, i) =>
              iso ? (
                <Day key={iso} iso={iso} state={stateOf(iso)} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the 1st and after the last day
                <td key={`e${i}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
