/**
 * Seeding reservations through the admin API for the e2e specs: the demo
 * data is shared by every spec and project, so a seed tries candidate dates
 * (or villas) until the API stops answering 409 (the days are held).
 */
import type { Page } from '@playwright/test';
import { addDays } from './dates';
import { adminApi, expect, tokenOf } from './fixtures';

/**
 * `count` random start days far ahead: today (UTC) + `from` + a random
 * multiple of `step` days below `span` steps, for `postUntilFree`.
 */
export function* randomStarts(from: number, span: number, step: number, count = 20): Generator<string> {
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < count; i++) yield addDays(today, from + Math.floor(Math.random() * span) * step);
}

/**
 * As the signed-in dashboard user: POSTs `body(candidate)` to `path` for each
 * candidate in turn; a 409 moves on to the next, any answer but 201 fails
 * the test. Answers the new record's id and the candidate that got it;
 * throws when every candidate was refused.
 */
export async function postUntilFree<C>(
  page: Page,
  path: string,
  candidates: Iterable<C>,
  body: (candidate: C) => object,
): Promise<{ id: number; candidate: C }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  for (const candidate of candidates) {
    const res = await page.request.post(path, { headers, data: body(candidate) });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(201);
    return { id: ((await res.json()) as { content: { id: number } }).content.id, candidate };
  }
  throw new Error(`no free days for ${path}`);
}

/** The guest-facing code ('YL…') of villa reservation `id`, as the signed-in admin reads it. */
export const reservationCodeOf = async (page: Page, id: number) =>
  (await adminApi<{ reservation_id: string }>(page, 'GET', `/v1/admin/reservations/${id}`)).reservation_id;
