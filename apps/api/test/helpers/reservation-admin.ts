/**
 * What the back-office reservation suites of every rental unit kind share
 * (villa `/reservations`, boat `/boatreservations`): requests as one of a
 * suite's tokens, and the site and bank settings their mails read.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { eq } from 'drizzle-orm';
import { type boatReservations, type reservations, settings } from '../../src/db/schema.ts';
import { addDays } from './dates.ts';
import { bearer } from './auth.ts';
import { errorOf } from './http.ts';

/** Site and bank settings the confirmation and bank-transfer mails show. */
export const MAIL_SETTINGS = {
  site_name: 'Yalı Test',
  bank_name: 'Ziraat Bankası',
  account_holder: 'Yalı Turizm Ltd.',
  iban: 'TR12 0001 0000 0000 0000 0000 01',
};

/** Stores `MAIL_SETTINGS`. */
export async function seedMailSettings(db: Db) {
  await db.insert(settings).values(Object.entries(MAIL_SETTINGS).map(([key, value]) => ({ key, value })));
}

/**
 * A request function for a suite: `app()` is its app (built in beforeAll),
 * `tokens` its bearer tokens by role name ('' = no Authorization header).
 */
export const requestAs =
  <W extends string>(app: () => FastifyInstance, tokens: Record<W, string>) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: W, payload?: unknown) =>
    app().inject({ method, url, headers: tokens[who] ? bearer(tokens[who]) : {}, ...(payload ? { payload } : {}) });

/**
 * Asserts that each status move of `moves` ([reservation id, target status])
 * answers 409 with the Turkish refusal, through the suite's `put`.
 */
export async function expectRefusedMoves(
  put: (id: number, payload: object) => Promise<LightMyRequestResponse>,
  moves: readonly (readonly [number, string])[],
) {
  for (const [id, status] of moves) {
    const res = await put(id, { status });
    expect(res.statusCode, `${id} → ${status}`).toBe(409);
    expect(errorOf(res).message).toContain('izin verilmiyor');
  }
}

type Made = { id: number; reservation_id: string };

/**
 * The list filters every kind shares, on two reservations of one unit:
 * `early` (cancelled, ends on `earlyEnd`) and `late` (starts 2031-03-10,
 * pending). `ids(q)` answers the sorted ids the list gives for the extra
 * query `q` ('&status=…'). Covers status, started_at as a day and as UTC or
 * Istanbul midnight, finished_at, the code (any case, partial) and
 * created_at by Istanbul day (it rewrites both rows' created_at).
 */
export async function expectSharedListFilters(o: {
  db: Db;
  table: typeof reservations | typeof boatReservations;
  early: Made;
  late: Made;
  earlyEnd: string;
  ids: (q: string) => Promise<number[]>;
}) {
  const { ids, early, late } = o;
  expect(await ids('')).toEqual([early.id, late.id].sort());
  expect(await ids('&status=cancelled')).toEqual([early.id]);
  expect(await ids('&started_at=2031-03-10')).toEqual([late.id]);
  // A timestamp counts as its Istanbul day: UTC midnight and Istanbul midnight both mean 10 March.
  expect(await ids('&started_at=2031-03-10T00:00:00.000Z')).toEqual([late.id]);
  expect(await ids(`&started_at=${encodeURIComponent('2031-03-09T21:00:00.000Z')}`)).toEqual([late.id]);
  expect(await ids(`&finished_at=${o.earlyEnd}`)).toEqual([early.id]);
  expect(await ids(`&finished_at=${addDays(o.earlyEnd, -1)}`)).toEqual([]);
  expect(await ids(`&reservation_id=${late.reservation_id.toLowerCase()}`)).toEqual([late.id]);
  expect(await ids(`&reservation_id=${late.reservation_id.slice(2, 6)}`)).toContain(late.id);

  // created_at: made on that Istanbul day or later.
  const setCreated = (id: number, at: string) =>
    o.db
      .update(o.table)
      .set({ created_at: new Date(at) })
      .where(eq(o.table.id, id));
  await setCreated(early.id, '2026-11-01T22:30:00Z'); // 2 Nov, 01:30 Istanbul
  await setCreated(late.id, '2026-11-01T20:30:00Z'); // 1 Nov, 23:30 Istanbul
  expect(await ids('&created_at=2026-11-02')).toEqual([early.id]);
  expect(await ids('&created_at=2026-11-01T00:00:00.000Z')).toEqual([early.id, late.id].sort());
}

/** Asserts 400 VALIDATION for each query of `queries` on the list at `path`. */
export async function expectMalformedFilters(
  get: (url: string) => Promise<LightMyRequestResponse>,
  path: string,
  queries: string[],
) {
  for (const q of queries) {
    const res = await get(`${path}${q}`);
    expect(res.statusCode, q).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION');
  }
}

/** Asserts that an option's expiry (ISO) is the default: now + 24 h. */
export function expectDefaultOptionExpiry(optionExpiresAt: string | null) {
  const hours = (Date.parse(optionExpiresAt ?? '') - Date.now()) / 3600_000;
  expect(hours).toBeGreaterThan(23.9);
  expect(hours).toBeLessThanOrEqual(24);
}
