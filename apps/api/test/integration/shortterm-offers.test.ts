/**
 * `/v1/search/shortterm` as the 'Kısa Süreli Fırsatlar' page uses it (issue
 * 4/5, decision 005): pages of `take` with the total of all offers, the
 * region and guests filters (on the list and the count), the check-in-day
 * rule waived for a gap, inactive villas and unpriced gaps left out, bad
 * filters refused with a Turkish 400. Public: a token changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShorttermOffer } from '@yali/contract';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createPricePeriod,
  createReservation,
  createTown,
  createUser,
  createVilla,
  createVillaDate,
  createPricedVilla,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIstanbul();
const base = addDays(today, 5);
let kas: number;
let bodrum: number;
const ids: Record<string, number> = {};

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A villa with a price for the coming 80 days and a `gap`-night gap starting `at` days after `base`. */
async function villaWithGap(name: string, opts: { town: number; at: number; gap: number; capacity?: number; active?: boolean }) {
  const v = await createPricedVilla(
    t.db,
    {
      name,
      town_id: opts.town,
      capacity: opts.capacity ?? 6,
      min_stay: 4,
      active: opts.active ?? true,
      cleaning_fee_kurus: 100_000,
    },
    // Saturday to Saturday: the four gaps start on four different weekdays and are all offers.
    { days: 80, nightly_price_kurus: 300_000, min_nights: 4, checkin_weekdays: [6] },
  );
  const start = addDays(base, opts.at);
  // Booked from today up to the gap, blocked after it: the gap is the only one.
  await createReservation(t.db, { villa_id: v.id, status: 'confirmed', started_at: today, finished_at: start });
  await createVillaDate(t.db, {
    villa_id: v.id,
    started_at: addDays(start, opts.gap),
    finished_at: addDays(start, opts.gap + 3),
  });
  ids[name] = v.id;
  return v;
}

beforeAll(async () => {
  t = await createTestApp();
  kas = (await createTown(t.db, { name: 'Kaş' })).town_id;
  bodrum = (await createTown(t.db, { name: 'Bodrum' })).town_id;
  await villaWithGap('Kaş Bir', { town: kas, at: 0, gap: 2 });
  await villaWithGap('Kaş İki', { town: kas, at: 10, gap: 1, capacity: 2 });
  await villaWithGap('Kaş Üç', { town: kas, at: 20, gap: 3 });
  await villaWithGap('Bodrum Bir', { town: bodrum, at: 5, gap: 2 });
  await villaWithGap('Pasif', { town: bodrum, at: 6, gap: 2, active: false });
  // A gap with a night no price covers: not an offer.
  const unpriced = await createVilla(t.db, { name: 'Fiyatsız', town_id: bodrum, min_stay: 4 });
  await createPricePeriod(t.db, { villa_id: unpriced.id, start_date: today, end_date: addDays(base, 7), nightly_price_kurus: 1 });
  await createReservation(t.db, {
    villa_id: unpriced.id,
    status: 'confirmed',
    started_at: today,
    finished_at: addDays(base, 7),
  });
  await createVillaDate(t.db, { villa_id: unpriced.id, started_at: addDays(base, 9), finished_at: addDays(base, 12) });
});
afterAll(() => t?.close());

const names = (p: Page<ShorttermOffer>) => p.items.map((o) => o.villa.name);

describe('GET /v1/search/shortterm (the offers page)', () => {
  it('orders every offer by start day and pages them with the total', async () => {
    const all = contentOf<Page<ShorttermOffer>>(await get('/v1/search/shortterm?client=true'));
    expect(all.total).toBe(4);
    expect(names(all)).toEqual(['Kaş Bir', 'Bodrum Bir', 'Kaş İki', 'Kaş Üç']);
    const second = contentOf<Page<ShorttermOffer>>(await get('/v1/search/shortterm?client=true&skip=2&take=2'));
    expect([second.total, names(second)]).toEqual([4, ['Kaş İki', 'Kaş Üç']]);
    const beyond = contentOf<Page<ShorttermOffer>>(await get('/v1/search/shortterm?client=true&skip=20&take=20'));
    expect([beyond.total, beyond.items]).toEqual([4, []]);
  });

  it('prices the gap as it is: nights, the usual minimum, total with the cleaning fee', async () => {
    const page = contentOf<Page<ShorttermOffer>>(await get(`/v1/search/shortterm?client=true&town=${kas}`));
    const o = page.items.find((x) => x.villa.name === 'Kaş Üç') as ShorttermOffer;
    expect([o.start, o.end, o.nights, o.min_nights, o.total_kurus]).toEqual([
      addDays(base, 20),
      addDays(base, 23),
      3,
      4,
      3 * 300_000 + 100_000,
    ]);
    expect(o.villa).toMatchObject({ id: ids['Kaş Üç'], town: 'Kaş' });
  });

  it('filters by region and by guests, on the list and on the count alike', async () => {
    const inKas = contentOf<Page<ShorttermOffer>>(await get(`/v1/search/shortterm?client=true&town=${kas}`));
    expect([inKas.total, names(inKas)]).toEqual([3, ['Kaş Bir', 'Kaş İki', 'Kaş Üç']]);
    const four = contentOf<Page<ShorttermOffer>>(await get(`/v1/search/shortterm?client=true&town=${kas}&guests=4`));
    expect(names(four)).toEqual(['Kaş Bir', 'Kaş Üç']);
    expect(contentOf<{ count: number }>(await get(`/v1/search/shortterm/count?town=${kas}`)).count).toBe(3);
    expect(contentOf<{ count: number }>(await get(`/v1/search/shortterm/count?town=${bodrum}`)).count).toBe(1);
    expect(contentOf<{ count: number }>(await get('/v1/search/shortterm/count?town=999999')).count).toBe(0);
  });

  it('refuses malformed filters with a Turkish 400', async () => {
    for (const qs of ['town=abc', 'town=0', 'town=99999999999', 'guests=0', 'take=0', 'skip=-1', 'currency=YEN']) {
      const res = await get(`/v1/search/shortterm?client=true&${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(errorOf(res).message).toBe('Gönderilen bilgiler geçersiz.');
    }
    expect((await get('/v1/search/shortterm/count?town=abc')).statusCode).toBe(400);
  });

  it('names the cards’ regions in the guest’s language under ?lang=en (issue 18), Turkish otherwise', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/translations/town/${bodrum}`,
      headers: bearer(await loginAs(t.app, admin)),
      payload: { translations: { en: { name: 'Bodrum Peninsula' } } },
    });
    expect(res.statusCode).toBe(200);
    const town = async (q: string) =>
      contentOf<Page<ShorttermOffer>>(await get(`/v1/search/shortterm?client=true${q}`)).items.find(
        (o) => o.villa.name === 'Bodrum Bir',
      )?.villa.town;
    expect(await town('&lang=en')).toBe('Bodrum Peninsula');
    expect(await town('')).toBe('Bodrum');
  });

  it('is public: ADMIN, OWNER and an expired token get the same answer as anonymous', async () => {
    const anonymous = (await get('/v1/search/shortterm?client=true')).json();
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const owner = await createUser(t.db, { role: 'OWNER' });
    for (const headers of [
      bearer(await loginAs(t.app, admin)),
      bearer(await loginAs(t.app, owner)),
      bearer(await signExpiredToken(admin)),
    ]) {
      const res = await get('/v1/search/shortterm?client=true', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(anonymous);
    }
  });
});
