/**
 * Back-office settings (SPEC §7 `/getexchange`, `PUT /exchange/edit`,
 * `/site/edit`, `/contact/edit`, `/social/edit`; `GET /settings/{section}`):
 * values saved and read back by the public shell, Turkish 400s, unknown keys
 * refused, and the authorisation matrix (ADMIN only).
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ExchangeContent, SettingEntry } from '@yali/contract';
import { bearer, loginAs } from '../helpers/auth.ts';
import { adminSuite, authorisationMatrix } from '../helpers/catalogue-suite.ts';
import { createUser } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp } from '../helpers/test-app.ts';

const s = adminSuite();
const { call } = s;
const asMap = (entries: SettingEntry[]) => Object.fromEntries(entries.map((e) => [e.key, e.value]));

describe('exchange rates', () => {
  it('saves the three rates and answers content.currency as key/value pairs (SPEC §3)', async () => {
    const saved = contentOf<ExchangeContent>(
      await call('PUT', '/v1/admin/exchange/edit', s.adminToken, {
        dollar_exchange_rate: '42,35',
        euro_exchange_rate: 49.1,
        sterling_exchange_rate: '55.8000',
      }),
    );
    expect(saved.currency).toEqual([
      { key: 'dollar_exchange_rate', value: '42.35' },
      { key: 'euro_exchange_rate', value: '49.1' },
      { key: 'sterling_exchange_rate', value: '55.8' },
    ]);
    const read = contentOf<ExchangeContent>(await call('GET', '/v1/admin/getexchange', s.adminToken));
    expect(read).toEqual(saved);
    const pub = asMap(contentOf<SettingEntry[]>(await call('GET', '/v1/settings')));
    expect(pub.euro_exchange_rate).toBe('49.1');
  });

  it('refuses zero, negative, non-numeric, missing and unknown rates with Turkish messages', async () => {
    const good = { dollar_exchange_rate: '40', euro_exchange_rate: '45', sterling_exchange_rate: '50' };
    for (const bad of [
      { ...good, euro_exchange_rate: '0' },
      { ...good, euro_exchange_rate: '-3' },
      { ...good, euro_exchange_rate: 'abc' },
      { ...good, euro_exchange_rate: '1.23456' },
      { dollar_exchange_rate: '40', euro_exchange_rate: '45' },
      { ...good, yen_exchange_rate: '1' },
    ]) {
      const res = await call('PUT', '/v1/admin/exchange/edit', s.adminToken, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).issues?.[0]?.message).toMatch(/kur|Kur|gerekli|ayar/);
    }
    const read = asMap(contentOf<ExchangeContent>(await call('GET', '/v1/admin/getexchange', s.adminToken)).currency);
    expect(read.euro_exchange_rate).toBe('49.1');
  });
});

describe('site, contact and social settings', () => {
  it('saves each section and the public footer data shows it', async () => {
    /** Saves a settings section as the ADMIN; answers the section as a key → value map. */
    const save = async (path: string, body: Record<string, string>) =>
      asMap(contentOf<SettingEntry[]>(await call('PUT', path, s.adminToken, body)));
    const site = await save('/v1/admin/site/edit', {
      site_name: 'Yalı Tatil',
      site_licence_number: 'TÜRSAB A-1234',
      site_footer_text: 'Kaş’ın en güzel villaları',
    });
    expect(site).toEqual({
      site_name: 'Yalı Tatil',
      site_licence_number: 'TÜRSAB A-1234',
      site_footer_text: 'Kaş’ın en güzel villaları',
      // The listing map's tile server (issue 23): never saved here.
      map_tile_url: '',
      map_tile_attribution: '',
      // Whether infants take a bed (issue 23): never saved here, so the default (they do not).
      infants_count_toward_capacity: '',
    });

    const contact = await save('/v1/admin/contact/edit', {
      site_phone: '+90 242 836 00 00',
      site_email: 'info@yali.example',
      iban: 'tr12 0006 4000 0011 2345 6789 01',
      account_holder: 'Yalı Turizm Ltd. Şti.',
    });
    expect(contact.iban).toBe('TR120006400000112345678901');
    expect(contact.site_whatsapp).toBe('');

    await save('/v1/admin/social/edit', { instagram_link: 'https://instagram.com/yali', twitter_link: '' });
    const social = asMap(contentOf<SettingEntry[]>(await call('GET', '/v1/admin/settings/social', s.adminToken)));
    expect(social).toEqual({
      facebook_link: '',
      instagram_link: 'https://instagram.com/yali',
      twitter_link: '',
      youtube_link: '',
    });

    const footer = asMap(contentOf<{ footerData: SettingEntry[] }>(await call('GET', '/v1/website/footer')).footerData);
    expect(footer.site_footer_text).toBe('Kaş’ın en güzel villaları');
    expect(footer.site_email).toBe('info@yali.example');
  });

  it('refuses unknown keys, keys of another section and bad values', async () => {
    const cases: [string, object, RegExp][] = [
      ['/v1/admin/site/edit', { site_phone: '1' }, /Bilinmeyen ayar: site_phone/],
      ['/v1/admin/site/edit', { evil: 'x' }, /Bilinmeyen ayar: evil/],
      ['/v1/admin/contact/edit', { site_email: 'değil-eposta' }, /e-posta/],
      ['/v1/admin/contact/edit', { iban: 'DE89370400440532013000' }, /IBAN/],
      ['/v1/admin/social/edit', { facebook_link: 'javascript:alert(1)' }, /https/],
      ['/v1/admin/social/edit', { youtube_link: 'http://youtube.com/x' }, /https/],
    ];
    for (const [url, body, message] of cases) {
      const res = await call('PUT', url, s.adminToken, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(
        errorOf(res)
          .issues?.map((i) => i.message)
          .join(' '),
      ).toMatch(message);
    }
    expect((await call('GET', '/v1/admin/settings/exchange', s.adminToken)).statusCode).toBe(400);
  });
});

describe('authorisation', () => {
  authorisationMatrix(s, [
    ['GET', '/v1/admin/getexchange'],
    ['PUT', '/v1/admin/exchange/edit', { dollar_exchange_rate: '1', euro_exchange_rate: '1', sterling_exchange_rate: '1' }],
    ['POST', '/v1/admin/exchange/tcmb'],
    ['PUT', '/v1/admin/site/edit', { site_name: 'Ele geçirildi' }],
    ['PUT', '/v1/admin/contact/edit', { site_phone: '+90 555 555 55 55' }],
    ['PUT', '/v1/admin/social/edit', { facebook_link: '' }],
    ['GET', '/v1/admin/settings/site'],
  ]);
  it('ADMIN reads every section', async () => {
    for (const section of ['site', 'contact', 'social']) {
      expect((await call('GET', `/v1/admin/settings/${section}`, s.adminToken)).statusCode).toBe(200);
    }
  });
});

describe('public cache revalidation (decision 004)', () => {
  it('posts the changed tags with the shared secret after a settings, page or blog write', async () => {
    const seen: { secret: string | undefined; tags: string[] }[] = [];
    const web = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.push({ secret: req.headers['x-revalidate-secret'] as string | undefined, tags: JSON.parse(body).tags });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"content":{}}');
      });
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(web.address() as AddressInfo).port}/api/revalidate`;
    const other = await createTestApp({ config: { revalidateUrl: url, revalidateSecret: 'gizli-anahtar-0123456789' } });
    try {
      const token = await loginAs(other.app, await createUser(other.db, { role: 'ADMIN' }));
      const put = (u: string, payload: object) => other.app.inject({ method: 'PUT', url: u, headers: bearer(token), payload });
      expect((await put('/v1/admin/site/edit', { site_footer_text: 'Yeni alt bilgi' })).statusCode).toBe(200);
      expect((await put('/v1/admin/kvkk/edit', { title: 'KVKK', content: '<p>x</p>' })).statusCode).toBe(200);
      const blog = await other.app.inject({
        method: 'POST',
        url: '/v1/admin/blog',
        headers: bearer(token),
        payload: { title: 'Yeni yazı' },
      });
      expect(blog.statusCode).toBe(201);
      // A refused write revalidates nothing.
      expect((await put('/v1/admin/site/edit', { evil: 'x' })).statusCode).toBe(400);
      expect(seen).toEqual([
        { secret: 'gizli-anahtar-0123456789', tags: ['settings'] },
        { secret: 'gizli-anahtar-0123456789', tags: ['website:kvkk'] },
        { secret: 'gizli-anahtar-0123456789', tags: ['blog'] },
      ]);
    } finally {
      await other.close();
      await new Promise((r) => web.close(r));
    }
  });
});
