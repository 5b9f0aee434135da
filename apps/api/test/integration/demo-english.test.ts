/**
 * Issue 18, the demo's English content: most villas, boats, the catalogue, the
 * blog and the content pages read in English, and the few records left Turkish
 * on purpose show the fallback (`untranslated`), so the English site can be
 * looked at with both cases from a fresh demo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, PublicBoatDetail, VillaCard, VillaDetail, WebsitePage } from '@yali/contract';
import { boats, villas } from '../../src/db/schema.ts';
import { BOATS_WITHOUT_ENGLISH, VILLAS_WITHOUT_ENGLISH } from '../../src/seed/demo-english.ts';
import { seedDemo } from '../../src/seed/seed-demo.ts';
import { createStorage } from '../../src/storage/create-storage.ts';
import { contentOf, type Page as PageOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const get = <T>(url: string) => t.app.inject({ method: 'GET', url }).then((res) => contentOf<T>(res));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo({ db: t.db, storage: await createStorage(t.config), withImages: false });
}, 180_000);
afterAll(() => t?.close());

describe('the demo in English', () => {
  it('has English descriptions for every active villa but the two left Turkish', async () => {
    const rows = await t.db.select({ slug: villas.slug, name: villas.name, active: villas.active }).from(villas);
    const withoutEnglish: string[] = [];
    for (const v of rows.filter((r) => r.active)) {
      const page = await get<VillaDetail>(`/v1/villas/${v.slug}?lang=en`);
      if (page.untranslated?.includes('description')) withoutEnglish.push(v.name);
      else expect(page.description, v.name).toMatch(/^<p>.+ (is|has) /);
    }
    expect(withoutEnglish.sort()).toEqual([...VILLAS_WITHOUT_ENGLISH].sort());
  });

  it('has English descriptions for every boat but one, and English type and marina places', async () => {
    const rows = await t.db.select({ slug: boats.slug, name: boats.name, active: boats.active }).from(boats);
    const withoutEnglish: string[] = [];
    for (const b of rows.filter((r) => r.active)) {
      const page = await get<PublicBoatDetail>(`/v1/boats/${b.slug}?lang=en`);
      if (page.untranslated?.includes('description')) withoutEnglish.push(b.name);
      expect(page.marina?.location ?? '', b.name).not.toMatch(/^Muğla|^Antalya/);
    }
    expect(withoutEnglish).toEqual([...BOATS_WITHOUT_ENGLISH]);
  });

  it('shows English catalogue names on the search cards, Turkish ones without a language', async () => {
    const english = await get<PageOf<VillaCard>>('/v2/search?take=100&lang=en');
    const features = new Set(english.items.flatMap((c) => c.features.map((f) => f.name)));
    expect(features).toContain('Private pool');
    expect(features).not.toContain('Özel Havuz');
    const turkish = await get<PageOf<VillaCard>>('/v2/search?take=100');
    expect(new Set(turkish.items.flatMap((c) => c.features.map((f) => f.name)))).toContain('Özel Havuz');
  });

  it('has English blog posts but one, and English content pages', async () => {
    const posts = await get<PageOf<BlogPost>>('/v1/blog?lang=en');
    expect(posts.items.filter((p) => (p.untranslated ?? []).includes('title'))).toHaveLength(1);
    expect(posts.items.some((p) => p.title === '7 Things to Check When Renting a Villa')).toBe(true);
    for (const section of ['about', 'rental', 'cancel', 'privacy', 'kvkk', 'howrent', 'contact'] as const) {
      const page = await get<WebsitePage>(`/v1/website/${section}?lang=en`);
      expect(page.untranslated, section).toEqual([]);
    }
  });
});
