/**
 * The minimum stay as a unit page states it (issue 23: the facts block said 5
 * nights while the booking section said 7 for July). The rule of a stay is
 * that of its check-in night's period, never below the unit's own minimum
 * (decision 005): `max(period minimum, own minimum, 1)`. Before a check-in is
 * chosen the page states the range over the periods still to come.
 */

/** The minimum of one period for a unit whose own minimum is `own`. */
export const periodMinimum = (periodMin: number | undefined, own: number): number => Math.max(periodMin ?? 1, own, 1);

/** How a page words a minimum: one number ('5 gece', en '5 nights') or a range ('5–7 gece (döneme göre)'). */
export type MinimumWords = { one: (count: number) => string; range: (low: number, high: number) => string };

/** Turkish words of a minimum in `unit` ('gece' for villas, 'gün' for boats). */
const turkishWords = (unit: 'gece' | 'gün'): MinimumWords => ({
  one: (count) => `${count} ${unit}`,
  range: (low, high) => `${low}–${high} ${unit} (döneme göre)`,
});

/**
 * "5 gece", or "5–7 gece (döneme göre)" when the coming periods differ.
 * `periodMins`: the minimums of the periods that have not ended; `unit`: 'gece' (villa) or 'gün' (boat);
 * `words`: the page's language's wording (issue 18), Turkish in `unit` when none is given.
 */
export function minimumLabel(
  periodMins: readonly number[],
  own: number,
  unit: 'gece' | 'gün',
  words: MinimumWords = turkishWords(unit),
): string {
  const all = periodMins.length > 0 ? periodMins.map((m) => periodMinimum(m, own)) : [periodMinimum(undefined, own)];
  const low = Math.min(...all);
  const high = Math.max(...all);
  return low === high ? words.one(low) : words.range(low, high);
}
