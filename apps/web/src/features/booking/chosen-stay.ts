/**
 * The stay a visitor has chosen in a unit page's booking section, for the
 * price at the top of the booking box (issue 23: with dates the header shows
 * the stay's total and nightly average, not the lowest "from" rate). The
 * booking section is a deferred island and the header a small one of its
 * own; this module-level store is the one thing they share. Amounts are the
 * API quote's, already in the visitor's currency (minor units).
 */
import type { Currency } from '@yali/contract';

/** A priced stay: `count` nights (villa) or days (boat), total and the average per night/day. */
export type ChosenStay = {
  unit: 'gece' | 'gün';
  count: number;
  currency: Currency;
  totalMinor: number;
  averageMinor: number;
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

/**
 * The chosen stay of a quote: `totalKurus` (the whole stay) and `nightsKurus`
 * (its nights or days only, for the average) in the quote's currency — the
 * quote's own converted total (`fx.total_minor`) when the visitor chose
 * another currency. Null when the quote has no price.
 */
export function stayOfQuote(
  quote: {
    total_kurus: number | null;
    in_currency: { currency: Currency; rate: number; total_minor: number } | null;
  },
  opts: { unit: ChosenStay['unit']; count: number; nightsKurus: number | null; currency: Currency },
): ChosenStay | null {
  if (quote.total_kurus === null || opts.nightsKurus === null || opts.count < 1) return null;
  const fx = quote.in_currency && opts.currency !== 'TL' ? quote.in_currency : null;
  const average = Math.round(opts.nightsKurus / opts.count);
  return {
    unit: opts.unit,
    count: opts.count,
    currency: fx ? fx.currency : 'TL',
    totalMinor: fx ? fx.total_minor : quote.total_kurus,
    averageMinor: fx ? Math.round(average / fx.rate) : average,
  };
}
