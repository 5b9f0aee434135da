/**
 * Browser calls of the booking section and 'Rezervasyonlarım' (issue 5).
 * Types only from the contract, so zod stays out of the public bundle.
 */
import type {
  BookingCreated,
  BookingRequestBody,
  Currency,
  GuestRequestBody,
  GuestRequestCreated,
  GuestTokenIssued,
  MyReservations,
  ReservationLookup,
  ReservationLookupBody,
  StayQuote,
  VillaCalendar,
} from '@yali/contract';
import type { Locale } from '@yali/contract/locales';
import { langQuery } from '@/i18n/paths';

/** `url` with the page's language for the API (`lang`, i18-contract): its messages come back in that language. */
export function inLanguage(url: string, locale: Locale | undefined): string {
  return locale ? `${url}${langQuery(locale, url.includes('?') ? '&' : '?')}` : url;
}

/** A failed call: the server's Turkish message, its code, and per-field issues when it sent them. */
export class BookingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * One public JSON call under /v1 from the browser (villa and boat booking,
 * 'Rezervasyonlarım'): answers `content`; throws `BookingApiError` with the
 * server's Turkish message (status 0 when the server cannot be reached), and
 * lets an `AbortError` through.
 */
export async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
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

const villaUrl = (slug: string) => `/v1/villas/${encodeURIComponent(slug)}`;

export function fetchCalendar(slug: string, from: string, to: string, signal?: AbortSignal) {
  return call<VillaCalendar>(`${villaUrl(slug)}/calendar?${new URLSearchParams({ from, to })}`, { signal: signal ?? null });
}

export function fetchQuote(
  slug: string,
  q: { checkin: string; checkout: string; adults: number; children: number; infants?: number; currency: Currency },
  signal?: AbortSignal,
  locale?: Locale,
) {
  const qs = new URLSearchParams({
    checkin: q.checkin,
    checkout: q.checkout,
    adults: String(q.adults),
    children: String(q.children),
    currency: q.currency,
  });
  // Left out when none: the common quote keeps one address.
  if (q.infants) qs.set('infants', String(q.infants));
  return call<StayQuote>(inLanguage(`${villaUrl(slug)}/quote?${qs}`, locale), { signal: signal ?? null });
}

/** A villa booking request; `lang` (the guest's language, i18-contract) is stored on the reservation. */
export function sendBookingRequest(body: BookingRequestBody & { lang?: Locale }, locale?: Locale) {
  return call<BookingCreated>(inLanguage('/v1/reservations', locale), { method: 'POST', body: JSON.stringify(body) });
}

export function lookupReservation(body: ReservationLookupBody) {
  return call<ReservationLookup>('/v1/reservations/lookup', { method: 'POST', body: JSON.stringify(body) });
}

// 'Rezervasyonlarım' of a verified guest (issue 23): the guest token from `verifyGuest` authorises the rest.
const MINE = '/v1/reservations/mine';
const guestHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

export function verifyGuest(body: ReservationLookupBody) {
  return call<GuestTokenIssued>(`${MINE}/verify`, { method: 'POST', body: JSON.stringify(body) });
}

export function fetchMyReservations(token: string) {
  return call<MyReservations>(MINE, { headers: guestHeaders(token) });
}

export function sendGuestRequest(token: string, code: string, body: GuestRequestBody) {
  return call<GuestRequestCreated>(`${MINE}/${encodeURIComponent(code)}/requests`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: guestHeaders(token),
  });
}

/** The voucher PDF as a Blob; throws `BookingApiError` with the server's Turkish message (e.g. 409). */
export async function fetchGuestVoucher(token: string, code: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(`${MINE}/${encodeURIComponent(code)}/voucher.pdf`, { headers: guestHeaders(token) });
  } catch {
    throw new BookingApiError(0, 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { content?: { message?: string } } | null;
    throw new BookingApiError(res.status, body?.content?.message ?? `Beklenmeyen yanıt (${res.status}).`);
  }
  return res.blob();
}
