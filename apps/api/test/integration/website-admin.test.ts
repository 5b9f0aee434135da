/**
 * Website pages in the back office (SPEC §7 `PUT /admin/{section}/edit`):
 * the saved, sanitised page is what the public `GET /v1/website/{section}`
 * answers; the editor reads the stored row or the default text; 400s; ADMIN only.
 */

import { describe, expect, it } from 'vitest';
import type { WebsitePage } from '@yali/contract';
import { adminSuite, authorisationMatrix } from '../helpers/catalogue-suite.ts';
import { contentOf } from '../helpers/http.ts';

const s = adminSuite();
const { call } = s;

describe('website pages', () => {
  it('reads the default text before any edit (updated_at null)', async () => {
    const page = contentOf<WebsitePage>(await call('GET', '/v1/admin/website/kvkk', s.adminToken));
    expect(page).toMatchObject({ section: 'kvkk', title: 'KVKK Aydınlatma Metni', updated_at: null });
    expect(page.content).toContain('{{site_name}}');
  });

  it('saves title and content, and the public page answers them', async () => {
    const saved = contentOf<WebsitePage>(
      await call('PUT', '/v1/admin/kvkk/edit', s.adminToken, {
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
    const again = contentOf<WebsitePage>(await call('GET', '/v1/admin/website/kvkk', s.adminToken));
    expect(again.content).toBe(saved.content);
  });

  it('keeps data unless sent; the contact page is saved through /website/contact', async () => {
    contentOf(
      await call('PUT', '/v1/admin/home/edit', s.adminToken, { title: 'Ana sayfa', content: '', data: { hero: 'Merhaba' } }),
    );
    const kept = contentOf<WebsitePage>(
      await call('PUT', '/v1/admin/home/edit', s.adminToken, { title: 'Ana sayfa 2', content: '<p>x</p>' }),
    );
    expect(kept.data).toEqual({ hero: 'Merhaba' });
    const contact = contentOf<WebsitePage>(
      await call('PUT', '/v1/admin/website/contact', s.adminToken, {
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
      expect((await call('PUT', url, s.adminToken, body)).statusCode, url).toBe(400);
    }
  });

  authorisationMatrix(s, [
    ['GET', '/v1/admin/website/about'],
    ['PUT', '/v1/admin/about/edit', { title: 'Ele geçirildi', content: '' }],
  ]);
});
