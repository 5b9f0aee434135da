/**
 * No double booking under load (DESIGN §3 "Guarantees"): 50 concurrent
 * conflicting writes through HTTP — admin confirmations (PUT status), option
 * creations (POST /reservations) and external blockings (POST /external) —
 * for overlapping dates of one villa. Exactly one wins; every other answers
 * 409 naming the winner. Runs on PGlite and, through
 * scripts/with-postgres.sh, on PostgreSQL with real parallel connections.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldConflict } from '@yali/contract';
import { reservations } from '../../src/db/schema.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createReservation, createUser, createVilla } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin = '';
let owner = '';
let ownerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
  const o = await createUser(t.db, { role: 'OWNER' });
  owner = await loginAs(t.app, o);
  ownerId = o.id;
});
afterAll(() => t?.close());

describe('50 concurrent conflicting writes for one villa', () => {
  it('let exactly one through; every other gets 409 naming the winner', async () => {
    // The owner's villa, so the owner's own blockings join the race too.
    const villa = (await createVilla(t.db, { owner_id: ownerId, capacity: 10 })).id;
    // Every range contains the night of 2034-07-10, so any two overlap.
    const range = (i: number) => {
      const start = addDays('2034-07-10', -(i % 5));
      return { started_at: start, finished_at: addDays(start, 6 + (i % 3)) };
    };
    const pendings = [];
    for (let i = 0; i < 17; i++) pendings.push(await createReservation(t.db, { villa_id: villa, ...range(i) }));

    type Attempt = { kind: string; run: () => Promise<LightMyRequestResponse>; winnerId: (body: unknown) => number };
    const attempts: Attempt[] = [];
    for (const p of pendings)
      attempts.push({
        kind: 'confirm',
        run: () =>
          t.app.inject({
            method: 'PUT',
            url: `/v1/admin/reservations/${p.id}`,
            headers: bearer(admin),
            payload: { status: 'confirmed' },
          }),
        winnerId: () => p.id,
      });
    for (let i = 0; i < 17; i++)
      attempts.push({
        kind: 'option',
        run: () =>
          t.app.inject({
            method: 'POST',
            url: '/v1/admin/reservations',
            headers: bearer(admin),
            payload: { villa_id: villa, ...range(i + 1), adults: 2, guest_name: `Yarışan ${i}`, status: 'option' },
          }),
        winnerId: (b) => (b as { content: { id: number } }).content.id,
      });
    for (let i = 0; i < 16; i++)
      attempts.push({
        kind: 'external',
        run: () =>
          t.app.inject({
            method: 'POST',
            url: '/v1/admin/external',
            headers: bearer(i % 2 ? owner : admin),
            payload: { villa_id: villa, ...range(i + 2), label: `Airbnb ${i}` },
          }),
        winnerId: (b) => (b as { content: { id: number } }).content.id,
      });
    expect(attempts).toHaveLength(50);

    // Interleave the kinds and fire all at once.
    const order = attempts
      .map((a, i) => ({ a, k: (i * 7) % 50 }))
      .sort((x, y) => x.k - y.k)
      .map((x) => x.a);
    const results = await Promise.all(order.map((a) => a.run()));

    const winners = results.map((r, i) => ({ r, a: order[i] as Attempt })).filter(({ r }) => r.statusCode < 300);
    expect(winners, results.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
    const winner = winners[0] as (typeof winners)[number];
    const winnerId = winner.a.winnerId(winner.r.json());

    const losers = results.filter((r) => r.statusCode >= 300);
    expect(losers).toHaveLength(49);
    for (const r of losers) {
      expect(r.statusCode, r.body).toBe(409);
      const body = r.json<{ content: { code: string; message: string; conflict?: HoldConflict } }>().content;
      expect(body.code).toBe('CONFLICT');
      expect(body.conflict?.id).toBe(winnerId);
      expect(body.message).toContain(body.conflict?.reservation_id ?? '???');
    }

    // The database agrees: exactly one holding record for the villa.
    const holding = await t.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.villa_id, villa), inArray(reservations.status, ['option', 'confirmed'])));
    expect(holding.map((h) => h.id)).toEqual([winnerId]);
    // Losing confirmations stayed pending; losing creations left nothing behind.
    const all = await t.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.villa_id, villa));
    expect(all).toHaveLength(winner.a.kind === 'confirm' ? 17 : 18);
  });
});
