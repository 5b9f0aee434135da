/**
 * Contact messages in the back office (SPEC §7 `/contact/messages?skip&take=10`,
 * `/contact/messages/{id}`): newest first, 10 per page, read filter; opening
 * marks read and lowers `contactCount`; PATCH sets read/unread; ADMIN only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageItem } from '@yali/contract';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createContactMessage, createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf, type Page } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let ownerToken: string;
const ids: number[] = [];
const call = (method: 'GET' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const contactCount = async () =>
  contentOf<{ contactCount: number }>(await call('GET', '/v1/admin/unreadcount', adminToken)).contactCount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
  ownerToken = await loginAs(t.app, await createUser(t.db, { role: 'OWNER' }));
  const base = Date.parse('2026-11-01T10:00:00Z');
  for (let i = 0; i < 12; i++) {
    const m = await createContactMessage(t.db, { name: `Ziyaretçi ${i}`, read: i < 2, created_at: new Date(base + i * 60_000) });
    ids.push(m.id);
  }
});
afterAll(() => t?.close());

describe('contact messages', () => {
  it('lists 10 per page, newest first, and filters by read', async () => {
    const first = contentOf<Page<ContactMessageItem>>(await call('GET', '/v1/admin/contact/messages', adminToken));
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.name).toBe('Ziyaretçi 11');
    const second = contentOf<Page<ContactMessageItem>>(await call('GET', '/v1/admin/contact/messages?skip=10', adminToken));
    expect(second.items.map((m) => m.name)).toEqual(['Ziyaretçi 1', 'Ziyaretçi 0']);
    const unread = contentOf<Page<ContactMessageItem>>(await call('GET', '/v1/admin/contact/messages?read=false', adminToken));
    expect(unread.total).toBe(10);
    expect((await call('GET', '/v1/admin/contact/messages?read=evet', adminToken)).statusCode).toBe(400);
  });

  it('opening a message marks it read and lowers contactCount; PATCH marks it unread again', async () => {
    expect(await contactCount()).toBe(10);
    const id = ids[11] as number;
    const opened = contentOf<ContactMessageItem>(await call('GET', `/v1/admin/contact/messages/${id}`, adminToken));
    expect(opened).toMatchObject({ id, read: true, name: 'Ziyaretçi 11' });
    expect(await contactCount()).toBe(9);
    const unread = contentOf<ContactMessageItem>(
      await call('PATCH', `/v1/admin/contact/messages/${id}`, adminToken, { read: false }),
    );
    expect(unread.read).toBe(false);
    expect(await contactCount()).toBe(10);
    expect((await call('GET', '/v1/admin/contact/messages/999999', adminToken)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/admin/contact/messages/${id}`, adminToken, { read: 'evet' })).statusCode).toBe(400);
  });

  for (const [method, url, body] of [
    ['GET', '/v1/admin/contact/messages'],
    ['GET', '/v1/admin/contact/messages/1'],
    ['PATCH', '/v1/admin/contact/messages/1', { read: true }],
  ] as const) {
    it(`${method} ${url}: OWNER 403, anonymous 401, expired 401`, async () => {
      expect((await call(method, url, ownerToken, body)).statusCode).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, await signExpiredToken(admin), body)).statusCode).toBe(401);
    });
  }
});
