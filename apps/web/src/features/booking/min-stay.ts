/**
 * The minimum stay as a unit page states it (issue 23: the facts block said 5
 * nights while the booking section said 7 for July). The rule of a stay is
 * that of its check-in night's period, never below the unit's own minimum
 * (decision 005): `max(period minimum, own minimum, 1)`. Before a check-in is
 * chosen the page states the range over the periods still to come.
 */

/** The minimum of one period for a unit whose own minimum is `own`. */
export const periodMinimum = (periodMin: number | undefined, own: number): number => Math.max(periodMin ?? 1, own, 1);

/**
 * "5 gece", or "5–7 gece (döneme göre)" when the coming periods differ.
 * `periodMins`: the minimums of the periods that have not ended; `unit`: 'gece' (villa) or 'gün' (boat).
 */
export function minimumLabel(periodMins: readonly number[], own: number, unit: 'gece' | 'gün'): string {
  const all = periodMins.length > 0 ? periodMins.map((m) => periodMinimum(m, own)) : [periodMinimum(undefined, own)];
  const low = Math.min(...all);
  const high = Math.max(...all);
  return low === high ? `${low} ${unit}` : `${low}–${high} ${unit} (döneme göre)`;
}
