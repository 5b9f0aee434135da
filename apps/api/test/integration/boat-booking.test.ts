/**
 * Public boat booking (issue 7): the days-picker calendar, the rental quote
 * (day by day, weekly rate, minimum days, capacity, currency), the booking
 * request (pending 'YT…' reservation with the frozen quote and rates, the
 * two boat 'request received' mails — boat words, no villa, nights or
 * adults — tied to the boat reservation, one transaction), the
 * 'Rezervasyonlarım' look-up, validation (too many guests: 400 on the quote
 * and the request, like villas) and rate limits.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoatBookingCreated, BoatCalendar, BoatQuote, BoatReservationLookup } from '@yali/contract';
import { boatReservations, mailOutbox, mailTemplates } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { createBoatBookingRequest } from '../../src/modules/boat-booking/create-boat-booking-request.ts';
import {
  BOAT_BOOKING_TABLES,
  bookingCounts,
  expectBookingRateLimit,
  expectOneBookingWritten,
  LOOKUP_NOT_FOUND,
} from '../helpers/booking.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatPrice,
  createBoatReservation,
  createMarina,
  putSettings,
  createPricedBoat,
} from '../helpers/factories.ts';
import { contentOf, errorOf, expectValidationErrors } from '../helpers/http.ts';
import { appOfSuite, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let boat: Awaited<ReturnType<typeof createBoat>>;
const today = todayInIstanbul();
const d = (n: number) => addDays(today, n);
/** How the request mails write a day: '3 Temmuz 2027 Cumartesi'. */
const trDay = (day: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const good = (over: Record<string, unknown> = {}) => ({
  boat_slug: boat.slug,
  checkin: d(10),
  checkout: d(12),
  guests: 6,
  name: 'Deniz Yılmaz',
  email: 'deniz.yilmaz@example.com',
  phone: '0532 123 45 67',
  note: 'Öğle yemeği dahil olsun.',
  currency: 'TL',
  kvkk: true,
  ...over,
});

const counts = () => bookingCounts(t.db, BOAT_BOOKING_TABLES);

beforeAll(async () => {
  t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  await putSettings(t.db, { euro_exchange_rate: '50', site_email: 'rezervasyon@yali.example', site_name: 'Yalı Tekne' });
  const marina = await createMarina(t.db, { name: 'D-Marin Göcek', location: 'Muğla, Göcek' });
  // 15.000 TL a day, 84.000 TL a week, at least 1 day, for 60 days from today.
  boat = await createPricedBoat(
    t.db,
    {
      name: 'Mavi Rüya',
      capacity: 8,
      min_days: 1,
      prepayment_percent: 25,
      marina_id: marina.marina_id,
      departure_time: '09:30',
      return_time: '18:30',
    },
    { days: 59, daily_price_kurus: 1_500_000, weekly_price_kurus: 8_400_000, min_days: 1 },
  );
  // Later: at least 3 days, no weekly rate.
  await createBoatPrice(t.db, {
    boat_id: boat.id,
    start_date: d(60),
    end_date: d(89),
    daily_price_kurus: 2_000_000,
    min_days: 3,
  });
  await createBoatReservation(t.db, { boat_id: boat.id, status: 'confirmed', started_at: d(20), finished_at: d(23) });
  await createBoatReservation(t.db, { boat_id: boat.id, status: 'pending', started_at: d(30), finished_at: d(33) });
});
afterAll(() => t?.close());

describe('GET /v1/boats/{slug}/calendar', () => {
  it('marks held days, priced days and the minimum days starting each day', async () => {
    const cal = contentOf<BoatCalendar>(await get(`/v1/boats/${boat.slug}/calendar?from=${d(18)}&to=${d(25)}`));
    expect(cal).toMatchObject({ from: d(18), to: d(25), today, min_days: 1 });
    expect(cal.days.map((x) => [x.date, x.free])).toEqual([
      [d(18), true],
      [d(19), true],
      [d(20), false],
      [d(21), false],
      [d(22), false],
      [d(23), true], // the return day of a rental is free for the next one
      [d(24), true],
    ]);
    expect(cal.days.every((x) => x.priced && x.min_days === 1)).toBe(true);
    // A pending request does not hold its days; unpriced days and period rules show.
    const later = contentOf<BoatCalendar>(await get(`/v1/boats/${boat.slug}/calendar?from=${d(30)}&to=${d(31)}`));
    expect(later.days[0]).toMatchObject({ free: true });
    const edge = contentOf<BoatCalendar>(await get(`/v1/boats/${boat.slug}/calendar?from=${d(89)}&to=${d(91)}`));
    expect(edge.days).toEqual([
      { date: d(89), free: true, priced: true, min_days: 3 },
      { date: d(90), free: true, priced: false, min_days: 1 },
    ]);
  });

  it('answers 404 for an unknown or inactive boat and 400 for a bad range', async () => {
    const hidden = await createBoat(t.db, { active: false });
    expect((await get(`/v1/boats/${hidden.slug}/calendar?from=${d(1)}&to=${d(2)}`)).statusCode).toBe(404);
    const res = await get(`/v1/boats/yok-boyle-tekne/calendar?from=${d(1)}&to=${d(2)}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Tekne bulunamadı.');
    await expectValidationErrors(get, `/v1/boats/${boat.slug}/calendar?`, [
      `from=${d(5)}&to=${d(5)}`,
      `from=${d(0)}&to=${d(401)}`,
      'from=yarin&to=2030-01-01',
      `from=${d(1)}`,
    ]);
    expect((await get(`/v1/boats/${boat.slug}/calendar?from=${d(0)}&to=${d(400)}`)).statusCode).toBe(200);
  });
});

describe('GET /v1/boats/{slug}/quote', () => {
  const quote = async (q: string) => contentOf<BoatQuote>(await get(`/v1/boats/${boat.slug}/quote?${q}`));

  it('prices a one-day trip (checkout = the next day) with kapora, in TL and EURO', async () => {
    const q = await quote(`checkin=${d(5)}&checkout=${d(6)}&guests=4&currency=EURO`);
    expect(q).toMatchObject({
      boat: { slug: boat.slug, name: 'Mavi Rüya', capacity: 8 },
      days_count: 1,
      guests: 4,
      available: true,
      bookable: true,
      reason: null,
      weeks: [],
      days: [{ date: d(5), price_kurus: 1_500_000 }],
      total_kurus: 1_500_000,
      prepayment_percent: 25,
      prepayment_kurus: 375_000,
      in_currency: { currency: 'EURO', rate: 50, total_minor: 30_000, prepayment_minor: 7_500 },
    });
  });

  it('charges a full week at the weekly rate and the remaining days daily', async () => {
    const q = await quote(`checkin=${d(1)}&checkout=${d(10)}&guests=2`);
    expect(q.weeks).toEqual([{ start: d(1), end: d(8), price_kurus: 8_400_000 }]);
    expect(q.days.map((x) => x.date)).toEqual([d(8), d(9)]);
    expect(q.total_kurus).toBe(8_400_000 + 3_000_000);
    // No rate for a currency: amounts stay in TL only.
    expect((await quote(`checkin=${d(1)}&checkout=${d(2)}&currency=DOLLAR`)).in_currency).toBeNull();
  });

  it('explains why a rental cannot be booked', async () => {
    expect(await quote(`checkin=${d(21)}&checkout=${d(22)}`)).toMatchObject({
      available: false,
      bookable: false,
      reason: 'UNAVAILABLE',
      message: 'Seçtiğiniz günler bu tekne için dolu.',
      total_kurus: null,
    });
    expect(await quote(`checkin=${d(23)}&checkout=${d(24)}`)).toMatchObject({ bookable: true });
    expect(await quote(`checkin=${d(60)}&checkout=${d(62)}`)).toMatchObject({
      reason: 'MIN_DAYS',
      min_days: 3,
      message: 'Bu tarihlerde en az 3 günlük kiralama gerekir.',
    });
    expect(await quote(`checkin=${d(88)}&checkout=${d(91)}`)).toMatchObject({ reason: 'PRICE_ON_REQUEST' });
  });

  it('answers 400 in Turkish for a past day, a reversed or too long range, bad guests', async () => {
    const past = await get(`/v1/boats/${boat.slug}/quote?checkin=${d(-1)}&checkout=${d(1)}`);
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).message).toBe('Geçmiş bir tarih için rezervasyon yapılamaz.');
    const reversed = await get(`/v1/boats/${boat.slug}/quote?checkin=${d(5)}&checkout=${d(5)}`);
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).issues?.[0]?.message).toBe('Dönüş tarihi kalkış tarihinden sonra olmalı.');
    const long = await get(`/v1/boats/${boat.slug}/quote?checkin=${d(1)}&checkout=${d(92)}`);
    expect(errorOf(long).issues?.[0]?.message).toBe('Tek seferde en fazla 90 günlük talep gönderebilirsiniz.');
    for (const q of ['guests=0', 'guests=abc', 'currency=YEN']) {
      const res = await get(`/v1/boats/${boat.slug}/quote?checkin=${d(5)}&checkout=${d(6)}&${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await get(`/v1/boats/yok/quote?checkin=${d(5)}&checkout=${d(6)}`)).statusCode).toBe(404);
  });

  it('answers 400 for more guests than the boat takes, like the villa quote (even on held days)', async () => {
    for (const days of [`checkin=${d(5)}&checkout=${d(6)}`, `checkin=${d(21)}&checkout=${d(22)}`]) {
      const res = await get(`/v1/boats/${boat.slug}/quote?${days}&guests=9`);
      expect(res.statusCode, days).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'VALIDATION',
        message: 'Bu tekne en fazla 8 kişi alır.',
        issues: [{ path: 'guests', message: 'Bu tekne en fazla 8 kişi alır.' }],
      });
    }
    expect(await quote(`checkin=${d(5)}&checkout=${d(6)}&guests=8`)).toMatchObject({ bookable: true, guests: 8 });
  });
});

describe('POST /v1/boatreservations', () => {
  let created: BoatBookingCreated;

  it('creates a pending web reservation with a YT code, the frozen quote and rates, and two mails', async () => {
    const before = await counts();
    created = contentOf<BoatBookingCreated>(await post('/v1/boatreservations', good({ currency: 'EURO' })), 201);
    expect(created.reservation_id).toMatch(/^YT[A-Z2-9]{6}$/);
    expect(created).toMatchObject({
      status: 'pending',
      boat: { slug: boat.slug, name: 'Mavi Rüya' },
      checkin: d(10),
      checkout: d(12),
      days: 2,
      guests: 6,
      total_price_kurus: 3_000_000,
      prepayment_kurus: 750_000,
      in_currency: { currency: 'EURO', total_minor: 60_000 },
      email: 'deniz.yilmaz@example.com',
    });
    const [row] = await t.db.select().from(boatReservations).where(eq(boatReservations.reservation_id, created.reservation_id));
    expect(row).toMatchObject({
      boat_id: boat.id,
      status: 'pending',
      channel: 'web',
      started_at: d(10),
      finished_at: d(12),
      guests: 6,
      guest_name: 'Deniz Yılmaz',
      guest_phone: '+905321234567',
      note: 'Öğle yemeği dahil olsun.',
      total_price_kurus: 3_000_000,
      opened_at: null,
      exchange_rates: { euro_exchange_rate: 50, dollar_exchange_rate: null, sterling_exchange_rate: null },
    });
    expect(row?.price_breakdown).toMatchObject({ total_kurus: 3_000_000, days_count: 2, currency: 'EURO' });

    expectOneBookingWritten(before, await counts());
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.boat_reservation_id, row?.id ?? 0));
    expect(mails.map((m) => [m.template_key, m.to_address, m.reservation_id]).sort()).toEqual([
      ['boat_reservation_received_agency', 'rezervasyon@yali.example', null],
      ['boat_reservation_received_guest', 'deniz.yilmaz@example.com', null],
    ]);
    // Boat words: the boat, its marina, first and last rental day with times, days and guests.
    const first = trDay(d(10));
    const last = trDay(d(11));
    const guest = mails.find((m) => m.template_key === 'boat_reservation_received_guest');
    expect(guest?.subject).toBe(`Tekne kiralama talebiniz alındı — ${created.reservation_id}`);
    expect(guest?.text).toContain(`Mavi Rüya teknesi için ${first} – ${last} (2 gün) kiralama talebiniz bize ulaştı.`);
    expect(guest?.text).toContain('Marina: D-Marin Göcek (Muğla, Göcek)');
    expect(guest?.text).toContain(`İlk gün: ${first} (kalkış 09:30)`);
    expect(guest?.text).toContain(`Son gün: ${last} (dönüş 18:30)`);
    expect(guest?.text).toContain('Kişi: 6 kişi');
    expect(guest?.text).toContain('Toplam tutar: ₺30.000 (≈ €600,00)');
    expect(guest?.text).toContain('Yalı Tekne');
    expect(guest?.html).toContain('<p>Sayın Deniz Yılmaz,</p>');
    const agency = mails.find((m) => m.template_key === 'boat_reservation_received_agency');
    expect(agency?.subject).toBe(`Yeni tekne kiralama talebi: Mavi Rüya — ${created.reservation_id}`);
    expect(agency?.text).toContain('Tekne: Mavi Rüya\nMarina: D-Marin Göcek (Muğla, Göcek)');
    expect(agency?.text).toContain(`Günler: ${first} – ${last} (2 gün)`);
    expect(agency?.text).toContain('Kalkış / dönüş: 09:30 / 18:30');
    expect(agency?.text).toContain('Misafir: Deniz Yılmaz — deniz.yilmaz@example.com — +905321234567');
    expect(agency?.text).toContain('Not: Öğle yemeği dahil olsun.');
    for (const m of mails) {
      expect(m.subject + m.text, m.template_key).not.toMatch(/Villa|villa|gece|yetişkin|çocuk|depozito|\{\{/);
    }
  });

  it('writes a one-day trip as one day in the mails', async () => {
    const c = contentOf<BoatBookingCreated>(await post('/v1/boatreservations', good({ checkin: d(50), checkout: d(51) })), 201);
    const [row] = await t.db.select().from(boatReservations).where(eq(boatReservations.reservation_id, c.reservation_id));
    const [guest] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.boat_reservation_id, row?.id ?? 0), eq(mailOutbox.template_key, 'boat_reservation_received_guest')),
      );
    expect(guest?.text).toContain(`Mavi Rüya teknesi için ${trDay(d(50))} (1 gün) kiralama talebiniz`);
    expect(guest?.text).toContain(`Son gün: ${trDay(d(50))} (dönüş 18:30)`);
  });

  it('accepts international phone numbers and several requests for the same days (pending holds nothing)', async () => {
    const a = await post('/v1/boatreservations', good({ phone: '+44 20 7946 0958', checkin: d(40), checkout: d(41) }));
    const b = await post('/v1/boatreservations', good({ phone: '0090 532 123 45 67', checkin: d(40), checkout: d(41) }));
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(boatReservations)
      .where(eq(boatReservations.reservation_id, contentOf<BoatBookingCreated>(a, 201).reservation_id));
    expect(row?.guest_phone).toBe('+442079460958');
  });

  it('refuses held days (409), rule breaks (422), a past day and too many guests (400), unknown boats (404)', async () => {
    const before = await counts();
    const held = await post('/v1/boatreservations', good({ checkin: d(19), checkout: d(21) }));
    expect(held.statusCode).toBe(409);
    expect(errorOf(held)).toMatchObject({
      code: 'CONFLICT',
      reason: 'UNAVAILABLE',
      message: 'Seçtiğiniz günler bu tekne için dolu.',
    });
    const min = await post('/v1/boatreservations', good({ checkin: d(60), checkout: d(61) }));
    expect(min.statusCode).toBe(422);
    expect(errorOf(min)).toMatchObject({ reason: 'MIN_DAYS' });
    expect(errorOf(await post('/v1/boatreservations', good({ checkin: d(89), checkout: d(92) })))).toMatchObject({
      reason: 'PRICE_ON_REQUEST',
    });
    const past = await post('/v1/boatreservations', good({ checkin: d(-2), checkout: d(-1) }));
    expect(past.statusCode).toBe(400);
    const many = await post('/v1/boatreservations', good({ guests: 9 }));
    expect(many.statusCode).toBe(400);
    expect(errorOf(many).issues).toEqual([{ path: 'guests', message: 'Bu tekne en fazla 8 kişi alır.' }]);
    expect((await post('/v1/boatreservations', good({ boat_slug: 'yok' }))).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 with per-field Turkish messages for a bad form', async () => {
    const res = await post(
      '/v1/boatreservations',
      good({ name: 'A', email: 'deniz@', phone: '12', kvkk: false, guests: 0, checkout: d(10) }),
    );
    expect(res.statusCode).toBe(400);
    const issues = Object.fromEntries((errorOf(res).issues ?? []).map((i) => [i.path.replace(/^body\./, ''), i.message]));
    expect(issues).toMatchObject({
      name: 'Adınızı ve soyadınızı yazın.',
      email: 'Geçerli bir e-posta adresi girin.',
      phone: 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67 veya +44 20 7946 0958).',
      kvkk: 'Devam etmek için KVKK aydınlatma metnini onaylamalısınız.',
      guests: 'En az 1 kişi olmalı.',
    });
  });

  it('retries a code clash, and leaves nothing behind when every code clashes', async () => {
    const before = await counts();
    await expect(
      createBoatBookingRequest({
        db: t.db,
        body: {
          ...good(),
          checkin: d(45),
          checkout: d(46),
          phone: '+905321234567',
          note: '',
          currency: 'TL',
          kvkk: true,
        } as never,
        newCode: () => created.reservation_id,
      }),
    ).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(await counts()).toEqual(before);

    const codes = ['', created.reservation_id, 'YTRETRY2'];
    let i = 0;
    const ok = await createBoatBookingRequest({
      db: t.db,
      body: { ...good(), checkin: d(45), checkout: d(46), phone: '+905321234567', note: '', currency: 'TL', kvkk: true } as never,
      newCode: () => codes[++i] ?? 'YTRETRY3',
    });
    expect(ok.reservation_id).toBe('YTRETRY2');
  });

  it('still books when a template is inactive (that mail is skipped)', async () => {
    await t.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.key, 'boat_reservation_received_agency'));
    const res = await post('/v1/boatreservations', good({ checkin: d(47), checkout: d(48) }));
    const c = contentOf<BoatBookingCreated>(res, 201);
    const [row] = await t.db.select().from(boatReservations).where(eq(boatReservations.reservation_id, c.reservation_id));
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.boat_reservation_id, row?.id ?? 0));
    expect(mails.map((m) => m.template_key)).toEqual(['boat_reservation_received_guest']);
    await t.db.update(mailTemplates).set({ active: true }).where(eq(mailTemplates.key, 'boat_reservation_received_agency'));
  });

  describe('POST /v1/reservations/lookup finds boat reservations too', () => {
    const lookup = (code: string, contact: string) => post('/v1/reservations/lookup', { code, contact });

    it('by code and e-mail or phone, with the boat name', async () => {
      for (const contact of ['DENIZ.YILMAZ@example.com', '0532 123 45 67', '+90 (532) 123-45-67']) {
        const found = contentOf<BoatReservationLookup>(await lookup(created.reservation_id.toLowerCase(), contact));
        expect(found).toMatchObject({
          kind: 'boat',
          reservation_id: created.reservation_id,
          status: 'pending',
          boat: { slug: boat.slug, name: 'Mavi Rüya' },
          started_at: d(10),
          finished_at: d(12),
          days: 2,
          guests: 6,
          total_price_kurus: 3_000_000,
        });
      }
    });

    it('answers the same generic 404 for a wrong contact or an unknown code', async () => {
      for (const [code, contact] of [
        [created.reservation_id, 'baska@example.com'],
        [created.reservation_id, '0533 000 00 00'],
        ['YTZZZZZZ', 'deniz.yilmaz@example.com'],
      ] as const) {
        const res = await lookup(code, contact);
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).message).toBe(LOOKUP_NOT_FOUND);
      }
    });
  });
});

describe('rate limit', () => {
  const limited = appOfSuite({ config: { bookingRateLimit: 2 } });

  it('allows BOOKING_RATE_LIMIT boat requests per IP per 10 minutes, then 429 in Turkish', async () => {
    await expectBookingRateLimit(limited().app, '/v1/boatreservations', good({ boat_slug: 'yok' }), ['10.0.1.7', '10.0.1.8']);
  });
});
