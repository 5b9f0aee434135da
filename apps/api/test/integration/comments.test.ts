/**
 * Villa reviews across villas (SPEC §7 `/comment`, §9 page size 10; SPEC §4
 * activity toggle): list newest first with the villa's name, filters,
 * read, activate/deactivate (only active reviews reach the site), delete,
 * 400s and the authorisation matrix.
 */

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommentItem } from '@yali/contract';
import { comments } from '../../src/db/schema.ts';
import { adminSuite, authorisationMatrix, type Endpoint } from '../helpers/catalogue-suite.ts';
import { createComment, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, expectValidationErrors, type Page } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;
let villa: Awaited<ReturnType<typeof createVilla>>;
let other: Awaited<ReturnType<typeof createVilla>>;

beforeAll(async () => {
  villa = await createVilla(s.t.db, { name: 'Villa Yorumlu', owner_id: s.owner.id });
  other = await createVilla(s.t.db, { name: 'Villa Öteki' });
  // 8 + 4 reviews, one minute apart, so "newest first" is well defined.
  const base = Date.parse('2026-10-01T10:00:00Z');
  for (let i = 0; i < 12; i++) {
    await createComment(s.t.db, {
      villa_id: i < 8 ? villa.id : other.id,
      name: `Misafir ${i}`,
      rating: (i % 5) + 1,
      active: i % 3 === 0,
      created_at: new Date(base + i * 60_000),
    });
  }
});

describe('GET /v1/admin/comment', () => {
  it('lists 10 per page, newest first, with the villa’s name and slug', async () => {
    const first = contentOf<Page<CommentItem>>(await call('GET', '/v1/admin/comment', s.adminToken));
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      name: 'Misafir 11',
      villa_id: other.id,
      villa_name: 'Villa Öteki',
      villa_slug: other.slug,
      rating: 2,
      created_at: '2026-10-01T10:11:00.000Z',
    });
    const second = contentOf<Page<CommentItem>>(await call('GET', '/v1/admin/comment?skip=10', s.adminToken));
    expect(second.items.map((c) => c.name)).toEqual(['Misafir 1', 'Misafir 0']);
  });

  it('filters by active and by villa', async () => {
    const active = contentOf<Page<CommentItem>>(await call('GET', '/v1/admin/comment?active=true', s.adminToken));
    expect(active.total).toBe(4);
    expect(active.items.every((c) => c.active)).toBe(true);
    const passive = contentOf<Page<CommentItem>>(await call('GET', '/v1/admin/comment?active=false', s.adminToken));
    expect(passive.total).toBe(8);
    const ofVilla = contentOf<Page<CommentItem>>(
      await call('GET', `/v1/admin/comment?villa_id=${villa.id}&active=true`, s.adminToken),
    );
    expect(ofVilla.items.map((c) => c.name)).toEqual(['Misafir 6', 'Misafir 3', 'Misafir 0']);
  });

  it('answers 400 for a bad filter', async () => {
    await expectValidationErrors((url) => call('GET', url, s.adminToken), '/v1/admin/comment?', [
      'active=yes',
      'villa_id=abc',
      'villa_id=0',
      'take=0',
    ]);
  });
});

describe('GET /v1/admin/comment/{id}', () => {
  it('reads one; 404 unknown', async () => {
    const c = await createComment(s.t.db, { villa_id: villa.id, name: 'Okunan', text: 'Çok güzel.' });
    expect(contentOf<CommentItem>(await call('GET', `/v1/admin/comment/${c.id}`, s.adminToken))).toMatchObject({
      id: c.id,
      name: 'Okunan',
      text: 'Çok güzel.',
      active: false,
      villa_name: 'Villa Yorumlu',
    });
    const res = await call('GET', '/v1/admin/comment/999999', s.adminToken);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Yorum bulunamadı.');
  });
});

describe('PATCH /v1/admin/comment/activity', () => {
  it('activates a review, which then shows on the public villa page, and deactivates it again', async () => {
    const c = await createComment(s.t.db, { villa_id: villa.id, name: 'Yayınlanacak', text: 'Harika manzara.' });
    const publicNames = async () =>
      contentOf<{ comments: { name: string }[] }>(
        await s.t.app.inject({ method: 'GET', url: `/v1/villas/${villa.slug}` }),
      ).comments.map((x) => x.name);
    expect(await publicNames()).not.toContain('Yayınlanacak');

    const on = contentOf<CommentItem>(
      await call('PATCH', '/v1/admin/comment/activity', s.adminToken, { id: c.id, active: true }),
    );
    expect(on.active).toBe(true);
    expect(await publicNames()).toContain('Yayınlanacak');

    const off = contentOf<CommentItem>(
      await call('PATCH', '/v1/admin/comment/activity', s.adminToken, { id: c.id, active: false }),
    );
    expect(off.active).toBe(false);
    expect(await publicNames()).not.toContain('Yayınlanacak');
  });

  it('answers 404 for an unknown review and 400 for a bad body', async () => {
    expect((await call('PATCH', '/v1/admin/comment/activity', s.adminToken, { id: 999999, active: true })).statusCode).toBe(404);
    for (const body of [{}, { id: 1 }, { id: 'x', active: true }, { id: 1, active: 'true' }]) {
      expect((await call('PATCH', '/v1/admin/comment/activity', s.adminToken, body)).statusCode).toBe(400);
    }
  });
});

describe('DELETE /v1/admin/comment/{id}', () => {
  it('deletes a review; a second delete is 404', async () => {
    const c = await createComment(s.t.db, { villa_id: villa.id });
    expect(contentOf(await call('DELETE', `/v1/admin/comment/${c.id}`, s.adminToken))).toEqual({ id: c.id });
    expect(await s.t.db.select().from(comments).where(eq(comments.id, c.id))).toEqual([]);
    expect((await call('DELETE', `/v1/admin/comment/${c.id}`, s.adminToken)).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/admin/comment/abc', s.adminToken)).statusCode).toBe(400);
  });
});

describe('authorisation matrix', () => {
  // The OWNER owns the reviewed villa, and still gets 403.
  authorisationMatrix(s, [
    ['GET', '/v1/admin/comment'],
    ['GET', '/v1/admin/comment/1'],
    ['PATCH', '/v1/admin/comment/activity', { id: 1, active: true }],
    ['DELETE', '/v1/admin/comment/1'],
  ] satisfies Endpoint[]);
  it('the owner’s 403 leaves the review untouched', async () => {
    const c = await createComment(s.t.db, { villa_id: villa.id });
    await call('PATCH', '/v1/admin/comment/activity', s.ownerToken, { id: c.id, active: true });
    await call('DELETE', `/v1/admin/comment/${c.id}`, s.ownerToken);
    const [row] = await s.t.db.select().from(comments).where(eq(comments.id, c.id));
    expect(row?.active).toBe(false);
  });
});
