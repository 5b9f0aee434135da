/**
 * Blog (SPEC §7 `/blog?skip&take=10`, `POST /blog`, `POST /blog/edit`,
 * `DELETE /blog/{id}`, cover `POST /blog/{id}/cover`; public `GET /v1/blog`,
 * `GET /v1/blog/{slug}`): slugs from titles and unique, sanitised body,
 * publishing, cover variants removed with the post; ADMIN only.
 */

import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BlogListItem, BlogPost } from '@yali/contract';
import { bearer } from '../helpers/auth.ts';
import { adminSuite, authorisationMatrix } from '../helpers/catalogue-suite.ts';
import { contentOf, errorOf, type Page } from '../helpers/http.ts';
import { HOSTILE_SVG, multipart, pngDeclaring } from '../helpers/uploads.ts';

const s = adminSuite();
const { call } = s;

/** `POST /v1/admin/blog/{id}/cover` with one file part named `file`. */
const uploadCover = (id: number, filename: string, data: Buffer, type = 'image/png') => {
  const m = multipart([{ name: 'file', filename, type, data }]);
  return s.t.app.inject({
    method: 'POST',
    url: `/v1/admin/blog/${id}/cover`,
    payload: m.payload,
    headers: { ...m.headers, ...bearer(s.adminToken) },
  });
};
const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );
const fileOf = (url: string) => path.join(s.t.config.uploadsDir, url.replace(/^\/v1\/media\//, ''));

describe('blog', () => {
  let post: BlogPost;

  it('creates a draft with a slug from the Turkish title and a sanitised body', async () => {
    post = contentOf<BlogPost>(
      await call('POST', '/v1/admin/blog', s.adminToken, {
        title: 'Kaş’ta Gezilecek Yerler: İlk Öneriler',
        summary: 'Kısa özet',
        body: '<p onclick="x()">Merhaba <b>Kaş</b></p><script>alert(1)</script>',
      }),
      201,
    );
    expect(post).toMatchObject({ slug: 'kas-ta-gezilecek-yerler-ilk-oneriler', published: false, published_at: null, cover: [] });
    expect(post.body).toBe('<p>Merhaba <strong>Kaş</strong></p>');
    const again = contentOf<BlogPost>(
      await call('POST', '/v1/admin/blog', s.adminToken, { title: 'Kaş’ta gezilecek yerler: ilk öneriler' }),
      201,
    );
    expect(again.slug).toBe('kas-ta-gezilecek-yerler-ilk-oneriler-2');
    // Drafts are not public.
    expect((await call('GET', `/v1/blog/${post.slug}`)).statusCode).toBe(404);
    expect(contentOf<Page<BlogListItem>>(await call('GET', '/v1/blog')).total).toBe(0);
  });

  it('publishes through /blog/edit (date stamped) and the public list and page show it', async () => {
    const edited = contentOf<BlogPost>(
      await call('POST', '/v1/admin/blog/edit', s.adminToken, {
        id: post.id,
        title: post.title,
        summary: 'Kaş’ın koyları',
        body: '<h2>Koylar</h2><p>Kaputaş</p>',
        published: true,
        seo_title: 'Kaş gezi rehberi',
      }),
    );
    expect(edited.published).toBe(true);
    expect(edited.published_at).not.toBeNull();
    expect(edited.slug).toBe(post.slug);
    const list = contentOf<Page<BlogListItem>>(await call('GET', '/v1/blog'));
    expect(list.items.map((i) => i.slug)).toEqual([post.slug]);
    expect(list.items[0]).not.toHaveProperty('body');
    const pub = contentOf<BlogPost>(await call('GET', `/v1/blog/${post.slug}`));
    expect(pub).toMatchObject({ title: post.title, body: '<h2>Koylar</h2><p>Kaputaş</p>', seo_title: 'Kaş gezi rehberi' });
    // A future publication date stays hidden until then.
    const future = contentOf<BlogPost>(
      await call('POST', '/v1/admin/blog', s.adminToken, {
        title: 'Gelecek yazı',
        published: true,
        published_at: '2099-01-01T00:00:00Z',
      }),
      201,
    );
    expect((await call('GET', `/v1/blog/${future.slug}`)).statusCode).toBe(404);
    // Admin list: everything, newest first, 10 per page.
    const adminList = contentOf<Page<BlogListItem>>(await call('GET', '/v1/admin/blog?take=2', s.adminToken));
    expect(adminList.total).toBe(3);
    expect(adminList.items[0]?.title).toBe('Gelecek yazı');
  });

  it('400 for bad input, 404 for an unknown id, 409-free slug change to a taken slug gets a suffix', async () => {
    expect((await call('POST', '/v1/admin/blog', s.adminToken, { title: 'Ab' })).statusCode).toBe(400);
    expect((await call('POST', '/v1/admin/blog', s.adminToken, { title: 'Geçerli başlık', slug: 'Büyük Harf' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/v1/admin/blog', s.adminToken, { title: 'Geçerli başlık', published_at: 'dün' })).statusCode,
    ).toBe(400);
    const missing = await call('POST', '/v1/admin/blog/edit', s.adminToken, { id: 99999, title: 'Geçerli başlık' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Blog yazısı bulunamadı.');
    const other = contentOf<BlogPost>(await call('POST', '/v1/admin/blog', s.adminToken, { title: 'Başka yazı' }), 201);
    const moved = contentOf<BlogPost>(
      await call('POST', '/v1/admin/blog/edit', s.adminToken, { id: other.id, title: 'Başka yazı', slug: post.slug }),
    );
    expect(moved.slug).toBe(`${post.slug}-3`);
  });

  it('uploads a cover (WebP variants) and deleting the post removes its files', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0b3b5c' } })
      .png()
      .toBuffer();
    const withCover = contentOf<BlogPost>(await uploadCover(post.id, 'kapak.png', png));
    expect(withCover.cover.length).toBeGreaterThan(0);
    expect(withCover.cover.every((c) => c.url.endsWith('.webp'))).toBe(true);
    for (const c of withCover.cover) expect(await exists(fileOf(c.url))).toBe(true);

    // The same checks as villa and boat images: real type from the bytes (415), pixel limits from the header (422).
    const notImage = await uploadCover(post.id, 'x.png', Buffer.from('değil'));
    expect(notImage.statusCode).toBe(415);
    expect(errorOf(notImage).message).toBe('“x.png” bir görsel değil. Yalnızca JPEG, PNG veya WebP yüklenebilir.');
    // librsvg would rasterise an SVG (and fetch what it links to): never accepted, whatever it is called.
    for (const [name, type] of [
      ['kapak.svg', 'image/svg+xml'],
      ['kapak.png', 'image/png'],
    ] as const) {
      const svg = await uploadCover(post.id, name, HOSTILE_SVG, type);
      expect(svg.statusCode, name).toBe(415);
      expect(errorOf(svg).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const bomb = await uploadCover(post.id, 'bomba.png', pngDeclaring(16_000, 16_000));
    expect(bomb.statusCode).toBe(422);
    expect(errorOf(bomb).message).toBe(
      '“bomba.png” çok büyük: kenarı en fazla 10.000 piksel, alanı en fazla 40 megapiksel olabilir.',
    );
    // Nothing refused replaced the cover or left a file behind.
    expect(contentOf<BlogPost>(await call('GET', `/v1/admin/blog/${post.id}`, s.adminToken)).cover).toEqual(withCover.cover);
    expect((await readdir(path.join(s.t.config.uploadsDir, 'blog'))).length).toBe(withCover.cover.length);

    expect(contentOf<{ id: number }>(await call('DELETE', `/v1/admin/blog/${post.id}`, s.adminToken))).toEqual({ id: post.id });
    for (const c of withCover.cover) expect(await exists(fileOf(c.url))).toBe(false);
    expect((await call('DELETE', `/v1/admin/blog/${post.id}`, s.adminToken)).statusCode).toBe(404);
    expect((await call('GET', `/v1/blog/${post.slug}`)).statusCode).toBe(404);
  });

  authorisationMatrix(s, [
    ['GET', '/v1/admin/blog'],
    ['GET', '/v1/admin/blog/1'],
    ['POST', '/v1/admin/blog', { title: 'Ele geçirildi' }],
    ['POST', '/v1/admin/blog/edit', { id: 1, title: 'Ele geçirildi' }],
    ['POST', '/v1/admin/blog/1/cover'],
    ['DELETE', '/v1/admin/blog/1'],
  ]);
});
