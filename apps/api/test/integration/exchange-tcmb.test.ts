/**
 * "Merkez Bankası’ndan güncelle" (`POST /v1/admin/exchange/tcmb`, issue 6):
 * the rates are read from a local HTTP server serving files in the TCMB
 * `today.xml` format. A good bulletin updates the three rates (forex selling);
 * a 500, an unreachable server, a truncated or foreign document keeps the old
 * rates and answers 502 or 422 with a Turkish reason.
 */
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeContent, TcmbUpdateContent } from '@yali/contract';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser } from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const fixtures = path.join(import.meta.dirname, '../fixtures/tcmb');
let server: Server;
let base: string;
let t: TestApp;
let token: string;
let requests = 0;

/** Routes of the fake Central Bank. */
async function handle(url: string): Promise<{ status: number; body: string; type?: string }> {
  if (url === '/kurlar/today.xml') return { status: 200, body: await readFile(path.join(fixtures, 'today.xml'), 'utf8') };
  if (url === '/malformed.xml') return { status: 200, body: await readFile(path.join(fixtures, 'malformed.xml'), 'utf8') };
  if (url === '/truncated.xml') {
    const full = await readFile(path.join(fixtures, 'today.xml'), 'utf8');
    return { status: 200, body: full.slice(0, 400) };
  }
  if (url === '/html') return { status: 200, body: '<html><body>Bakım çalışması</body></html>', type: 'text/html' };
  if (url === '/error') return { status: 500, body: 'Internal Server Error', type: 'text/plain' };
  return { status: 404, body: 'yok', type: 'text/plain' };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    void handle(req.url ?? '/').then(({ status, body, type }) => {
      res.writeHead(status, { 'content-type': type ?? 'application/xml; charset=utf-8' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ config: { tcmbUrl: `${base}/kurlar/today.xml` } });
  token = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
  contentOf(
    await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/exchange/edit',
      headers: bearer(token),
      payload: { dollar_exchange_rate: '40', euro_exchange_rate: '45', sterling_exchange_rate: '50' },
    }),
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

const update = () => t.app.inject({ method: 'POST', url: '/v1/admin/exchange/tcmb', headers: bearer(token) });
const rates = async () =>
  Object.fromEntries(
    contentOf<ExchangeContent>(
      await t.app.inject({ method: 'GET', url: '/v1/admin/getexchange', headers: bearer(token) }),
    ).currency.map((e) => [e.key, e.value]),
  );
const OLD = { dollar_exchange_rate: '40', euro_exchange_rate: '45', sterling_exchange_rate: '50' };

describe('POST /v1/admin/exchange/tcmb', () => {
  it('keeps the old rates on a 500 (502, Turkish reason with the status)', async () => {
    t.config.tcmbUrl = `${base}/error`;
    const res = await update();
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toMatchObject({ code: 'BAD_GATEWAY' });
    expect(errorOf(res).message).toMatch(/HTTP 500.*Kurlar değiştirilmedi/);
    expect(await rates()).toEqual(OLD);
  });

  it('keeps the old rates when the server cannot be reached (502)', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    t.config.tcmbUrl = `http://127.0.0.1:${port}/today.xml`;
    const res = await update();
    expect(res.statusCode).toBe(502);
    expect(errorOf(res).message).toMatch(/ulaşılamadı/);
    expect(await rates()).toEqual(OLD);
  });

  it('keeps the old rates for a malformed, truncated or foreign document (422)', async () => {
    for (const [p, reason] of [
      ['/malformed.xml', /GBP kuru bulunamadı|EUR döviz satış kuru geçersiz/],
      ['/truncated.xml', /okunamadı/],
      ['/html', /Tarih_Date/],
      ['/nothing-here', null],
    ] as const) {
      t.config.tcmbUrl = `${base}${p}`;
      const res = await update();
      if (reason === null) {
        expect(res.statusCode).toBe(502);
        continue;
      }
      expect(res.statusCode, p).toBe(422);
      expect(errorOf(res).message).toMatch(reason);
      expect(errorOf(res).message).toMatch(/Kurlar değiştirilmedi/);
    }
    expect(await rates()).toEqual(OLD);
  });

  it('updates dollar, euro and sterling from ForexSelling and answers the bulletin date', async () => {
    t.config.tcmbUrl = `${base}/kurlar/today.xml`;
    const before = requests;
    const content = contentOf<TcmbUpdateContent>(await update());
    expect(requests).toBe(before + 1);
    expect(content.date).toBe('20.11.2026');
    expect(content.currency).toEqual([
      { key: 'dollar_exchange_rate', value: '42.4869' },
      { key: 'euro_exchange_rate', value: '49.0917' },
      { key: 'sterling_exchange_rate', value: '55.9328' },
    ]);
    expect(await rates()).toEqual({
      dollar_exchange_rate: '42.4869',
      euro_exchange_rate: '49.0917',
      sterling_exchange_rate: '55.9328',
    });
  });
});
