/**
 * A villa party's rules (issue 23), free of zod so that the public booking panel imports them
 * as `@yali/contract/party` without the schemas: who takes a place of the capacity, and the
 * party in words. Re-exported by the package's index.
 */

/** Most infants (0–2 years) a villa request or reservation may name (issue 23). */
export const MAX_INFANTS = 4;
/** The agency's setting (site section): 'true' when infants count toward a villa's capacity; else (the default) they do not. */
export const INFANTS_IN_CAPACITY_KEY = 'infants_count_toward_capacity';

/**
 * Guests who take a villa's beds (issue 23): adults and children, and infants
 * only when the agency counts them (`infantsCounted`, the setting above).
 * The one capacity rule of the quote, the request, the admin entry and the panel.
 */
export function guestsInCapacity(p: { adults: number; children: number; infants?: number }, infantsCounted: boolean): number {
  return p.adults + p.children + (infantsCounted ? (p.infants ?? 0) : 0);
}

/** "2 yetişkin, 1 çocuk, 1 bebek": a villa party in words, children and infants only when there are any. */
export function villaPartyText(p: { adults: number; children: number; infants?: number }): string {
  const extra = [p.children > 0 ? `${p.children} çocuk` : '', (p.infants ?? 0) > 0 ? `${p.infants} bebek` : ''];
  return [`${p.adults} yetişkin`, ...extra.filter(Boolean)].join(', ');
}
