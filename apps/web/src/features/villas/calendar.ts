/**
 * Server-side read of a villa's availability for the villa page's 12-month
 * calendar (`GET /v1/villas/{slug}/calendar`, contract `villaCalendar`).
 * Cached with the villa's tags like the rest of the page (decision 004): the
 * API revalidates `villa:<slug>` after every reservation or blocking that
 * changes availability.
 */
import 'server-only';
import { CACHE_TAGS, PUBLIC_REVALIDATE_SECONDS, type VillaCalendar } from '@yali/contract';
import { apiGet } from '@/lib/api.server';

/**
 * Days [from, to) ('YYYY-MM-DD', at most 400 days) of a villa, each `free`
 * when its night is not held. Null when the calendar cannot be read (API
 * error or unknown villa): the page then says so instead of failing, since
 * nothing else on it depends on the calendar.
 */
export async function getVillaCalendar(slug: string, from: string, to: string): Promise<VillaCalendar | null> {
  try {
    return await apiGet<VillaCalendar>(`/v1/villas/${encodeURIComponent(slug)}/calendar?from=${from}&to=${to}`, {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.villas, CACHE_TAGS.villa(slug)],
    });
  } catch {
    return null;
  }
}
