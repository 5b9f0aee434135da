/**
 * Website pages in the back office (SPEC §7 `PUT /admin/{section}/edit`):
 * the saved, sanitised page is what the public `GET /v1/website/{section}`
 * answers; the editor reads the stored row or the default text; 400s; ADMIN only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsitePage } from '@yali/contract';
import { bearer, loginAs, signExpiredToken } from '../helpers/auth.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { contentOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminToken: string;
let ownerToken: string;
const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
  ownerToken = await loginAs(t.app, await createUser(t.db, { role: 'OWNER' }));
});
afterAll(() => t?.close());

describe('website pages', () => {
  it('reads the default text before any edit (updated_at null)', async () => {
    const page = contentOf<WebsitePage>(await call('GET', '/v1/admin/website/kvkk', adminToken));
    expect(page).toMatchObject({ section: 'kvkk', title: 'KVKK Aydınlatma Metni', updated_at: null });
    expect(page.content).toContain('{{site_name}}');
  });

  it('saves title and content, and the public page answers them', async () => {
    const saved = contentOf<WebsitePage>(
      await call('PUT', '/v1/admin/kvkk/edit', adminToken, {
        title: 'KVKK Aydınlatma Metni (güncel)',
        content:
          '<h2>Veri sorumlusu</h2><p>Kişisel verileriniz <strong>güvende</strong>.</p><p><a href="https://kvkk.gov.tr">Kurum</a></p>',
      }),
    );
    expect(saved.updated_at).not.toBeNull();
    expect(saved.content).toBe(
      '<h2>Veri sorumlusu</h2><p>Kişisel verileriniz <strong>güvende</strong>.</p><p><a href="https://kvkk.gov.tr" rel="noopener noreferrer">Kurum</a></p>',
    );
    const pub = contentOf<WebsitePage>(await call('GET', '/v1/website/kvkk'));
    expect(pub).toMatchObject({ title: 'KVKK Aydınlatma Metni (güncel)', content: saved.content });
    const again = contentOf<WebsitePage>(await call('GET', '/v1/admin/website/kvkk', adminToken));
    expect(again.content).toBe(saved.content);
  });

  it('keeps data unless sent; the contact page is saved through /website/contact', async () => {
    contentOf(
      await call('PUT', '/v1/admin/home/edit', adminToken, { title: 'Ana sayfa', content: '', data: { hero: 'Merhaba' } }),
    );
    const kept = contentOf<WebsitePage>(
      await call('PUT', '/v1/admin/home/edit', adminToken, { title: 'Ana sayfa 2', content: '<p>x</p>' }),
    );
    expect(kept.data).toEqual({ hero: 'Merhaba' });
    const contact = contentOf<WebsitePage>(
      await call('PUT', '/v1/admin/website/contact', adminToken, {
        title: 'İletişim',
        content: '<p>Bize yazın</p>',
        data: { hours: '09–18' },
      }),
    );
    expect(contact.data).toEqual({ hours: '09–18' });
  });

  it('400 for an unknown section, a short title or a missing content', async () => {
    for (const [url, body] of [
      ['/v1/admin/blogs/edit', { title: 'Başlık', content: '' }],
      ['/v1/admin/about/edit', { title: 'B', content: '' }],
      ['/v1/admin/about/edit', { title: 'Başlık' }],
    ] as const) {
      expect((await call('PUT', url, adminToken, body)).statusCode, url).toBe(400);
    }
  });

  for (const [method, url] of [
    ['GET', '/v1/admin/website/about'],
    ['PUT', '/v1/admin/about/edit'],
  ] as const) {
    it(`${method} ${url}: OWNER 403, anonymous 401, expired 401`, async () => {
      const body = method === 'PUT' ? { title: 'Ele geçirildi', content: '' } : undefined;
      expect((await call(method, url, ownerToken, body)).statusCode).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, await signExpiredToken(admin), body)).statusCode).toBe(401);
    });
  }
});
