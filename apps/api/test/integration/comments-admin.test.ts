/**
 * Reviews and photos in the back office (issue 24) through HTTP on a real database:
 * the agency's reply (saved, shown on the public villa page, removed with an empty
 * text, ADMIN only), bulk publishing (all or nothing, answering what it changed for
 * "Geri al"), the rating and verified filters, the pending-review count of the menu badge
 * (the "Konaklamış misafir" badge from a reservation code is in unit-reviews.test.ts, for
 * villas and boats); photos' alternative text,
 * "Kapak yap" and multi-delete for villas and boats, with the audit records they leave.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoatImage, CommentBulkResult, CommentItem, UnreadCount, VillaDetail, VillaImage } from '@yali/contract';
import { comments, villaImages } from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { rowsOf } from '../../src/modules/reservations/hold-conflict.ts';
import { adminSuite, authorisationMatrix, type Endpoint } from '../helpers/catalogue-suite.ts';
import { addDays } from '../helpers/dates.ts';
import {
  createBoat,
  createBoatImage,
  createComment,
  createReservation,
  createUser,
  createVilla,
  createVillaImage,
} from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;
let villa: Awaited<ReturnType<typeof createVilla>>;
let other: Awaited<ReturnType<typeof createVilla>>;

beforeAll(async () => {
  villa = await createVilla(s.t.db, { name: 'Villa Yanıtlı', owner_id: s.owner.id });
  const stranger = await createUser(s.t.db, { role: 'OWNER' });
  other = await createVilla(s.t.db, { name: 'Villa Başka', owner_id: stranger.id });
});

/** The public villa page's reviews (only published ones). */
async function publicComments(slug: string) {
  return contentOf<VillaDetail>(await s.t.app.inject({ method: 'GET', url: `/v1/villas/${slug}` })).comments;
}

describe('PUT /v1/admin/comment/{id}/reply', () => {
  it('saves the reply, shows it under the published review on the public page, and removes it with an empty text', async () => {
    const c = await createComment(s.t.db, { villa_id: villa.id, name: 'Ayşe', active: true });
    const saved = contentOf<CommentItem>(
      await call('PUT', `/v1/admin/comment/${c.id}/reply`, s.adminToken, { reply: '  Teşekkür ederiz, yine bekleriz!  ' }),
    );
    expect(saved.reply?.text).toBe('Teşekkür ederiz, yine bekleriz!');
    expect(Date.parse(saved.reply?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await s.t.db.select().from(comments).where(eq(comments.id, c.id));
    expect(row?.replied_by).toBe(s.admin.id);

    const shown = (await publicComments(villa.slug)).find((x) => x.id === c.id);
    expect(shown?.reply?.text).toBe('Teşekkür ederiz, yine bekleriz!');

    const removed = contentOf<CommentItem>(await call('PUT', `/v1/admin/comment/${c.id}/reply`, s.adminToken, { reply: '' }));
    expect(removed.reply).toBeNull();
    expect((await publicComments(villa.slug)).find((x) => x.id === c.id)?.reply).toBeNull();
  });

  it('refuses a too long or missing reply (400, Turkish) and an unknown review (404)', async () => {
    const c = await createComment(s.t.db, { villa_id: villa.id });
    const long = await call('PUT', `/v1/admin/comment/${c.id}/reply`, s.adminToken, { reply: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).issues?.[0]?.message).toBe('Yanıt en fazla 2000 karakter olabilir.');
    expect((await call('PUT', `/v1/admin/comment/${c.id}/reply`, s.adminToken, {})).statusCode).toBe(400);
    const unknown = await call('PUT', '/v1/admin/comment/999999/reply', s.adminToken, { reply: 'Merhaba' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Yorum bulunamadı.');
  });

  it('an OWNER gets 403 — even for a review of their own villa — and the review keeps no reply', async () => {
    const c = await createComment(s.t.db, { villa_id: villa.id });
    const res = await call('PUT', `/v1/admin/comment/${c.id}/reply`, s.ownerToken, { reply: 'Sahibin yanıtı' });
    expect(res.statusCode).toBe(403);
    // The role is decided before the body: an invalid body is still a 403 for an owner.
    expect((await call('PUT', `/v1/admin/comment/${c.id}/reply`, s.ownerToken, { reply: 42 })).statusCode).toBe(403);
    const [row] = await s.t.db.select().from(comments).where(eq(comments.id, c.id));
    expect(row?.reply).toBeNull();
  });
});

describe('POST /v1/admin/comment/bulk', () => {
  it('publishes several reviews at once and answers the ids it changed; withdrawing those turns back exactly them', async () => {
    const a = await createComment(s.t.db, { villa_id: villa.id, active: false });
    const b = await createComment(s.t.db, { villa_id: other.id, active: false });
    const already = await createComment(s.t.db, { villa_id: villa.id, active: true });
    const res = contentOf<CommentBulkResult>(
      await call('POST', '/v1/admin/comment/bulk', s.adminToken, { ids: [a.id, b.id, already.id], active: true }),
    );
    expect(res.changed).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(res.items.map((c) => [c.id, c.active])).toEqual([
      [a.id, true],
      [b.id, true],
      [already.id, true],
    ]);
    // "Geri al": the changed ones back to their previous state; the already published one stays published.
    const undo = contentOf<CommentBulkResult>(
      await call('POST', '/v1/admin/comment/bulk', s.adminToken, { ids: res.changed, active: false }),
    );
    expect(undo.changed).toEqual(res.changed);
    const rows = await s.t.db.select().from(comments).where(sql`${comments.id} in (${a.id}, ${b.id}, ${already.id})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.active]))).toEqual({ [a.id]: false, [b.id]: false, [already.id]: true });
  });

  it('is all or nothing: an unknown id answers 404 naming it and changes none', async () => {
    const a = await createComment(s.t.db, { villa_id: villa.id, active: false });
    const res = await call('POST', '/v1/admin/comment/bulk', s.adminToken, { ids: [a.id, 999998], active: true });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Yorum bulunamadı (#999998); hiçbir yorum değiştirilmedi.');
    const [row] = await s.t.db.select().from(comments).where(eq(comments.id, a.id));
    expect(row?.active).toBe(false);
  });

  it('answers 400 in Turkish for an empty or bad selection', async () => {
    const cases: [object, string][] = [
      [{ ids: [], active: true }, 'En az bir yorum seçin.'],
      [{ ids: [1], active: 'evet' }, 'Yayın durumu (active) true ya da false olmalı.'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), active: true }, 'Bir seferde en fazla 100 yorum değiştirilebilir.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/v1/admin/comment/bulk', s.adminToken, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).issues?.map((i) => i.message)).toContain(message);
    }
  });
});

describe('GET /v1/admin/comment filters and the pending count', () => {
  it('filters by rating, villa, status and verified', async () => {
    const v = await createVilla(s.t.db, { name: 'Villa Süzgeç' });
    const stay = await createReservation(s.t.db, {
      villa_id: v.id,
      status: 'completed',
      started_at: addDays(todayInIstanbul(), -10),
      finished_at: addDays(todayInIstanbul(), -3),
    });
    await createComment(s.t.db, { villa_id: v.id, rating: 2, active: false, name: 'İki' });
    await createComment(s.t.db, { villa_id: v.id, rating: 5, active: true, name: 'Beş', reservation_id: stay.id });
    await createComment(s.t.db, { villa_id: v.id, rating: 5, active: false, name: 'Beş bekleyen' });
    const names = async (qs: string) =>
      contentOf<Page<CommentItem>>(await call('GET', `/v1/admin/comment?villa_id=${v.id}&${qs}`, s.adminToken)).items.map(
        (c) => c.name,
      );
    expect(await names('rating=5')).toEqual(['Beş bekleyen', 'Beş']);
    expect(await names('rating=5&active=false')).toEqual(['Beş bekleyen']);
    expect(await names('verified=true')).toEqual(['Beş']);
    expect(await names('verified=false')).toEqual(['Beş bekleyen', 'İki']);
    const verified = contentOf<Page<CommentItem>>(
      await call('GET', `/v1/admin/comment?villa_id=${v.id}&verified=true`, s.adminToken),
    ).items[0];
    expect(verified).toMatchObject({ verified_stay: true, reservation_code: stay.reservation_id });
    for (const qs of ['rating=0', 'rating=6', 'rating=x', 'verified=evet']) {
      expect((await call('GET', `/v1/admin/comment?${qs}`, s.adminToken)).statusCode, qs).toBe(400);
    }
  });

  it('counts the reviews waiting for publication for an ADMIN, 0 for an OWNER', async () => {
    const count = async (token: string) =>
      contentOf<UnreadCount>(await call('GET', '/v1/admin/unreadcount', token)).pendingCommentCount;
    const before = await count(s.adminToken);
    const [n] = await s.t.db.select({ n: sql<number>`count(*)::int` }).from(comments).where(eq(comments.active, false));
    expect(before).toBe(n?.n);
    const c = await createComment(s.t.db, { villa_id: villa.id, active: false });
    expect(await count(s.adminToken)).toBe(before + 1);
    await call('PATCH', '/v1/admin/comment/activity', s.adminToken, { id: c.id, active: true });
    expect(await count(s.adminToken)).toBe(before);
    expect(await count(s.ownerToken)).toBe(0);
  });
});

describe('authorisation matrix', () => {
  authorisationMatrix(s, [
    ['PUT', '/v1/admin/comment/1/reply', { reply: 'x' }],
    ['POST', '/v1/admin/comment/bulk', { ids: [1], active: true }],
    ['PUT', '/v1/admin/villas/image/1', { alt: 'x' }],
    ['POST', '/v1/admin/villas/image/bulkdelete', { villa_id: 1, ids: [1] }],
    ['PUT', '/v1/admin/boat/image/1', { alt: 'x' }],
    ['POST', '/v1/admin/boat/image/bulkdelete', { boat_id: 1, ids: [1] }],
  ] satisfies Endpoint[]);
});

describe('villa photos: alternative text, cover, multi-delete', () => {
  it('saves the alternative text (trimmed; empty = the site’s default), shown by the public API', async () => {
    const v = await createVilla(s.t.db, { name: 'Villa Görselli' });
    const img = await createVillaImage(s.t.db, { villa_id: v.id, alt: '' });
    const saved = contentOf<VillaImage>(
      await call('PUT', `/v1/admin/villas/image/${img.id}`, s.adminToken, { alt: '  Havuz ve deniz manzarası ' }),
    );
    expect(saved.alt).toBe('Havuz ve deniz manzarası');
    const pub = contentOf<VillaDetail>(await s.t.app.inject({ method: 'GET', url: `/v1/villas/${v.slug}` }));
    expect(pub.images.map((i) => i.alt)).toEqual(['Havuz ve deniz manzarası']);
    expect(contentOf<VillaImage>(await call('PUT', `/v1/admin/villas/image/${img.id}`, s.adminToken, { alt: '' })).alt).toBe('');
    const long = await call('PUT', `/v1/admin/villas/image/${img.id}`, s.adminToken, { alt: 'a'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).issues?.[0]?.message).toBe('Alternatif metin en fazla 200 karakter olabilir.');
    expect((await call('PUT', '/v1/admin/villas/image/999999', s.adminToken, { alt: 'x' })).statusCode).toBe(404);
    // The change is in the villa's history, signed by the admin.
    type Audit = { actor_id: number; parent_entity: string; parent_id: string; changes: Record<string, unknown> };
    const [audit] = rowsOf<Audit>(
      await s.t.db.execute(
        sql`select actor_id, parent_entity, parent_id, changes from audit_log where entity = 'villa_images' and action = 'update' and entity_id = ${String(img.id)} order by id limit 1`,
      ),
    );
    expect(audit).toMatchObject({ actor_id: s.admin.id, parent_entity: 'villas', parent_id: String(v.id) });
    expect(audit?.changes).toEqual({ alt: ['', 'Havuz ve deniz manzarası'] });
  });

  it('"Kapak yap": one order call puts a photo first, which becomes the public cover', async () => {
    const v = await createVilla(s.t.db);
    const imgs = [];
    for (let i = 0; i < 3; i++) imgs.push(await createVillaImage(s.t.db, { villa_id: v.id, sort_order: i + 1 }));
    const [a, b, c] = imgs.map((i) => i.id) as [number, number, number];
    const order = [c, a, b].map((id, i) => ({ id, order: i + 1 }));
    const list = contentOf<VillaImage[]>(
      await call('PUT', '/v1/admin/villas/image/updateorder', s.adminToken, { villa_id: v.id, order }),
    );
    expect(list.map((i) => i.id)).toEqual([c, a, b]);
    const pub = contentOf<VillaDetail>(await s.t.app.inject({ method: 'GET', url: `/v1/villas/${v.slug}` }));
    expect(pub.images[0]?.id).toBe(c);
    expect(pub.thumbnail).toBe(pub.images[0]?.variants[0]?.url);
  });

  it('deletes the selected photos in one transaction; a photo of another villa deletes none (404)', async () => {
    const v = await createVilla(s.t.db);
    const w = await createVilla(s.t.db);
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await createVillaImage(s.t.db, { villa_id: v.id }));
    const foreign = await createVillaImage(s.t.db, { villa_id: w.id });
    const [a, b, c] = mine.map((i) => i.id) as [number, number, number];

    const refused = await call('POST', '/v1/admin/villas/image/bulkdelete', s.adminToken, {
      villa_id: v.id,
      ids: [a, foreign.id],
    });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe('Görsellerden biri bu villaya ait değil; hiçbir görsel silinmedi.');
    expect(await s.t.db.select().from(villaImages).where(eq(villaImages.villa_id, v.id))).toHaveLength(3);

    const done = contentOf<{ ids: number[] }>(
      await call('POST', '/v1/admin/villas/image/bulkdelete', s.adminToken, { villa_id: v.id, ids: [c, a] }),
    );
    expect(done.ids).toEqual([a, c]);
    const left = await s.t.db.select({ id: villaImages.id }).from(villaImages).where(eq(villaImages.villa_id, v.id));
    expect(left.map((r) => r.id)).toEqual([b]);
    const empty = await call('POST', '/v1/admin/villas/image/bulkdelete', s.adminToken, { villa_id: v.id, ids: [] });
    expect(errorOf(empty).issues?.[0]?.message).toBe('En az bir görsel seçin.');
  });
});

describe('boat photos share the same edits', () => {
  it('alternative text and multi-delete on /boat/image', async () => {
    const boat = await createBoat(s.t.db);
    const x = await createBoatImage(s.t.db, { boat_id: boat.id });
    const y = await createBoatImage(s.t.db, { boat_id: boat.id });
    const saved = contentOf<BoatImage>(await call('PUT', `/v1/admin/boat/image/${x.id}`, s.adminToken, { alt: 'Güverte' }));
    expect(saved).toMatchObject({ id: x.id, alt: 'Güverte' });
    const villaPhoto = await createVillaImage(s.t.db, { villa_id: villa.id });
    const refused = await call('POST', '/v1/admin/boat/image/bulkdelete', s.adminToken, {
      boat_id: boat.id,
      ids: [x.id, villaPhoto.id],
    });
    expect(errorOf(refused).message).toBe('Görsellerden biri bu tekneye ait değil; hiçbir görsel silinmedi.');
    expect(
      contentOf<{ ids: number[] }>(
        await call('POST', '/v1/admin/boat/image/bulkdelete', s.adminToken, { boat_id: boat.id, ids: [x.id, y.id] }),
      ).ids,
    ).toEqual([x.id, y.id]);
  });
});
