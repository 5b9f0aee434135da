/**
 * Infants (bebek, 0–2 years) as a guest category of a villa stay (issue 23):
 * by default they do not take a bed, so a full villa still takes a family
 * with a baby; when the agency's setting counts them, the quote, the request
 * and the back office refuse the same party. The count is stored on the
 * reservation, shown to the agency and named in its mail; bad counts are
 * refused in Turkish and write nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReservationDetail, BookingCreated, StayQuote } from '@yali/contract';
import { mailOutbox, reservations } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { bookingCounts, VILLA_BOOKING_TABLES } from '../helpers/booking.ts';
import { addDays } from '../helpers/dates.ts';
import { createUser, putSettings, createPricedVilla } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
const today = todayInIstanbul();
const start = addDays(today, 40);
let villa: { id: number; slug: string; name: string };

const quoteUrl = (party: string) => `/v1/villas/${villa.slug}/quote?checkin=${start}&checkout=${addDays(start, 3)}&${party}`;

const request = (over: Record<string, unknown> = {}) => ({
  villa_slug: villa.slug,
  checkin: start,
  checkout: addDays(start, 3),
  adults: 2,
  children: 2,
  infants: 1,
  name: 'Elif Bebekli',
  email: 'elif.bebekli@example.com',
  phone: '0532 222 33 44',
  kvkk: true,
  ...over,
});

/** `method url` as the admin, with `payload` when given. */
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

/** The agency counts infants toward capacity, or not, through the site settings form. */
async function countInfants(counted: boolean) {
  const res = await asAdmin('PUT', '/v1/admin/site/edit', { infants_count_toward_capacity: String(counted) });
  expect(res.statusCode).toBe(200);
  await t.app.villaIndex.sync();
}

beforeAll(async () => {
  t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  await putSettings(t.db, { site_email: 'rezervasyon@yali.example', site_name: 'Yalı Villa' });
  const user = await createUser(t.db, { role: 'ADMIN' });
  admin = await loginAs(t.app, user);
  villa = await createPricedVilla(
    t.db,
    { name: 'Villa Beşik', capacity: 4, min_stay: 2 },
    { nightly_price_kurus: 400_000, min_nights: 2 },
  );
  await t.app.villaIndex.sync();
});
afterAll(() => t?.close());

/** The villa's three nights from `start` + `from` days, as the back office's reservation body has them. */
const threeNights = (from: number) => ({
  villa_id: villa.id,
  started_at: addDays(start, from),
  finished_at: addDays(start, from + 3),
});

describe('infants outside the capacity (the default)', () => {
  it('a full villa is quoted for a family with a baby, and the quote names the infant', async () => {
    const res = await t.app.inject({ method: 'GET', url: quoteUrl('adults=2&children=2&infants=1') });
    expect(res.statusCode).toBe(200);
    expect(contentOf<StayQuote>(res)).toMatchObject({ adults: 2, children: 2, infants: 1, bookable: true });
    // A fifth person who is not an infant is still one too many.
    const over = await t.app.inject({ method: 'GET', url: quoteUrl('adults=3&children=2') });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).message).toBe('Bu villa en fazla 4 kişiliktir.');
  });

  it('the request stores the infant, answers it, and the agency’s mail and the back office name it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/reservations', payload: request() });
    expect(res.statusCode).toBe(201);
    const created = contentOf<BookingCreated>(res, 201);
    expect(created).toMatchObject({ adults: 2, children: 2, infants: 1 });

    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservation_id, created.reservation_id));
    expect(row).toMatchObject({ adults: 2, children: 2, infants: 1 });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reservation_id, row?.id ?? 0));
    const agency = mails.find((m) => m.to_address === 'rezervasyon@yali.example');
    expect(agency?.text).toContain('Kişi: 2 yetişkin, 2 çocuk, 1 bebek');

    const detail = await asAdmin('GET', `/v1/admin/reservations/${row?.id}`);
    expect(contentOf<AdminReservationDetail>(detail)).toMatchObject({ adults: 2, children: 2, infants: 1 });
  });

  it('too many infants or a fraction is refused in Turkish and writes nothing', async () => {
    const before = await bookingCounts(t.db, VILLA_BOOKING_TABLES);
    const many = await t.app.inject({ method: 'POST', url: '/v1/reservations', payload: request({ infants: 5 }) });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(many))).toContain('En fazla 4 bebek yazılabilir.');
    const half = await t.app.inject({ method: 'GET', url: quoteUrl('adults=2&infants=0.5') });
    expect(half.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(half))).toContain('Bebek sayısı tam sayı olmalı.');
    expect(await bookingCounts(t.db, VILLA_BOOKING_TABLES)).toEqual(before);
  });
});

describe('infants counted, as the agency may set', () => {
  beforeAll(() => countInfants(true));
  afterAll(() => countInfants(false));

  it('the settings form keeps the choice', async () => {
    const res = await asAdmin('GET', '/v1/admin/settings/site');
    expect(contentOf<{ key: string; value: string }[]>(res)).toContainEqual({
      key: 'infants_count_toward_capacity',
      value: 'true',
    });
    const bad = await asAdmin('PUT', '/v1/admin/site/edit', { infants_count_toward_capacity: 'bazen' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad))).toContain('Bebeklerin kapasiteye sayılıp sayılmadığını seçin.');
  });

  it('the same family is one too many for the quote and the request', async () => {
    const quote = await t.app.inject({ method: 'GET', url: quoteUrl('adults=2&children=2&infants=1') });
    expect(quote.statusCode).toBe(400);
    expect(errorOf(quote).message).toBe('Bu villa en fazla 4 kişiliktir.');
    const before = await bookingCounts(t.db, VILLA_BOOKING_TABLES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: request({ checkin: addDays(start, 10), checkout: addDays(start, 13) }),
    });
    expect(res.statusCode).toBe(400);
    expect(await bookingCounts(t.db, VILLA_BOOKING_TABLES)).toEqual(before);
  });

  it('the back office cannot enter or edit a party over the capacity with infants', async () => {
    const body = { ...threeNights(20), adults: 3, children: 1, infants: 1, guest_name: 'Telefon Misafiri' };
    const refused = await asAdmin('POST', '/v1/admin/reservations', body);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe('Kişi sayısı villanın kapasitesini aşıyor (en fazla 4 kişi).');

    const id = contentOf<{ id: number }>(await asAdmin('POST', '/v1/admin/reservations', { ...body, infants: 0 }), 201).id;
    const edit = await asAdmin('PUT', `/v1/admin/reservations/${id}`, { infants: 1 });
    expect(edit.statusCode).toBe(422);
    const [row] = await t.db.select({ infants: reservations.infants }).from(reservations).where(eq(reservations.id, id));
    expect(row?.infants).toBe(0);
  });
});

describe('the back office edits the infants when they are not counted', () => {
  it('a baby added to a full villa is kept and written in the history', async () => {
    const full = { ...threeNights(30), adults: 4, guest_name: 'Dolu Villa' };
    const id = contentOf<{ id: number }>(await asAdmin('POST', '/v1/admin/reservations', full), 201).id;
    expect((await asAdmin('PUT', `/v1/admin/reservations/${id}`, { infants: 2 })).statusCode).toBe(200);
    const detail = contentOf<AdminReservationDetail>(await asAdmin('GET', `/v1/admin/reservations/${id}`));
    expect(detail.infants).toBe(2);
    expect(JSON.stringify(detail.events)).toContain('bebek sayısı');
  });
});
