/** Calendar-day arithmetic for the e2e specs, on 'YYYY-MM-DD' strings and free of the machine's time zone. */

/** `day` moved by `n` calendar days ('2027-06-30' + 1 → '2027-07-01'). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Today in Europe/Istanbul, the agency's calendar (DESIGN §3), as 'YYYY-MM-DD'. */
export const istanbulToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
