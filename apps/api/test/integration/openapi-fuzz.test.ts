/**
 * OpenAPI-driven fuzz test (issue 22, "make the class impossible"): walks
 * every operation of the API's own OpenAPI document and sends
 * - anonymous calls to protected operations: 401 before anything else;
 * - OWNER calls to ADMIN-only operations (`x-roles`) with hostile bodies: 403
 *   before any 400, so the schema of an admin operation never leaks;
 * - OWNER calls with another owner's ids: 403 or 404, never the record;
 * - for each path, query and body parameter, a corpus of hostile values
 *   (NUL and control characters, 100 KB strings, year 0000 and 9999 dates,
 *   `2026-02-30`, negative, huge and `1e309` numbers, arrays for scalars,
 *   objects for strings, unknown fields, `__proto__`) plus fast-check's
 *   arbitrary strings with a fixed seed,
 * and asserts: never a 5xx, every error inside the `{ content: { message,
 * code } }` envelope, never the hostile input echoed in an error.
 *
 * A valid base request is generated from each operation's schemas (with
 * field-name hints for e-mails, phones and dates), so a hostile value in one
 * field travels past validation of the others and reaches the handler.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, signInAll } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createReservation, createUser, createVilla } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  nullable?: boolean;
  $ref?: string;
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
  'x-roles'?: string[];
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** A raw JSON token stands in for a value JSON.stringify cannot write (1e309, a literal `__proto__` key). */
class Raw {
  constructor(readonly json: string) {}
}
const MARK = 'Zq9Echo';
const HOSTILE: Array<[string, unknown]> = [
  ['NUL', `${MARK}a\u0000b`],
  ['control characters', `${MARK}\u0001\u0008\u001b\u007f`],
  ['lone surrogate', `${MARK}\ud800x`],
  ['100 KB string', `${MARK}${'x'.repeat(100_000)}`],
  ['year 0000', '0000-01-01'],
  ['year 9999', '9999-12-31'],
  ['2026-02-30', '2026-02-30'],
  ['month 0000', '0000-01'],
  ['datetime year 0', '0000-01-01T00:00:00Z'],
  ['negative', -1],
  ['huge', 1e20],
  ['beyond int', 2 ** 53 + 2],
  ['fraction', 1.5],
  ['1e309', new Raw('1e309')],
  ['"1e309"', '1e309'],
  ['NaN text', 'NaN'],
  ['empty string', ''],
  ['array', [`${MARK}`]],
  ['object', { a: MARK }],
  ['null', null],
  ['boolean', true],
  ['__proto__', new Raw(`{"__proto__":{"polluted":"${MARK}"}}`)],
  ['markup', `${MARK}<img src=x onerror=alert(1)>{{site_name}}`],
];
// Arbitrary strings, the same on every run (fixed seed): whatever the corpus above did not think of.
const ARBITRARY: Array<[string, unknown]> = fc
  .sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: 22, numRuns: 6 })
  .map((s, i) => [`fast-check string ${i}`, s]);

const pick = (...labels: string[]) => HOSTILE.filter(([label]) => labels.includes(label));
const WRONG_TYPES = pick('array', 'object', 'null', 'boolean', 'negative', 'NUL', 'markup');
const STRINGS = [
  ...pick('NUL', 'control characters', 'lone surrogate', '100 KB string', 'year 0000', 'year 9999', '2026-02-30'),
  ...pick('month 0000', 'datetime year 0', '"1e309"', 'NaN text', 'empty string', 'markup'),
  ...ARBITRARY,
];
const NUMBERS = pick('negative', 'huge', 'beyond int', 'fraction', '1e309', '"1e309"', 'NaN text', 'empty string');
const WHOLE_BODY = pick('array', 'null', 'markup', '1e309', '__proto__', '100 KB string');

/** The hostile values worth sending to a field of this schema: its own type's edge cases and every wrong type. */
function valuesFor(s0: Schema): Array<[string, unknown]> {
  const s = resolve(s0);
  const alt = s.anyOf ?? s.oneOf;
  const type = typeOf(alt?.length ? resolve(alt.find((a) => resolve(a).type !== 'null') ?? {}) : s);
  const own = type === 'string' ? STRINGS : type === 'integer' || type === 'number' ? NUMBERS : [];
  return [...new Map([...own, ...WRONG_TYPES, ...pick('__proto__')]).entries()];
}

let t: TestApp;
let doc: Doc;
const tokens = { admin: '', owner: '' };
const other = { villa: 0, reservation: 0, external: 0 };
const own = { villa: 0, reservation: 0, user: 0 };
const failures: string[] = [];
let calls = 0;

const resolve = (s: Schema): Schema => {
  if (s.$ref) return resolve(doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''] ?? {});
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map(resolve));
  return s;
};
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type);

/** A value the schema accepts, guessed from its type, constraints and the field's name. */
function sample(s0: Schema, name = ''): unknown {
  const s = resolve(s0);
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => resolve(a).type !== 'null') ?? alt[0] ?? {}, name);
  const type = typeOf(s);
  const n = name.toLowerCase();
  if (type === 'string') {
    if (s.format === 'date-time' || /_at$/.test(n)) {
      return s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}$') ? '2031-06-01' : '2031-06-01T10:00:00+03:00';
    }
    if (s.pattern?.includes('\\d{4}-\\d{2}') || /date|checkin|checkout|^from$|^to$|^start|^end|today/.test(n)) {
      if (s.pattern?.includes('\\d{4}-\\d{2}$') || n === 'month') return '2031-06';
      return /checkout|^to$|^end|finished/.test(n) ? '2031-06-08' : '2031-06-01';
    }
    if (n === 'month') return '2031-06';
    if (n.includes('email')) return 'fuzz@example.com';
    if (n.includes('phone')) return '+90 532 123 45 67';
    if (n.includes('password')) return 'Uzun-ve-guclu-Parola-2031';
    if (n.includes('url') || n.includes('link')) return 'https://example.com/a';
    if (n === 'slug') return 'fuzz-villa';
    if (n === 'color' || n === 'colour') return '#daa106';
    const min = Math.max(s.minLength ?? 0, 3);
    return 'Fuzz değeri'.padEnd(min, 'a').slice(0, s.maxLength ?? 1000);
  }
  if (type === 'integer' || type === 'number') {
    const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
    return Math.min(Math.max(1, min), s.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'boolean') return true;
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, name));
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, key);
    return out;
  }
  return 'x';
}

/** JSON text of `body` with `field` (top level) set to `value`, writing Raw tokens as they are. */
function jsonWith(body: Record<string, unknown>, field: string | null, value: unknown): string {
  if (field === null) return value instanceof Raw ? value.json : JSON.stringify(value);
  const placeholder = '"__FUZZ_VALUE__"';
  const text = JSON.stringify({ ...body, [field]: '__FUZZ_VALUE__' });
  return text.replace(placeholder, value instanceof Raw ? value.json : JSON.stringify(value));
}
const asText = (value: unknown) =>
  value instanceof Raw ? value.json : typeof value === 'object' ? JSON.stringify(value) : String(value);

// A URL cannot carry half a surrogate pair: UTF-8 encoding turns it into U+FFFD, as a browser would.
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

/** `upstream`: the operation calls another service and may answer its failure as 502/503 (declared in its schema). */
type Call = {
  method: string;
  url: string;
  payload?: string;
  who: 'anonymous' | 'admin' | 'owner';
  label: string;
  upstream?: boolean;
};

/** Sends one call; records any answer the class rules forbid. */
async function send(call: Call, expectStatus?: (status: number) => boolean, echo?: unknown): Promise<number> {
  const headers: Record<string, string> = {};
  if (call.who !== 'anonymous') Object.assign(headers, bearer(tokens[call.who]));
  if (call.payload !== undefined) headers['content-type'] = 'application/json';
  // A new address per call: the per-address limits (login, booking, contact) would otherwise answer 429 and
  // keep the hostile values away from the handlers.
  calls++;
  const remoteAddress = `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
  const res = await t.app.inject({ method: call.method as 'GET', url: call.url, payload: call.payload, headers, remoteAddress });
  const where = `${call.method.toUpperCase()} ${call.url.slice(0, 120)} as ${call.who} (${call.label})`;
  const upstreamDown = call.upstream && (res.statusCode === 502 || res.statusCode === 503);
  if (res.statusCode >= 500 && !upstreamDown) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  // A signed-in caller refused means an earlier call ended its session: every later call would stop at the hook.
  if (call.who !== 'anonymous' && res.statusCode === 401) failures.push(`${where}: 401, the ${call.who}'s session ended`);
  if (expectStatus && !expectStatus(res.statusCode))
    failures.push(`${where}: unexpected ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400) {
    let body: { content?: { message?: unknown; code?: unknown } } | undefined;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    if (typeof body?.content?.message !== 'string' || typeof body.content.code !== 'string') {
      failures.push(`${where}: ${res.statusCode} outside the error envelope: ${res.body.slice(0, 200)}`);
    }
    // A 409 carries the conflicting record by design (DESIGN §2), whose text an earlier call may have stored.
    const echoed = res.body.includes(MARK) || (typeof echo === 'string' && echo.length >= 8 && res.body.includes(echo));
    if (echoed && res.statusCode !== 409) {
      failures.push(`${where}: ${res.statusCode} echoes the input: ${res.body.slice(0, 200)}`);
    }
  }
  return res.statusCode;
}

/** The operation's URL with path parameters from `path` and query from `query`. */
function urlOf(template: string, path: Record<string, unknown>, query: Record<string, unknown>) {
  const p = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(asText(path[name]))));
  const q = Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) && v.length ? v.map((x) => [k, asText(x)]) : [[k, asText(v)]]))
    .map(([k, v]) => `${encodeURIComponent(k ?? '')}=${encodeURIComponent(wellFormed(v ?? ''))}`)
    .join('&');
  return q ? `${p}?${q}` : p;
}

type Op = { path: string; method: string; op: Operation };
function operations(): Op[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
}
// An empty requirement (`{}`) among the alternatives makes the token optional (logout): a public operation.
const protectedOp = (o: Op) =>
  Boolean(o.op.security?.length) && !o.op.security?.some((r) => Object.keys(r as object).length === 0);
const upstreamOf = (o: Op) => Boolean(o.op.responses?.['502'] || o.op.responses?.['503']);
const jsonBody = (o: Op) => o.op.requestBody?.content['application/json']?.schema;
const paramsIn = (o: Op, where: Parameter['in']) => (o.op.parameters ?? []).filter((p) => p.in === where);
// A user operation's `{id}` names a user no caller here signs in as: hostile values change its password, role
// and activity, which end that user's sessions (sessions.test.ts) and would end the fuzz's own.
const idOf = (o: Op) => (o.path.startsWith('/v1/admin/users/') ? own.user : 1);
const basePath = (o: Op) =>
  Object.fromEntries(paramsIn(o, 'path').map((p) => [p.name, p.name === 'id' ? idOf(o) : sample(p.schema, p.name)]));
const baseQuery = (o: Op) =>
  Object.fromEntries(
    paramsIn(o, 'query')
      .filter((p) => p.required)
      .map((p) => [p.name, sample(p.schema, p.name)]),
  );
const baseBody = (o: Op) => {
  const schema = jsonBody(o);
  return schema ? (sample(schema) as Record<string, unknown>) : undefined;
};

beforeAll(async () => {
  t = await createTestApp({ config: { bookingRateLimit: 1_000_000 } });
  doc = t.app.swagger() as unknown as Doc;
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const owner = await createUser(t.db, { role: 'OWNER' });
  const neighbour = await createUser(t.db, { role: 'OWNER' });
  own.user = (await createUser(t.db, { role: 'OWNER' })).id;
  own.villa = (await createVilla(t.db, { owner_id: owner.id })).id;
  own.reservation = (await createReservation(t.db, { villa_id: own.villa })).id;
  other.villa = (await createVilla(t.db, { owner_id: neighbour.id })).id;
  other.reservation = (await createReservation(t.db, { villa_id: other.villa })).id;
  other.external = (
    await createReservation(t.db, {
      villa_id: other.villa,
      channel: 'external',
      status: 'confirmed',
      started_at: addDays('2032-03-01', 0),
      finished_at: addDays('2032-03-01', 5),
    })
  ).id;
  await signInAll(t.app, tokens, { admin, owner });
}, 120_000);
afterAll(() => t?.close());
// Each test reports its own findings.
beforeEach(() => {
  failures.length = 0;
});

describe('the OpenAPI document', () => {
  it('lists the API’s operations and the roles of each admin one', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    const admin = ops.filter((o) => o.path.startsWith('/v1/admin/'));
    const undeclared = admin.filter((o) => !protectedOp(o) || !Array.isArray(o.op['x-roles']));
    expect(undeclared.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(admin.filter((o) => o.op['x-roles']?.includes('OWNER')).length).toBeGreaterThan(5);
  });
});

describe('authorisation is decided before validation', () => {
  it('answers 401 to anonymous callers of every protected operation, whatever they send', async () => {
    for (const o of operations().filter(protectedOp)) {
      const url = urlOf(o.path, basePath(o), {});
      await send({ method: o.method, url, who: 'anonymous', label: 'no token' }, (s) => s === 401);
      if (jsonBody(o)) {
        await send({ method: o.method, url, who: 'anonymous', label: 'no token, {}', payload: '{}' }, (s) => s === 401);
      }
    }
    expect(failures.join('\n')).toBe('');
  });

  it('answers 403 to an OWNER on every ADMIN-only operation before looking at the body', async () => {
    const adminOnly = operations().filter((o) => protectedOp(o) && !o.op['x-roles']?.includes('OWNER'));
    expect(adminOnly.length).toBeGreaterThan(40);
    for (const o of adminOnly) {
      const url = urlOf(o.path, basePath(o), {});
      await send({ method: o.method, url, who: 'owner', label: 'no body' }, (s) => s === 403);
      if (jsonBody(o)) {
        for (const payload of ['{}', '[]', '"x"', jsonWith(baseBody(o) ?? {}, null, baseBody(o))]) {
          await send({ method: o.method, url, who: 'owner', label: `body ${payload.slice(0, 20)}`, payload }, (s) => s === 403);
        }
      }
    }
    expect(failures.join('\n')).toBe('');
  });

  it('never gives an OWNER another owner’s records through the operations open to owners', async () => {
    const byPrefix: Array<[RegExp, number]> = [
      [/^\/v1\/admin\/villas\/\{id\}$/, other.villa],
      [/^\/v1\/admin\/reservations\/\{id\}$/, other.reservation],
      [/^\/v1\/admin\/external\/\{id\}$/, other.external],
    ];
    let checked = 0;
    for (const o of operations().filter((x) => x.op['x-roles']?.includes('OWNER'))) {
      const target = byPrefix.find(([re]) => re.test(o.path))?.[1];
      if (target !== undefined) {
        checked++;
        const body = baseBody(o);
        const payload = body ? JSON.stringify(body) : undefined;
        const url = urlOf(o.path, { id: target }, {});
        await send({ method: o.method, url, who: 'owner', label: 'another owner’s id', payload }, (s) => s === 403 || s === 404);
      }
      // Filters by another owner's villa answer nothing of theirs.
      if (paramsIn(o, 'query').some((p) => p.name === 'villa_id') && o.method === 'get') {
        checked++;
        const res = await t.app.inject({
          method: 'GET',
          url: urlOf(o.path, {}, { ...baseQuery(o), villa_id: other.villa }),
          headers: bearer(tokens.owner),
        });
        if (res.statusCode === 200) {
          const text = res.body;
          if (text.includes(`"villa_id":${other.villa}`))
            failures.push(`GET ${o.path}?villa_id=${other.villa}: shows another owner’s records`);
        } else if (res.statusCode !== 403 && res.statusCode !== 404) {
          failures.push(`GET ${o.path}?villa_id=${other.villa}: ${res.statusCode}`);
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(failures.join('\n')).toBe('');
  });
});

describe('hostile values in every parameter', () => {
  const values = [...HOSTILE, ...ARBITRARY];

  it('the generated base requests mostly pass validation (so hostile values reach the handlers)', async () => {
    const refused: string[] = [];
    const ops = operations().filter((o) => o.method !== 'delete' && !o.op.requestBody?.content['multipart/form-data']);
    for (const o of ops) {
      const who = protectedOp(o) ? 'admin' : 'anonymous';
      const body = baseBody(o);
      const url = urlOf(o.path, basePath(o), baseQuery(o));
      const payload = body ? JSON.stringify(body) : undefined;
      const status = await send({ method: o.method, url, who, label: 'base', payload, upstream: upstreamOf(o) });
      if (status === 400) refused.push(`${o.method.toUpperCase()} ${o.path}`);
    }
    // A few operations need related records or cross-field rules a generator cannot guess.
    expect(refused.length, refused.join('\n')).toBeLessThanOrEqual(Math.ceil(ops.length * 0.05));
    expect(failures.join('\n')).toBe('');
  });

  // Deletes go last so that the records other operations use stay in place as long as possible.
  const order = (o: Op) => (o.method === 'delete' ? 1 : 0);
  for (const phase of ['path', 'query', 'body'] as const) {
    it(`in ${phase} parameters: never a 5xx, always the error envelope, never echoed input`, async () => {
      for (const o of operations().sort((a, b) => order(a) - order(b))) {
        if (o.op.requestBody?.content['multipart/form-data']) continue;
        const who = protectedOp(o) ? 'admin' : 'anonymous';
        const upstream = upstreamOf(o);
        const path = basePath(o);
        const query = baseQuery(o);
        const body = baseBody(o);
        const payloadOf = (field: string | null, value: unknown) => (body ? jsonWith(body, field, value) : undefined);
        if (phase === 'path') {
          for (const p of paramsIn(o, 'path')) {
            for (const [label, value] of values) {
              if (value instanceof Raw) continue;
              const url = urlOf(o.path, { ...path, [p.name]: value }, query);
              await send(
                { method: o.method, url, who, label: `${p.name}: ${label}`, payload: payloadOf(null, body), upstream },
                undefined,
                value,
              );
            }
          }
        }
        if (phase === 'query') {
          for (const p of paramsIn(o, 'query')) {
            for (const [label, value] of values) {
              if (value instanceof Raw) continue;
              const url = urlOf(o.path, path, { ...query, [p.name]: value });
              await send({ method: o.method, url, who, label: `${p.name}: ${label}`, upstream }, undefined, value);
            }
          }
        }
        if (phase === 'body' && body) {
          const url = urlOf(o.path, path, query);
          const schema = resolve(jsonBody(o) ?? {});
          for (const [label, value] of WHOLE_BODY) {
            await send(
              { method: o.method, url, who, label: `whole body: ${label}`, payload: jsonWith(body, null, value), upstream },
              undefined,
              value,
            );
          }
          const fields = [...Object.entries(schema.properties ?? {}), ['unknown_field', {}] as [string, Schema]];
          for (const [field, fieldSchema] of fields) {
            for (const [label, value] of valuesFor(fieldSchema)) {
              await send(
                { method: o.method, url, who, label: `${field}: ${label}`, payload: payloadOf(field, value), upstream },
                undefined,
                value,
              );
            }
          }
        }
      }
      expect(failures.join('\n')).toBe('');
    }, 600_000);
  }
});
