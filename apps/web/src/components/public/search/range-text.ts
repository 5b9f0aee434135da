/**
 * Short Turkish texts of a searched stay or rental, shared by the server pages
 * (the phone's summary line) and the date field (issue 23): "10–17 Tem",
 * "28 Tem – 4 Ağu", "6 kişi". Days are 'YYYY-MM-DD' calendar days.
 */

const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The range from `first` to `last` (both days shown as given: a stay's
 * check-out day, a boat's last day): '2026-07-10', '2026-07-17' → '10–17
 * Tem'; across months '28 Tem – 4 Ağu'; across years with the years. One
 * day alone (no `last`, or the same day) → '10 Tem'.
 */
export function rangeText(first: string, last: string | undefined): string {
  if (!last || last === first) return dayMonth.format(at(first));
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${dayMonthYear.format(at(first))} – ${dayMonthYear.format(at(last))}`;
  if (first.slice(0, 7) === last.slice(0, 7)) return `${Number(first.slice(8))}–${dayMonth.format(at(last))}`;
  return `${dayMonth.format(at(first))} – ${dayMonth.format(at(last))}`;
}

/** The phone's one-line summary of a search: the given parts that are set, joined by ' · ' ('Kaş · 10–17 Tem · 6 kişi'). */
export function searchSummary(parts: (string | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' · ');
}

/** '6 kişi'; nothing without guests. */
export const guestsText = (guests: number | undefined) => (guests ? `${guests} kişi` : undefined);
