/**
 * Manual blockings (SPEC §7 "/external"; DESIGN §3): reservations with
 * channel 'external', active ('confirmed') or 'cancelled'. ADMIN on every
 * villa, an OWNER on their own only; overlaps answer 409 naming the record.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalItem, HoldConflict } from '@yali/contract';
import { requestAs, signInAll } from '../helpers/auth.ts';
import { createReservation, createStay, createUser, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tok = { admin: '', owner1: '', owner2: '', expired: '', anonymous: '' };
type Who = keyof typeof tok;
let villa1: number;
let villa2: number;

const req = requestAs(() => t.app, tok);
const create = (who: Who, body: Record<string, unknown>) => req('POST', '/v1/admin/external', who, body);
/** `create` that must succeed: answers the new blocking. */
const created = async (who: Who, body: Record<string, unknown>) => contentOf<ExternalItem>(await create(who, body), 201);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const owner1 = await createUser(t.db, { role: 'OWNER' });
  const owner2 = await createUser(t.db, { role: 'OWNER' });
  villa1 = (await createVilla(t.db, { owner_id: owner1.id, name: 'Çam Evi' })).id;
  villa2 = (await createVilla(t.db, { owner_id: owner2.id })).id;
  await signInAll(t.app, tok, { admin, owner1, owner2 }, owner1);
});
afterAll(() => t?.close());

describe('external blockings', () => {
  it('lets an OWNER block, edit, cancel and delete dates of their own villa', async () => {
    const b = await created('owner1', {
      villa_id: villa1,
      started_at: '2030-05-01',
      finished_at: '2030-05-06',
      label: 'Airbnb',
      note: 'HMX123',
    });
    expect(b).toMatchObject({
      villa: { id: villa1, name: 'Çam Evi' },
      status: 'confirmed',
      label: 'Airbnb',
      note: 'HMX123',
      nights: 5,
    });
    expect(b.reservation_id).toMatch(/^YL/);

    // The blocking holds the nights against guest bookings…
    const guest = await createReservation(t.db, { villa_id: villa1, started_at: '2030-05-03', finished_at: '2030-05-05' });
    const confirm = await req('PUT', `/v1/admin/reservations/${guest.id}`, 'admin', { status: 'confirmed' });
    expect(confirm.statusCode).toBe(409);
    expect((errorOf(confirm) as { conflict?: HoldConflict }).conflict).toMatchObject({ id: b.id, channel: 'external' });
    expect(errorOf(confirm).message).toContain('harici blokaj');

    const edited = contentOf<ExternalItem>(
      await req('PUT', `/v1/admin/external/${b.id}`, 'owner1', { finished_at: '2030-05-08', label: 'Booking.com' }),
    );
    expect(edited).toMatchObject({ finished_at: '2030-05-08', label: 'Booking.com', nights: 7 });

    const cancelled = contentOf<ExternalItem>(await req('PUT', `/v1/admin/external/${b.id}`, 'owner1', { status: 'cancelled' }));
    expect(cancelled.status).toBe('cancelled');
    // …and frees them once cancelled.
    expect((await req('PUT', `/v1/admin/reservations/${guest.id}`, 'admin', { status: 'confirmed' })).statusCode).toBe(200);
    // Re-activating now overlaps the confirmed stay.
    const again = await req('PUT', `/v1/admin/external/${b.id}`, 'owner1', { status: 'confirmed' });
    expect(again.statusCode).toBe(409);
    expect((errorOf(again) as { conflict?: HoldConflict }).conflict).toMatchObject({ id: guest.id, status: 'confirmed' });

    expect(contentOf<{ id: number }>(await req('DELETE', `/v1/admin/external/${b.id}`, 'owner1')).id).toBe(b.id);
    expect((await req('GET', `/v1/admin/external/${b.id}`, 'owner1')).statusCode).toBe(404);
  });

  it('records where the nights went: the source, named by default; an owner’s is their own use, told to the agency', async () => {
    await t.db.execute(sql`insert into settings (key, value) values ('site_email', 'ajans@yali.example')
      on conflict (key) do update set value = excluded.value`);
    const villa = (await createVilla(t.db)).id;
    const airbnb = await created('admin', {
      villa_id: villa,
      started_at: '2033-01-01',
      finished_at: '2033-01-04',
      source: 'airbnb',
    });
    expect(airbnb).toMatchObject({ source: 'airbnb', label: 'Airbnb' });
    const edited = contentOf<ExternalItem>(
      await req('PUT', `/v1/admin/external/${airbnb.id}`, 'admin', { source: 'maintenance' }),
    );
    expect(edited).toMatchObject({ source: 'maintenance', label: 'Airbnb' });
    const bad = await create('admin', { villa_id: villa, started_at: '2033-02-01', finished_at: '2033-02-04', source: 'vrbo' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues?.[0]?.message).toMatch(/^Kaynak Airbnb/);

    const own = await created('owner1', {
      villa_id: villa1,
      started_at: '2033-03-01',
      finished_at: '2033-03-08',
      source: 'booking',
      note: 'Ailem gelecek',
    });
    expect(own).toMatchObject({ source: 'owner', label: 'Ev sahibi kullanımı' });
    type Mail = { to_address: string; subject: string; text: string };
    const mails: unknown = await t.db.execute(
      sql`select to_address, subject, text from mail_outbox where template_key = 'owner_blocking_agency' order by id desc limit 1`,
    );
    // PGlite answers { rows }, postgres-js an array.
    const [mail] = (Array.isArray(mails) ? mails : (mails as { rows: Mail[] }).rows) as Mail[];
    expect(mail?.to_address).toBe('ajans@yali.example');
    expect(mail?.subject).toContain('Çam Evi');
    expect(mail?.text).toContain('Ailem gelecek');
    expect(mail?.text).toContain(own.reservation_id);
    // The owner cannot relabel their use as a sale.
    const relabel = contentOf<ExternalItem>(await req('PUT', `/v1/admin/external/${own.id}`, 'owner1', { source: 'airbnb' }));
    expect(relabel.source).toBe('owner');
  });

  it('keeps owners to their own villas: another owner’s villa or blocking is 404', async () => {
    expect((await create('owner2', { villa_id: villa1, started_at: '2030-06-01', finished_at: '2030-06-03' })).statusCode).toBe(
      404,
    );
    const b = await created('owner1', { villa_id: villa1, started_at: '2030-06-01', finished_at: '2030-06-03' });
    // An owner's blocking is their own use, named so, whatever source is sent.
    expect(b).toMatchObject({ label: 'Ev sahibi kullanımı', source: 'owner' });
    expect((await req('GET', `/v1/admin/external/${b.id}`, 'owner2')).statusCode).toBe(404);
    expect((await req('PUT', `/v1/admin/external/${b.id}`, 'owner2', { label: 'x' })).statusCode).toBe(404);
    expect((await req('DELETE', `/v1/admin/external/${b.id}`, 'owner2')).statusCode).toBe(404);
    expect((await req('GET', `/v1/admin/external/${b.id}`, 'owner1')).statusCode).toBe(200);
    expect((await req('GET', `/v1/admin/external/${b.id}`, 'admin')).statusCode).toBe(200);
    // A guest reservation id is not a blocking.
    const guest = await createReservation(t.db, { villa_id: villa1 });
    expect((await req('GET', `/v1/admin/external/${guest.id}`, 'admin')).statusCode).toBe(404);
    expect((await req('DELETE', `/v1/admin/external/${guest.id}`, 'admin')).statusCode).toBe(404);
  });

  it('lets the ADMIN block any villa and lists with filters, 20 a page', async () => {
    const mk = (villa_id: number, started_at: string, finished_at: string) =>
      create('admin', { villa_id, started_at, finished_at, label: 'Sahip kullanımı' });
    const a = contentOf<ExternalItem>(await mk(villa2, '2031-01-10', '2031-01-15'), 201);
    const c = contentOf<ExternalItem>(await mk(villa2, '2031-02-10', '2031-02-15'), 201);
    await req('PUT', `/v1/admin/external/${c.id}`, 'admin', { status: 'cancelled' });
    const ids = async (who: Who, q: string) =>
      contentOf<Page<ExternalItem>>(await req('GET', `/v1/admin/external?${q}`, who))
        .items.map((i) => i.id)
        .sort();
    expect(await ids('admin', `villa_id=${villa2}`)).toEqual([a.id, c.id].sort());
    expect(await ids('admin', `villa_id=${villa2}&status=cancelled`)).toEqual([c.id]);
    expect(await ids('admin', `villa_id=${villa2}&started_at=2031-02-01`)).toEqual([c.id]);
    expect(await ids('admin', `villa_id=${villa2}&finished_at=2031-01-31T00:00:00.000Z`)).toEqual([a.id]);
    expect(await ids('owner2', '')).toEqual([a.id, c.id].sort());
    expect((await ids('owner1', '')).some((id) => id === a.id)).toBe(false);
    const page = contentOf<Page<ExternalItem>>(await req('GET', '/v1/admin/external', 'admin'));
    expect(page.items.length).toBeLessThanOrEqual(20);
    expect(page.items.every((i) => i.created_by !== null)).toBe(true);
  });

  it('answers 409 naming the conflicting record, 400/404 on bad input', async () => {
    const held = await createStay(t.db, villa2, 'option', ['2032-03-01', '2032-03-08']);
    const res = await create('admin', { villa_id: villa2, started_at: '2032-03-05', finished_at: '2032-03-09' });
    expect(res.statusCode).toBe(409);
    expect((errorOf(res) as { conflict?: HoldConflict }).conflict).toMatchObject({
      id: held.id,
      reservation_id: held.reservation_id,
      status: 'option',
    });
    expect(errorOf(res).message).toContain(held.reservation_id);
    for (const bad of [
      { villa_id: villa2, started_at: '2032-04-05', finished_at: '2032-04-05' },
      { villa_id: villa2, started_at: '2032-04-05' },
      { villa_id: villa2, started_at: '05.04.2032', finished_at: '2032-04-09' },
      { villa_id: villa2, started_at: '2032-04-05', finished_at: '2032-04-09', label: 'x'.repeat(200) },
    ]) {
      expect((await create('admin', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await create('admin', { villa_id: 999_999, started_at: '2032-04-05', finished_at: '2032-04-09' })).statusCode).toBe(
      404,
    );
    expect((await req('PUT', '/v1/admin/external/999999', 'admin', { label: 'x' })).statusCode).toBe(404);
    expect((await req('GET', '/v1/admin/external?status=pending', 'admin')).statusCode).toBe(400);
  });

  it('refuses anonymous and expired tokens with 401', async () => {
    for (const [method, url] of [
      ['GET', '/v1/admin/external'],
      ['GET', '/v1/admin/external/1'],
      ['POST', '/v1/admin/external'],
      ['PUT', '/v1/admin/external/1'],
      ['DELETE', '/v1/admin/external/1'],
    ] as const) {
      const body =
        method === 'POST' || method === 'PUT'
          ? { villa_id: villa1, started_at: '2033-01-01', finished_at: '2033-01-02' }
          : undefined;
      expect((await req(method, url, 'anonymous', body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await req(method, url, 'expired', body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
