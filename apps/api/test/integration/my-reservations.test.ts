/**
 * 'Rezervasyonlarım' for a verified guest (issue 23) through HTTP on a real
 * database: one code + contact gives a guest token (wrong code and wrong
 * contact answer alike; rate limited like the look-up); with it the guest
 * reads every villa and boat reservation of their e-mail or phone (never an
 * external blocking, never another guest's) with the ledger's amounts, sends
 * a change or cancellation request (one inbox message, one outbox mail, the
 * reservation untouched) and downloads the voucher of a confirmed one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContactMessageItem,
  GuestRequestCreated,
  GuestTokenIssued,
  MyReservations,
  ReservationPayments,
} from '@yali/contract';
import { contactMessages, mailOutbox, reservations, settings } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createBoat, createBoatReservation, createReservation, createUser, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const today = todayInIstanbul();
const NOT_FOUND = 'Bu bilgilerle eşleşen bir rezervasyon bulunamadı. Kodu ve iletişim bilgisini kontrol edin.';
let t: TestApp;
let adminToken: string;
let villa: Awaited<ReturnType<typeof createVilla>>;
let boat: Awaited<ReturnType<typeof createBoat>>;
let villaA: Awaited<ReturnType<typeof createReservation>>;
let villaPast: Awaited<ReturnType<typeof createReservation>>;
let boatA: Awaited<ReturnType<typeof createBoatReservation>>;
let villaB: Awaited<ReturnType<typeof createReservation>>;
let blocking: Awaited<ReturnType<typeof createReservation>>;

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({
    method,
    url,
    // The admin's token goes with its session cookie (`bearer`); a guest token stands alone.
    headers: token === adminToken ? bearer(token) : token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  });
const verify = (code: string, contact: string, ip?: string) =>
  inject('POST', '/v1/reservations/mine/verify', undefined, { code, contact }, ip);
const tokenFor = async (code: string, contact: string) => contentOf<GuestTokenIssued>(await verify(code, contact)).token;
const mine = async (token: string) => contentOf<MyReservations>(await inject('GET', '/v1/reservations/mine', token));
const counts = async () => ({
  messages: (await t.db.select().from(contactMessages)).length,
  mails: (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template_key, 'guest_request_agency'))).length,
});

beforeAll(async () => {
  t = await createTestApp({ config: { bookingRateLimit: 1000 } });
  const admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
  await t.db.insert(settings).values([
    { key: 'site_name', value: 'Yalı Villa' },
    { key: 'site_email', value: 'rezervasyon@yali.example' },
    { key: 'site_phone', value: '+90 242 000 00 00' },
    { key: 'site_whatsapp', value: '+90 532 000 11 22' },
  ]);
  villa = await createVilla(t.db, { name: 'Villa Deniz' });
  boat = await createBoat(t.db, { name: 'Mavi Yelken' });
  // Guest A: a confirmed villa stay booked with their e-mail, a boat day booked with their phone only, a past stay.
  villaA = await createReservation(t.db, {
    villa_id: villa.id,
    status: 'confirmed',
    started_at: addDays(today, 40),
    finished_at: addDays(today, 47),
    total_price_kurus: 7_000_000,
    guest_name: 'Ayşe Yılmaz',
    guest_email: 'Ayse@Example.com',
    guest_phone: '+905321112233',
  });
  boatA = await createBoatReservation(t.db, {
    boat_id: boat.id,
    status: 'pending',
    started_at: addDays(today, 60),
    finished_at: addDays(today, 62),
    total_price_kurus: 4_000_000,
    guest_name: 'Ayşe Yılmaz',
    guest_email: 'baska@example.com',
    guest_phone: '0532 111 22 33',
  });
  villaPast = await createReservation(t.db, {
    villa_id: villa.id,
    status: 'completed',
    started_at: addDays(today, -30),
    finished_at: addDays(today, -23),
    total_price_kurus: 5_000_000,
    guest_email: 'ayse@example.com',
    guest_phone: '',
  });
  // Guest B and an external blocking (no contact) on the same villa.
  villaB = await createReservation(t.db, {
    villa_id: villa.id,
    status: 'option',
    started_at: addDays(today, 80),
    finished_at: addDays(today, 85),
    guest_email: 'mehmet@example.com',
    guest_phone: '+905559998877',
  });
  blocking = await createReservation(t.db, {
    villa_id: villa.id,
    channel: 'external',
    status: 'confirmed',
    started_at: addDays(today, 100),
    finished_at: addDays(today, 103),
    guest_email: 'ayse@example.com',
    guest_phone: '',
  });
  const paid = await inject('POST', `/v1/admin/reservations/${villaA.id}/payments`, adminToken, {
    kind: 'kapora',
    amount_minor: 2_100_000,
    method: 'bank_transfer',
    paid_on: today,
  });
  expect(paid.statusCode).toBe(201);
});
afterAll(() => t?.close());

describe('verification', () => {
  it('gives a token for the right code with the e-mail in any case, or with the phone in any form', async () => {
    const issued = contentOf<GuestTokenIssued>(await verify(villaA.reservation_id.toLowerCase(), 'AYSE@example.com'));
    expect(issued.token.split('.')).toHaveLength(3);
    expect(Date.parse(issued.expires_at)).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await verify(boatA.reservation_id, '+90 532 111 22 33')).statusCode).toBe(200);
  });

  it('answers the same Turkish 404 to a wrong code and to a right code with a wrong contact', async () => {
    const wrongCode = await verify('YLZZZZZZ', 'ayse@example.com');
    const wrongContact = await verify(villaA.reservation_id, 'mehmet@example.com');
    const blockingCode = await verify(blocking.reservation_id, 'ayse@example.com');
    for (const res of [wrongCode, wrongContact]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: NOT_FOUND });
    }
    expect(wrongCode.body).toBe(wrongContact.body);
    // An external blocking carries the guest's e-mail here on purpose: it still proves nothing.
    expect(blockingCode.statusCode).toBe(200);
    expect((await mine(contentOf<GuestTokenIssued>(blockingCode).token)).items.map((i) => i.reservation_id)).not.toContain(
      blocking.reservation_id,
    );
  });

  it('answers bad input with a Turkish 400', async () => {
    const res = await inject('POST', '/v1/reservations/mine/verify', undefined, { code: '', contact: 'a' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/[çğıöşü]|yazın/i);
  });

  it('is rate limited like the look-up (four times the booking limit per address)', async () => {
    const t2 = await createTestApp({ config: { bookingRateLimit: 2 } });
    try {
      const send = () =>
        t2.app.inject({
          method: 'POST',
          url: '/v1/reservations/mine/verify',
          payload: { code: 'YLAAAAAA', contact: 'a@b.c' },
          remoteAddress: '10.0.0.9',
        });
      for (let i = 0; i < 8; i++) expect((await send()).statusCode).toBe(404);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited).code).toBe('RATE_LIMITED');
    } finally {
      await t2.close();
    }
  });
});

describe('the list', () => {
  it('shows every villa and boat reservation of the e-mail or the phone, newest stay first, with the ledger amounts', async () => {
    const list = await mine(await tokenFor(villaA.reservation_id, 'ayse@example.com'));
    expect(list.items.map((i) => i.reservation_id)).toEqual([
      boatA.reservation_id,
      villaA.reservation_id,
      villaPast.reservation_id,
    ]);
    const [b, v, past] = list.items;
    expect(b).toMatchObject({
      kind: 'boat',
      status: 'pending',
      unit: { name: 'Mavi Yelken' },
      length: 2,
      can_request: true,
      voucher: false,
    });
    expect(v).toMatchObject({ kind: 'villa', status: 'confirmed', unit: { name: 'Villa Deniz', slug: villa.slug }, length: 7 });
    expect(v).toMatchObject({ can_request: true, voucher: true, kapora_due_on: null });
    expect(past).toMatchObject({ status: 'completed', can_request: false, voucher: true });
    const ledger = contentOf<ReservationPayments>(
      await inject('GET', `/v1/admin/reservations/${villaA.id}/payments`, adminToken),
    );
    expect(v).toMatchObject({
      total_kurus: ledger.summary.total_kurus,
      paid_kurus: ledger.summary.paid_kurus,
      balance_due_kurus: ledger.summary.balance_due_kurus,
    });
    expect(v?.paid_kurus).toBe(2_100_000);
    expect(v?.balance_due_kurus).toBe(4_900_000);
    const boatLedger = contentOf<ReservationPayments>(
      await inject('GET', `/v1/admin/boatreservations/${boatA.id}/payments`, adminToken),
    );
    expect(b?.kapora_due_on).toBe(boatLedger.summary.kapora_due_on);
    expect(b?.balance_due_kurus).toBe(4_000_000);
    expect(v?.whatsapp_url).toBe(
      `https://wa.me/905320001122?text=${encodeURIComponent(`Merhaba, ${villaA.reservation_id} kodlu rezervasyon talebim hakkında yazıyorum.`)}`,
    );
    expect(list.agency).toEqual({ phone: '+90 242 000 00 00', email: 'rezervasyon@yali.example', whatsapp: '+90 532 000 11 22' });
  });

  it('never shows an external blocking nor another guest’s reservation', async () => {
    const codes = (await mine(await tokenFor(villaA.reservation_id, 'ayse@example.com'))).items.map((i) => i.reservation_id);
    expect(codes).not.toContain(blocking.reservation_id);
    expect(codes).not.toContain(villaB.reservation_id);
    const b = (await mine(await tokenFor(villaB.reservation_id, '0555 999 88 77'))).items.map((i) => i.reservation_id);
    expect(b).toEqual([villaB.reservation_id]);
  });

  it('refuses a missing, tampered or admin token with a Turkish 401', async () => {
    const token = await tokenFor(villaA.reservation_id, 'ayse@example.com');
    for (const bad of [undefined, `${token.slice(0, -2)}xx`, adminToken]) {
      const res = await inject('GET', '/v1/reservations/mine', bad);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toContain('Doğrulamanızın süresi doldu');
    }
    // …and a guest token opens nothing in the back office.
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/reservations', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('change and cancellation requests', () => {
  it('creates exactly one inbox message and one outbox mail, and changes nothing on the reservation', async () => {
    const token = await tokenFor(villaA.reservation_id, 'ayse@example.com');
    const before = await counts();
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, villaA.id));
    const res = await inject('POST', `/v1/reservations/mine/${villaA.reservation_id}/requests`, token, {
      kind: 'change',
      message: 'Bir gün sonra gelmek istiyoruz, mümkün mü?',
      started_at: addDays(today, 41),
      finished_at: addDays(today, 48),
    });
    const created = contentOf<GuestRequestCreated>(res, 201);
    expect(created.message).toBe('Talebiniz acenteye iletildi');
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, villaA.id));
    expect(after).toEqual(row);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template_key, 'guest_request_agency'), eq(mailOutbox.reservation_id, villaA.id)));
    expect(mail?.to_address).toBe('rezervasyon@yali.example');
    expect(mail?.subject).toContain(villaA.reservation_id);
    expect(mail?.text).toContain('Bir gün sonra gelmek istiyoruz');
    expect(mail?.text).toContain('Değişiklik talebi');
    // The back office inbox shows it with the reservation it is about.
    const inbox = contentOf<Page<ContactMessageItem>>(
      await inject('GET', '/v1/admin/contact/messages?skip=0&take=10', adminToken),
    );
    expect(inbox.items[0]?.request).toEqual({
      kind: 'change',
      reservation_kind: 'villa',
      reservation_ref: villaA.id,
      reservation_code: villaA.reservation_id,
      started_at: addDays(today, 41),
      finished_at: addDays(today, 48),
    });
    // …and the guest sees it listed under the reservation.
    const v = (await mine(token)).items.find((i) => i.reservation_id === villaA.reservation_id);
    expect(v?.requests).toEqual([created.request]);
  });

  it('sends a cancellation request for a boat reached by phone', async () => {
    const token = await tokenFor(boatA.reservation_id, '05321112233');
    const res = await inject('POST', `/v1/reservations/mine/${boatA.reservation_id}/requests`, token, {
      kind: 'cancel',
      message: 'Planlarımız değişti, iptal etmek istiyoruz.',
    });
    expect(res.statusCode).toBe(201);
    const b = (await mine(token)).items.find((i) => i.reservation_id === boatA.reservation_id);
    expect(b?.requests.map((r) => r.kind)).toEqual(['cancel']);
    expect(b?.status).toBe('pending');
  });

  it('answers bad input with a Turkish 400 and writes nothing', async () => {
    const token = await tokenFor(villaA.reservation_id, 'ayse@example.com');
    const before = await counts();
    const url = `/v1/reservations/mine/${villaA.reservation_id}/requests`;
    const cases: [object, string][] = [
      [{ kind: 'change', message: 'kısa' }, 'Mesajınız en az 10 karakter olmalı.'],
      [{ kind: 'change', message: 'x'.repeat(2001) }, 'Mesajınız en fazla 2000 karakter olabilir.'],
      [{ kind: 'move', message: 'Geçerli bir mesaj metni' }, 'Talep türü'],
      [
        { kind: 'cancel', message: 'Geçerli bir mesaj metni', started_at: addDays(today, 41), finished_at: addDays(today, 45) },
        'yalnızca değişiklik',
      ],
      [
        { kind: 'change', message: 'Geçerli bir mesaj metni', started_at: addDays(today, 45), finished_at: addDays(today, 41) },
        'sonra olmalı',
      ],
      [
        { kind: 'change', message: 'Geçerli bir mesaj metni', started_at: '2026-02-30', finished_at: addDays(today, 45) },
        'Geçersiz tarih',
      ],
    ];
    for (const [payload, text] of cases) {
      const res = await inject('POST', url, token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(text);
      expect(res.body).not.toMatch(/expected|received|invalid_/i);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses another guest’s reservation (404) and a closed one (409), writing nothing', async () => {
    const token = await tokenFor(villaA.reservation_id, 'ayse@example.com');
    const before = await counts();
    const body = { kind: 'cancel', message: 'Lütfen iptal edin, teşekkürler.' };
    const other = await inject('POST', `/v1/reservations/mine/${villaB.reservation_id}/requests`, token, body);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).message).toBe(NOT_FOUND);
    const closed = await inject('POST', `/v1/reservations/mine/${villaPast.reservation_id}/requests`, token, body);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toContain('artık talep gönderilemez');
    expect(await counts()).toEqual(before);
  });
});

describe('voucher', () => {
  it('downloads the PDF of a confirmed reservation and refuses a pending one with 409 in Turkish', async () => {
    const token = await tokenFor(villaA.reservation_id, 'ayse@example.com');
    const pdf = await inject('GET', `/v1/reservations/mine/${villaA.reservation_id}/voucher.pdf`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`voucher-${villaA.reservation_id}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pending = await inject('GET', `/v1/reservations/mine/${boatA.reservation_id}/voucher.pdf`, token);
    expect(pending.statusCode).toBe(409);
    expect(errorOf(pending).message).toBe('Voucher yalnızca onaylanmış ya da tamamlanmış rezervasyonlar için hazırlanır.');
  });

  it('gives guest B nothing of guest A', async () => {
    const tokenB = await tokenFor(villaB.reservation_id, 'mehmet@example.com');
    const res = await inject('GET', `/v1/reservations/mine/${villaA.reservation_id}/voucher.pdf`, tokenB);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(NOT_FOUND);
  });
});
