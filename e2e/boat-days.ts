/**
 * Free boat days for the booking tests (issue 7): a demo boat that rents by the single day with two
 * consecutive free, priced days, read from the public calendar so that a test never assumes untouched data.
 */
import type { Page } from '@playwright/test';

type Calendar = { days: { date: string; free: boolean; priced: boolean; min_days: number }[] };

/** 'YYYY-MM-DD' of today in Istanbul plus `days`. */
export function istanbulDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The first of `slugs` (demo boats that rent by the single day) with two consecutive free, priced days
 * (one-day minimum) within 120 days from `offset` days ahead; throws when none has.
 */
export async function freeBoatDays(
  page: Page,
  offset: number,
  slugs: readonly string[],
): Promise<{ slug: string; first: string; last: string }> {
  for (const slug of slugs) {
    const res = await page.request.get(`/v1/boats/${slug}/calendar?from=${istanbulDay(offset)}&to=${istanbulDay(offset + 120)}`);
    if (!res.ok()) continue;
    const { days } = ((await res.json()) as { content: Calendar }).content;
    for (let i = 0; i + 1 < days.length; i++) {
      const a = days[i];
      const b = days[i + 1];
      if (a && b && a.free && b.free && a.priced && b.priced && a.min_days === 1) return { slug, first: a.date, last: b.date };
    }
  }
  throw new Error('No demo boat with two free days');
}
