/**
 * The error shape of DESIGN §2 everywhere: `{ content: { message, code,
 * issues? } }` with a Turkish message, the right status, and never a stack
 * trace or a 500 for bad input.
 */
import { rm } from 'node:fs/promises';
import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@yali/contract';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createUser, createVilla } from '../helpers/factories.ts';
import { errorOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let ownerToken: string;
let foreignVilla: number;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const owner = await createUser(t.db, { role: 'OWNER' });
  foreignVilla = (await createVilla(t.db)).id;
  adminToken = await loginAs(t.app, admin);
  ownerToken = await loginAs(t.app, owner);
});
afterAll(() => t?.close());

describe('unknown routes', () => {
  it('answer 404 with Turkish JSON', async () => {
    for (const [method, url] of [
      ['GET', '/v1/boyle-bir-adres-yok'],
      ['POST', '/v1/admin/yok'],
      ['GET', '/'],
      ['DELETE', '/v1/auth/login'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ content: { message: API_MESSAGES.ROUTE_NOT_FOUND, code: 'NOT_FOUND' } });
    }
    expect(API_MESSAGES.ROUTE_NOT_FOUND).toBe('İstenen adres bulunamadı.');
  });
});

describe('error responses', () => {
  type Case = { name: string; status: number; request: InjectOptions };
  const cases = (): Case[] => [
    {
      name: 'malformed JSON',
      status: 400,
      request: { method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' },
    },
    { name: 'invalid body', status: 400, request: { method: 'POST', url: '/v1/auth/login', payload: { email: 42 } } },
    {
      name: 'wrong content type',
      status: 415,
      request: { method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    },
    {
      name: 'body over the limit',
      status: 413,
      request: { method: 'POST', url: '/v1/auth/login', payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) } },
    },
    {
      name: 'invalid query',
      status: 400,
      request: { method: 'GET', url: '/v1/admin/villas?take=-5', headers: bearer(adminToken) },
    },
    {
      name: 'id out of range',
      status: 400,
      request: { method: 'GET', url: '/v1/admin/villas/1e400', headers: bearer(adminToken) },
    },
    {
      name: 'id beyond the integer column',
      status: 400,
      request: { method: 'GET', url: '/v1/admin/villas/2147483648', headers: bearer(adminToken) },
    },
    { name: 'no token', status: 401, request: { method: 'GET', url: '/v1/admin/villas' } },
    { name: 'bad token', status: 401, request: { method: 'GET', url: '/v1/admin/villas', headers: bearer('a.b.c') } },
    { name: 'wrong role', status: 403, request: { method: 'GET', url: '/v1/admin/users/select', headers: bearer(ownerToken) } },
    {
      name: 'another owner’s villa',
      status: 404,
      request: { method: 'GET', url: `/v1/admin/villas/${foreignVilla}`, headers: bearer(ownerToken) },
    },
    { name: 'unknown villa slug', status: 404, request: { method: 'GET', url: '/v1/villas/yok' } },
    { name: 'invalid public query', status: 400, request: { method: 'GET', url: '/v2/search?sort=random' } },
  ];

  it('have the right status and the error shape, with a Turkish message and no stack trace', async () => {
    for (const c of cases()) {
      const res = await t.app.inject(c.request);
      expect(res.statusCode, c.name).toBe(c.status);
      expect(res.headers['content-type'], c.name).toMatch(/^application\/json/);
      const body = res.json<{ content: Record<string, unknown> }>();
      expect(Object.keys(body), c.name).toEqual(['content']);
      expect(
        Object.keys(body.content).every((k) => ['message', 'code', 'issues'].includes(k)),
        c.name,
      ).toBe(true);
      const { message, code } = errorOf(res);
      expect(typeof code, c.name).toBe('string');
      // Turkish for a person: not the framework's English text.
      expect(message, c.name).not.toMatch(/^(Bad Request|Unauthorized|Forbidden|Not Found|Internal Server Error)/);
      expect(message, c.name).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
      expect(res.body, c.name).not.toMatch(/"stack"|\n\s+at |\bat .+:\d+:\d+|node_modules|\.ts:\d+|Error:/);
    }
  });

  it('keep the body short for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Gönderilen veri çok büyük.' });
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with the Turkish INTERNAL message and nothing of the error itself', async () => {
    const broken = await createTestApp();
    try {
      // The database goes away under the running app.
      await broken.database.close();
      const res = await broken.app.inject({ method: 'GET', url: '/v1/settings' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ content: { message: API_MESSAGES.INTERNAL, code: 'INTERNAL' } });
      expect(res.body).not.toMatch(/stack|closed|pool|\bat /i);
    } finally {
      await broken.app.close();
      await rm(broken.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('errors raised before our code runs, through a real socket (issue 22, finding 5)', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Sends raw bytes and answers the status and body of the HTTP answer. */
  async function raw(request: string): Promise<{ status: number; body: string }> {
    const { port } = new URL(base);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
      socket.end(request);
    });
  }
  const envelopeOf = (body: string) => (JSON.parse(body) as { content: { message: string; code: string } }).content;

  it('an over-long path parameter: 414 in the envelope, without the path', async () => {
    const long = `villa${'x'.repeat(5000)}`;
    const res = await fetch(`${base}/v1/villas/${long}`);
    expect(res.status).toBe(414);
    const text = await res.text();
    expect(envelopeOf(text)).toEqual({ message: 'İstek adresi çok uzun.', code: 'URI_TOO_LONG' });
    expect(text).not.toContain(long);
  });

  it('a malformed percent-encoding in the path: 400 in the envelope, without the path', async () => {
    const res = await raw('GET /v1/villas/%E0%A4%A-kotu HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(envelopeOf(res.body).code).toBe('VALIDATION');
    expect(res.body).not.toContain('kotu');
  });

  it('headers larger than Node accepts: 431 in the envelope', async () => {
    const res = await raw(`GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(envelopeOf(res.body)).toEqual({ message: 'İstek başlıkları çok büyük.', code: 'HEADERS_TOO_LARGE' });
  });

  it('a request line Node cannot parse: 400 in the envelope', async () => {
    const res = await raw('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(envelopeOf(res.body).code).toBe('VALIDATION');
  });

  it('every answer, success or error, tells browsers not to sniff its type', async () => {
    for (const path of ['/v1/health', '/v1/villas/yok-boyle-villa', '/v1/admin/users', '/docs/json']) {
      expect((await fetch(`${base}${path}`)).headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('malformed JSON: 400 in Turkish, without Fastify’s text or the input', async () => {
    const res = await fetch(`${base}/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Zq9<script>',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(envelopeOf(text).message).toBe('İstek okunamadı; gönderilen veri geçersiz.');
    expect(text).not.toContain('Zq9');
  });
});
