/**
 * Browser calls of the boat booking section (issue 7): calendar, quote and
 * booking request under /v1. Types only from the contract, so zod stays out
 * of the public bundle; errors are the villa section's BookingApiError.
 */
import type { BoatBookingCreated, BoatBookingRequestBody, BoatCalendar, BoatQuote, Currency } from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { call, inLanguage } from '@/features/booking/api';

const boatUrl = (slug: string) => `/v1/boats/${encodeURIComponent(slug)}`;

/** Days [from, to) of the boat's calendar (at most 400). */
export function fetchBoatCalendar(slug: string, from: string, to: string, signal?: AbortSignal) {
  return call<BoatCalendar>(`${boatUrl(slug)}/calendar?${new URLSearchParams({ from, to })}`, { signal: signal ?? null });
}

/** Quote of [checkin, checkout): checkout is the day after the last rental day. */
export function fetchBoatQuote(
  slug: string,
  q: { checkin: string; checkout: string; guests: number; currency: Currency },
  signal?: AbortSignal,
  locale?: Locale,
) {
  const qs = new URLSearchParams({ checkin: q.checkin, checkout: q.checkout, guests: String(q.guests), currency: q.currency });
  return call<BoatQuote>(inLanguage(`${boatUrl(slug)}/quote?${qs}`, locale), { signal: signal ?? null });
}

/** A boat booking request; `lang` (the guest's language, i18-contract) is stored on the reservation. */
export function sendBoatBookingRequest(body: BoatBookingRequestBody & { lang?: Locale }, locale?: Locale) {
  return call<BoatBookingCreated>(inLanguage('/v1/boatreservations', locale), { method: 'POST', body: JSON.stringify(body) });
}
