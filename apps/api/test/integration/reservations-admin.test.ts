/**
 * Back-office reservations (SPEC §7 "/reservations", "/sendconfirm",
 * "/sendbank", "/mail/outbox"; DESIGN §3 statuses): lists and filters,
 * detail with history, admin creation, edits and status moves, mails, and
 * the authorisation matrix (ADMIN, OWNER of the villa, other OWNER,
 * anonymous, expired token).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReservationDetail, AdminReservationItem, HoldConflict, MailOutboxItem, UnreadCount } from '@yali/contract';
import { mailOutbox, reservations } from '../../src/db/schema.ts';
import { loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createReservation, createUser, createVilla, createVillaDate, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import {
  expectDefaultOptionExpiry,
  expectMalformedFilters,
  expectRefusedMoves,
  expectSharedListFilters,
  requestAs,
  seedMailSettings,
} from '../helpers/reservation-admin.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let owner1: TestUser;
const tok = { admin: '', owner1: '', owner2: '', expired: '', anonymous: '' };
type Who = keyof typeof tok;
let villa1: number;
let villa2: number;
let r1: number; // pending on villa1 (owner1)
let r2: number; // pending on villa2 (owner2)
let code1: string;

const req = requestAs(() => t.app, tok);
const list = async (who: Who, query = '') =>
  contentOf<Page<AdminReservationItem>>(await req('GET', `/v1/admin/reservations${query}`, who));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN', first_name: 'Ayşe', last_name: 'Yönetici' });
  owner1 = await createUser(t.db, { role: 'OWNER' });
  const owner2 = await createUser(t.db, { role: 'OWNER' });
  villa1 = (await createVilla(t.db, { owner_id: owner1.id, name: 'Mavi Koy', capacity: 6, prepayment_percent: 30 })).id;
  villa2 = (await createVilla(t.db, { owner_id: owner2.id, name: 'Limon Bahçesi' })).id;
  const a = await createReservation(t.db, {
    villa_id: villa1,
    started_at: '2030-07-05',
    finished_at: '2030-07-12',
    total_price_kurus: 7_000_000,
    guest_name: 'Zeynep Kaya',
  });
  r1 = a.id;
  code1 = a.reservation_id;
  r2 = (await createReservation(t.db, { villa_id: villa2, started_at: '2030-07-05', finished_at: '2030-07-12' })).id;
  // A blocking is managed under /external and never listed here.
  await createReservation(t.db, {
    villa_id: villa1,
    channel: 'external',
    status: 'confirmed',
    started_at: '2030-09-01',
    finished_at: '2030-09-04',
  });
  await seedMailSettings(t.db);
  tok.admin = await loginAs(t.app, admin);
  tok.owner1 = await loginAs(t.app, owner1);
  tok.owner2 = await loginAs(t.app, owner2);
  tok.expired = await signExpiredToken(admin);
});
afterAll(() => t?.close());

describe('GET /v1/admin/reservations', () => {
  it('lists guest reservations of every villa for the ADMIN, without external blockings', async () => {
    const page = await list('admin');
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.id).sort()).toEqual([r1, r2].sort());
    const item = page.items.find((i) => i.id === r1);
    expect(item).toMatchObject({
      reservation_id: code1,
      villa: { id: villa1, name: 'Mavi Koy' },
      status: 'pending',
      channel: 'web',
      nights: 7,
      guest_name: 'Zeynep Kaya',
      total_price_kurus: 7_000_000,
    });
  });

  it('shows an OWNER only the reservations of their own villas', async () => {
    expect((await list('owner1')).items.map((i) => i.id)).toEqual([r1]);
    expect((await list('owner2')).items.map((i) => i.id)).toEqual([r2]);
    // Filtering on another owner's villa finds nothing rather than leaking it.
    expect((await list('owner1', `?villa_id=${villa2}`)).total).toBe(0);
  });

  it('refuses anonymous and expired tokens with 401', async () => {
    expect((await req('GET', '/v1/admin/reservations', 'anonymous')).statusCode).toBe(401);
    expect((await req('GET', '/v1/admin/reservations', 'expired')).statusCode).toBe(401);
  });

  it('filters by status, villa, dates (ISO strings, Istanbul days) and code', async () => {
    const v = (await createVilla(t.db)).id;
    const early = await createReservation(t.db, {
      villa_id: v,
      started_at: '2031-03-01',
      finished_at: '2031-03-05',
      status: 'cancelled',
    });
    const late = await createReservation(t.db, { villa_id: v, started_at: '2031-03-10', finished_at: '2031-03-15' });
    const ids = async (q: string) => (await list('admin', `?villa_id=${v}${q}`)).items.map((i) => i.id).sort();
    await expectSharedListFilters({ db: t.db, table: reservations, early, late, earlyEnd: '2031-03-05', ids });
  });

  it('answers 400 with a Turkish message for malformed filters', async () => {
    await expectMalformedFilters((url) => req('GET', url, 'admin'), '/v1/admin/reservations', [
      '?status=open',
      '?started_at=yarın',
      '?created_at=2026-02-30',
      '?villa_id=abc',
      '?take=500',
    ]);
  });
});

describe('GET /v1/admin/reservations/{id}', () => {
  it('lets the owner of the villa read it without marking it opened', async () => {
    const d = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${r1}`, 'owner1'));
    expect(d.villa).toMatchObject({ id: villa1, owner: { id: owner1.id } });
    expect(d.opened_at).toBeNull();
  });

  it('marks it opened the first time an ADMIN opens it: the unread badge drops', async () => {
    const before = contentOf<UnreadCount>(await req('GET', '/v1/admin/unreadcount', 'admin')).reservationCount;
    const d = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${r1}`, 'admin'));
    expect(d.opened_at).not.toBeNull();
    expect(d.events).toEqual([]);
    expect(d.mails).toEqual([]);
    const after = contentOf<UnreadCount>(await req('GET', '/v1/admin/unreadcount', 'admin')).reservationCount;
    expect(after).toBe(before - 1);
    // A second opening keeps the first time.
    const again = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${r1}`, 'admin'));
    expect(again.opened_at).toBe(d.opened_at);
  });

  it('answers 404 to another owner, 404 for unknown ids, 401 without a valid token', async () => {
    expect((await req('GET', `/v1/admin/reservations/${r1}`, 'owner2')).statusCode).toBe(404);
    expect(errorOf(await req('GET', `/v1/admin/reservations/${r1}`, 'owner2')).message).toBe('Rezervasyon bulunamadı.');
    expect((await req('GET', '/v1/admin/reservations/999999', 'admin')).statusCode).toBe(404);
    expect((await req('GET', '/v1/admin/reservations/abc', 'admin')).statusCode).toBe(400);
    expect((await req('GET', `/v1/admin/reservations/${r1}`, 'anonymous')).statusCode).toBe(401);
    expect((await req('GET', `/v1/admin/reservations/${r1}`, 'expired')).statusCode).toBe(401);
  });
});

describe('POST /v1/admin/reservations', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    villa_id: villa1,
    started_at: '2030-08-01',
    finished_at: '2030-08-08',
    adults: 2,
    children: 1,
    guest_name: 'Ali Demir',
    guest_email: 'ali.demir@example.com',
    guest_phone: '+90 532 111 22 33',
    total_price_kurus: 5_600_000,
    status: 'option',
    note: 'Havaalanı transferi',
    ...over,
  });

  it('creates an admin-channel option held for 24 h by default, with history and the option mail', async () => {
    const res = await req('POST', '/v1/admin/reservations', 'admin', body());
    const { id } = contentOf<{ id: number }>(res, 201);
    const d = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${id}`, 'admin'));
    expect(d).toMatchObject({
      status: 'option',
      channel: 'admin',
      guest_name: 'Ali Demir',
      total_price_kurus: 5_600_000,
      nights: 7,
    });
    expect(d.reservation_id).toMatch(/^YL[A-Z2-9]{6}$/);
    expectDefaultOptionExpiry(d.option_expires_at);
    expect(d.created_by?.id).toBe(admin.id);
    expect(d.events).toHaveLength(1);
    expect(d.events[0]).toMatchObject({ from_status: null, to_status: 'option', actor: { id: admin.id, name: 'Ayşe Yönetici' } });
    expect(d.mails).toHaveLength(1);
    expect(d.mails[0]).toMatchObject({ template_key: 'option_given', to: 'ali.demir@example.com', status: 'pending' });
    expect(d.mails[0]?.subject).toContain(d.reservation_id);
    expect(d.mails[0]?.text).toContain('Mavi Koy');
    // Prepayment: 30 % of 56.000 TL.
    expect(d.mails[0]?.text).toContain('16.800');
  });

  it('takes an explicit option expiry and refuses one in the past (422)', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const { id } = contentOf<{ id: number }>(
      await req(
        'POST',
        '/v1/admin/reservations',
        'admin',
        body({ started_at: '2030-10-01', finished_at: '2030-10-04', option_expires_at: at }),
      ),
      201,
    );
    const d = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${id}`, 'admin'));
    expect(Date.parse(d.option_expires_at ?? '')).toBe(Date.parse(at));
    const past = await req(
      'POST',
      '/v1/admin/reservations',
      'admin',
      body({ started_at: '2030-10-10', finished_at: '2030-10-14', option_expires_at: '2020-01-01T00:00:00Z' }),
    );
    expect(past.statusCode).toBe(422);
  });

  it('answers 409 naming the reservation that holds the dates, and writes nothing', async () => {
    const before = (await list('admin', `?villa_id=${villa1}`)).total;
    const res = await req(
      'POST',
      '/v1/admin/reservations',
      'admin',
      body({ started_at: '2030-08-05', finished_at: '2030-08-10', status: 'confirmed' }),
    );
    expect(res.statusCode).toBe(409);
    const err = errorOf(res) as ReturnType<typeof errorOf> & { conflict?: HoldConflict };
    expect(err.code).toBe('CONFLICT');
    expect(err.conflict).toMatchObject({
      source: 'reservation',
      status: 'option',
      started_at: '2030-08-01',
      finished_at: '2030-08-08',
    });
    expect(err.message).toContain(err.conflict?.reservation_id ?? '???');
    expect((await list('admin', `?villa_id=${villa1}`)).total).toBe(before);
    // A pending request holds nothing: it may overlap.
    expect(
      (
        await req(
          'POST',
          '/v1/admin/reservations',
          'admin',
          body({ started_at: '2030-08-05', finished_at: '2030-08-10', status: 'pending' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('names a closed date range as the conflict', async () => {
    await createVillaDate(t.db, { villa_id: villa1, started_at: '2030-11-01', finished_at: '2030-11-05', note: 'Bakım' });
    const res = await req(
      'POST',
      '/v1/admin/reservations',
      'admin',
      body({ started_at: '2030-11-03', finished_at: '2030-11-06', status: 'confirmed' }),
    );
    expect(res.statusCode).toBe(409);
    const err = errorOf(res) as ReturnType<typeof errorOf> & { conflict?: HoldConflict };
    expect(err.conflict).toMatchObject({ source: 'date', label: 'Bakım', started_at: '2030-11-01', finished_at: '2030-11-05' });
    expect(err.message).toContain('kapalı tarih');
  });

  it('refuses bad input with Turkish messages: 400, 404 unknown villa, 422 over capacity', async () => {
    for (const bad of [
      body({ finished_at: '2030-08-01' }),
      body({ finished_at: '2030-07-30' }),
      body({ started_at: '2030-02-30' }),
      body({ adults: 0 }),
      body({ guest_name: 'x'.repeat(500) }),
      body({ guest_email: 'not-an-email' }),
      body({ status: 'completed' }),
      body({ total_price_kurus: -5 }),
    ]) {
      const res = await req('POST', '/v1/admin/reservations', 'admin', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).issues?.[0]?.message).toMatch(/[a-zçğıöşü]/i);
    }
    expect((await req('POST', '/v1/admin/reservations', 'admin', body({ villa_id: 999_999 }))).statusCode).toBe(404);
    const over = await req(
      'POST',
      '/v1/admin/reservations',
      'admin',
      body({ adults: 6, children: 2, started_at: '2030-12-01', finished_at: '2030-12-03' }),
    );
    expect(over.statusCode).toBe(422);
    expect(errorOf(over).message).toContain('kapasite');
  });

  it('is for the ADMIN only: owners 403, anonymous and expired 401', async () => {
    const b = body({ started_at: '2031-06-01', finished_at: '2031-06-05' });
    expect((await req('POST', '/v1/admin/reservations', 'owner1', b)).statusCode).toBe(403);
    expect((await req('POST', '/v1/admin/reservations', 'owner2', b)).statusCode).toBe(403);
    expect((await req('POST', '/v1/admin/reservations', 'anonymous', b)).statusCode).toBe(401);
    expect((await req('POST', '/v1/admin/reservations', 'expired', b)).statusCode).toBe(401);
  });
});

describe('PUT /v1/admin/reservations/{id}: status moves and edits', () => {
  const detail = async (id: number) =>
    contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${id}`, 'admin'));
  const put = (id: number, payload: unknown, who: Who = 'admin') => req('PUT', `/v1/admin/reservations/${id}`, who, payload);

  it('walks pending → option → confirmed → completed, recording who and when', async () => {
    const v = (await createVilla(t.db)).id;
    const r = await createReservation(t.db, { villa_id: v, guest_email: 'misafir@example.com' });
    expect((await put(r.id, { status: 'option' })).statusCode).toBe(200);
    let d = await detail(r.id);
    expect(d.status).toBe('option');
    expect(d.option_expires_at).not.toBeNull();
    expect(d.mails.map((m) => m.template_key)).toEqual(['option_given']);

    expect((await put(r.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await put(r.id, { status: 'completed' })).statusCode).toBe(200);
    d = await detail(r.id);
    expect(d.status).toBe('completed');
    expect(d.events.map((e) => [e.from_status, e.to_status])).toEqual([
      ['pending', 'option'],
      ['option', 'confirmed'],
      ['confirmed', 'completed'],
    ]);
    expect(d.events.every((e) => e.actor?.id === admin.id && e.created_at)).toBe(true);
  });

  it('allows pending → confirmed and any open status → cancelled, queuing the cancellation mail', async () => {
    const v = (await createVilla(t.db)).id;
    const a = await createReservation(t.db, { villa_id: v });
    expect((await put(a.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await put(a.id, { status: 'cancelled' })).statusCode).toBe(200);
    const d = await detail(a.id);
    expect(d.status).toBe('cancelled');
    expect(d.mails.map((m) => m.template_key)).toEqual(['reservation_cancelled']);
    // Cancelling freed the nights.
    const b = await createReservation(t.db, { villa_id: v, started_at: a.started_at, finished_at: a.finished_at });
    expect((await put(b.id, { status: 'confirmed' })).statusCode).toBe(200);
  });

  it('refuses illegal moves with 409 in Turkish and changes nothing', async () => {
    const v = (await createVilla(t.db)).id;
    const done = await createReservation(t.db, { villa_id: v, status: 'completed' });
    const gone = await createReservation(t.db, { villa_id: v, status: 'cancelled' });
    const opt = await createReservation(t.db, {
      villa_id: v,
      status: 'option',
      option_expires_at: new Date(Date.now() + 3600_000),
    });
    const pend = await createReservation(t.db, { villa_id: v });
    await expectRefusedMoves(put, [
      [done.id, 'pending'],
      [done.id, 'cancelled'],
      [gone.id, 'confirmed'],
      [gone.id, 'option'],
      [opt.id, 'pending'],
      [pend.id, 'completed'],
    ] as const);
    expect((await detail(done.id)).events).toEqual([]);
    // Dates of a closed reservation cannot move either.
    expect((await put(gone.id, { started_at: '2035-01-01', finished_at: '2035-01-05' })).statusCode).toBe(409);
  });

  it('edits dates, guests, price and notes, with one history row naming the fields', async () => {
    const v = (await createVilla(t.db, { capacity: 4 })).id;
    const r = await createReservation(t.db, {
      villa_id: v,
      status: 'confirmed',
      started_at: '2032-05-01',
      finished_at: '2032-05-08',
    });
    const res = await put(r.id, { started_at: '2032-05-02', adults: 3, total_price_kurus: 900_000, admin_note: 'Geç giriş' });
    expect(res.statusCode).toBe(200);
    const d = await detail(r.id);
    expect(d).toMatchObject({
      started_at: '2032-05-02',
      finished_at: '2032-05-08',
      adults: 3,
      total_price_kurus: 900_000,
      admin_note: 'Geç giriş',
      nights: 6,
    });
    expect(d.events).toHaveLength(1);
    expect(d.events[0]).toMatchObject({ from_status: 'confirmed', to_status: 'confirmed' });
    expect(d.events[0]?.note).toContain('giriş tarihi');
    expect(d.events[0]?.note).toContain('tutar');
    // Over capacity, or check-out before check-in.
    expect((await put(r.id, { adults: 4, children: 1 })).statusCode).toBe(422);
    expect((await put(r.id, { finished_at: '2032-05-01' })).statusCode).toBe(422);
    expect((await put(r.id, { started_at: '2032-05-09', finished_at: '2032-05-03' })).statusCode).toBe(400);
  });

  it('answers 409 naming the other record when new dates overlap it', async () => {
    const v = (await createVilla(t.db)).id;
    const held = await createReservation(t.db, {
      villa_id: v,
      status: 'confirmed',
      started_at: '2033-07-01',
      finished_at: '2033-07-08',
    });
    const r = await createReservation(t.db, {
      villa_id: v,
      status: 'confirmed',
      started_at: '2033-07-10',
      finished_at: '2033-07-15',
    });
    const res = await put(r.id, { started_at: '2033-07-06' });
    expect(res.statusCode).toBe(409);
    const err = errorOf(res) as ReturnType<typeof errorOf> & { conflict?: HoldConflict };
    expect(err.conflict).toMatchObject({ source: 'reservation', id: held.id, reservation_id: held.reservation_id });
    expect((await detail(r.id)).started_at).toBe('2033-07-10');
    // Confirming a pending request over a held stay: same answer.
    const p = await createReservation(t.db, { villa_id: v, started_at: '2033-07-03', finished_at: '2033-07-05' });
    const res2 = await put(p.id, { status: 'confirmed' });
    expect(res2.statusCode).toBe(409);
    expect((errorOf(res2) as { conflict?: HoldConflict }).conflict?.id).toBe(held.id);
  });

  it('is for the ADMIN only; unknown ids 404', async () => {
    expect((await put(r1, { status: 'option' }, 'owner1')).statusCode).toBe(403);
    expect((await put(r1, { status: 'option' }, 'owner2')).statusCode).toBe(403);
    expect((await put(r1, { status: 'option' }, 'anonymous')).statusCode).toBe(401);
    expect((await put(r1, { status: 'option' }, 'expired')).statusCode).toBe(401);
    expect((await put(999_999, { status: 'option' })).statusCode).toBe(404);
    expect((await put(r1, { status: 'bogus' })).statusCode).toBe(400);
  });
});

describe('POST /v1/admin/sendconfirm and /sendbank, GET /v1/admin/mail/outbox', () => {
  it('sends the bank details and, once confirmed, the confirmation; stamps both', async () => {
    const v = (await createVilla(t.db, { name: 'Zeytin Evi', damage_deposit_kurus: 1_000_000 })).id;
    const r = await createReservation(t.db, { villa_id: v, guest_email: 'guest@example.com', total_price_kurus: 4_000_000 });

    const early = await req('POST', '/v1/admin/sendconfirm', 'admin', { id: r.id });
    expect(early.statusCode).toBe(409);

    const bank = contentOf<{ id: number }>(await req('POST', '/v1/admin/sendbank', 'admin', { id: r.id }));
    const [bankRow] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, bank.id));
    expect(bankRow).toMatchObject({ template_key: 'bank_transfer', to_address: 'guest@example.com', reservation_id: r.id });
    expect(bankRow?.text).toContain('TR12 0001 0000 0000 0000 0000 01');
    expect(bankRow?.text).toContain('Ziraat Bankası');
    expect(bankRow?.text).toContain('Yalı Turizm Ltd.');

    expect((await req('PUT', `/v1/admin/reservations/${r.id}`, 'admin', { status: 'confirmed' })).statusCode).toBe(200);
    const conf = contentOf<{ id: number }>(await req('POST', '/v1/admin/sendconfirm', 'admin', { id: r.id }));
    const d = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${r.id}`, 'admin'));
    expect(d.bank_sent_at).not.toBeNull();
    expect(d.confirm_sent_at).not.toBeNull();
    expect(d.mails.map((m) => m.id)).toEqual([conf.id, bank.id]);
    expect(d.mails[0]?.text).toContain('Zeytin Evi');
    expect(d.mails[0]?.text).toContain('10.000'); // damage deposit
    expect(d.events.map((e) => e.note)).toEqual(['Banka bilgileri gönderildi.', '', 'Onay e-postası gönderildi.']);

    const outbox = contentOf<Page<MailOutboxItem>>(await req('GET', `/v1/admin/mail/outbox?reservation_id=${r.id}`, 'admin'));
    expect(outbox.items.map((m) => m.id)).toEqual([conf.id, bank.id]);
    expect(outbox.items[0]).toMatchObject({
      reservation: { id: r.id, reservation_id: r.reservation_id, kind: 'villa', name: 'Zeytin Evi' },
      status: 'pending',
    });
    const byCode = contentOf<Page<MailOutboxItem>>(
      await req('GET', `/v1/admin/mail/outbox?reservation_id=${r.reservation_id.toLowerCase()}`, 'admin'),
    );
    expect(byCode.total).toBe(2);
    const all = contentOf<Page<MailOutboxItem>>(await req('GET', '/v1/admin/mail/outbox?take=2', 'admin'));
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
  });

  it('answers 422 without a guest address, 404 for unknown or external records', async () => {
    const v = (await createVilla(t.db)).id;
    const r = await createReservation(t.db, { villa_id: v, guest_email: '' });
    expect((await req('POST', '/v1/admin/sendbank', 'admin', { id: r.id })).statusCode).toBe(422);
    expect((await req('POST', '/v1/admin/sendbank', 'admin', { id: 999_999 })).statusCode).toBe(404);
    const ext = await createReservation(t.db, { villa_id: v, channel: 'external', status: 'confirmed' });
    expect((await req('POST', '/v1/admin/sendbank', 'admin', { id: ext.id })).statusCode).toBe(404);
    expect((await req('POST', '/v1/admin/sendbank', 'admin', {})).statusCode).toBe(400);
  });

  it('is for the ADMIN only', async () => {
    for (const path of ['/v1/admin/sendconfirm', '/v1/admin/sendbank']) {
      expect((await req('POST', path, 'owner1', { id: r1 })).statusCode).toBe(403);
      expect((await req('POST', path, 'owner2', { id: r1 })).statusCode).toBe(403);
      expect((await req('POST', path, 'anonymous', { id: r1 })).statusCode).toBe(401);
      expect((await req('POST', path, 'expired', { id: r1 })).statusCode).toBe(401);
    }
    expect((await req('GET', '/v1/admin/mail/outbox', 'owner1')).statusCode).toBe(403);
    expect((await req('GET', '/v1/admin/mail/outbox', 'anonymous')).statusCode).toBe(401);
    expect((await req('GET', '/v1/admin/mail/outbox', 'expired')).statusCode).toBe(401);
  });
});
