/**
 * Reservation codes are random (domain/reservation-code.ts) and unique in the
 * database; a booking request that draws a code already in use retries with a
 * new one inside a savepoint (modules/booking/create-booking-request.ts). The
 * code generator is replaced here by one that hands out chosen codes first, so
 * the clash happens on demand: the request still succeeds with another code
 * and writes exactly one reservation, one event and its mails; when every
 * attempt clashes it answers a Turkish 500 and writes nothing.
 *
 * The API project runs files without isolation (vitest.config.ts): this file
 * reloads the app's modules after registering its mock and drops both the
 * mock and those modules afterwards, so no other file sees the fake codes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, type BookingCreated } from '@yali/contract';

const CODE_MODULE = '../../src/domain/reservation-code.ts';

/** Codes the next calls return (`always` wins), and how many codes were drawn. */
const codes = vi.hoisted(() => ({ queue: [] as string[], always: null as string | null, calls: 0 }));

vi.mock('../../src/domain/reservation-code.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/domain/reservation-code.ts')>();
  return {
    ...real,
    newReservationCode: (...args: Parameters<typeof real.newReservationCode>) => {
      codes.calls++;
      return codes.always ?? codes.queue.shift() ?? real.newReservationCode(...args);
    },
  };
});

type Modules = {
  testApp: typeof import('../helpers/test-app.ts');
  factories: typeof import('../helpers/factories.ts');
  auth: typeof import('../helpers/auth.ts');
  schema: typeof import('../../src/db/schema.ts');
  orm: typeof import('drizzle-orm');
  pricing: typeof import('../../src/domain/pricing.ts');
  dates: typeof import('../helpers/dates.ts');
};

let m: Modules;
let t: import('../helpers/test-app.ts').TestApp;
let villa: { id: number; slug: string };
let checkin: string;
const TAKEN = 'YLTAKEN2';

async function counts() {
  const { count } = m.orm;
  const { mailOutbox, reservationEvents, reservations } = m.schema;
  const [[r], [e], [mail]] = await Promise.all([
    t.db.select({ n: count() }).from(reservations),
    t.db.select({ n: count() }).from(reservationEvents),
    t.db.select({ n: count() }).from(mailOutbox),
  ]);
  return { reservations: r?.n, events: e?.n, mails: mail?.n };
}

const request = () =>
  t.app.inject({
    method: 'POST',
    url: '/v1/reservations',
    payload: {
      villa_slug: villa.slug,
      checkin,
      checkout: m.dates.addDays(checkin, 4),
      adults: 2,
      name: 'Ayşe Yıldız',
      email: 'ayse.yildiz@example.com',
      phone: '0532 765 43 21',
      kvkk: true,
    },
  });

beforeAll(async () => {
  // Modules other files already loaded hold the real generator: load the app afresh so it gets the mock.
  vi.resetModules();
  m = {
    testApp: await import('../helpers/test-app.ts'),
    factories: await import('../helpers/factories.ts'),
    auth: await import('../helpers/auth.ts'),
    schema: await import('../../src/db/schema.ts'),
    orm: await import('drizzle-orm'),
    pricing: await import('../../src/domain/pricing.ts'),
    dates: await import('../helpers/dates.ts'),
  };
  t = await m.testApp.createTestApp({ config: { bookingRateLimit: 1000 } });
  await t.db.insert(m.schema.settings).values([{ key: 'site_email', value: 'rezervasyon@yali.example' }]);
  const today = m.pricing.todayInIstanbul();
  checkin = m.dates.addDays(today, 20);
  villa = await m.factories.createPricedVilla(
    t.db,
    { name: 'Villa Kod', capacity: 6, min_stay: 2 },
    { days: 90, nightly_price_kurus: 400_000, min_nights: 2 },
  );
  // The reservation whose code the generator will hand out again.
  await m.factories.createReservation(t.db, {
    villa_id: villa.id,
    reservation_id: TAKEN,
    guest_name: 'İlk Misafir',
    started_at: m.dates.addDays(today, 40),
    finished_at: m.dates.addDays(today, 45),
  });
});

afterAll(async () => {
  await t?.close();
  vi.doUnmock(CODE_MODULE);
  vi.resetModules();
});

describe('reservation code clash', () => {
  it('retries with a new code: the request succeeds once, the existing reservation is untouched', async () => {
    const before = await counts();
    codes.calls = 0;
    codes.queue = [TAKEN, TAKEN, 'YLFRESH3'];

    const res = await request();
    expect(res.statusCode, res.body).toBe(201);
    const created = (res.json() as { content: BookingCreated }).content;
    expect(created.reservation_id).toBe('YLFRESH3');
    expect(codes.calls).toBe(3);

    // One reservation, one event, the guest's and the agency's mail: the clashing attempts left nothing.
    expect(await counts()).toEqual({
      reservations: (before.reservations ?? 0) + 1,
      events: (before.events ?? 0) + 1,
      mails: (before.mails ?? 0) + 2,
    });
    const { eq, inArray } = m.orm;
    const { mailOutbox, reservationEvents, reservations } = m.schema;
    const rows = await t.db
      .select({ code: reservations.reservation_id, name: reservations.guest_name, id: reservations.id })
      .from(reservations)
      .where(inArray(reservations.reservation_id, [TAKEN, 'YLFRESH3']))
      .orderBy(reservations.id);
    expect(rows.map((r) => [r.code, r.name])).toEqual([
      [TAKEN, 'İlk Misafir'],
      ['YLFRESH3', 'Ayşe Yıldız'],
    ]);
    const fresh = rows[1]?.id as number;
    expect(await t.db.select().from(reservationEvents).where(eq(reservationEvents.reservation_id, fresh))).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.reservation_id, fresh));
    expect(mails.map((x) => x.template_key).sort()).toEqual(['reservation_received_agency', 'reservation_received_guest']);
    // The mails quote the code that was stored, not one of the clashing ones.
    expect(mails.find((x) => x.template_key === 'reservation_received_guest')?.text).toContain('YLFRESH3');
    expect(mails.some((x) => x.text.includes(TAKEN))).toBe(false);

    // The guest can look the reservation up by the code they were given.
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations/lookup',
      payload: { code: 'YLFRESH3', contact: 'ayse.yildiz@example.com' },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
  });

  it('gives up after every attempt clashes: a Turkish error, nothing written, the next request works', async () => {
    const before = await counts();
    codes.calls = 0;
    codes.always = TAKEN;

    const res = await request();
    codes.always = null;
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ content: { code: 'INTERNAL', message: BOOKING_MESSAGES.codeUnavailable } });
    expect(codes.calls).toBe(6);
    expect(await counts()).toEqual(before);

    // The failed transaction left the connection usable (PGlite has only one).
    const again = await request();
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as { content: BookingCreated }).content.reservation_id).toMatch(/^YL[A-Z2-9]{6}$/);
    expect((await counts()).reservations).toBe((before.reservations ?? 0) + 1);
  });

  it('an agency reservation also retries on a clash and holds the dates once', async () => {
    const admin = await m.factories.createUser(t.db, { role: 'ADMIN' });
    const token = await m.auth.loginAs(t.app, admin);
    codes.calls = 0;
    codes.queue = [TAKEN, 'YLADMN45'];
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: m.auth.bearer(token),
      payload: {
        villa_id: villa.id,
        started_at: m.dates.addDays(checkin, 10),
        finished_at: m.dates.addDays(checkin, 14),
        adults: 2,
        guest_name: 'Acente Misafiri',
        status: 'confirmed',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(codes.calls).toBe(2);
    const { eq } = m.orm;
    const [row] = await t.db
      .select({ code: m.schema.reservations.reservation_id })
      .from(m.schema.reservations)
      .where(eq(m.schema.reservations.id, (res.json() as { content: { id: number } }).content.id));
    expect(row?.code).toBe('YLADMN45');
  });
});
