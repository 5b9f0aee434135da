/**
 * `POST /v1/reservations` and `POST /v1/reservations/lookup` (issue 5,
 * DESIGN §3): a visitor's booking request becomes a pending web reservation
 * with a readable code, a frozen quote and exchange rates, and two queued
 * mails, in one transaction; bad input writes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated, ReservationLookup } from '@yali/contract';
import { mailOutbox, reservations } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import {
  bookingCounts,
  createSeasonalVilla,
  expectBookingRateLimit,
  expectOneBookingWritten,
  firstSaturdayAfterAMonth,
  LOOKUP_NOT_FOUND,
  VILLA_BOOKING_TABLES,
} from '../helpers/booking.ts';
import { addDays } from '../helpers/dates.ts';
import { createUser, putSettings, createPricedVilla } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { appOfSuite, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const today = todayInIstanbul();
const sat = firstSaturdayAfterAMonth(today);
let villa: { id: number; slug: string; name: string };

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

const good = (over: Record<string, unknown> = {}) => ({
  villa_slug: villa.slug,
  checkin: sat,
  checkout: addDays(sat, 4),
  adults: 2,
  children: 1,
  name: 'Zeynep Kaya',
  email: 'zeynep.kaya@example.com',
  phone: '0532 123 45 67',
  note: 'Geç giriş yapacağız.',
  kvkk: true,
  ...over,
});

const counts = () => bookingCounts(t.db, VILLA_BOOKING_TABLES);

beforeAll(async () => {
  t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  await putSettings(t.db, {
    euro_exchange_rate: '50',
    site_email: 'rezervasyon@yali.example',
    site_name: 'Yalı Villa',
    site_phone: '0242 000 00 00',
  });
  villa = await createSeasonalVilla(t.db, 'Villa Rezervasyon', sat);
});
afterAll(() => t?.close());

describe('POST /v1/reservations', () => {
  let created: BookingCreated;

  it('creates a pending web reservation with a readable code, the frozen quote and rates, and two rendered mails', async () => {
    const before = await counts();
    const res = await post('/v1/reservations', good({ currency: 'EURO' }));
    created = contentOf<BookingCreated>(res, 201);
    expect(created.reservation_id).toMatch(/^YL[A-Z2-9]{6}$/);
    expect(created).toMatchObject({
      status: 'pending',
      villa: { slug: villa.slug, name: 'Villa Rezervasyon' },
      checkin: sat,
      checkout: addDays(sat, 4),
      nights: 4,
      adults: 2,
      children: 1,
      total_price_kurus: 2_200_000,
      prepayment_kurus: 660_000,
      in_currency: { currency: 'EURO', total_minor: 44_000 },
    });

    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservation_id, created.reservation_id));
    expect(row).toMatchObject({
      villa_id: villa.id,
      status: 'pending',
      channel: 'web',
      started_at: sat,
      finished_at: addDays(sat, 4),
      guest_name: 'Zeynep Kaya',
      guest_email: 'zeynep.kaya@example.com',
      guest_phone: '+905321234567',
      note: 'Geç giriş yapacağız.',
      total_price_kurus: 2_200_000,
      exchange_rates: { euro_exchange_rate: 50, dollar_exchange_rate: null, sterling_exchange_rate: null },
    });
    expect(row?.price_breakdown).toMatchObject({
      nights_total_kurus: 2_000_000,
      cleaning_fee_kurus: 200_000,
      total_kurus: 2_200_000,
      prepayment_kurus: 660_000,
      damage_deposit_kurus: 1_000_000,
      nights: [0, 1, 2, 3].map((i) => ({ date: addDays(sat, i), price_kurus: 500_000 })),
    });

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reservation_id, row?.id as number));
    expect(mails).toHaveLength(2);
    const guest = mails.find((m) => m.template_key === 'reservation_received_guest');
    const agency = mails.find((m) => m.template_key === 'reservation_received_agency');
    expect(guest?.to_address).toBe('zeynep.kaya@example.com');
    expect(guest?.subject).toBe(`Rezervasyon talebiniz alındı — ${created.reservation_id}`);
    expect(guest?.text).toContain('Sayın Zeynep Kaya');
    expect(guest?.text).toContain('Villa Rezervasyon için');
    expect(guest?.text).toContain(`Rezervasyon kodunuz: ${created.reservation_id}`);
    expect(guest?.text).toMatch(/Toplam tutar: ₺22\.000 \(≈ €440,00\)/);
    expect(guest?.text).toContain('Yalı Villa');
    expect(guest?.text).not.toMatch(/\{\{/);
    expect(agency?.to_address).toBe('rezervasyon@yali.example');
    expect(agency?.subject).toBe(`Yeni rezervasyon talebi: Villa Rezervasyon — ${created.reservation_id}`);
    expect(agency?.text).toContain('(4 gece)');
    expect(agency?.text).toContain('Zeynep Kaya — zeynep.kaya@example.com — +905321234567');
    expect(agency?.text).toContain('2 yetişkin, 1 çocuk');
    expect(agency?.text).toContain('Not: Geç giriş yapacağız.');

    expectOneBookingWritten(before, await counts());
  });

  it('accepts Turkish and international phone formats and stores them normalised', async () => {
    const cases: [string, string][] = [
      ['+90 532 123 45 67', '+905321234567'],
      ['(0532) 123-45-67', '+905321234567'],
      ['532 123 4567', '+905321234567'],
      ['0090 532 123 45 67', '+905321234567'],
      ['+44 20 7946 0958', '+442079460958'],
      ['+49 (30) 1234567', '+49301234567'],
    ];
    for (const [i, [input, stored]] of cases.entries()) {
      // Pending requests do not hold: the same dates may be requested again.
      const res = await post('/v1/reservations', good({ phone: input, email: `tel${i}@example.com` }));
      const c = contentOf<BookingCreated>(res, 201);
      const [row] = await t.db.select().from(reservations).where(eq(reservations.reservation_id, c.reservation_id));
      expect(row?.guest_phone, input).toBe(stored);
    }
  });

  it('writes nothing for bad input, answering 400 in Turkish', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ checkout: sat }, /Çıkış tarihi giriş tarihinden sonra olmalı/],
      [{ checkout: addDays(sat, -2) }, /Çıkış tarihi/],
      [{ checkin: addDays(today, -3), checkout: addDays(today, 2) }, /Geçmiş bir tarih için rezervasyon yapılamaz/],
      [{ adults: 0 }, /En az 1 yetişkin/],
      [{ adults: 3, children: 2 }, /Bu villa en fazla 4 kişiliktir/],
      [{ children: -1 }, /adults|children|Gönderilen/],
      [{ adults: 2.5 }, /tam sayı/],
      [{ kvkk: false }, /KVKK/],
      [{ kvkk: undefined }, /KVKK/],
      [{ email: 'zeynep' }, /Geçerli bir e-posta/],
      [{ phone: '12' }, /Geçerli bir telefon/],
      [{ phone: '0532 123 45' }, /Geçerli bir telefon/],
      [{ phone: 'telefonum yok' }, /Geçerli bir telefon/],
      [{ name: 'Z' }, /Adınızı/],
      [{ name: 'x'.repeat(101) }, /en fazla 100/],
      [{ note: 'n'.repeat(1001) }, /en fazla 1000/],
      [{ checkin: '2027-02-30' }, /Geçersiz tarih/],
      [{ checkin: '05.07.2027' }, /YYYY-AA-GG/],
      [{ checkout: addDays(sat, 100) }, /en fazla 90 gece/],
      [{ villa_slug: '' }, /Gönderilen/],
    ];
    const before = await counts();
    for (const [over, msg] of cases) {
      const res = await post('/v1/reservations', good(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(errorOf(res)), JSON.stringify(over)).toMatch(msg);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: '{"villa_slug":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown or inactive villa and writes nothing', async () => {
    const inactive = await createPricedVilla(t.db, { name: 'Villa Pasif', active: false }, { days: 90 });
    const before = await counts();
    for (const slug of ['yok-boyle-bir-villa', inactive.slug]) {
      const res = await post('/v1/reservations', good({ villa_slug: slug }));
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Villa bulunamadı.');
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 409 for dates a holding record covers, and writes nothing', async () => {
    const before = await counts();
    const res = await post('/v1/reservations', good({ checkin: addDays(sat, 5), checkout: addDays(sat, 9) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().content).toMatchObject({
      code: 'CONFLICT',
      reason: 'UNAVAILABLE',
      message: 'Seçtiğiniz tarihler bu villa için dolu.',
    });
    expect(await counts()).toEqual(before);
  });

  it('answers 422 with the reason for a stay the rules do not allow, and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ checkout: addDays(sat, 2) }, 'MIN_NIGHTS', /en az 3 gece/],
      [{ checkin: addDays(sat, 15), checkout: addDays(sat, 22) }, 'CHECKIN_DAY', /Cumartesi/],
      [{ checkin: addDays(sat, 40), checkout: addDays(sat, 47) }, 'PRICE_ON_REQUEST', /fiyat/],
    ];
    for (const [over, reason, msg] of cases) {
      const res = await post('/v1/reservations', good(over));
      expect(res.statusCode, reason).toBe(422);
      expect(res.json().content).toMatchObject({ code: 'UNPROCESSABLE', reason });
      expect(errorOf(res).message).toMatch(msg);
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts a booking on the check-out day of another stay (same-day turnover)', async () => {
    const res = await post('/v1/reservations', good({ checkin: addDays(sat, 10), checkout: addDays(sat, 13) }));
    expect(res.statusCode).toBe(201);
  });

  it('is public: ADMIN, OWNER and an expired token make no difference', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const owner = await createUser(t.db, { role: 'OWNER' });
    for (const h of [
      bearer(await loginAs(t.app, admin)),
      bearer(await loginAs(t.app, owner)),
      bearer(await signExpiredToken(admin)),
    ]) {
      const res = await post('/v1/reservations', good(), h);
      expect(res.statusCode).toBe(201);
    }
  });

  describe('POST /v1/reservations/lookup', () => {
    const lookup = (code: string, contact: string) => post('/v1/reservations/lookup', { code, contact });

    it('finds the reservation by code and e-mail (any case), or by phone in any format', async () => {
      const expected = {
        reservation_id: created.reservation_id,
        status: 'pending',
        villa: { slug: villa.slug, name: 'Villa Rezervasyon' },
        started_at: sat,
        finished_at: addDays(sat, 4),
        nights: 4,
        adults: 2,
        children: 1,
        total_price_kurus: 2_200_000,
      };
      expect(contentOf<ReservationLookup>(await lookup(created.reservation_id, 'zeynep.kaya@example.com'))).toMatchObject(
        expected,
      );
      expect(
        contentOf<ReservationLookup>(await lookup(created.reservation_id.toLowerCase(), ' Zeynep.Kaya@Example.com ')),
      ).toMatchObject(expected);
      expect(contentOf<ReservationLookup>(await lookup(created.reservation_id, '+90 532 123 45 67'))).toMatchObject(expected);
      expect(
        contentOf<ReservationLookup>(
          await lookup(` ${created.reservation_id.slice(0, 4)}-${created.reservation_id.slice(4)} `, '05321234567'),
        ),
      ).toMatchObject(expected);
    });

    it('answers one generic 404 for a wrong contact or an unknown code', async () => {
      const msgs = new Set<string>();
      for (const [code, contact] of [
        [created.reservation_id, 'baska@example.com'],
        [created.reservation_id, '0533 123 45 67'],
        ['YLAAAAAA', 'zeynep.kaya@example.com'],
        [created.reservation_id, 'xyz'],
      ] as const) {
        const res = await lookup(code, contact);
        expect(res.statusCode).toBe(404);
        msgs.add(errorOf(res).message);
      }
      expect([...msgs]).toEqual([LOOKUP_NOT_FOUND]);
    });

    it('answers 400 for an empty code or contact', async () => {
      expect((await lookup('', 'a@b.c')).statusCode).toBe(400);
      expect((await lookup('YLAAAAAA', '')).statusCode).toBe(400);
    });
  });
});

describe('rate limits', () => {
  const limited = appOfSuite({ config: { bookingRateLimit: 2 } });

  it('allows BOOKING_RATE_LIMIT requests per IP per 10 minutes, then 429 in Turkish (default 5)', async () => {
    await expectBookingRateLimit(limited().app, '/v1/reservations', good({ villa_slug: 'yok' }), ['10.0.0.7', '10.0.0.8']);
    expect(t.config.bookingRateLimit).toBe(1000);
    const { loadConfig } = await import('../../src/config.ts');
    expect(loadConfig({}).bookingRateLimit).toBe(5);
  });

  it('limits look-ups too (four times the booking limit)', async () => {
    const send = () =>
      limited().app.inject({
        method: 'POST',
        url: '/v1/reservations/lookup',
        payload: { code: 'YLAAAAAA', contact: 'a@b.c' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 8; i++) expect((await send()).statusCode).toBe(404);
    expect((await send()).statusCode).toBe(429);
  });
});
