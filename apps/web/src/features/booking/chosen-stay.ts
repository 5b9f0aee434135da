/**
 * The stay a visitor has chosen in a unit page's booking section, for the
 * price at the top of the booking box (issue 23: with dates the header shows
 * the stay's total and nightly average, not the lowest "from" rate). The
 * booking section is a deferred island and the header a small one of its
 * own; this module-level store is the one thing they share. Amounts are the
 * API quote's, in the visitor's currency (`stayOfQuote` in quote-totals.tsx).
 */

/**
 * A priced stay: `count` nights (villa) or days (boat), the total and the
 * average per night/day, already written in the visitor's currency ('€2.062'):
 * the header then needs no formatting code of its own (first-load JS).
 */
export type ChosenStay = {
  unit: 'gece' | 'gün';
  count: number;
  total: string;
  average: string;
};

const stays = new Map<string, ChosenStay>();
const listeners = new Set<() => void>();

/** Sets (or with null clears) the priced stay of the unit page `key` ('villa:slug', 'boat:slug'). */
export function publishStay(key: string, stay: ChosenStay | null): void {
  const old = stays.get(key);
  if (stay === null ? old === undefined : JSON.stringify(old) === JSON.stringify(stay)) return;
  if (stay === null) stays.delete(key);
  else stays.set(key, stay);
  for (const l of listeners) l();
}

/** For useSyncExternalStore. */
export function subscribeStays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const chosenStay = (key: string): ChosenStay | null => stays.get(key) ?? null;
