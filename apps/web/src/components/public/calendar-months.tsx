/**
 * The tables of the public availability calendar (availability-calendar.tsx),
 * drawn from one code per day. Rendered on the server inside a static island
 * (calendar-island.tsx) and in the browser only after a client-side
 * navigation, so it must give the same HTML in Node and in the browser: dates
 * are UTC calendar dates and the month and day names come from Intl (in the
 * page's `tag`, issue 18) with timeZone UTC; the other words come in the props.
 */

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

/** The day codes of `CalendarMonthsProps.states`. */
export const CALENDAR_CODES = { free: 'f', held: 'h', ask: 'a', none: 'n' } as const;

/**
 * `start` 'YYYY-MM-01' (the first month), `today` 'YYYY-MM-DD' (Europe/Istanbul;
 * earlier days are past), `months` tables of which the first `visible` show at
 * once, `states` one CALENDAR_CODES letter per day from `start`.
 */
export type CalendarMonthsProps = {
  start: string;
  today: string;
  months: number;
  visible: number;
  states: string;
  /** The Intl tag of the page's language ('tr-TR', 'en-GB'). */
  tag: string;
  words: CalendarWords;
};

/** The calendar's words in the page's language (the `Calendar` messages; Turkish by default). */
export type CalendarWords = {
  /** Each state as a screen reader says it after the day ("12 Mayıs Salı: dolu"). */
  spoken: Record<State, string>;
  free: string;
  held: string;
  ask: string;
  past: string;
  legend: string;
  /** "Sonraki 9 ayı göster", for the months behind the disclosure. */
  showMore: string;
  hideMore: string;
};

/** The Turkish words (SPEC §2), for callers that give none. */
export const TURKISH_CALENDAR_WORDS: CalendarWords = {
  spoken: { free: 'müsait', held: 'dolu', ask: 'müsait, fiyat için sorunuz', past: 'geçmiş gün', none: 'bilgi yok' },
  free: 'Müsait',
  held: 'Dolu',
  ask: 'Fiyat için sorunuz',
  past: 'Geçmiş gün',
  legend: 'Renklerin anlamı',
  showMore: 'Sonraki {count} ayı göster',
  hideMore: 'Sonraki ayları gizle',
};

/**
 * The compact props of the calendar tables: `states` has one code of
 * CALENDAR_CODES per day from the first of `today`'s month (UTC date
 * arithmetic on 'YYYY-MM-DD' strings) to the end of the last month; a day the
 * call did not return is 'none'. Days before `today` are drawn as past
 * whatever their code.
 */
export function calendarMonthsProps(
  days: AvailabilityDay[],
  today: string,
  months: number,
  visible: number,
  tag = 'tr-TR',
  words: CalendarWords = TURKISH_CALENDAR_WORDS,
): CalendarMonthsProps {
  const start = monthStart(today);
  const end = monthStart(today, months);
  const byDate = new Map(days.map((d) => [d.date, d]));
  let states = '';
  for (let t = Date.parse(`${start}T00:00:00Z`); t < Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const d = byDate.get(new Date(t).toISOString().slice(0, 10));
    const state: keyof typeof CALENDAR_CODES = !d ? 'none' : !d.free ? 'held' : d.priced === false ? 'ask' : 'free';
    states += CALENDAR_CODES[state];
  }
  return { start, today, months, visible, states, tag, words };
}

type State = 'free' | 'held' | 'ask' | 'past' | 'none';

const STATE_OF_CODE: Record<string, State> = { f: 'free', h: 'held', a: 'ask', n: 'none' };

const DAY_MS = 86_400_000;

/** The formatters and weekday headings (Monday first: short and long name) of one language. */
function namesOf(tag: string) {
  const weekday = (style: 'short' | 'long') => new Intl.DateTimeFormat(tag, { weekday: style, timeZone: 'UTC' });
  // 2026-11-02 was a Monday.
  const monday = Date.UTC(2026, 10, 2);
  return {
    month: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    day: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC' }),
    weekdays: Array.from({ length: 7 }, (_, i) => {
      const d = new Date(monday + i * DAY_MS);
      return [weekday('short').format(d), weekday('long').format(d)] as const;
    }),
  };
}
type Names = ReturnType<typeof namesOf>;

function isoOf(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The legend and the month tables; see CalendarMonthsProps. */
export function CalendarMonths({ start, today, months, visible, states, tag, words }: CalendarMonthsProps) {
  const names = namesOf(tag);
  const origin = Date.parse(`${start}T00:00:00Z`);
  const stateOf = (iso: string): State => {
    if (iso < today) return 'past';
    return STATE_OF_CODE[states[Math.round((Date.parse(`${iso}T00:00:00Z`) - origin) / DAY_MS)] ?? 'n'] ?? 'none';
  };
  const todayIndex = Math.round((Date.parse(`${today}T00:00:00Z`) - origin) / DAY_MS);
  const anyAsk = states.includes(CALENDAR_CODES.ask, Math.max(0, todayIndex));
  const list = Array.from({ length: months }, (_, i) => {
    const d = new Date(origin);
    d.setUTCMonth(d.getUTCMonth() + i);
    return isoOf(d.getTime());
  });
  const month = (first: string) => <Month key={first} start={first} stateOf={stateOf} names={names} spoken={words.spoken} />;
  const grid = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';
  return (
    // The day styles live here once instead of on each of the ~365 cells.
    <div className="[&_td[data-s=ask]]:bg-slate-100 [&_td[data-s=ask]]:text-slate-700 dark:[&_td[data-s=ask]]:bg-slate-800 dark:[&_td[data-s=ask]]:text-slate-300 [&_td[data-s=free]]:bg-emerald-50 [&_td[data-s=free]]:font-semibold [&_td[data-s=free]]:text-emerald-900 dark:[&_td[data-s=free]]:bg-emerald-950 dark:[&_td[data-s=free]]:text-emerald-100 [&_td[data-s=held]]:bg-rose-100 [&_td[data-s=held]]:text-rose-900 [&_td[data-s=held]]:line-through dark:[&_td[data-s=held]]:bg-rose-950 dark:[&_td[data-s=held]]:text-rose-100 [&_td[data-s=none]]:text-slate-500 dark:[&_td[data-s=none]]:text-slate-400 [&_td[data-s=past]]:text-slate-500 dark:[&_td[data-s=past]]:text-slate-400">
      <ul className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300" aria-label={words.legend}>
        <Legend className="bg-emerald-50 ring-emerald-300 dark:bg-emerald-950 dark:ring-emerald-800" text={words.free} />
        <Legend className="bg-rose-100 ring-rose-300 dark:bg-rose-950 dark:ring-rose-800" text={words.held} />
        {anyAsk && <Legend className="bg-slate-100 ring-slate-300 dark:bg-slate-800 dark:ring-slate-600" text={words.ask} />}
        <Legend className="bg-transparent ring-slate-300 dark:ring-slate-600" text={words.past} />
      </ul>
      <div className={grid}>{list.slice(0, visible).map(month)}</div>
      {list.length > visible && (
        <details className="group mt-6">
          <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800">
            <span className="group-open:hidden">{words.showMore.replace('{count}', String(list.length - visible))}</span>
            <span className="hidden group-open:inline">{words.hideMore}</span>
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

function Day({ iso, state, names, spoken }: { iso: string; state: State; names: Names; spoken: Record<State, string> }) {
  return (
    <td data-s={state} aria-label={`${names.day.format(new Date(`${iso}T00:00:00Z`))}: ${spoken[state]}`}>
      {Number(iso.slice(8))}
    </td>
  );
}

function Month({
  start,
  stateOf,
  names,
  spoken,
}: {
  start: string;
  stateOf: (iso: string) => State;
  names: Names;
  spoken: Record<State, string>;
}) {
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
    // Cell styles once per table rather than on each of its ~40 cells.
    <table className="w-full table-fixed self-start border-separate border-spacing-1 text-center text-sm [&_td]:rounded-md [&_td]:py-1.5 [&_td]:tabular-nums [&_th]:text-xs [&_th]:font-medium [&_th]:text-slate-500 dark:[&_th]:text-slate-400">
      <caption className="pb-2 text-left font-semibold text-slate-900 capitalize dark:text-white">
        {names.month.format(first)}
      </caption>
      <thead>
        <tr>
          {names.weekdays.map(([short, long]) => (
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
                <Day key={iso} iso={iso} state={stateOf(iso)} names={names} spoken={spoken} />
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
