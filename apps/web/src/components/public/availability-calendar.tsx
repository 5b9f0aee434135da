import { CalendarX } from '@/components/icons';

const monthFmt = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFmt = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC' });
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

/**
 * One day of a public calendar call: `date` 'YYYY-MM-DD' (Europe/Istanbul),
 * `free` false when the day is held (a villa: its night is held by an option,
 * a confirmed reservation or a blocking; a boat: the day is rented out),
 * `priced` false when no price period covers it (shown as 'fiyat için
 * sorunuz'; omit it when the distinction does not matter).
 */
export type AvailabilityDay = { date: string; free: boolean; priced?: boolean };

type State = 'free' | 'held' | 'ask' | 'past' | 'none';

const SPOKEN: Record<State, string> = {
  free: 'müsait',
  held: 'dolu',
  ask: 'müsait, fiyat için sorunuz',
  past: 'geçmiş gün',
  none: 'bilgi yok',
};

/**
 * A public page's 12-month availability calendar (villa and boat pages,
 * SPEC §2): the months from `today`'s (Europe/Istanbul, 'YYYY-MM-DD') on,
 * each a server-rendered table with the month as caption and every day named
 * for screen readers ("12 Mayıs Salı: dolu"); days are 'Müsait', 'Dolu',
 * 'Fiyat için sorunuz' (free but unpriced) or past. No script. The first
 * `visible` months show at once, the rest behind a native disclosure.
 * `days` null: the calendar call failed, and a short Turkish note replaces it.
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
  if (!days) {
    return (
      <p className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <CalendarX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Müsaitlik takvimi şu anda gösterilemiyor. Uygun günleri rezervasyon bölümünden sorabilir ya da bizi arayabilirsiniz.
      </p>
    );
  }
  const byDate = new Map(days.map((d) => [d.date, d]));
  const stateOf = (iso: string): State => {
    if (iso < today) return 'past';
    const d = byDate.get(iso);
    if (!d) return 'none';
    if (!d.free) return 'held';
    return d.priced === false ? 'ask' : 'free';
  };
  const anyAsk = days.some((d) => d.free && d.priced === false && d.date >= today);
  const list = Array.from({ length: months }, (_, i) => monthStart(today, i));
  const month = (start: string) => <Month key={start} start={start} stateOf={stateOf} />;
  const grid = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';
  return (
    // The day styles live here once instead of on each of the ~365 cells.
    <div className="[&_td[data-s=ask]]:bg-slate-100 [&_td[data-s=ask]]:text-slate-700 dark:[&_td[data-s=ask]]:bg-slate-800 dark:[&_td[data-s=ask]]:text-slate-300 [&_td[data-s=free]]:bg-emerald-50 [&_td[data-s=free]]:font-semibold [&_td[data-s=free]]:text-emerald-900 dark:[&_td[data-s=free]]:bg-emerald-950 dark:[&_td[data-s=free]]:text-emerald-100 [&_td[data-s=held]]:bg-rose-100 [&_td[data-s=held]]:text-rose-900 [&_td[data-s=held]]:line-through dark:[&_td[data-s=held]]:bg-rose-950 dark:[&_td[data-s=held]]:text-rose-100 [&_td[data-s=none]]:text-slate-500 dark:[&_td[data-s=none]]:text-slate-400 [&_td[data-s=past]]:text-slate-500 dark:[&_td[data-s=past]]:text-slate-400">
      <ul
        className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300"
        aria-label="Renklerin anlamı"
      >
        <Legend className="bg-emerald-50 ring-emerald-300 dark:bg-emerald-950 dark:ring-emerald-800" text="Müsait" />
        <Legend className="bg-rose-100 ring-rose-300 dark:bg-rose-950 dark:ring-rose-800" text="Dolu" />
        {anyAsk && (
          <Legend className="bg-slate-100 ring-slate-300 dark:bg-slate-800 dark:ring-slate-600" text="Fiyat için sorunuz" />
        )}
        <Legend className="bg-transparent ring-slate-300 dark:ring-slate-600" text="Geçmiş gün" />
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

function Day({ iso, state }: { iso: string; state: State }) {
  return (
    <td data-s={state} aria-label={`${dayFmt.format(new Date(`${iso}T00:00:00Z`))}: ${SPOKEN[state]}`}>
      {Number(iso.slice(8))}
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
    // Cell styles once per table rather than on each of its ~40 cells: the page's HTML and RSC payload carry every class twice.
    <table className="w-full table-fixed self-start border-separate border-spacing-1 text-center text-sm [&_td]:rounded-md [&_td]:py-1.5 [&_td]:tabular-nums [&_th]:text-xs [&_th]:font-medium [&_th]:text-slate-500 dark:[&_th]:text-slate-400">
      <caption className="pb-2 text-left font-semibold text-slate-900 capitalize dark:text-white">
        {monthFmt.format(first)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
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
