/**
 * XSS corpus against every rich-text write of issue 6 (blog body, website
 * pages; mail templates are plain text rendered escaped): what is stored and
 * what the public API serves contains no script, event handler,
 * javascript:/data:/vbscript: URL, SVG, iframe or style.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, MailPreview, MailTemplate, WebsitePage } from '@yali/contract';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser } from '../helpers/factories.ts';
import { contentOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<p onmouseover="alert(1)">üzerine gel</p>',
  '<a href="javascript:alert(1)">tıkla</a>',
  '<a href="JaVaScRiPt:alert(1)">tıkla</a>',
  '<a href="&#106;avascript:alert(1)">tıkla</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">veri</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background:url(javascript:alert(1))">stil</div>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<form action="https://evil.example"><input name=x></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<body onload=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<p>güvenli <strong>metin</strong> <a href="https://yali.example">bağlantı</a></p>',
].join('\n');

const FORBIDDEN = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:text/i,
  /vbscript:/i,
  /<svg/i,
  /<iframe/i,
  /<style/i,
  /style=/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<math/i,
  /<img/i,
];

function assertClean(html: string) {
  for (const re of FORBIDDEN) expect(html, `${re} in ${html}`).not.toMatch(re);
  expect(html).toContain('<strong>metin</strong>');
  expect(html).toContain('<a href="https://yali.example" rel="noopener noreferrer">bağlantı</a>');
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
});
afterAll(() => t?.close());
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = true) =>
  t.app.inject({ method, url, headers: auth ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('XSS corpus', () => {
  it('blog body: stored and served clean', async () => {
    const post = contentOf<BlogPost>(
      await call('POST', '/v1/admin/blog', { title: 'XSS denemesi', body: CORPUS, published: true }),
      201,
    );
    assertClean(post.body);
    assertClean(contentOf<BlogPost>(await call('GET', `/v1/blog/${post.slug}`, undefined, false)).body);
    const edited = contentOf<BlogPost>(
      await call('POST', '/v1/admin/blog/edit', { id: post.id, title: 'XSS denemesi', body: CORPUS, published: true }),
    );
    assertClean(edited.body);
  });

  for (const section of ['about', 'rental', 'cancel', 'privacy', 'kvkk', 'howrent', 'home']) {
    it(`website page ${section}: stored and served clean`, async () => {
      assertClean(
        contentOf<WebsitePage>(await call('PUT', `/v1/admin/${section}/edit`, { title: 'Sayfa', content: CORPUS })).content,
      );
      assertClean(contentOf<WebsitePage>(await call('GET', `/v1/admin/website/${section}`)).content);
      assertClean(contentOf<WebsitePage>(await call('GET', `/v1/website/${section}`, undefined, false)).content);
    });
  }

  it('a site name with markup shows as text in every content page that names it, never as markup (issue 22, finding 1)', async () => {
    const siteName = 'Yalı<img src=x onerror=alert(document.domain)>"\'&';
    contentOf(await call('PUT', '/v1/admin/site/edit', { site_name: siteName }));
    for (const section of ['about', 'privacy', 'kvkk', 'rental'] as const) {
      contentOf(await call('PUT', `/v1/admin/${section}/edit`, { title: 'Sayfa', content: '<p>{{site_name}} hakkında</p>' }));
      const page = contentOf<WebsitePage>(await call('GET', `/v1/website/${section}`, undefined, false));
      expect(page.content).not.toMatch(/<img/i);
      expect(page.content).toContain('<p>Yalı&lt;img src=x onerror=alert(document.domain)&gt;');
    }
  });

  it('mail templates: markup in the text is escaped in the HTML part, never live', async () => {
    const [tpl] = contentOf<MailTemplate[]>(await call('GET', '/v1/admin/mailtemplates'));
    const body = `Sayın {{guest_name}},\n\n${CORPUS}`;
    contentOf(await call('PUT', `/v1/admin/mailtemplates/${tpl?.id}`, { subject: '<script>alert(1)</script> Konu', body }));
    const preview = contentOf<MailPreview>(
      await call('POST', `/v1/admin/mailtemplates/${tpl?.id}/preview`, { subject: 'Konu <img src=x onerror=alert(1)>', body }),
    );
    const html = preview.html.replace(/^<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>/, '');
    expect(html).not.toMatch(/<script|<img|<svg|<iframe|<a /i);
    expect(html).toContain('&lt;script&gt;');
  });
});
