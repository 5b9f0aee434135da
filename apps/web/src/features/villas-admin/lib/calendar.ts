/** Calendar-day helpers of the villa calendar ('YYYY-MM-DD' strings, no time-zone shift). */

export type Month = { year: number; month: number; label: string; days: string[]; lead: number };

const monthFmt = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const iso = (d: Date) => d.toISOString().slice(0, 10);

/** `count` months from the month of `today`, each with its days and the blank cells before day 1 (weeks start Monday). */
export function monthsFrom(today: string, count = 12): Month[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: Month[] = [];
  for (let i = 0; i < count; i++) {
    const first = new Date(Date.UTC(y, m - 1 + i, 1));
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth();
    const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const days = Array.from({ length }, (_, d) => iso(new Date(Date.UTC(year, month, d + 1))));
    out.push({ year, month, label: monthFmt.format(first), days, lead: (first.getUTCDay() + 6) % 7 });
  }
  return out;
}

/** True when night `day` lies in the half-open range [start, end). */
export const covers = (r: { started_at: string; finished_at: string }, day: string) => r.started_at <= day && day < r.finished_at;

/** Today in Europe/Istanbul. */
export const todayIstanbul = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** The month as weeks of seven cells, Monday first; '' fills the cells outside the month. */
export function weeksOf(m: Month): string[][] {
  const cells = [...Array.from({ length: m.lead }, () => ''), ...m.days];
  while (cells.length % 7 !== 0) cells.push('');
  const weeks: string[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
