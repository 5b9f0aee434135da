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
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@yali/contract/locales';
import { langQuery } from '@/i18n/paths';

/** What a call says when the server gave no message of its own, per language (issue 18). */
const FALLBACK: Record<Locale, { offline: string; unexpected: (status: number) => string }> = {
  tr: {
    offline: 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
    unexpected: (status) => `Beklenmeyen yanıt (${status}).`,
  },
  en: {
    offline: 'We could not reach the server. Please check your internet connection.',
    unexpected: (status) => `Unexpected answer (${status}).`,
  },
};

/** The fallback texts of the page's language (its `<html lang>`; Turkish outside a browser). */
function fallback() {
  const lang = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang;
  return FALLBACK[(LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : DEFAULT_LOCALE];
}

/** `url` with the page's language for the API (`lang`, i18-contract): its messages come back in that language. */
export function inLanguage(url: string, locale: Locale | undefined): string {
  return locale ? `${url}${langQuery(locale, url.includes('?') ? '&' : '?')}` : url;
}

/** A failed call: the server's message (in the language asked), its code, and per-field issues when it sent them. */
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
 * server's message in the language asked (else the page language's fallback) (status 0 when the server cannot be reached), and
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
    throw new BookingApiError(0, fallback().offline);
  }
  const body = (await res.json().catch(() => null)) as {
    content?: { message?: string; code?: string; issues?: { path: string; message: string }[] };
  } | null;
  if (!res.ok) {
    throw new BookingApiError(
      res.status,
      body?.content?.message ?? fallback().unexpected(res.status),
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

export function lookupReservation(body: ReservationLookupBody, locale?: Locale) {
  return call<ReservationLookup>(inLanguage('/v1/reservations/lookup', locale), { method: 'POST', body: JSON.stringify(body) });
}

// 'Rezervasyonlarım' of a verified guest (issue 23): the guest token from `verifyGuest` authorises the rest.
const MINE = '/v1/reservations/mine';
const guestHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

export function verifyGuest(body: ReservationLookupBody, locale?: Locale) {
  return call<GuestTokenIssued>(inLanguage(`${MINE}/verify`, locale), { method: 'POST', body: JSON.stringify(body) });
}

export function fetchMyReservations(token: string, locale?: Locale) {
  return call<MyReservations>(inLanguage(MINE, locale), { headers: guestHeaders(token) });
}

export function sendGuestRequest(token: string, code: string, body: GuestRequestBody, locale?: Locale) {
  return call<GuestRequestCreated>(inLanguage(`${MINE}/${encodeURIComponent(code)}/requests`, locale), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: guestHeaders(token),
  });
}

/** The voucher PDF as a Blob; throws `BookingApiError` with the server's message in `locale` (e.g. 409). */
export async function fetchGuestVoucher(token: string, code: string, locale?: Locale): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(inLanguage(`${MINE}/${encodeURIComponent(code)}/voucher.pdf`, locale), { headers: guestHeaders(token) });
  } catch {
    throw new BookingApiError(0, fallback().offline);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { content?: { message?: string } } | null;
    throw new BookingApiError(res.status, body?.content?.message ?? fallback().unexpected(res.status));
  }
  return res.blob();
}
