/** `GET /v1/admin/unreadcount`: the red badges of the back office (SPEC §6, §7). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnreadCount } from '@yali/contract';
import { contactMessages, reservations } from '../../src/db/schema.ts';
import { bearer, loginAs } from '../helpers/auth.ts';
import { createContactMessage, createReservation, createUser, createVilla } from '../helpers/factories.ts';
import { contentOf } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const tokens = { admin: '', owner1: '', owner2: '', idle: '' };
let villa1: number;
let villa2: number;

const counts = async (who: keyof typeof tokens) =>
  contentOf<UnreadCount>(await t.app.inject({ method: 'GET', url: '/v1/admin/unreadcount', headers: bearer(tokens[who]) }));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'ADMIN' });
  const owner1 = await createUser(t.db, { role: 'OWNER' });
  const owner2 = await createUser(t.db, { role: 'OWNER' });
  const idle = await createUser(t.db, { role: 'OWNER' });
  villa1 = (await createVilla(t.db, { owner_id: owner1.id })).id;
  const villa1b = (await createVilla(t.db, { owner_id: owner1.id, active: false })).id;
  villa2 = (await createVilla(t.db, { owner_id: owner2.id })).id;
  const unowned = (await createVilla(t.db)).id;

  // owner1: 3 unopened pending requests (one on an inactive villa), plus ones that do not count.
  await createReservation(t.db, { villa_id: villa1, status: 'pending' });
  await createReservation(t.db, { villa_id: villa1, status: 'pending' });
  await createReservation(t.db, { villa_id: villa1b, status: 'pending' });
  await createReservation(t.db, { villa_id: villa1, status: 'pending', opened_at: new Date() });
  await createReservation(t.db, { villa_id: villa1, status: 'confirmed' });
  await createReservation(t.db, { villa_id: villa1, status: 'option' });
  await createReservation(t.db, { villa_id: villa1, status: 'cancelled' });
  // owner2: 1; unowned villa: 1.
  await createReservation(t.db, { villa_id: villa2, status: 'pending' });
  await createReservation(t.db, { villa_id: villa2, status: 'completed' });
  await createReservation(t.db, { villa_id: unowned, status: 'pending' });

  await createContactMessage(t.db);
  await createContactMessage(t.db);
  await createContactMessage(t.db, { read: true });

  for (const [key, user] of [
    ['admin', admin],
    ['owner1', owner1],
    ['owner2', owner2],
    ['idle', idle],
  ] as const)
    tokens[key] = await loginAs(t.app, user);
});
afterAll(() => t?.close());

describe('GET /v1/admin/unreadcount', () => {
  it('counts every unopened pending reservation and every unread contact message for the ADMIN', async () => {
    expect(await counts('admin')).toEqual({ reservationCount: 5, contactCount: 2, failingFeedCount: 0, pendingCommentCount: 0 });
  });

  it('does not give an OWNER the agency’s unopened requests (their badge is their news, owner-portal.test.ts) nor contact messages', async () => {
    // These rows carry no history: nobody did anything the owner has not seen.
    expect(await counts('owner1')).toEqual({ reservationCount: 0, contactCount: 0, failingFeedCount: 0, pendingCommentCount: 0 });
    expect(await counts('owner2')).toEqual({ reservationCount: 0, contactCount: 0, failingFeedCount: 0, pendingCommentCount: 0 });
    expect(await counts('idle')).toEqual({ reservationCount: 0, contactCount: 0, failingFeedCount: 0, pendingCommentCount: 0 });
  });

  it('follows changes: opening a request and reading a message lower the badges', async () => {
    await t.db.update(reservations).set({ opened_at: new Date() }).where(eq(reservations.villa_id, villa2));
    const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.read, false)).limit(1);
    await t.db.update(contactMessages).set({ read: true }).where(eq(contactMessages.id, message!.id));

    expect(await counts('owner2')).toEqual({ reservationCount: 0, contactCount: 0, failingFeedCount: 0, pendingCommentCount: 0 });
    expect(await counts('admin')).toEqual({ reservationCount: 4, contactCount: 1, failingFeedCount: 0, pendingCommentCount: 0 });

    // A new request shows at once.
    await createReservation(t.db, { villa_id: villa1, status: 'pending' });
    expect((await counts('admin')).reservationCount).toBe(5);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/unreadcount' })).statusCode).toBe(401);
  });
});
