/**
 * Browser calls of the boat booking section (issue 7): calendar, quote and
 * booking request under /v1. Types only from the contract, so zod stays out
 * of the public bundle; errors are the villa section's BookingApiError.
 */
import type { BoatBookingCreated, BoatBookingRequestBody, BoatCalendar, BoatQuote, Currency } from '@yali/contract';
import { BookingApiError } from '@/features/booking/api';

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new BookingApiError(0, 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
  }
  const body = (await res.json().catch(() => null)) as {
    content?: { message?: string; code?: string; issues?: { path: string; message: string }[] };
  } | null;
  if (!res.ok) {
    throw new BookingApiError(
      res.status,
      body?.content?.message ?? `Beklenmeyen yanıt (${res.status}).`,
      body?.content?.code,
      body?.content?.issues ?? [],
    );
  }
  return body?.content as T;
}

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
) {
  const qs = new URLSearchParams({ checkin: q.checkin, checkout: q.checkout, guests: String(q.guests), currency: q.currency });
  return call<BoatQuote>(`${boatUrl(slug)}/quote?${qs}`, { signal: signal ?? null });
}

export function sendBoatBookingRequest(body: BoatBookingRequestBody) {
  return call<BoatBookingCreated>('/v1/boatreservations', { method: 'POST', body: JSON.stringify(body) });
}
