/**
 * Availability on half-open calendar ranges [start, end) of 'YYYY-MM-DD'
 * days (DESIGN §3): the end day is the check-out day and is free for the
 * next check-in (same-day turnover). Strings compare correctly as dates.
 */

export type DateRange = { start: string; end: string };

/** True when the two half-open ranges share at least one night (touching ranges do not). */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** True when no range in `holds` shares a night with `stay`. */
export function isFree(holds: readonly DateRange[], stay: DateRange): boolean {
  return !holds.some((h) => rangesOverlap(h, stay));
}

/** Sorted, with overlapping and touching ranges merged. */
export function mergeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: DateRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else out.push({ ...r });
  }
  return out;
}

/**
 * Free gaps closed on the right by a holding record: from `from` (or the end
 * of a hold after it) up to the start of the next hold. The open stretch after
 * the last hold is not a gap. Gaps start on or after `from`.
 */
export function freeGaps(holds: readonly DateRange[], from: string): DateRange[] {
  const gaps: DateRange[] = [];
  let cursor = from;
  for (const h of mergeRanges(holds)) {
    if (h.end <= cursor) continue;
    if (h.start > cursor) gaps.push({ start: cursor, end: h.start });
    cursor = h.end;
  }
  return gaps;
}

/**
 * True when `stay` exactly fills one of the `freeGaps(holds, today)`: it
 * starts where a hold ends (or today, as nights before today cannot be sold),
 * ends where the next hold starts, and nothing overlaps it.
 */
export function fillsGap(holds: readonly DateRange[], stay: DateRange, today?: string): boolean {
  return (
    isFree(holds, stay) &&
    (stay.start === today || holds.some((h) => h.end === stay.start)) &&
    holds.some((h) => h.start === stay.end)
  );
}
