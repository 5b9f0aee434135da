/**
 * Issue 18, translatable content: the back office saves English texts beside the
 * Turkish ones (validated, HTML sanitised), public reads with `?lang=en` answer them
 * in place and name what fell back to Turkish in `untranslated`, Turkish reads stay
 * as they were, and the admin lists find the records still missing English.
 */
import { describe, expect, it } from 'vitest';
import type {
  BlogPost,
  BoatDetail,
  BoatListItem,
  PublicBoatDetail,
  VillaCard,
  VillaDetail,
  VillaListItem,
  WebsitePage,
} from '@yali/contract';
import { adminSuite, authorisationMatrix } from '../helpers/catalogue-suite.ts';
import { createBoat, createBoatType, createDistrict, createMarina, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { villaTypes } from '../../src/db/schema.ts';

const villaBody = (over: Record<string, unknown> = {}) => ({
  name: 'Villa Defne',
  capacity: 6,
  bedrooms: 3,
  bathrooms: 2,
  min_stay: 3,
  prepayment_percent: 30,
  description: '<p>Deniz manzaralı, özel havuzlu villa.</p>',
  ...over,
});
const boatBody = (over: Record<string, unknown> = {}) => ({
  name: 'Gulet Mavi',
  capacity: 12,
  cabins: 4,
  length_m: 24,
  crew: 3,
  min_days: 1,
  prepayment_percent: 30,
  description: '<p>Geniş güverteli gulet.</p>',
  ...over,
});

describe('content translations (issue 18)', () => {
  const s = adminSuite();
  const get = (url: string, headers: Record<string, string> = {}) => s.t.app.inject({ method: 'GET', url, headers });

  describe('villas', () => {
    it('saves an English description through the admin API, sanitised, and answers it on the English page only', async () => {
      const district = await createDistrict(s.t.db, { name: 'Kalkan Merkez' });
      await s.call('PUT', `/v1/admin/translations/town/${district.town_id}`, s.adminToken, {
        translations: { en: { name: 'Kalkan Town' } },
      });
      const created = contentOf<VillaDetail>(
        await s.call(
          'POST',
          '/v1/admin/villas',
          s.adminToken,
          villaBody({ town_id: district.town_id, district_id: district.district_id }),
        ),
        201,
      );
      const saved = contentOf<VillaDetail>(
        await s.call(
          'PUT',
          `/v1/admin/villas/${created.id}`,
          s.adminToken,
          villaBody({
            town_id: district.town_id,
            district_id: district.district_id,
            translations: { en: { description: '<p>Sea view villa<script>alert(1)</script> with a <b>private pool</b>.</p>' } },
          }),
        ),
      );
      expect(saved.translations).toEqual({ en: { description: '<p>Sea view villa with a <strong>private pool</strong>.</p>' } });

      const turkish = await get(`/v1/villas/${created.slug}`);
      const english = contentOf<VillaDetail>(await get(`/v1/villas/${created.slug}?lang=en`));
      expect(english.description).toBe('<p>Sea view villa with a <strong>private pool</strong>.</p>');
      expect(english.untranslated).toEqual([]);
      expect(english.town?.name).toBe('Kalkan Town');
      // The district has no English name: Turkish, not empty.
      expect(english.district?.name).toBe('Kalkan Merkez');
      // Turkish reads: the Turkish texts, no language fields, and `?lang=tr` is the same answer byte for byte.
      const tr = contentOf<VillaDetail>(turkish);
      expect(tr.description).toBe('<p>Deniz manzaralı, özel havuzlu villa.</p>');
      expect(tr.town?.name).not.toBe('Kalkan Town');
      expect(tr).not.toHaveProperty('untranslated');
      expect(tr).not.toHaveProperty('translations');
      expect((await get(`/v1/villas/${created.slug}?lang=tr`)).body).toBe(turkish.body);
    });

    it('falls back to Turkish and lists the field in untranslated when no English exists', async () => {
      const villa = await createVilla(s.t.db, { name: 'Villa Çevrilmemiş', description: '<p>Yalnızca Türkçe.</p>' });
      const english = contentOf<VillaDetail>(await get(`/v1/villas/${villa.slug}?lang=en`));
      expect(english.description).toBe('<p>Yalnızca Türkçe.</p>');
      expect(english.untranslated).toEqual(['description']);
    });

    it('keeps the stored translations when a save omits them', async () => {
      const created = contentOf<VillaDetail>(
        await s.call(
          'POST',
          '/v1/admin/villas',
          s.adminToken,
          villaBody({ name: 'Villa Kalıcı', translations: { en: { description: 'Kept.' } } }),
        ),
        201,
      );
      const saved = contentOf<VillaDetail>(
        await s.call('PUT', `/v1/admin/villas/${created.id}`, s.adminToken, villaBody({ name: 'Villa Kalıcı 2' })),
      );
      expect(saved.translations).toEqual({ en: { description: 'Kept.' } });
    });

    it('refuses an unknown field or language with a Turkish 400 and writes nothing', async () => {
      const created = contentOf<VillaDetail>(
        await s.call('POST', '/v1/admin/villas', s.adminToken, villaBody({ name: 'Villa Doğrulama' })),
        201,
      );
      const field = await s.call(
        'PUT',
        `/v1/admin/villas/${created.id}`,
        s.adminToken,
        villaBody({ name: 'Villa Değişmedi', translations: { en: { permit_number: 'X' } } }),
      );
      expect(field.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(field))).toContain('Çevrilemeyen alan: permit_number');
      const locale = await s.call(
        'PUT',
        `/v1/admin/villas/${created.id}`,
        s.adminToken,
        villaBody({ name: 'Villa Değişmedi', translations: { xx: { description: 'X' } } }),
      );
      expect(locale.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(locale))).toContain('Desteklenmeyen çeviri dili: xx');
      const after = contentOf<VillaDetail>(await s.call('GET', `/v1/admin/villas/${created.id}`, s.adminToken));
      expect(after.name).toBe('Villa Doğrulama');
      expect(after.translations).toEqual({});
    });

    it('filters the admin list by ?missing_translation=en and marks rows missing English', async () => {
      const withEnglish = contentOf<VillaDetail>(
        await s.call(
          'POST',
          '/v1/admin/villas',
          s.adminToken,
          villaBody({ name: 'Villa İngilizceli', translations: { en: { description: 'English.' } } }),
        ),
        201,
      );
      const without = await createVilla(s.t.db, { name: 'Villa İngilizcesiz' });
      const page = contentOf<Page<VillaListItem>>(
        await s.call('GET', '/v1/admin/villas?take=100&missing_translation=en', s.adminToken),
      );
      const ids = page.items.map((v) => v.id);
      expect(ids).toContain(without.id);
      expect(ids).not.toContain(withEnglish.id);
      expect(page.items.find((v) => v.id === without.id)?.missing_translations).toEqual(['en']);
      const all = contentOf<Page<VillaListItem>>(await s.call('GET', '/v1/admin/villas?take=100', s.adminToken));
      expect(all.items.find((v) => v.id === withEnglish.id)?.missing_translations).toEqual([]);
      const bad = await s.call('GET', '/v1/admin/villas?missing_translation=xx', s.adminToken);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(bad))).toContain('Çeviri dili geçersiz');
    });

    it('answers search cards with English catalogue names under ?lang=en and Turkish ones otherwise', async () => {
      const [type] = await s.t.db.insert(villaTypes).values({ name: 'Muhafazakar', slug: 'muhafazakar-ceviri' }).returning();
      if (!type) throw new Error('no type');
      await s.call('PUT', `/v1/admin/translations/villa-type/${type.id}`, s.adminToken, {
        translations: { en: { name: 'Secluded' } },
      });
      const villa = await createVilla(s.t.db, { name: 'Villa Kartlı', types: [type.id] });
      const card = async (q: string) =>
        contentOf<Page<VillaCard>>(await get(`/v2/search?take=100${q}`)).items.find((c) => c.id === villa.id);
      expect((await card('&lang=en'))?.types.map((t) => t.name)).toEqual(['Secluded']);
      expect((await card(''))?.types.map((t) => t.name)).toEqual(['Muhafazakar']);
    });
  });

  describe('boats', () => {
    it('saves English, answers it with ?lang=en (type and marina too) and filters the admin list', async () => {
      const type = await createBoatType(s.t.db, { name: 'Gulet' });
      const marina = await createMarina(s.t.db, { name: 'Göcek Marina', location: 'Muğla, Göcek' });
      await s.call('PUT', `/v1/admin/translations/marina/${marina.marina_id}`, s.adminToken, {
        translations: { en: { location: 'Göcek, Muğla (Turkey)' } },
      });
      const created = contentOf<BoatDetail>(
        await s.call(
          'POST',
          '/v1/admin/boat',
          s.adminToken,
          boatBody({
            type_id: type.id,
            marina_id: marina.marina_id,
            translations: { en: { description: '<p>A wide-decked gulet.</p>' } },
          }),
        ),
        201,
      );
      expect(created.translations).toEqual({ en: { description: '<p>A wide-decked gulet.</p>' } });
      const english = contentOf<PublicBoatDetail>(await get(`/v1/boats/${created.slug}?lang=en`));
      expect(english.description).toBe('<p>A wide-decked gulet.</p>');
      expect(english.untranslated).toEqual([]);
      expect(english.marina?.location).toBe('Göcek, Muğla (Turkey)');
      expect(english.marina?.name).toBe('Göcek Marina');
      const turkish = contentOf<PublicBoatDetail>(await get(`/v1/boats/${created.slug}`));
      expect(turkish.description).toBe('<p>Geniş güverteli gulet.</p>');
      expect(turkish).not.toHaveProperty('untranslated');

      const plain = await createBoat(s.t.db, { name: 'Tekne İngilizcesiz' });
      const fallback = contentOf<PublicBoatDetail>(await get(`/v1/boats/${plain.slug}?lang=en`));
      expect(fallback.untranslated).toEqual(['description']);
      const missing = contentOf<Page<BoatListItem>>(
        await s.call('GET', '/v1/admin/boat?take=100&missing_translation=en', s.adminToken),
      );
      expect(missing.items.map((b) => b.id)).toContain(plain.id);
      expect(missing.items.map((b) => b.id)).not.toContain(created.id);
    });
  });

  describe('blog and content pages', () => {
    it('answers a post in English with the untranslated fields listed', async () => {
      const post = contentOf<BlogPost>(
        await s.call('POST', '/v1/admin/blog', s.adminToken, {
          title: 'Kaş’ta bir hafta',
          summary: 'Koylar ve antik kentler.',
          body: '<p>Kaş rehberi.</p>',
          published: true,
          published_at: '2026-01-01T09:00:00Z',
          translations: { en: { title: 'A week in Kaş', body: '<p>A guide to Kaş.</p><img src=x onerror=alert(1)>' } },
        }),
        201,
      );
      expect(post.translations).toEqual({ en: { title: 'A week in Kaş', body: '<p>A guide to Kaş.</p>' } });
      // Summary and SEO texts have no English yet: the back office marks the post.
      expect(post.missing_translations).toEqual(['en']);
      const english = contentOf<BlogPost>(await get(`/v1/blog/${post.slug}?lang=en`));
      expect(english).toMatchObject({
        title: 'A week in Kaş',
        body: '<p>A guide to Kaş.</p>',
        summary: 'Koylar ve antik kentler.',
      });
      expect(english.untranslated).toEqual(['summary']);
      const list = contentOf<Page<BlogPost>>(await get('/v1/blog?lang=en'));
      expect(list.items.find((p) => p.id === post.id)?.title).toBe('A week in Kaş');
      const turkish = contentOf<BlogPost>(await get(`/v1/blog/${post.slug}`));
      expect(turkish.title).toBe('Kaş’ta bir hafta');
      expect(turkish).not.toHaveProperty('untranslated');
      expect(turkish).not.toHaveProperty('translations');
    });

    it('answers a content page in English: the built-in text, then what the admin saves', async () => {
      const builtIn = contentOf<WebsitePage>(await get('/v1/website/about?lang=en'));
      expect(builtIn).toMatchObject({ title: 'About us', untranslated: [] });
      // Saved in Turkish only: the built-in English text stays; saved without English: the Turkish text shows.
      await s.call('PUT', '/v1/admin/website/about', s.adminToken, { title: 'Hakkımızda', content: '<p>Biz bir acenteyiz.</p>' });
      expect(contentOf<WebsitePage>(await get('/v1/website/about?lang=en'))).toMatchObject({ title: 'About us' });
      await s.call('PUT', '/v1/admin/website/about', s.adminToken, {
        title: 'Hakkımızda',
        content: '<p>Biz bir acenteyiz.</p>',
        translations: { en: { title: '', content: '' } },
      });
      const fallback = contentOf<WebsitePage>(await get('/v1/website/about?lang=en'));
      expect(fallback).toMatchObject({ title: 'Hakkımızda', untranslated: ['title', 'content'] });
      contentOf<WebsitePage>(
        await s.call('PUT', '/v1/admin/website/about', s.adminToken, {
          title: 'Hakkımızda',
          content: '<p>Biz bir acenteyiz.</p>',
          translations: { en: { title: 'About us', content: '<p>We are an agency.</p>' } },
        }),
      );
      const english = contentOf<WebsitePage>(await get('/v1/website/about?lang=en'));
      expect(english).toMatchObject({ title: 'About us', content: '<p>We are an agency.</p>', untranslated: [] });
      const turkish = contentOf<WebsitePage>(await get('/v1/website/about'));
      expect(turkish).toMatchObject({ title: 'Hakkımızda', content: '<p>Biz bir acenteyiz.</p>' });
      expect(turkish).not.toHaveProperty('untranslated');
    });

    it('answers the built-in FAQ and opening hours in English until the agency saves its own', async () => {
      const faqOf = (p: WebsitePage) => p.data.faq as { question: string; answer: string }[];
      const turkishHome = contentOf<WebsitePage>(await get('/v1/website/home'));
      const englishHome = contentOf<WebsitePage>(await get('/v1/website/home?lang=en'));
      expect(faqOf(englishHome)).toHaveLength(faqOf(turkishHome).length);
      expect(faqOf(englishHome)[0]?.question).toBe('How do I book?');
      expect(englishHome.untranslated).toEqual([]);
      const contact = contentOf<WebsitePage>(await get('/v1/website/contact?lang=en'));
      expect(contact.data).toMatchObject({ hours: [{ days: 'Monday – Saturday' }, { days: 'Sunday' }] });
      // The agency's own questions have no translation: Turkish, and named so that the page marks them.
      const own = [{ question: 'Havuz ısıtmalı mı?', answer: 'Bazı villalarda.' }];
      await s.call('PUT', '/v1/admin/website/home', s.adminToken, { title: 'Ana Sayfa', content: '', data: { faq: own } });
      const saved = contentOf<WebsitePage>(await get('/v1/website/home?lang=en'));
      expect(saved.data.faq).toEqual(own);
      expect(saved.untranslated).toEqual(['data.faq']);
      expect(contentOf<WebsitePage>(await get('/v1/website/home')).data.faq).toEqual(own);
    });
  });

  describe('catalogue translations', () => {
    it('refuses an unknown field with a Turkish 400 and an unknown row with 404', async () => {
      const type = await createBoatType(s.t.db);
      const bad = await s.call('PUT', `/v1/admin/translations/boat-type/${type.id}`, s.adminToken, {
        translations: { en: { description: 'x' } },
      });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toContain('Çevrilemeyen alan: description');
      const missing = await s.call('PUT', '/v1/admin/translations/boat-type/999999', s.adminToken, { translations: {} });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).message).toBe('Tekne tipi bulunamadı.');
    });
  });

  authorisationMatrix(s, [
    ['GET', '/v1/admin/translations/feature/1'],
    ['PUT', '/v1/admin/translations/feature/1', { translations: {} }],
  ]);
});
