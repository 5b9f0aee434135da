/**
 * Decision 004 for villa data: a successful admin write that changes what
 * the public listing and villa pages show asks the web app to refresh the
 * `villas` tag; reads and refused writes ask nothing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser, createVilla } from '../helpers/factories.ts';
import { createTestApp } from '../helpers/test-app.ts';

it('refreshes the public villa pages after a villa write, not after a read or a refused write', async () => {
  const seen: string[][] = [];
  const web = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push(JSON.parse(body).tags);
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(web.address() as AddressInfo).port}/api/revalidate`;
  const t = await createTestApp({ config: { revalidateUrl: url, revalidateSecret: 'gizli-anahtar-0123456789' } });
  try {
    const token = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
    const villa = await createVilla(t.db);
    expect((await t.app.inject({ url: `/v1/admin/villas/${villa.id}`, headers: bearer(token) })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'PATCH', url: '/v1/admin/villas/setpopular', headers: bearer(token), payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(seen).toEqual([]);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/villas/setpopular',
      headers: bearer(token),
      payload: { villa_id: villa.id, popular: true },
    });
    expect(ok.statusCode).toBe(200);
    await expect.poll(() => seen).toEqual([['villas']]);
  } finally {
    await t.close();
    await new Promise((r) => web.close(r));
  }
});
