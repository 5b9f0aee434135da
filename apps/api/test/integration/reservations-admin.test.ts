/**
 * Back-office reservations (SPEC §7 "/reservations", "/sendconfirm",
 * "/sendbank", "/mail/outbox"; DESIGN §3 statuses): lists and filters,
 * detail with history, admin creation, edits and status moves, mails, and
 * the authorisation matrix (ADMIN, OWNER of the villa, other OWNER,
 * anonymous, expired token).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReservationDetail, AdminReservationItem, HoldConflict, MailOutboxItem } from '@yali/contract';
import { requestAs, signInAll } from '../helpers/auth.ts';
import { createReservation, createUser, createVilla, createVillaDate, type TestUser } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { AdminReservationKit, expectDefaultOptionExpiry, seedMailSettings, VILLA_ADMIN } from '../helpers/reservation-admin.ts';
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
const kit = new AdminReservationKit(VILLA_ADMIN, { db: () => t.db, adminId: () => admin.id, req });

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
  await signInAll(t.app, tok, { admin, owner1, owner2 }, admin);
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

  it('filters by status, villa, dates (ISO strings, Istanbul days) and code', () => kit.expectListFilters());

  it('answers 400 with a Turkish message for malformed filters', () => kit.expectMalformedFilters());
});

describe('GET /v1/admin/reservations/{id}', () => {
  it('lets the owner of the villa read it without marking it opened', async () => {
    const d = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${r1}`, 'owner1'));
    expect(d.villa).toMatchObject({ id: villa1, owner: { id: owner1.id } });
    expect(d.opened_at).toBeNull();
  });

  it('marks it opened the first time an ADMIN opens it: the unread badge drops', () => kit.expectOpenedOnce(r1));

  it('answers 404 to another owner, 404 for unknown ids, 401 without a valid token', async () => {
    expect((await req('GET', `/v1/admin/reservations/${r1}`, 'owner2')).statusCode).toBe(404);
    expect(errorOf(await req('GET', `/v1/admin/reservations/${r1}`, 'owner2')).message).toBe('Rezervasyon bulunamadı.');
    await kit.expectUnknownIds();
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
  /** `POST /v1/admin/reservations` as the ADMIN with `body(over)`. */
  const create = (over: Record<string, unknown> = {}) => req('POST', '/v1/admin/reservations', 'admin', body(over));

  it('creates an admin-channel option held for 24 h by default, with history and the option mail', async () => {
    const res = await create();
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
      await create({ started_at: '2030-10-01', finished_at: '2030-10-04', option_expires_at: at }),
      201,
    );
    const d = contentOf<AdminReservationDetail>(await req('GET', `/v1/admin/reservations/${id}`, 'admin'));
    expect(Date.parse(d.option_expires_at ?? '')).toBe(Date.parse(at));
    const past = await create({ started_at: '2030-10-10', finished_at: '2030-10-14', option_expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
  });

  it('answers 409 naming the reservation that holds the dates, and writes nothing', async () => {
    const before = (await list('admin', `?villa_id=${villa1}`)).total;
    const res = await create({ started_at: '2030-08-05', finished_at: '2030-08-10', status: 'confirmed' });
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
    expect((await create({ started_at: '2030-08-05', finished_at: '2030-08-10', status: 'pending' })).statusCode).toBe(201);
  });

  it('names a closed date range as the conflict', async () => {
    await createVillaDate(t.db, { villa_id: villa1, started_at: '2030-11-01', finished_at: '2030-11-05', note: 'Bakım' });
    const res = await create({ started_at: '2030-11-03', finished_at: '2030-11-06', status: 'confirmed' });
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
    expect((await create({ villa_id: 999_999 })).statusCode).toBe(404);
    const over = await create({ adults: 6, children: 2, started_at: '2030-12-01', finished_at: '2030-12-03' });
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
  const put = (id: number, payload: unknown, who: Who = 'admin') => req('PUT', `/v1/admin/reservations/${id}`, who, payload);

  it('walks pending → option → confirmed → completed, recording who and when', async () => {
    const r = await createReservation(t.db, { villa_id: (await createVilla(t.db)).id, guest_email: 'misafir@example.com' });
    await kit.walkLifeCycle(r.id);
  });

  it('allows pending → confirmed and any open status → cancelled, queuing the cancellation mail', () =>
    kit.expectCancelFreesDates());

  it('refuses illegal moves with 409 in Turkish and changes nothing', () => kit.expectIllegalMovesRefused());

  it('edits dates, guests, price and notes, with one history row naming the fields', async () => {
    const { r, over } = await kit.expectEditWithHistory();
    expect(errorOf(over).message).toContain('kapasite');
    // Adults and children count together: 4 + 2 is over the 5 places.
    expect((await put(r.id, { adults: 4, children: 2 })).statusCode).toBe(422);
  });

  it('answers 409 naming the other record when new dates overlap it', async () => {
    const { errors } = await kit.expectHoldConflicts();
    for (const err of errors) expect(err.conflict?.source).toBe('reservation');
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
    const { d } = await kit.expectMailsSentAndStamped(r, 'Zeytin Evi', 'guest@example.com');
    expect(d.mails[0]?.text).toContain('Zeytin Evi');
    expect(d.mails[0]?.text).toContain('10.000'); // damage deposit
    const all = contentOf<Page<MailOutboxItem>>(await req('GET', '/v1/admin/mail/outbox?take=2', 'admin'));
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
  });

  it('refuses without a guest address (422), for a closed reservation (409) and unknown ids (404)', () =>
    kit.expectMailRefusals());

  it('answers 404 for external records and 400 without an id', async () => {
    const v = (await createVilla(t.db)).id;
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
