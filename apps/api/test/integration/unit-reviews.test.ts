/**
 * Reviews of villas and boats through HTTP on a real database (issue 23: boats get
 * reviews with moderation like villas, written once — decisions 008, 016). For each
 * kind: a visitor's post is taken inactive and shows nowhere until an admin publishes
 * it; the unit's public page then shows it, and its card carries the score and count of
 * the published reviews only; the back office lists it beside the other kind's reviews,
 * naming the unit, filters by kind, replies, withdraws and deletes it; bad input is a
 * Turkish 400, an unknown or hidden unit a 404, and nothing is written on either.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommentItem } from '@yali/contract';
import { comments } from '../../src/db/schema.ts';
import { adminSuite } from '../helpers/catalogue-suite.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { postReview, publicReviews, REVIEW_KINDS, type ReviewKind } from '../helpers/reviews.ts';

const s = adminSuite();
const { call } = s;

const list = async (query: string) =>
  contentOf<Page<CommentItem>>(await call('GET', `/v1/admin/comment?take=100&${query}`, s.adminToken));
const rowsOf = (unitColumn: ReviewKind['unitColumn'], unitId: number) =>
  s.t.db.select().from(comments).where(eq(comments[unitColumn], unitId));

describe.each(REVIEW_KINDS)('reviews of a $kind', (k) => {
  it('a posted review waits for approval; once published it shows on the page and in the card’s score', async () => {
    const unit = await k.createUnit(s.t.db, { name: `Yorumlu ${k.kind}` });
    expect(await k.cardScore(s.t, unit.id)).toEqual({ rating: null, review_count: 0 });

    const five = contentOf<{ id: number; active: boolean }>(
      await postReview(s.t, k, unit.slug, { name: 'Zeynep', rating: 5, text: 'Harika bir gün geçirdik, teşekkürler.' }),
      201,
    );
    expect(five.active).toBe(false);
    const four = contentOf<{ id: number }>(await postReview(s.t, k, unit.slug, { name: 'Kerem', rating: 4 }), 201);
    // Pending reviews are seen by the admin only.
    expect(await publicReviews(s.t, k, unit.slug)).toEqual([]);
    expect(await k.cardScore(s.t, unit.id)).toEqual({ rating: null, review_count: 0 });

    const published = contentOf<CommentItem>(
      await call('PATCH', '/v1/admin/comment/activity', s.adminToken, { id: five.id, active: true }),
    );
    expect(published.active).toBe(true);
    expect(k.listed(published)).toEqual({ id: unit.id, name: unit.name, slug: unit.slug });
    const shown = await publicReviews(s.t, k, unit.slug);
    expect(shown).toEqual([
      expect.objectContaining({ id: five.id, name: 'Zeynep', rating: 5, active: true, verified_stay: false, reply: null }),
    ]);
    expect(await k.cardScore(s.t, unit.id)).toEqual({ rating: 5, review_count: 1 });

    contentOf(await call('POST', '/v1/admin/comment/bulk', s.adminToken, { ids: [four.id], active: true }));
    expect(await k.cardScore(s.t, unit.id)).toEqual({ rating: 4.5, review_count: 2 });
    // Newest first, like the villa page always had it.
    expect((await publicReviews(s.t, k, unit.slug)).map((c) => c.name)).toEqual(['Kerem', 'Zeynep']);

    // The agency's reply shows under the review; withdrawing and deleting take it off the page and the score.
    contentOf(await call('PUT', `/v1/admin/comment/${five.id}/reply`, s.adminToken, { reply: 'Yine bekleriz!' }));
    expect((await publicReviews(s.t, k, unit.slug)).find((c) => c.id === five.id)?.reply?.text).toBe('Yine bekleriz!');
    contentOf(await call('PATCH', '/v1/admin/comment/activity', s.adminToken, { id: four.id, active: false }));
    expect(await k.cardScore(s.t, unit.id)).toEqual({ rating: 5, review_count: 1 });
    expect(contentOf(await call('DELETE', `/v1/admin/comment/${five.id}`, s.adminToken))).toEqual({ id: five.id });
    expect(await publicReviews(s.t, k, unit.slug)).toEqual([]);
    expect(await k.cardScore(s.t, unit.id)).toEqual({ rating: null, review_count: 0 });
  });

  it('a finished stay’s code earns "Konaklamış misafir"; a future, cancelled or another unit’s stay is taken without it, alike', async () => {
    const unit = await k.createUnit(s.t.db);
    const other = await k.createUnit(s.t.db);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const plus = (d: number) => new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const finished = await k.createStay(s.t.db, unit.id, 'confirmed', today);
    const attempts = [
      await k.createStay(s.t.db, other.id, 'completed', plus(-10)),
      await k.createStay(s.t.db, unit.id, 'confirmed', plus(30)),
      await k.createStay(s.t.db, unit.id, 'cancelled', plus(-20)),
      finished, // already used by the first review
    ];
    const verified = await postReview(s.t, k, unit.slug, {
      name: 'Doğrulanmış',
      reservation_code: ` ${finished.reservation_id.toLowerCase()} `,
    });
    // At once: the stay's row lock lets only one review take a code.
    const others = await Promise.all(
      attempts.map((r, i) => postReview(s.t, k, unit.slug, { name: `Rozetsiz ${i}`, reservation_code: r.reservation_id })),
    );
    const unknown = await postReview(s.t, k, unit.slug, { name: 'Bilinmeyen kod', reservation_code: 'YLZZZZZZZ' });
    // Every answer looks the same: 201, the review's id, not published — nothing tells a code's fate.
    const ids = [verified, ...others, unknown].map((res) => {
      const body = contentOf<{ id: number; active: boolean }>(res, 201);
      expect(Object.keys(body).sort()).toEqual(['active', 'id']);
      return body.id;
    });
    contentOf(await call('POST', '/v1/admin/comment/bulk', s.adminToken, { ids, active: true }));
    const badges = new Map((await publicReviews(s.t, k, unit.slug)).map((c) => [c.name, c.verified_stay]));
    expect(badges.get('Doğrulanmış')).toBe(true);
    for (const name of ['Rozetsiz 0', 'Rozetsiz 1', 'Rozetsiz 2', 'Rozetsiz 3', 'Bilinmeyen kod'])
      expect(badges.get(name), name).toBe(false);
    const [row] = await s.t.db
      .select()
      .from(comments)
      .where(eq(comments.id, ids[0] ?? 0));
    expect(row?.[k.stayColumn]).toBe(finished.id);
    // The back office sees the stay's code; the verified filter finds it.
    const item = contentOf<CommentItem>(await call('GET', `/v1/admin/comment/${ids[0]}`, s.adminToken));
    expect(item).toMatchObject({ verified_stay: true, reservation_code: finished.reservation_id });
    expect((await list(`verified=true&${k.unitColumn}=${unit.id}`)).items.map((c) => c.id)).toEqual([ids[0]]);
  });

  it('refuses bad input with a Turkish 400 and an unknown or hidden unit with a 404, writing nothing', async () => {
    const unit = await k.createUnit(s.t.db);
    const hidden = await k.createUnit(s.t.db, { active: false });
    const bad = await postReview(s.t, k, unit.slug, { name: 'Z', rating: 6, text: 'kısa', reservation_code: 'Y'.repeat(21) });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues?.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Adınız en az 2 karakter olmalı.',
        'Puan 1 ile 5 arasında olmalı.',
        'Yorumunuz en az 10 karakter olmalı.',
        'Rezervasyon kodu en fazla 20 karakter olabilir.',
      ]),
    );
    const noRating = await postReview(s.t, k, unit.slug, { rating: 'beş' });
    expect(errorOf(noRating).issues?.map((i) => i.message)).toEqual(['Puan 1 ile 5 arasında olmalı.']);
    for (const slug of [hidden.slug, 'yok-boyle-bir-yer']) {
      const res = await postReview(s.t, k, slug, {});
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(k.notFound);
    }
    expect(await rowsOf(k.unitColumn, unit.id)).toEqual([]);
    expect(await rowsOf(k.unitColumn, hidden.id)).toEqual([]);
  });
});

describe('the back office lists villa and boat reviews together', () => {
  it('names each review’s unit, filters by kind and by unit, and answers a bad kind with a Turkish 400', async () => {
    const [villaKind, boatKind] = REVIEW_KINDS;
    const villa = await villaKind.createUnit(s.t.db, { name: 'Villa Listede' });
    const boat = await boatKind.createUnit(s.t.db, { name: 'Tekne Listede' });
    const v = contentOf<{ id: number }>(await postReview(s.t, villaKind, villa.slug, { name: 'Villa misafiri' }), 201);
    const b = contentOf<{ id: number }>(await postReview(s.t, boatKind, boat.slug, { name: 'Tekne misafiri' }), 201);

    const all = (await list('active=false')).items;
    const byId = new Map(all.map((c) => [c.id, c]));
    expect(byId.get(b.id)).toMatchObject({ boat_id: boat.id, boat_name: 'Tekne Listede', boat_slug: boat.slug });
    expect(byId.get(v.id)).toMatchObject({ villa_id: villa.id, villa_name: 'Villa Listede', villa_slug: villa.slug });
    // A villa review keeps exactly the fields it always had.
    expect(Object.keys(byId.get(v.id) ?? {}).sort()).toEqual(
      [
        'id',
        'villa_id',
        'villa_name',
        'villa_slug',
        'name',
        'rating',
        'text',
        'active',
        'created_at',
        'reply',
        'verified_stay',
        'reservation_code',
      ].sort(),
    );

    const boats = (await list('kind=boat')).items;
    expect(boats.map((c) => c.id)).toContain(b.id);
    expect(boats.every((c) => 'boat_id' in c)).toBe(true);
    const villas = (await list('kind=villa')).items;
    expect(villas.map((c) => c.id)).toContain(v.id);
    expect(villas.every((c) => 'villa_id' in c)).toBe(true);
    expect((await list(`boat_id=${boat.id}`)).items.map((c) => c.id)).toEqual([b.id]);

    const bad = await call('GET', '/v1/admin/comment?kind=car', s.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).issues?.[0]?.message).toBe('Tür villa veya boat olmalı.');
    const badBoat = await call('GET', '/v1/admin/comment?boat_id=0', s.adminToken);
    expect(badBoat.statusCode).toBe(400);
    expect(errorOf(badBoat).issues?.[0]?.message).toBe('Geçersiz tekne kimliği.');
  });

  it('the villa editor’s review calls do not reach a boat review (404)', async () => {
    const boat = await REVIEW_KINDS[1].createUnit(s.t.db);
    const { id } = contentOf<{ id: number }>(await postReview(s.t, REVIEW_KINDS[1], boat.slug, {}), 201);
    expect((await call('PUT', `/v1/admin/villas/commentactivity/${id}`, s.adminToken, { active: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/admin/villas/comment/${id}`, s.adminToken)).statusCode).toBe(404);
    expect(contentOf<CommentItem>(await call('GET', `/v1/admin/comment/${id}`, s.adminToken)).active).toBe(false);
  });
});
