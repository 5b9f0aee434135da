/**
 * No double booking of a boat under load (issue 7; DESIGN §3 "Guarantees"):
 * 50 concurrent conflicting writes through HTTP — admin confirmations and
 * options (PUT status) of 50 pending requests whose days all share one day
 * of one boat. Exactly one wins; every other answers 409 naming the winner.
 * Runs on PGlite and, through scripts/with-postgres.sh, on PostgreSQL with
 * real parallel connections.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoatHoldConflict } from '@yali/contract';
import { boatReservationEvents, boatReservations } from '../../src/db/schema.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { addDays } from '../helpers/dates.ts';
import { createBoat, createBoatReservation, createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'ADMIN' }));
});
afterAll(() => t?.close());

describe('50 concurrent conflicting confirmations and options for one boat', () => {
  it('let exactly one through; every other gets 409 naming the winner', async () => {
    const boat = (await createBoat(t.db, { capacity: 12 })).id;
    // Every range contains the day 2034-07-10, so any two overlap: one-day trips to week-long charters.
    const range = (i: number) => {
      const start = addDays('2034-07-10', -(i % 4));
      return { started_at: start, finished_at: addDays(start, 4 + (i % 3)) };
    };
    const contenders: Awaited<ReturnType<typeof createBoatReservation>>[] = [];
    for (let i = 0; i < 49; i++) contenders.push(await createBoatReservation(t.db, { boat_id: boat, ...range(i) }));
    contenders.push(await createBoatReservation(t.db, { boat_id: boat, started_at: '2034-07-10', finished_at: '2034-07-11' }));
    expect(contenders).toHaveLength(50);

    // Alternate confirmations and options, fired all at once.
    const results = await Promise.all(
      contenders.map((p, i) =>
        t.app.inject({
          method: 'PUT',
          url: `/v1/admin/boatreservations/${p.id}`,
          headers: bearer(admin),
          payload: { status: i % 2 ? 'option' : 'confirmed' },
        }),
      ),
    );

    const winners = results.map((r, i) => ({ r, p: contenders[i] })).filter(({ r }) => r.statusCode < 300);
    expect(winners, results.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
    const winner = winners[0]?.p as (typeof contenders)[number];

    const losers = results.filter((r) => r.statusCode >= 300);
    expect(losers).toHaveLength(49);
    for (const r of losers) {
      expect(r.statusCode, r.body).toBe(409);
      const body = r.json<{ content: { code: string; message: string; conflict?: BoatHoldConflict } }>().content;
      expect(body.code).toBe('CONFLICT');
      expect(body.conflict?.id).toBe(winner.id);
      expect(body.message).toContain(winner.reservation_id);
    }

    // The database agrees: exactly one holding reservation for the boat; the losers stayed pending with no history.
    const holding = await t.db
      .select({ id: boatReservations.id })
      .from(boatReservations)
      .where(and(eq(boatReservations.boat_id, boat), inArray(boatReservations.status, ['option', 'confirmed'])));
    expect(holding.map((h) => h.id)).toEqual([winner.id]);
    const pendingLeft = await t.db
      .select({ id: boatReservations.id })
      .from(boatReservations)
      .where(and(eq(boatReservations.boat_id, boat), eq(boatReservations.status, 'pending')));
    expect(pendingLeft).toHaveLength(49);
    const events = await t.db
      .select({ id: boatReservationEvents.reservation_id })
      .from(boatReservationEvents)
      .where(
        inArray(
          boatReservationEvents.reservation_id,
          contenders.map((c) => c.id),
        ),
      );
    expect(events.map((e) => e.id)).toEqual([winner.id]);
  });
});
