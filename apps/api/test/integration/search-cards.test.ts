/**
 * Result cards and filters of issue 23: every villa card carries its review score — the
 * average rating of its published reviews (one decimal) and how many there are; pending
 * reviews do not count, a villa without a published review has `rating: null` — from the
 * availability index and from the SQL search alike, and the index follows publishing,
 * withdrawing and deleting a review in the back office. `bedrooms` keeps villas with at
 * least that many bedrooms (index, SQL, dated or not, counted in the search options) and
 * answers bad values with a Turkish 400.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEDROOM_FILTER_STEPS, type PublicSearchQuery, publicSearchQuery, type VillaCard } from '@yali/contract';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { searchVillas } from '../../src/modules/search/search-villas.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createComment, createUser, createPricedVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
const today = todayInIstanbul();
/** Bedrooms of the villas made here, by villa id (the reference of the filter). */
const bedroomsOf = new Map<number, number>();
let reviewed: { id: number; slug: string };
let unreviewed: { id: number; slug: string };
const comment: Record<'five' | 'four' | 'pending' | 'replied', number> = {} as never;

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: url.includes('/admin/') ? bearer(adminToken) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const ours = (cards: VillaCard[]) => cards.filter((c) => bedroomsOf.has(c.id));
const search = async (q = '') =>
  ours(contentOf<Page<VillaCard>>(await call('GET', `/v2/search?client=true&take=100&${q}`)).items);
const sqlSearch = async (q: Record<string, string>) =>
  ours(
    (
      await searchVillas({
        db: t.db,
        storage: t.app.storage,
        query: publicSearchQuery.parse({ take: '100', ...q }) as PublicSearchQuery,
      })
    ).items,
  );
const scoreOf = (cards: VillaCard[], id: number) => {
  const card = cards.find((c) => c.id === id);
  if (!card) throw new Error(`villa ${id} not in the answer`);
  return { rating: card.rating, review_count: card.review_count };
};
/** The score of `reviewed` and `unreviewed` from the index (dated and not) and from SQL, which must agree. */
const scores = async () => {
  const ci = addDays(today, 10);
  const answers = [
    await search(),
    await search(`checkin=${ci}&checkout=${addDays(ci, 4)}`),
    await sqlSearch({}),
    await sqlSearch({ checkin: ci, checkout: addDays(ci, 4) }),
  ];
  const [first, ...rest] = answers.map((cards) => ({
    reviewed: scoreOf(cards, reviewed.id),
    unreviewed: scoreOf(cards, unreviewed.id),
  }));
  for (const other of rest) expect(other).toEqual(first);
  return first as NonNullable<typeof first>;
};

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
  for (const bedrooms of [1, 2, 3, 3, 4, 6, 8]) {
    const v = await createPricedVilla(t.db, { bedrooms }, { min_nights: 2 });
    bedroomsOf.set(v.id, bedrooms);
    reviewed ??= v;
    if (v !== reviewed) unreviewed ??= v;
  }
  comment.five = (await createComment(t.db, { villa_id: reviewed.id, rating: 5, active: true })).id;
  comment.four = (await createComment(t.db, { villa_id: reviewed.id, rating: 4, active: true })).id;
  comment.pending = (await createComment(t.db, { villa_id: reviewed.id, rating: 1, active: false })).id;
  // The agency's reply is part of the review it answers, not a review of its own.
  comment.replied = (
    await createComment(t.db, { villa_id: reviewed.id, rating: 4, active: true, reply: 'Teşekkürler!', reply_at: new Date() })
  ).id;
  // Written straight into the database: the index is built from it afresh.
  await t.app.villaIndex.rebuild();
});
afterAll(() => t?.close());

describe('the review score on villa cards', () => {
  it('counts published reviews only, and a villa without one has no score', async () => {
    expect(await scores()).toEqual({
      reviewed: { rating: 4.3, review_count: 3 },
      unreviewed: { rating: null, review_count: 0 },
    });
  });

  it('follows publishing, withdrawing and deleting in the back office', async () => {
    // Publishing the pending 1-star review: (5 + 4 + 1 + 4) / 4 = 3.5.
    contentOf(await call('PATCH', '/v1/admin/comment/activity', { id: comment.pending, active: true }));
    expect((await scores()).reviewed).toEqual({ rating: 3.5, review_count: 4 });

    // Withdrawn through the villa editor's route: (5 + 4 + 4) / 3.
    contentOf(await call('PUT', `/v1/admin/villas/commentactivity/${comment.pending}`, { active: false }));
    expect((await scores()).reviewed).toEqual({ rating: 4.3, review_count: 3 });

    // Bulk: withdraw two, then undo with the ids that changed.
    const bulk = contentOf<{ changed: number[] }>(
      await call('POST', '/v1/admin/comment/bulk', { ids: [comment.five, comment.four], active: false }),
    );
    expect((await scores()).reviewed).toEqual({ rating: 4, review_count: 1 });
    contentOf(await call('POST', '/v1/admin/comment/bulk', { ids: bulk.changed, active: true }));
    expect((await scores()).reviewed).toEqual({ rating: 4.3, review_count: 3 });

    // Deleted: (4 + 4) / 2.
    expect((await call('DELETE', `/v1/admin/comment/${comment.five}`)).statusCode).toBe(200);
    expect((await scores()).reviewed).toEqual({ rating: 4, review_count: 2 });
    expect((await call('DELETE', `/v1/admin/villas/comment/${comment.four}`)).statusCode).toBe(200);
    expect((await scores()).reviewed).toEqual({ rating: 4, review_count: 1 });

    // A visitor's new review waits for moderation: the score does not move.
    const posted = await call('POST', `/v1/villas/${reviewed.slug}/comments`, {
      name: 'Ayşe',
      rating: 1,
      text: 'Hiç beğenmedik, çok gürültülüydü.',
    });
    expect(posted.statusCode).toBe(201);
    expect((await scores()).reviewed).toEqual({ rating: 4, review_count: 1 });

    // The index agrees with one built from scratch.
    const before = await search();
    await t.app.villaIndex.rebuild();
    expect(await search()).toEqual(before);
  });

  it('follows a review published outside the back office too: the table has the search trigger', async () => {
    await t.db.execute(sql`update comments set active = true where id = ${comment.pending}`);
    // (4 + 1) / 2, delivered by NOTIFY on commit.
    await expect.poll(async () => (await scores()).reviewed).toEqual({ rating: 2.5, review_count: 2 });
  });
});

describe('the bedrooms filter', () => {
  const expected = (min: number) =>
    [...bedroomsOf]
      .filter(([, n]) => n >= min)
      .map(([id]) => id)
      .sort((a, b) => a - b);
  const idsOf = (cards: VillaCard[]) => cards.map((c) => c.id).sort((a, b) => a - b);

  it('keeps villas with at least that many bedrooms, from the index and from SQL, dated or not', async () => {
    const ci = addDays(today, 30);
    const co = addDays(ci, 5);
    for (const min of [1, 2, 3, 4, 5, 6, 7, 8, 9, 20]) {
      const want = expected(min);
      expect(idsOf(await search(`bedrooms=${min}`)), `bedrooms=${min}`).toEqual(want);
      expect(idsOf(await search(`bedrooms=${min}&checkin=${ci}&checkout=${co}`)), `dated ${min}`).toEqual(want);
      expect(idsOf(await sqlSearch({ bedrooms: String(min) })), `sql ${min}`).toEqual(want);
      expect(idsOf(await sqlSearch({ bedrooms: String(min), checkin: ci, checkout: co })), `sql dated ${min}`).toEqual(want);
    }
    // With the other filters: total counts the matches, not the page.
    const page = contentOf<Page<VillaCard>>(await call('GET', '/v2/search?client=true&bedrooms=3&take=2'));
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(expected(3).length);
  });

  it('is counted in the search options, one count per choice', async () => {
    const options = contentOf<{ bedrooms: { min: number; count: number }[] }>(await call('GET', '/v1/search/options'));
    expect(options.bedrooms).toEqual(BEDROOM_FILTER_STEPS.map((min) => ({ min, count: expected(min).length })));
  });

  it('answers a bad value with a Turkish 400, never a 5xx', async () => {
    for (const bad of ['0', '-1', '21', 'abc', '2.5']) {
      const res = await call('GET', `/v2/search?client=true&bedrooms=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).issues?.[0]?.message, bad).toMatch(/^Yatak odası sayısı/);
    }
  });
});
