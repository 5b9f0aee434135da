/** `GET /v1/website/{section}` (SPEC §7 "Public reads"): the row when edited, a complete Turkish default before. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBSITE_SECTIONS, type WebsitePage } from '@yali/contract';
import { settings, websitePages } from '../../src/db/schema.ts';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createUser, createVilla } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(settings)
    .values({ key: 'site_name', value: 'Deniz Villa' })
    .onConflictDoUpdate({ target: settings.key, set: { value: 'Deniz Villa' } });
});
afterAll(() => t?.close());

describe('GET /v1/website/{section}', () => {
  it('answers a Turkish default for every section of SPEC §7 while none is edited', async () => {
    for (const section of WEBSITE_SECTIONS) {
      const page = contentOf<WebsitePage>(await get(`/v1/website/${section}`));
      expect(page.section).toBe(section);
      expect(page.updated_at).toBeNull();
      expect(page.title.length, section).toBeGreaterThan(2);
      if (section !== 'home') expect(page.content.length, section).toBeGreaterThan(100);
      expect(page.content).not.toContain('{{');
    }
  });

  it('fills the site name into the default text', async () => {
    const about = contentOf<WebsitePage>(await get('/v1/website/about'));
    expect(about.content).toContain('Deniz Villa');
    const kvkk = contentOf<WebsitePage>(await get('/v1/website/kvkk'));
    expect(kvkk.title).toBe('KVKK Aydınlatma Metni');
    expect(kvkk.content).toContain('6698');
  });

  it('carries the FAQ entries in the home section and the opening hours in the contact section', async () => {
    const home = contentOf<WebsitePage>(await get('/v1/website/home'));
    const faq = home.data.faq as { question: string; answer: string }[];
    expect(faq.length).toBeGreaterThanOrEqual(5);
    for (const e of faq) expect(e.question.endsWith('?')).toBe(true);
    const contact = contentOf<WebsitePage>(await get('/v1/website/contact'));
    expect(Array.isArray(contact.data.hours)).toBe(true);
  });

  it('answers the edited row once the page exists', async () => {
    await t.db.insert(websitePages).values({
      section: 'cancel',
      title: 'İptal Koşulları',
      content: '<p>{{site_name}} iptal koşulları.</p>',
      data: { note: 'x' },
    });
    const page = contentOf<WebsitePage>(await get('/v1/website/cancel'));
    expect(page).toMatchObject({
      section: 'cancel',
      title: 'İptal Koşulları',
      content: '<p>Deniz Villa iptal koşulları.</p>',
      data: { note: 'x' },
    });
    expect(page.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await t.db.delete(websitePages).where(eq(websitePages.section, 'cancel'));
    expect(contentOf<WebsitePage>(await get('/v1/website/cancel')).updated_at).toBeNull();
  });

  it('refuses an unknown section with 400 and a Turkish message; footer stays the settings route', async () => {
    const res = await get('/v1/website/secret');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION');
    expect(errorOf(res).issues?.[0]?.message).toBe('Bilinmeyen sayfa bölümü.');
    expect(contentOf<{ footerData: unknown[] }>(await get('/v1/website/footer')).footerData).toBeInstanceOf(Array);
  });

  it('answers the same to anonymous, ADMIN, OWNER (of a villa or not) and an expired token', async () => {
    const admin = await createUser(t.db, { role: 'ADMIN' });
    const owner = await createUser(t.db, { role: 'OWNER' });
    const otherOwner = await createUser(t.db, { role: 'OWNER' });
    await createVilla(t.db, { owner_id: owner.id });
    const anonymous = contentOf<WebsitePage>(await get('/v1/website/privacy'));
    for (const h of [
      bearer(await loginAs(t.app, admin)),
      bearer(await loginAs(t.app, owner)),
      bearer(await loginAs(t.app, otherOwner)),
      bearer(await signExpiredToken({ ...admin, role: 'ADMIN' })),
    ]) {
      expect(contentOf<WebsitePage>(await get('/v1/website/privacy', h))).toEqual(anonymous);
    }
  });
});
