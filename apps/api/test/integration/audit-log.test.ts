/**
 * The audit log and the login history (issue 20) through HTTP on a real database: a table
 * over the mutating admin endpoints of the audited records — each call makes exactly the
 * expected records, signed with the caller's name, with the changed fields' before/after; a
 * refused call makes none, nor does an update that changes nothing; the history of a record
 * (with its children) and who may read it; the log cannot be changed by SQL; the retention
 * job; the login history.
 */
import { sql } from 'drizzle-orm';
import type { AuditEntry, AuditPage, LoginPage, ReservationPayments } from '@yali/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { pruneAuditLog } from '../../src/jobs/prune-audit-log.ts';
import { loginAs } from '../helpers/auth.ts';
import { adminSuite, type Method } from '../helpers/catalogue-suite.ts';
import {
  createBoat,
  createBoatPrice,
  createBoatReservation,
  createPricePeriod,
  createReservation,
  createUser,
  createVilla,
  type TestUser,
} from '../helpers/factories.ts';
import { contentOf, errorOf } from '../helpers/http.ts';

const s = adminSuite({ admin: { first_name: 'Ayşe', last_name: 'Denetçi' } });
const ADMIN_NAME = 'Ayşe Denetçi';

type Row = {
  id: string;
  actor_id: number | null;
  actor_label: string;
  entity: string;
  entity_id: string;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  parent_entity: string | null;
  parent_id: string | null;
};
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Row[];

async function lastId(): Promise<number> {
  const [row] = rowsOf(await s.t.db.execute(sql`select coalesce(max(id), 0)::int as id from audit_log`));
  return Number(row?.id ?? 0);
}
async function recordsAfter(id: number): Promise<Row[]> {
  return rowsOf(await s.t.db.execute(sql`select * from audit_log where id > ${id} order by id`));
}

/** Calls and answers the records the call made. */
async function audited(method: Method, url: string, body?: object, token = s.adminToken) {
  const before = await lastId();
  const res = await s.call(method, url, token, body);
  return { res, records: await recordsAfter(before) };
}

let villaId: number;
let otherVillaId: number;
let boatId: number;
let otherOwner: TestUser;
let otherOwnerToken: string;

beforeAll(async () => {
  const db = s.t.db;
  villaId = (await createVilla(db, { owner_id: s.owner.id, name: 'Denetim Villası' })).id;
  otherOwner = await createUser(db, { role: 'OWNER' });
  otherOwnerToken = await loginAs(s.t.app, otherOwner);
  otherVillaId = (await createVilla(db, { owner_id: otherOwner.id })).id;
  boatId = (await createBoat(db)).id;
});

const signedByAdmin = (r: Row) => r.actor_id === s.admin.id && r.actor_label === ADMIN_NAME;

describe('one record per change, signed by the caller, in the same transaction', () => {
  type Case = {
    name: string;
    call: () => Promise<{ method: Method; url: string; body?: object }>;
    status: number;
    expected: { entity: string; action: string; changes?: Record<string, [unknown, unknown]> }[];
  };
  let seq = 0;
  const nextStay = () => {
    seq += 1;
    const start = `2031-${String(1 + (seq % 12)).padStart(2, '0')}-${String(1 + Math.floor(seq / 12) * 10).padStart(2, '0')}`;
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 5);
    return { started_at: start, finished_at: d.toISOString().slice(0, 10) };
  };
  /**
   * Changing a price period's rate (kuruş, `from` → `to`) for June of `year` through the kind's
   * `PUT …/price`: audited as one update of the kind's price table.
   */
  const priceUpdateCase = (kind: 'villa' | 'boat', year: string, from: number, to: number): Case => {
    const range = { start_date: `${year}-06-01`, end_date: `${year}-06-30` };
    const [entity, url, rate] =
      kind === 'villa'
        ? ['villa_prices', '/v1/admin/villas/price', 'nightly_price_kurus']
        : ['boat_prices', '/v1/admin/boat/price', 'daily_price_kurus'];
    return {
      name: `${kind} price period update`,
      call: async () => {
        // The units exist only once beforeAll has run.
        const unit = kind === 'villa' ? { villa_id: villaId } : { boat_id: boatId };
        const p =
          kind === 'villa'
            ? await createPricePeriod(s.t.db, { villa_id: villaId, ...range, nightly_price_kurus: from })
            : await createBoatPrice(s.t.db, { boat_id: boatId, ...range, daily_price_kurus: from });
        return { method: 'PUT', url, body: { id: p.id, ...unit, ...range, [rate]: to } };
      },
      status: 200,
      expected: [{ entity, action: 'update', changes: { [rate]: [from, to] } }],
    };
  };
  const villaReservation = async () => {
    const stay = nextStay();
    return createReservation(s.t.db, {
      villa_id: villaId,
      status: 'confirmed',
      channel: 'admin',
      ...stay,
      total_price_kurus: 1_000_000,
    });
  };

  const cases: Case[] = [
    {
      name: 'reservation create',
      call: async () => ({
        method: 'POST',
        url: '/v1/admin/reservations',
        body: {
          villa_id: villaId,
          ...nextStay(),
          adults: 2,
          children: 0,
          guest_name: 'Deniz Kaya',
          guest_email: '',
          guest_phone: '',
          total_price_kurus: 500_000,
          status: 'pending',
        },
      }),
      status: 201,
      expected: [{ entity: 'reservations', action: 'insert' }],
    },
    {
      name: 'reservation dates',
      call: async () => {
        const r = await villaReservation();
        return {
          method: 'PUT',
          url: `/v1/admin/reservations/${r.id}`,
          body: { started_at: '2032-05-01', finished_at: '2032-05-06' },
        };
      },
      status: 200,
      expected: [
        {
          entity: 'reservations',
          action: 'update',
          changes: { started_at: [expect.any(String), '2032-05-01'], finished_at: [expect.any(String), '2032-05-06'] },
        },
      ],
    },
    {
      name: 'reservation status',
      call: async () => {
        const r = await villaReservation();
        return { method: 'PUT', url: `/v1/admin/reservations/${r.id}`, body: { status: 'cancelled' } };
      },
      status: 200,
      expected: [{ entity: 'reservations', action: 'update', changes: { status: ['confirmed', 'cancelled'] } }],
    },
    {
      name: 'boat reservation update',
      call: async () => {
        const r = await createBoatReservation(s.t.db, { boat_id: boatId, status: 'confirmed', channel: 'admin', ...nextStay() });
        return { method: 'PUT', url: `/v1/admin/boatreservations/${r.id}`, body: { guest_name: 'Ece Deniz' } };
      },
      status: 200,
      expected: [{ entity: 'boat_reservations', action: 'update', changes: { guest_name: [expect.any(String), 'Ece Deniz'] } }],
    },
    {
      name: 'payment record',
      call: async () => {
        const r = await villaReservation();
        return {
          method: 'POST',
          url: `/v1/admin/reservations/${r.id}/payments`,
          body: { kind: 'kapora', amount_minor: 100_000, method: 'cash', paid_on: '2026-01-05' },
        };
      },
      status: 201,
      expected: [{ entity: 'payments', action: 'insert', changes: { amount_kurus: [null, 100_000] } }],
    },
    {
      name: 'villa price period create',
      call: async () => ({
        method: 'POST',
        url: '/v1/admin/villas/price',
        body: { villa_id: villaId, start_date: '2033-06-01', end_date: '2033-06-30', nightly_price_kurus: 400_000 },
      }),
      status: 201,
      expected: [{ entity: 'villa_prices', action: 'insert', changes: { nightly_price_kurus: [null, 400_000] } }],
    },
    priceUpdateCase('villa', '2034', 300_000, 350_000),
    {
      name: 'villa price period delete',
      call: async () => {
        const p = await createPricePeriod(s.t.db, { villa_id: villaId, start_date: '2035-06-01', end_date: '2035-06-30' });
        return { method: 'DELETE', url: '/v1/admin/villas/price', body: { id: p.id } };
      },
      status: 200,
      expected: [{ entity: 'villa_prices', action: 'delete' }],
    },
    priceUpdateCase('boat', '2033', 2_000_000, 2_100_000),
    {
      name: 'external blocking create',
      call: async () => ({
        method: 'POST',
        url: '/v1/admin/external',
        body: { villa_id: villaId, ...nextStay(), label: 'Airbnb' },
      }),
      status: 201,
      expected: [{ entity: 'reservations', action: 'insert', changes: { channel: [null, 'external'] } }],
    },
    {
      name: 'closed dates create',
      call: async () => ({
        method: 'POST',
        url: '/v1/admin/villas/date',
        body: { villa_id: villaId, ...nextStay(), note: 'Boya' },
      }),
      status: 201,
      expected: [{ entity: 'villa_dates', action: 'insert', changes: { note: [null, 'Boya'] } }],
    },
    {
      name: 'villa update',
      call: async () => ({ method: 'PATCH', url: '/v1/admin/villas/activity', body: { villa_id: otherVillaId, active: false } }),
      status: 200,
      expected: [{ entity: 'villas', action: 'update', changes: { active: [true, false] } }],
    },
    {
      name: 'boat update',
      call: async () => ({ method: 'PATCH', url: '/v1/admin/boat/activity', body: { villa_id: boatId, active: false } }),
      status: 200,
      expected: [{ entity: 'boats', action: 'update', changes: { active: [true, false] } }],
    },
    {
      name: 'user create',
      call: async () => ({
        method: 'POST',
        url: '/v1/admin/users',
        body: {
          email: 'yeni.sahip@example.com',
          password: 'Guclu-Parola-2026',
          role: 'OWNER',
          firstName: 'Yeni',
          lastName: 'Sahip',
        },
      }),
      status: 201,
      expected: [
        { entity: 'users', action: 'insert', changes: { role: [null, 'OWNER'], email: [null, 'yeni.sahip@example.com'] } },
      ],
    },
    {
      name: 'user role change',
      call: async () => {
        const u = await createUser(s.t.db, { role: 'OWNER', first_name: 'Rol', last_name: 'Değişen' });
        return {
          method: 'PUT',
          url: `/v1/admin/users/${u.id}`,
          body: { role: 'ADMIN', firstName: 'Rol', lastName: 'Değişen', phone: u.phone },
        };
      },
      status: 200,
      expected: [{ entity: 'users', action: 'update', changes: { role: ['OWNER', 'ADMIN'] } }],
    },
    {
      name: 'settings save',
      call: async () => ({ method: 'PUT', url: '/v1/admin/site/edit', body: { site_name: 'Yalı Denetim' } }),
      status: 200,
      expected: [{ entity: 'settings', action: expect.stringMatching(/insert|update/) as unknown as string }],
    },
    {
      name: 'mail template edit',
      call: async () => {
        const [t] = rowsOf(await s.t.db.execute(sql`select id, body from mail_templates where key = 'option_given'`));
        return {
          method: 'PUT',
          url: `/v1/admin/mailtemplates/${(t as unknown as { id: number }).id}`,
          body: { subject: 'Opsiyonunuz — {{reservation_code}}', body: (t as unknown as { body: string }).body },
        };
      },
      status: 200,
      expected: [
        {
          entity: 'mail_templates',
          action: 'update',
          changes: { subject: [expect.any(String), 'Opsiyonunuz — {{reservation_code}}'] },
        },
      ],
    },
    {
      name: 'iCal feed add',
      call: async () => ({
        method: 'POST',
        url: '/v1/admin/villas/feeds',
        // A loopback address the fetcher refuses at once: the first sync records an error, no audit record.
        body: { villa_id: villaId, name: 'Airbnb', url: 'http://127.0.0.1:9/a.ics' },
      }),
      status: 201,
      expected: [{ entity: 'ical_feeds', action: 'insert', changes: { name: [null, 'Airbnb'] } }],
    },
  ];

  it.each(cases)('$name', async ({ call, status, expected }) => {
    const { method, url, body } = await call();
    const { res, records } = await audited(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(records.map((r) => ({ entity: r.entity, action: r.action }))).toEqual(
      expected.map((e) => ({ entity: e.entity, action: e.action })),
    );
    for (const [i, e] of expected.entries()) {
      const r = records[i] as Row;
      expect(signedByAdmin(r), JSON.stringify(r)).toBe(true);
      if (e.changes) expect(r.changes).toMatchObject(e.changes);
      // Secrets and bookkeeping are never recorded.
      expect(Object.keys(r.changes)).not.toContain('password_hash');
      expect(Object.keys(r.changes)).not.toContain('updated_at');
    }
  });

  it('reversing a payment records the reversing entry only (the ledger row is never changed)', async () => {
    const r = await villaReservation();
    const paid = await s.call('POST', `/v1/admin/reservations/${r.id}/payments`, s.adminToken, {
      kind: 'kapora',
      amount_minor: 50_000,
      method: 'cash',
      paid_on: '2026-01-05',
    });
    const payment = contentOf<ReservationPayments>(paid, 201).entries.find((e) => e.amount_kurus === 50_000) as { id: number };
    const { res, records } = await audited('POST', `/v1/admin/payments/${payment.id}/reverse`, { note: 'Yanlış kayıt' });
    expect(res.statusCode, res.body).toBe(201);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      entity: 'payments',
      action: 'insert',
      parent_entity: 'reservations',
      parent_id: String(r.id),
      changes: { amount_kurus: [null, -50_000], reverses_id: [null, payment.id] },
    });
  });

  it('a refused call makes none: an overlapping reservation (409), a bad body (400), a role refusal (403)', async () => {
    const r = await villaReservation();
    const overlap = await audited('POST', '/v1/admin/reservations', {
      villa_id: villaId,
      started_at: r.started_at,
      finished_at: r.finished_at,
      adults: 2,
      children: 0,
      guest_name: 'Çakışan Misafir',
      guest_email: '',
      guest_phone: '',
      status: 'confirmed',
    });
    expect(overlap.res.statusCode).toBe(409);
    expect(overlap.records).toEqual([]);
    const bad = await audited('PUT', `/v1/admin/reservations/${r.id}`, { started_at: '2032-13-40' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.records).toEqual([]);
    const owner = await audited('PUT', `/v1/admin/reservations/${r.id}`, { guest_name: 'Sahip' }, s.ownerToken);
    expect(owner.res.statusCode).toBe(403);
    expect(owner.records).toEqual([]);
  });

  it('a failing step after a write rolls the write and its record back (one transaction per request)', async () => {
    const p = await createPricePeriod(s.t.db, { villa_id: villaId, start_date: '2036-06-01', end_date: '2036-06-30' });
    const q = await createPricePeriod(s.t.db, { villa_id: villaId, start_date: '2036-07-01', end_date: '2036-07-31' });
    // Moving July onto June is refused by the no-overlap constraint after the UPDATE ran.
    const { res, records } = await audited('PUT', '/v1/admin/villas/price', {
      id: q.id,
      villa_id: villaId,
      start_date: '2036-06-15',
      end_date: '2036-07-31',
      nightly_price_kurus: 300_000,
    });
    expect(res.statusCode).toBe(409);
    expect(records).toEqual([]);
    expect(p.id).toBeGreaterThan(0);
  });

  it('an update that changes nothing makes none', async () => {
    const r = await villaReservation();
    const { res, records } = await audited('PUT', `/v1/admin/reservations/${r.id}`, { guest_name: r.guest_name });
    expect(res.statusCode).toBe(200);
    expect(records).toEqual([]);
  });

  it("signs with the user's name exactly as written, quotes and SQL-looking text included", async () => {
    const first = "Ayşe O'Brien'); select set_config('yali.actor_id', '1', true); -- \\ 𝒴";
    const odd = await createUser(s.t.db, { role: 'ADMIN', first_name: first, last_name: 'Tırnak' });
    const name = `${first} Tırnak`;
    const token = await loginAs(s.t.app, odd);
    const r = await villaReservation();
    const { res, records } = await audited('PUT', `/v1/admin/reservations/${r.id}`, { guest_name: 'Tırnaklı Misafir' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(records.map((x) => [x.actor_id, x.actor_label])).toEqual([[odd.id, name]]);
  });

  it('a change made outside a request (a job, a script) is signed Sistem', async () => {
    const before = await lastId();
    await s.t.db.execute(sql`update villas set capacity = capacity + 1 where id = ${villaId}`);
    const [r] = await recordsAfter(before);
    expect(r).toMatchObject({ actor_id: null, actor_label: 'Sistem', entity: 'villas', action: 'update' });
  });
});

describe('history of a record', () => {
  it("shows a reservation's changes and its payments, newest first, with the actor's name", async () => {
    const r = await createReservation(s.t.db, {
      villa_id: villaId,
      status: 'confirmed',
      channel: 'admin',
      started_at: '2037-06-01',
      finished_at: '2037-06-08',
      total_price_kurus: 1_000_000,
    });
    await s.call('PUT', `/v1/admin/reservations/${r.id}`, s.adminToken, { started_at: '2037-06-02' });
    await s.call('POST', `/v1/admin/reservations/${r.id}/payments`, s.adminToken, {
      kind: 'kapora',
      amount_minor: 100_000,
      method: 'cash',
      paid_on: '2026-01-05',
    });
    const history = contentOf<AuditPage>(await s.call('GET', `/v1/admin/reservations/${r.id}/history`, s.adminToken));
    const [payment, dates] = history.items;
    expect(payment).toMatchObject({ entity: 'payments', action: 'insert', actor: { id: s.admin.id, name: ADMIN_NAME } });
    expect(dates).toMatchObject({
      entity: 'reservations',
      entity_id: String(r.id),
      action: 'update',
      actor_label: ADMIN_NAME,
      changes: { started_at: ['2037-06-01', '2037-06-02'] },
    });
    // The owner of the villa reads it too; another owner gets 404 like for the reservation itself.
    // The references read as names: the payment's reservation by its code, its recorder by name.
    expect(payment?.changes).toMatchObject({ reservation_id: [null, r.id], recorded_by: [null, s.admin.id] });
    expect(history.names.reservations).toEqual({ [r.id]: r.reservation_id });
    expect(history.names.users).toEqual({ [s.admin.id]: ADMIN_NAME });
    const own = contentOf<AuditPage>(await s.call('GET', `/v1/admin/reservations/${r.id}/history`, s.ownerToken));
    expect(own.items.map((i: AuditEntry) => i.id)).toEqual(history.items.map((i) => i.id));
    expect((await s.call('GET', `/v1/admin/reservations/${r.id}/history`, otherOwnerToken)).statusCode).toBe(404);
    expect((await s.call('GET', '/v1/admin/reservations/999999/history', s.adminToken)).statusCode).toBe(404);
  });

  it("shows a villa's price periods; boats' histories are the ADMIN's", async () => {
    await s.call('POST', '/v1/admin/villas/price', s.adminToken, {
      villa_id: villaId,
      start_date: '2038-06-01',
      end_date: '2038-06-30',
      nightly_price_kurus: 410_000,
    });
    const villa = contentOf<AuditPage>(await s.call('GET', `/v1/admin/villas/${villaId}/history`, s.ownerToken));
    expect(villa.items[0]).toMatchObject({ entity: 'villa_prices', changes: { nightly_price_kurus: [null, 410_000] } });
    expect(villa.names.villas).toEqual({ [villaId]: 'Denetim Villası' });
    expect((await s.call('GET', `/v1/admin/villas/${villaId}/history`, otherOwnerToken)).statusCode).toBe(404);
    expect((await s.call('GET', `/v1/admin/boats/${boatId}/history`, s.ownerToken)).statusCode).toBe(403);
    const boat = contentOf<AuditPage>(await s.call('GET', `/v1/admin/boats/${boatId}/history`, s.adminToken));
    expect(boat.total).toBeGreaterThan(0);
  });
});

describe('the global log', () => {
  it('is the ADMIN’s, filtered by user, entity and day', async () => {
    const all = contentOf<AuditPage>(await s.call('GET', '/v1/admin/audit', s.adminToken));
    expect(all.items.length).toBeLessThanOrEqual(50);
    expect(all.total).toBeGreaterThan(10);
    const mine = contentOf<AuditPage>(
      await s.call('GET', `/v1/admin/audit?user_id=${s.admin.id}&entity=villa_prices`, s.adminToken),
    );
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.entity === 'villa_prices' && i.actor?.id === s.admin.id)).toBe(true);
    const future = contentOf<AuditPage>(await s.call('GET', '/v1/admin/audit?from=2099-01-01', s.adminToken));
    expect(future).toEqual({ items: [], total: 0, names: {} });
    expect((await s.call('GET', '/v1/admin/audit', s.ownerToken)).statusCode).toBe(403);
    const bad = await s.call('GET', '/v1/admin/audit?entity=passwords', s.adminToken);
    expect(bad.statusCode).toBe(400);
  });

  it('cannot be changed or deleted by SQL; the retention job removes only older records', async () => {
    await expect(s.t.db.execute(sql`update audit_log set actor_label = 'Kimse'`)).rejects.toThrow();
    await expect(s.t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    // Backdated rows (as if written long ago) can only be made by a test; the prune flag lets them in place.
    const before = await lastId();
    await s.t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into audit_log (at, actor_label, entity, entity_id, action, changes)
        values (now() - interval '400 days', 'Eski', 'villas', '1', 'update', '{}'),
               (now() - interval '100 days', 'Yeni', 'villas', '1', 'update', '{}')`);
    });
    // No setting: 365 days.
    const result = await pruneAuditLog(s.t.db);
    expect(result).toEqual({ skipped: false, count: 1 });
    const left = await recordsAfter(before);
    expect(left.map((r) => r.actor_label)).toEqual(expect.arrayContaining(['Yeni']));
    expect(left.map((r) => r.actor_label)).not.toContain('Eski');
  });

  it('keeps records as many days as the ADMIN sets in Kayıt Saklama; the public settings do not show it', async () => {
    const save = (token: string, days: string) => s.call('PUT', '/v1/admin/audit/edit', token, { audit_retention_days: days });
    expect((await save(s.ownerToken, '90')).statusCode).toBe(403);
    for (const bad of ['29', '3651', '90.5', 'yüz', '']) {
      const res = await save(s.adminToken, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).issues).toContainEqual({
        path: 'body.audit_retention_days',
        message: 'Saklama süresi 30 ile 3650 arasında bir gün sayısı olmalı.',
      });
    }
    expect(contentOf(await save(s.adminToken, '90'))).toContainEqual({ key: 'audit_retention_days', value: '90' });
    try {
      const before = await lastId();
      await s.t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into audit_log (at, actor_label, entity, entity_id, action, changes)
          values (now() - interval '91 days', 'Doksan bir', 'villas', '1', 'update', '{}'),
                 (now() - interval '89 days', 'Seksen dokuz', 'villas', '1', 'update', '{}')`);
      });
      // (The previous test's 100-day-old record goes too.)
      expect((await pruneAuditLog(s.t.db)).count).toBeGreaterThanOrEqual(1);
      expect((await recordsAfter(before)).map((r) => r.actor_label)).toContain('Seksen dokuz');
      expect((await recordsAfter(before)).map((r) => r.actor_label)).not.toContain('Doksan bir');
      // The change of the setting is itself in the log, signed by the admin.
      const log = contentOf<AuditPage>(await s.call('GET', '/v1/admin/audit?entity=settings', s.adminToken));
      expect(log.items[0]).toMatchObject({ entity_id: 'audit_retention_days', actor_label: ADMIN_NAME });
      const published = contentOf<{ key: string }[]>(await s.call('GET', '/v1/settings'));
      expect(published.map((e) => e.key)).not.toContain('audit_retention_days');
      expect(published.map((e) => e.key)).not.toContain('payment_kapora_due_days');
    } finally {
      await save(s.adminToken, '365');
    }
  });
});

describe('login history', () => {
  it('lists successes and failures with the address for the ADMIN; a user sees only their own', async () => {
    const failed = await s.t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: s.owner.email, password: 'yanlis-parola-123' },
      remoteAddress: '203.0.113.7',
    });
    expect(failed.statusCode).toBe(401);
    const all = contentOf<LoginPage>(
      await s.call('GET', `/v1/admin/logins?email=${encodeURIComponent(s.owner.email)}`, s.adminToken),
    );
    expect(all.items.some((i) => !i.success && i.ip === '203.0.113.7')).toBe(true);
    expect(all.items.some((i) => i.success)).toBe(true);
    const failures = contentOf<LoginPage>(await s.call('GET', '/v1/admin/logins?success=false', s.adminToken));
    expect(failures.items.every((i) => !i.success)).toBe(true);
    expect((await s.call('GET', '/v1/admin/logins', s.ownerToken)).statusCode).toBe(403);
    const own = contentOf<LoginPage>(await s.call('GET', '/v1/admin/me/logins', s.ownerToken));
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((i) => i.email === s.owner.email.toLowerCase())).toBe(true);
  });
});
