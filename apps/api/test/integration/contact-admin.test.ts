/**
 * Contact messages in the back office (SPEC §7 `/contact/messages?skip&take=10`,
 * `/contact/messages/{id}`): newest first, 10 per page, read filter; opening
 * marks read and lowers `contactCount`; PATCH sets read/unread; ADMIN only.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageItem } from '@yali/contract';
import { adminSuite, authorisationMatrix } from '../helpers/catalogue-suite.ts';
import { createContactMessage } from '../helpers/factories.ts';
import { contentOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;
const ids: number[] = [];
const contactCount = async () =>
  contentOf<{ contactCount: number }>(await call('GET', '/v1/admin/unreadcount', s.adminToken)).contactCount;

beforeAll(async () => {
  const base = Date.parse('2026-11-01T10:00:00Z');
  for (let i = 0; i < 12; i++) {
    const m = await createContactMessage(s.t.db, {
      name: `Ziyaretçi ${i}`,
      read: i < 2,
      created_at: new Date(base + i * 60_000),
    });
    ids.push(m.id);
  }
});

describe('contact messages', () => {
  it('lists 10 per page, newest first, and filters by read', async () => {
    const first = contentOf<Page<ContactMessageItem>>(await call('GET', '/v1/admin/contact/messages', s.adminToken));
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.name).toBe('Ziyaretçi 11');
    const second = contentOf<Page<ContactMessageItem>>(await call('GET', '/v1/admin/contact/messages?skip=10', s.adminToken));
    expect(second.items.map((m) => m.name)).toEqual(['Ziyaretçi 1', 'Ziyaretçi 0']);
    const unread = contentOf<Page<ContactMessageItem>>(await call('GET', '/v1/admin/contact/messages?read=false', s.adminToken));
    expect(unread.total).toBe(10);
    expect((await call('GET', '/v1/admin/contact/messages?read=evet', s.adminToken)).statusCode).toBe(400);
  });

  it('opening a message marks it read and lowers contactCount; PATCH marks it unread again', async () => {
    expect(await contactCount()).toBe(10);
    const id = ids[11] as number;
    const opened = contentOf<ContactMessageItem>(await call('GET', `/v1/admin/contact/messages/${id}`, s.adminToken));
    expect(opened).toMatchObject({ id, read: true, name: 'Ziyaretçi 11' });
    expect(await contactCount()).toBe(9);
    const unread = contentOf<ContactMessageItem>(
      await call('PATCH', `/v1/admin/contact/messages/${id}`, s.adminToken, { read: false }),
    );
    expect(unread.read).toBe(false);
    expect(await contactCount()).toBe(10);
    expect((await call('GET', '/v1/admin/contact/messages/999999', s.adminToken)).statusCode).toBe(404);
    expect((await call('PATCH', `/v1/admin/contact/messages/${id}`, s.adminToken, { read: 'evet' })).statusCode).toBe(400);
  });

  authorisationMatrix(s, [
    ['GET', '/v1/admin/contact/messages'],
    ['GET', '/v1/admin/contact/messages/1'],
    ['PATCH', '/v1/admin/contact/messages/1', { read: true }],
  ]);
});
