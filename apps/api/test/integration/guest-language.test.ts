/**
 * Issue 18, the API in the guest's language: `?lang=`, then Accept-Language,
 * then Turkish decide the language of the guest-facing error and validation
 * texts (the shape stays); a booking request stores the guest's language
 * (`lang` in the body, else the request's) and its guest mail is rendered
 * from that language's template, Turkish when the template has none; the
 * back office stays Turkish whatever the header; an unsupported `?lang=`
 * is a 400.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoatBookingCreated, type BookingCreated, GUEST_MAIL_TEMPLATE_KEYS, type MailTemplate } from '@yali/contract';
import { unknownPlaceholders } from '../../src/domain/mail-render.ts';
import { DEMO_MAIL_TRANSLATIONS_EN } from '../../src/seed/demo-mail-translations.ts';
import { boatReservations, mailOutbox, reservations } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { bookingCounts, createSeasonalVilla, firstSaturdayAfterAMonth, VILLA_BOOKING_TABLES } from '../helpers/booking.ts';
import { addDays } from '../helpers/dates.ts';
import { createUser, putSettings, createPricedBoat } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let villa: { id: number; slug: string; name: string };
let boat: { id: number; slug: string };
const today = todayInIstanbul();
const sat = firstSaturdayAfterAMonth(today);
/** How an English mail writes a day: '12 Jul 2027'. */
const enDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const good = (over: Record<string, unknown> = {}) => ({
  villa_slug: villa.slug,
  checkin: sat,
  checkout: addDays(sat, 4),
  adults: 2,
  children: 0,
  name: 'Emma Clarke',
  email: 'emma.clarke@example.com',
  phone: '+44 20 7946 0958',
  kvkk: true,
  ...over,
});
const bad = () => good({ name: 'E', adults: 'two', kvkk: false });

const guestMailOf = async (reservationId: number) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.reservation_id, reservationId))).find(
    (m) => m.to_address === 'emma.clarke@example.com',
  );

const EN_RECEIVED = {
  subject: 'We have received your request {{reservation_code}}',
  body: 'Dear {{guest_name}}, your request for {{villa_name}} from {{check_in}} to {{check_out}} has reached us. Party: {{party}}.\n{{payment_instructions}}',
};

beforeAll(async () => {
  t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  await putSettings(t.db, { site_email: 'rezervasyon@yali.example', site_name: 'Yalı', iban: 'TR00 0000' });
  villa = await createSeasonalVilla(t.db, 'Villa Language', sat);
  boat = await createPricedBoat(
    t.db,
    { name: 'Poyraz', capacity: 8, min_days: 1 },
    { daily_price_kurus: 1_000_000, min_days: 1 },
  );
  adminToken = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
});
afterAll(() => t?.close());

describe('the language of guest-facing errors', () => {
  it('stays Turkish, word for word, without a language', async () => {
    const res = await post('/v1/reservations', bad());
    expect(res.statusCode).toBe(400);
    const body = errorOf(res) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe('Gönderilen bilgiler geçersiz.');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'Adınızı ve soyadınızı yazın.' },
        { path: 'body.adults', message: 'Bu alan bir sayı olmalı.' },
        { path: 'body.kvkk', message: 'Devam etmek için KVKK aydınlatma metnini onaylamalısınız.' },
      ]),
    );
  });

  it.each([
    ['?lang=en', {}],
    ['', { 'accept-language': 'en-GB,en;q=0.9' }],
    ['?lang=en', { 'accept-language': 'tr-TR' }],
  ])('is English with %j %j: the envelope, the schema texts and zod texts', async (query, headers) => {
    const before = await bookingCounts(t.db, VILLA_BOOKING_TABLES);
    const res = await post(`/v1/reservations${query}`, bad(), headers);
    expect(res.statusCode).toBe(400);
    const body = errorOf(res) as { code: string; message: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('The information sent is not valid.');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'Enter your first and last name.' },
        { path: 'body.adults', message: 'This field must be a number.' },
        { path: 'body.kvkk', message: 'Please accept the privacy notice (KVKK) to continue.' },
      ]),
    );
    expect(await bookingCounts(t.db, VILLA_BOOKING_TABLES)).toEqual(before);
  });

  it('answers conflicts and stay rules in English, values and all', async () => {
    const en = { 'accept-language': 'en' };
    const taken = await post('/v1/reservations', good({ checkin: addDays(sat, 5), checkout: addDays(sat, 9) }), en);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().content).toMatchObject({
      code: 'CONFLICT',
      reason: 'UNAVAILABLE',
      message: 'The dates you chose are not available for this villa.',
    });
    const short = await post('/v1/reservations', good({ checkout: addDays(sat, 2) }), en);
    expect(short.statusCode).toBe(422);
    expect(errorOf(short)).toMatchObject({
      reason: 'MIN_NIGHTS',
      message: 'These dates require a stay of at least 3 nights.',
    });
    const day = await post('/v1/reservations', good({ checkin: addDays(sat, 15), checkout: addDays(sat, 22) }), en);
    expect(errorOf(day).message).toBe('In this period check-in is possible only on Saturday.');
    const crowd = await post('/v1/reservations', good({ adults: 5 }), en);
    expect(errorOf(crowd).message).toBe('This villa sleeps at most 4 guests.');
    const unknown = await post('/v1/reservations', good({ villa_slug: 'no-such-villa' }), en);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Villa not found.');
    // The same request in Turkish still reads as it always did.
    expect(errorOf(await post('/v1/reservations', good({ adults: 5 }))).message).toBe('Bu villa en fazla 4 kişiliktir.');
  });

  it('also for public reads: a bad search parameter and an unknown address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/searchboats?guests=0&lang=en' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('The information sent is not valid.');
    const none = await t.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { 'accept-language': 'en' } });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe('The requested address was not found.');
  });

  it('refuses an unsupported ?lang= with a 400 naming the languages, in the header language', async () => {
    const tr = await t.app.inject({ method: 'GET', url: '/v1/settings?lang=xx' });
    expect(tr.statusCode).toBe(400);
    expect(errorOf(tr)).toMatchObject({
      code: 'VALIDATION',
      message: 'Desteklenmeyen dil. Kullanılabilen diller: tr, en.',
      issues: [{ path: 'querystring.lang', message: 'Desteklenmeyen dil. Kullanılabilen diller: tr, en.' }],
    });
    const en = await post('/v1/reservations?lang=de', good(), { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(errorOf(en).message).toBe('Unsupported language. Available languages: tr, en.');
    const body = await post('/v1/reservations', good({ lang: 'xx' }), { 'accept-language': 'en' });
    expect(body.statusCode).toBe(400);
    expect((errorOf(body) as { issues: unknown[] }).issues).toEqual([
      { path: 'body.lang', message: 'The language must be one of: tr, en.' },
    ]);
  });

  it('keeps the back office Turkish whatever the header or ?lang=', async () => {
    const en = { 'accept-language': 'en' };
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/admin/mailtemplates', headers: en });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe('Bu işlem için giriş yapmalısınız.');
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/mailtemplates/1?lang=en',
      headers: { ...en, ...bearer(adminToken) },
      payload: { subject: 'x', body: 'y' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid)).toMatchObject({
      message: 'Gönderilen bilgiler geçersiz.',
      issues: expect.arrayContaining([{ path: 'body.subject', message: 'Konu en az 3 karakter olmalı.' }]),
    });
    const login = await post('/v1/auth/login', { email: 'nobody@example.com', password: 'wrong-password-1' }, en);
    expect(errorOf(login).message).toBe('E-posta adresi veya şifre hatalı.');
  });
});

describe('the reservation language and the guest mail', () => {
  let templates: MailTemplate[];
  const template = (key: string) => templates.find((x) => x.key === key) as MailTemplate;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    templates = contentOf<MailTemplate[]>(await admin('GET', '/v1/admin/mailtemplates'));
  });

  it('lists guest templates without English as missing it, staff templates never', () => {
    expect(template('reservation_received_guest')).toMatchObject({ translations: {}, missing_translations: ['en'] });
    expect(template('reservation_received_agency').missing_translations).toEqual([]);
    expect(template('contact_received').missing_translations).toEqual([]);
  });

  it("the demo's English guest mails use only their template's variables, and leave some templates without", () => {
    for (const [key, en] of Object.entries(DEMO_MAIL_TRANSLATIONS_EN))
      expect(unknownPlaceholders(en.subject, en.body, template(key).variables), key).toEqual([]);
    const missing = GUEST_MAIL_TEMPLATE_KEYS.filter((k) => !(k in DEMO_MAIL_TRANSLATIONS_EN));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.length).toBeLessThan(GUEST_MAIL_TEMPLATE_KEYS.length / 2);
  });

  it('saves the English version beside the Turkish one, checking its variables the same way', async () => {
    const tpl = template('reservation_received_guest');
    const unknown = await admin('PUT', `/v1/admin/mailtemplates/${tpl.id}`, {
      ...EN_RECEIVED,
      body: '{{nope}} hello there',
      lang: 'en',
    });
    expect(unknown.statusCode).toBe(400);
    const saved = contentOf<MailTemplate>(
      await admin('PUT', `/v1/admin/mailtemplates/${tpl.id}`, { ...EN_RECEIVED, lang: 'en' }),
    );
    expect(saved).toMatchObject({
      subject: tpl.subject,
      body: tpl.body,
      translations: { en: EN_RECEIVED },
      missing_translations: [],
    });
  });

  it.each([
    ['?lang=en', {}, {}],
    ['', { 'accept-language': 'en-US,en;q=0.8' }, {}],
    ['', {}, { lang: 'en' }],
    ['?lang=tr', { 'accept-language': 'tr' }, { lang: 'en' }],
  ])('a request with %j %j %j stores lang en and mails the English template', async (query, headers, over) => {
    const created = contentOf<BookingCreated>(await post(`/v1/reservations${query}`, good(over), headers), 201);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservation_id, created.reservation_id));
    expect(row?.lang).toBe('en');
    const mail = await guestMailOf(row?.id as number);
    expect(mail?.subject).toBe(`We have received your request ${created.reservation_id}`);
    expect(mail?.text).toContain(`from ${enDay(sat)} to ${enDay(addDays(sat, 4))} has reached us. Party: 2 adults.`);
    // The payment lines the API writes itself are English too.
    expect(mail?.text).toMatch(
      new RegExp(`Reference: ${created.reservation_id}|code \\(${created.reservation_id}\\) as the transfer reference`),
    );
    // The agency's notice of the same request stays Turkish.
    const agency = (
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.reservation_id, row?.id as number))
    ).find((m) => m.to_address === 'rezervasyon@yali.example');
    expect(agency?.subject).toBe(`Yeni rezervasyon talebi: Villa Language — ${created.reservation_id}`);
  });

  it('a Turkish request stores tr and mails the Turkish template, unchanged', async () => {
    const created = contentOf<BookingCreated>(await post('/v1/reservations', good()), 201);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservation_id, created.reservation_id));
    expect(row?.lang).toBe('tr');
    const mail = await guestMailOf(row?.id as number);
    expect(mail?.subject).toBe(
      template('reservation_received_guest').subject.replaceAll('{{reservation_code}}', created.reservation_id),
    );
  });

  it('falls back to the Turkish template where English is missing: the bank-transfer mail, the boat request', async () => {
    const created = contentOf<BookingCreated>(await post('/v1/reservations?lang=en', good()), 201);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservation_id, created.reservation_id));
    const sent = contentOf<{ id: number }>(await admin('POST', '/v1/admin/sendbank', { id: row?.id }));
    const [bank] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(bank?.subject).toBe(template('bank_transfer').subject.replaceAll('{{reservation_code}}', created.reservation_id));

    const boatRequest = {
      boat_slug: boat.slug,
      checkin: addDays(today, 10),
      checkout: addDays(today, 12),
      guests: 2,
      name: 'Emma Clarke',
      email: 'emma.clarke@example.com',
      phone: '+44 20 7946 0958',
      kvkk: true,
    };
    const boatCreated = contentOf<BoatBookingCreated>(await post('/v1/boatreservations?lang=en', boatRequest), 201);
    const [b] = await t.db.select().from(boatReservations).where(eq(boatReservations.reservation_id, boatCreated.reservation_id));
    expect(b?.lang).toBe('en');
    const [boatMail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.boat_reservation_id, b?.id as number));
    expect(boatMail?.subject).toBe(
      template('boat_reservation_received_guest').subject.replaceAll('{{reservation_code}}', boatCreated.reservation_id),
    );
  });

  it('the bank-transfer mail follows the reservation language once the template has English', async () => {
    const tpl = template('bank_transfer');
    const en = {
      subject: 'Bank transfer details for {{reservation_code}}',
      body: 'Please pay the deposit to {{iban}}, {{guest_name}}.',
    };
    contentOf(await admin('PUT', `/v1/admin/mailtemplates/${tpl.id}`, { ...en, lang: 'en' }));
    const created = contentOf<BookingCreated>(await post('/v1/reservations', good({ lang: 'en' })), 201);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservation_id, created.reservation_id));
    const sent = contentOf<{ id: number }>(await admin('POST', '/v1/admin/sendbank', { id: row?.id }));
    const [bank] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(bank?.subject).toBe(`Bank transfer details for ${created.reservation_id}`);
    expect(bank?.text).toContain('Please pay the deposit to TR00 0000, Emma Clarke.');
  });
});

describe('Rezervasyonlarım in English', () => {
  it('answers the look-up, the request form and its confirmation in the guest language', async () => {
    const en = { 'accept-language': 'en' };
    const created = contentOf<BookingCreated>(await post('/v1/reservations', good({ lang: 'en' })), 201);
    const wrong = await post('/v1/reservations/mine/verify', { code: 'YLZZZZZZ', contact: 'emma.clarke@example.com' }, en);
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).message).toBe('No reservation matches these details. Check the code and the contact details.');
    const { token } = contentOf<{ token: string }>(
      await post('/v1/reservations/mine/verify', { code: created.reservation_id, contact: 'emma.clarke@example.com' }, en),
    );
    const url = `/v1/reservations/mine/${created.reservation_id}/requests`;
    const short = await post(url, { kind: 'cancel', message: 'No.' }, { ...en, ...bearer(token) });
    expect(short.statusCode).toBe(400);
    expect((errorOf(short) as { issues: unknown[] }).issues).toEqual([
      { path: 'body.message', message: 'Your message must be at least 10 characters.' },
    ]);
    const sent = await post(url, { kind: 'cancel', message: 'We cannot travel any more, sorry.' }, { ...en, ...bearer(token) });
    expect(contentOf<{ message: string }>(sent, 201).message).toBe('Your request has been sent to the agency');
  });
});
