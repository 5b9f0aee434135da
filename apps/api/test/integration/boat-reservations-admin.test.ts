/**
 * Back-office boat reservations (SPEC §7 "/boatreservations"; issue 7):
 * list with filters and paging, detail with history and mails (opening marks
 * a request read and drops the badge), status moves with actor and time,
 * edits, the 409 naming the reservation that holds the days, the
 * confirmation and bank mails in boat words (boat templates of migration
 * 0008: no villa, nights or deposit), the outbox naming the boat
 * reservation, and the authorisation matrix (ADMIN only: OWNER 403,
 * anonymous and expired token 401).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBoatReservationDetail, AdminBoatReservationItem, MailOutboxItem } from '@yali/contract';
import { boatReservations } from '../../src/db/schema.ts';
import { requestAs, signInAll } from '../helpers/auth.ts';
import { createBoat, createBoatReservation, createMarina, createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { AdminReservationKit, BOAT_ADMIN, expectDefaultOptionExpiry, seedMailSettings } from '../helpers/reservation-admin.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
const tok = { admin: '', owner: '', expired: '', anonymous: '' };
type Who = keyof typeof tok;
let boat1: number;
let boat2: number;
let r1: Awaited<ReturnType<typeof createBoatReservation>>;
let r2: Awaited<ReturnType<typeof createBoatReservation>>;

const req = requestAs(() => t.app, tok);
const list = async (query = '') =>
  contentOf<Page<AdminBoatReservationItem>>(await req('GET', `/v1/admin/boatreservations${query}`, 'admin'));
const detail = async (id: number) =>
  contentOf<AdminBoatReservationDetail>(await req('GET', `/v1/admin/boatreservations/${id}`, 'admin'));
const put = (id: number, payload: object, who: Who = 'admin') => req('PUT', `/v1/admin/boatreservations/${id}`, who, payload);
const kit = new AdminReservationKit(BOAT_ADMIN, { db: () => t.db, adminId: () => admin.id, req });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN', first_name: 'Ayşe', last_name: 'Yönetici' });
  const owner = await createUser(t.db, { role: 'OWNER' });
  boat1 = (await createBoat(t.db, { name: 'Rüzgar Gülü', capacity: 6, prepayment_percent: 30 })).id;
  boat2 = (await createBoat(t.db, { name: 'Poyraz' })).id;
  r1 = await createBoatReservation(t.db, {
    boat_id: boat1,
    started_at: '2030-07-05',
    finished_at: '2030-07-08',
    guests: 4,
    total_price_kurus: 4_500_000,
    guest_name: 'Zeynep Kaya',
    guest_email: 'zeynep@example.com',
  });
  r2 = await createBoatReservation(t.db, { boat_id: boat2, started_at: '2030-07-05', finished_at: '2030-07-06' });
  await seedMailSettings(t.db);
  await signInAll(t.app, tok, { admin, owner }, admin);
});
afterAll(() => t?.close());

describe('authorisation: ADMIN only', () => {
  it('answers 403 to an OWNER (owners have villas only) and 401 without a valid token, on every call', async () => {
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/v1/admin/boatreservations'],
      ['GET', `/v1/admin/boatreservations/${r1.id}`],
      ['PUT', `/v1/admin/boatreservations/${r1.id}`, { status: 'cancelled' }],
      ['POST', `/v1/admin/boatreservations/${r1.id}/sendconfirm`],
      ['POST', `/v1/admin/boatreservations/${r1.id}/sendbank`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await req(method, url, 'owner', payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await req(method, url, 'anonymous', payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await req(method, url, 'expired', payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing happened to the reservation, and an owner's read did not mark it opened.
    const [row] = await t.db.select().from(boatReservations).where(eq(boatReservations.id, r1.id));
    expect(row).toMatchObject({ status: 'pending', opened_at: null });
  });
});

describe('GET /v1/admin/boatreservations', () => {
  it('lists every boat reservation, newest first, with the boat and the rental days', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id)).toEqual([r2.id, r1.id]);
    expect(page.items.find((i) => i.id === r1.id)).toMatchObject({
      reservation_id: r1.reservation_id,
      boat: { id: boat1, name: 'Rüzgar Gülü' },
      status: 'pending',
      channel: 'web',
      started_at: '2030-07-05',
      finished_at: '2030-07-08',
      days: 3,
      guests: 4,
      guest_name: 'Zeynep Kaya',
      total_price_kurus: 4_500_000,
      opened_at: null,
    });
  });

  it('filters by status, boat, dates (ISO strings, Istanbul days) and code; pages by 20', async () => {
    await kit.expectListFilters();

    // 23 reservations of one boat: 20, then 3.
    const many = (await createBoat(t.db)).id;
    for (let i = 0; i < 23; i++) await createBoatReservation(t.db, { boat_id: many });
    const first = await list(`?boat_id=${many}`);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(23);
    const second = await list(`?boat_id=${many}&skip=20&take=20`);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(23);
  });

  it('answers 400 with a Turkish message for malformed filters', () => kit.expectMalformedFilters());
});

describe('GET /v1/admin/boatreservations/{id}', () => {
  it('marks a new request opened the first time: the unread badge drops', async () => {
    const d = (await kit.expectOpenedOnce(r1.id)) as AdminBoatReservationDetail;
    expect(d.boat).toMatchObject({ id: boat1, name: 'Rüzgar Gülü', capacity: 6, prepayment_percent: 30 });
  });

  it('answers 404 in Turkish for unknown ids and 400 for bad ones', () => kit.expectUnknownIds());
});

describe('PUT /v1/admin/boatreservations/{id}', () => {
  it('walks pending → option → confirmed → completed, recording who and when, with the option mail', async () => {
    const b = (await createBoat(t.db, { name: 'Lodos' })).id;
    const r = await createBoatReservation(t.db, {
      boat_id: b,
      guest_email: 'misafir@example.com',
      total_price_kurus: 1_000_000,
      started_at: '2030-09-01',
      finished_at: '2030-09-04',
    });
    const at = new Date(Date.now() + 48 * 3600_000).toISOString();
    const { optioned: d, completed } = await kit.walkLifeCycle(r.id, { option_expires_at: at });
    expect(Date.parse(d.option_expires_at ?? '')).toBe(Date.parse(at));
    expect(d.mails[0]?.subject).toBe(`Tekne kiralamanız opsiyonlandı — ${r.reservation_id}`);
    expect(d.mails[0]?.text).toContain('Lodos teknesi 1 Eylül 2030 – 3 Eylül 2030 (3 gün) için');
    expect(d.mails[0]?.text).toContain('Kapora: ₺3.000'); // 30 % kapora of 10.000 TL
    expect(d.mails[0]?.text).not.toMatch(/Villa|gece|\{\{/);
    expect(d.mails[0]?.reservation).toEqual({ id: r.id, reservation_id: r.reservation_id, kind: 'boat', name: 'Lodos' });
    expect(completed.events.every((e) => e.actor?.name === 'Ayşe Yönetici')).toBe(true);
    expect(completed.events[0]?.note).toContain('Opsiyon bitişi');
  });

  it('gives a 24 h option by default and refuses an expiry in the past (422)', async () => {
    const r = await createBoatReservation(t.db, { boat_id: boat2 });
    expect((await put(r.id, { status: 'option', option_expires_at: '2020-01-01T00:00:00Z' })).statusCode).toBe(422);
    expect((await put(r.id, { status: 'option' })).statusCode).toBe(200);
    expectDefaultOptionExpiry((await detail(r.id)).option_expires_at);
  });

  it('cancels any open reservation with the cancellation mail, freeing the days', async () => {
    const { a, d } = await kit.expectCancelFreesDates();
    const [cancelled] = d.mails;
    expect(cancelled?.subject).toBe(`Tekne kiralamanız iptal edildi — ${a.reservation_id}`);
    expect(cancelled?.text).toContain('teknesi için 10 Eylül 2030 – 11 Eylül 2030 tarihli kiralamanız iptal edilmiştir.');
  });

  it('refuses illegal moves with 409 in Turkish and changes nothing', () => kit.expectIllegalMovesRefused());

  it('edits days, guests, guest data, price and notes with one history row naming the fields', async () => {
    const { over } = await kit.expectEditWithHistory();
    expect(errorOf(over).message).toBe('Kişi sayısı teknenin kapasitesini aşıyor (en fazla 5 kişi).');
  });

  it('answers 409 naming the reservation that holds the days, and writes nothing', async () => {
    const { held, errors } = await kit.expectHoldConflicts();
    for (const err of errors) {
      expect(err.message).toBe(
        `Bu günler ${held.reservation_id} kodlu tekne rezervasyonuyla çakışıyor (1 Temmuz 2033 – 3 Temmuz 2033).`,
      );
    }
  });
});

describe('mails: POST /v1/admin/boatreservations/{id}/sendconfirm and /sendbank', () => {
  it('queues the bank details with the IBAN and the confirmation once confirmed, stamping both', async () => {
    const marina = await createMarina(t.db, { name: 'Setur Kaş Marina', location: 'Antalya, Kaş' });
    const b = (
      await createBoat(t.db, { name: 'Meltem', departure_time: '09:30', return_time: '18:30', marina_id: marina.marina_id })
    ).id;
    const r = await createBoatReservation(t.db, {
      boat_id: b,
      guest_email: 'konuk@example.com',
      total_price_kurus: 2_000_000,
      started_at: '2034-08-01',
      finished_at: '2034-08-02',
    });
    const { bankRow, d } = await kit.expectMailsSentAndStamped(r, 'Meltem', 'konuk@example.com');
    expect(bankRow?.subject).toBe(`Kapora ödeme bilgileri — ${r.reservation_id}`);
    expect(bankRow?.text).toContain('IBAN: TR12 0001 0000 0000 0000 0000 01');
    expect(bankRow?.text).toContain('Meltem tekne kiralamanız (1 Ağustos 2034, 1 gün) için kapora tutarı: ₺6.000');
    expect(bankRow?.text).toContain('Toplam tutar: ₺20.000');

    const confirm = d.mails.find((m) => m.template_key === 'boat_reservation_confirmed');
    expect(confirm?.subject).toBe(`Tekne kiralamanız onaylandı — ${r.reservation_id}`);
    // A one-day trip reads as one day, with the boat's marina, departure and return times.
    expect(confirm?.text).toContain('Meltem tekne kiralamanız onaylanmıştır.');
    expect(confirm?.text).toContain('Marina: Setur Kaş Marina (Antalya, Kaş)');
    expect(confirm?.text).toContain('İlk gün: 1 Ağustos 2034 (kalkış 09:30)');
    expect(confirm?.text).toContain('Son gün: 1 Ağustos 2034 (dönüş 18:30)');
    expect(confirm?.text).toContain('Süre: 1 gün');
    expect(confirm?.text).toContain('Kişi: 4 kişi');
    for (const m of d.mails)
      expect(m.subject + m.text, m.template_key).not.toMatch(/Villa|villa|gece|yetişkin|çocuk|depozito|Giriş|Çıkış|\{\{/);

    const all = contentOf<Page<MailOutboxItem>>(await req('GET', '/v1/admin/mail/outbox?take=100', 'admin'));
    expect(all.items.filter((m) => m.reservation?.kind === 'boat').length).toBeGreaterThanOrEqual(4);
    expect(all.items.every((m) => m.reservation !== null)).toBe(true);
  });

  it('refuses without a guest address (422), for a closed reservation (409) and unknown ids (404)', () =>
    kit.expectMailRefusals());
});
