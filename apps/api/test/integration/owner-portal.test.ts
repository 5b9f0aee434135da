/**
 * The owner portal's two agency rules (issue 24) through HTTP:
 * - whether an owner sees the guests' e-mail and phone — hidden by default,
 *   from N days before check-in, or always — on every owner read that
 *   carries them (list, CSV, detail, board, home, the record's history, which
 *   never shows an owner the agency's note); the ADMIN always sees them;
 * - the owner's unread badge: what someone else did to their villas'
 *   reservations since they last looked at the list, cleared by looking.
 */
import type {
  AdminReservationDetail,
  AdminReservationItem,
  AuditPage,
  BoardContent,
  SettingEntry,
  UnreadCount,
} from '@yali/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { adminSuite } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import { createReservation, createUser, createVilla } from '../helpers/factories.ts';
import { loginAs } from '../helpers/auth.ts';
import { contentOf, errorOf } from '../helpers/http.ts';

const s = adminSuite();
const today = todayInIstanbul();
let villa: number;
let soon: { id: number };
let later: { id: number };

beforeAll(async () => {
  villa = (await createVilla(s.t.db, { owner_id: s.owner.id, name: 'Villa Sakin' })).id;
  soon = await createReservation(s.t.db, {
    villa_id: villa,
    status: 'confirmed',
    started_at: addDays(today, 2),
    finished_at: addDays(today, 6),
    guest_name: 'Yakın Misafir',
    guest_email: 'yakin@example.com',
    guest_phone: '+905321112233',
  });
  later = await createReservation(s.t.db, {
    villa_id: villa,
    status: 'confirmed',
    started_at: addDays(today, 20),
    finished_at: addDays(today, 25),
    guest_name: 'Uzak Misafir',
    guest_email: 'uzak@example.com',
    guest_phone: '+905324445566',
  });
});

const setPolicy = (body: object, token = s.adminToken) => s.call('PUT', '/v1/admin/owners/edit', token, body);
const ownerList = async () =>
  contentOf<{ items: AdminReservationItem[] }>(await s.call('GET', `/v1/admin/reservations?villa_id=${villa}`, s.ownerToken))
    .items;
const byId = (items: AdminReservationItem[], id: number) => items.find((i) => i.id === id);

describe('guest contact on an owner’s reads', () => {
  it('is hidden by default on the list, the detail, the CSV and the board, and shown to the ADMIN', async () => {
    const items = await ownerList();
    expect(byId(items, soon.id)).toMatchObject({
      guest_name: 'Yakın Misafir',
      guest_email: '',
      guest_phone: '',
      guest_contact_hidden: { visible_from: null },
    });

    const detail = contentOf<AdminReservationDetail>(await s.call('GET', `/v1/admin/reservations/${soon.id}`, s.ownerToken));
    expect(detail).toMatchObject({ guest_email: '', guest_phone: '', guest_contact_hidden: { visible_from: null } });

    const csv = (await s.call('GET', `/v1/admin/reservations.csv?villa_id=${villa}`, s.ownerToken)).body;
    expect(csv).toContain('Yakın Misafir');
    expect(csv).not.toContain('yakin@example.com');
    expect(csv).not.toContain('5321112233');

    const board = contentOf<BoardContent>(
      await s.call('GET', `/v1/admin/board?from=${addDays(today, 2)}&to=${addDays(today, 2)}`, s.ownerToken),
    );
    expect(board.days[0]?.arrivals[0]).toMatchObject({ guest_name: 'Yakın Misafir', guest_phone: '' });
    const boardCsv = (await s.call('GET', `/v1/admin/board.csv?from=${addDays(today, 2)}&to=${addDays(today, 2)}`, s.ownerToken))
      .body;
    expect(boardCsv).not.toContain('5321112233');

    const admin = contentOf<AdminReservationDetail>(await s.call('GET', `/v1/admin/reservations/${soon.id}`, s.adminToken));
    expect(admin).toMatchObject({ guest_email: 'yakin@example.com', guest_phone: '+905321112233' });
    expect(admin.guest_contact_hidden).toBeUndefined();
  });

  it('shows from N days before check-in, saying from when while still hidden', async () => {
    const saved = contentOf<SettingEntry[]>(
      await setPolicy({ owner_guest_contact: 'before_arrival', owner_guest_contact_days: '3' }),
    );
    expect(saved).toEqual([
      { key: 'owner_guest_contact', value: 'before_arrival' },
      { key: 'owner_guest_contact_days', value: '3' },
    ]);
    const items = await ownerList();
    expect(byId(items, soon.id)).toMatchObject({ guest_email: 'yakin@example.com', guest_phone: '+905321112233' });
    expect(byId(items, soon.id)?.guest_contact_hidden).toBeUndefined();
    expect(byId(items, later.id)).toMatchObject({
      guest_email: '',
      guest_phone: '',
      guest_contact_hidden: { visible_from: addDays(today, 17) },
    });
  });

  it('shows always when the agency says so; the setting stays off the public settings', async () => {
    contentOf(await setPolicy({ owner_guest_contact: 'always' }));
    const items = await ownerList();
    expect(byId(items, later.id)).toMatchObject({ guest_email: 'uzak@example.com', guest_phone: '+905324445566' });
    const pub = contentOf<SettingEntry[]>(await s.call('GET', '/v1/settings'));
    expect(pub.map((e) => e.key)).not.toContain('owner_guest_contact');
    contentOf(await setPolicy({ owner_guest_contact: 'hidden' }));
    expect(byId(await ownerList(), later.id)?.guest_phone).toBe('');
  });

  it('stays hidden in the reservation’s history, with the agency’s note, while the ADMIN reads both', async () => {
    const put = await s.call('PUT', `/v1/admin/reservations/${later.id}`, s.adminToken, {
      admin_note: 'Sahibe söylemeyin',
      guest_phone: '+905329998877',
    });
    expect(put.statusCode, put.body).toBe(200);
    const path = `/v1/admin/reservations/${later.id}/history`;
    const owner = await s.call('GET', path, s.ownerToken);
    expect(owner.statusCode).toBe(200);
    expect(owner.body).not.toContain('9998877');
    expect(owner.body).not.toContain('Sahibe söylemeyin');
    const changed = contentOf<AuditPage>(owner).items.find((e) => 'admin_note' in e.changes);
    expect(changed?.changes.admin_note?.[1]).toBe('Gizli');
    expect(changed?.changes.guest_phone?.[1]).toBe('Gizli');
    const admin = await s.call('GET', path, s.adminToken);
    expect(admin.body).toContain('9998877');
    expect(admin.body).toContain('Sahibe söylemeyin');
  });

  it('is the ADMIN’s to set: an OWNER is refused before the body is read; bad values get Turkish 400s', async () => {
    expect((await setPolicy({ owner_guest_contact: 'always' }, s.ownerToken)).statusCode).toBe(403);
    expect((await setPolicy({ owner_guest_contact: 'nonsense' }, s.ownerToken)).statusCode).toBe(403);
    for (const [bad, message] of [
      [{ owner_guest_contact: 'sometimes' }, /Görünürlük/],
      [{ owner_guest_contact_days: '0' }, /1 ile 60/],
      [{ owner_guest_contact_days: '61' }, /1 ile 60/],
      [{ owner_guest_contact_days: 'üç' }, /1 ile 60/],
      [{ owner_guest_email: 'always' }, /Bilinmeyen ayar/],
    ] as const) {
      const res = await setPolicy(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).issues?.[0]?.message ?? errorOf(res).message).toMatch(message);
    }
    const read = contentOf<SettingEntry[]>(await s.call('GET', '/v1/admin/settings/owners', s.adminToken));
    expect(read.find((e) => e.key === 'owner_guest_contact')?.value).toBe('hidden');
  });
});

describe('the owner’s unread badge', () => {
  let ownerVilla: number;
  let ownerToken: string;
  const badge = async () => contentOf<UnreadCount>(await s.call('GET', '/v1/admin/unreadcount', ownerToken)).reservationCount;
  const book = (villa_id: number, from: number, status: 'option' | 'confirmed' = 'option') =>
    s.call('POST', '/v1/admin/reservations', s.adminToken, {
      villa_id,
      started_at: addDays(today, from),
      finished_at: addDays(today, from + 3),
      adults: 2,
      children: 0,
      guest_name: 'Rozet Misafir',
      guest_email: '',
      guest_phone: '',
      status,
    });

  beforeAll(async () => {
    const owner = await createUser(s.t.db, { role: 'OWNER' });
    ownerToken = await loginAs(s.t.app, owner);
    ownerVilla = (await createVilla(s.t.db, { owner_id: owner.id })).id;
  });

  it('counts what the agency did since the owner last looked, and clears when the list is seen', async () => {
    expect(await badge()).toBe(0);
    const first = contentOf<{ id: number }>(await book(ownerVilla, 40), 201);
    contentOf(await book(ownerVilla, 50), 201);
    // Another owner's villa is not news to this one.
    contentOf(await book(villa, 60), 201);
    expect(await badge()).toBe(2);

    const after = contentOf<UnreadCount>(
      await s.call('POST', '/v1/admin/unreadcount/seen', ownerToken, { topic: 'reservations' }),
    );
    expect(after.reservationCount).toBe(0);
    expect(await badge()).toBe(0);

    // Confirming a reservation is news again; a mail sent about it is not.
    contentOf(await s.call('PUT', `/v1/admin/reservations/${first.id}`, s.adminToken, { status: 'confirmed' }));
    expect(await badge()).toBe(1);
  });

  it('leaves out the owner’s own blockings', async () => {
    contentOf(await s.call('POST', '/v1/admin/unreadcount/seen', ownerToken, { topic: 'reservations' }));
    const res = await s.call('POST', '/v1/admin/external', ownerToken, {
      villa_id: ownerVilla,
      started_at: addDays(today, 70),
      finished_at: addDays(today, 75),
      source: 'owner',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await badge()).toBe(0);
  });

  it('refuses an unknown list in Turkish and a call without a session', async () => {
    const bad = await s.call('POST', '/v1/admin/unreadcount/seen', ownerToken, { topic: 'villas' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad))).toContain('reservations olmalı');
    expect((await s.call('POST', '/v1/admin/unreadcount/seen', undefined, { topic: 'reservations' })).statusCode).toBe(401);
  });
});
