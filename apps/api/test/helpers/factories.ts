/**
 * Test data factories (STYLE "Tests"): one function per record, sensible
 * defaults, unique values on every call, overrides for what a test cares
 * about. Everything goes in through Drizzle, never raw SQL. Each takes the
 * database first, so the same module serves any test that holds a `Db`.
 */
import { foldTurkish, slugify, type UserRole } from '@yali/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import {
  boatImages,
  boatPrices,
  boatReservations,
  boats,
  boatTypes,
  comments,
  contactMessages,
  districts,
  marinas,
  reservations,
  settings,
  towns,
  users,
  villaDates,
  villaImages,
  villaPrices,
  villaTypeLinks,
  villas,
} from '../../src/db/schema.ts';
import { todayInIstanbul } from '../../src/domain/pricing.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { addDays } from './dates.ts';

let seq = 0;
/** A number unique within this test worker. */
export const nextSeq = () => ++seq;

export const DEFAULT_PASSWORD = 'Test1234!';

// scrypt is slow on purpose; hash each distinct password once per worker.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('Insert returned no row');
  return row;
}

export type TestUser = typeof users.$inferSelect & { password: string };

export async function createUser(
  db: Db,
  overrides: {
    role?: UserRole;
    email?: string;
    password?: string;
    active?: boolean;
    first_name?: string;
    last_name?: string;
    phone?: string;
  } = {},
): Promise<TestUser> {
  const n = nextSeq();
  const { password = DEFAULT_PASSWORD, role = 'OWNER', ...rest } = overrides;
  const row = one(
    await db
      .insert(users)
      .values({
        email: `user${n}@test.yali.example`,
        role,
        first_name: role === 'ADMIN' ? 'Ayşe' : 'Mehmet',
        last_name: `Test${n}`,
        ...rest,
        password_hash: await hashOnce(password),
      })
      .returning(),
  );
  return { ...row, password };
}

/** A record with a name and a slug unique on every call (towns, boat types, marinas); `name` defaults to `${label} ${n}`. */
async function createNamed<T extends typeof towns | typeof boatTypes | typeof marinas>(
  db: Db,
  table: T,
  label: string,
  overrides: Partial<T['$inferInsert']>,
  extra: Record<string, unknown> = {},
): Promise<T['$inferSelect']> {
  const n = nextSeq();
  const name = overrides.name ?? `${label} ${n}`;
  const values = { name, slug: `${slugify(name)}-${n}`, ...extra, ...overrides };
  return insertOne(db, table, values);
}

/** Inserts `values` into `table` (one of a union of tables, which Drizzle cannot type `values` over) and answers the row. */
async function insertOne<T extends PgTable>(db: Db, table: T, values: Record<string, unknown>): Promise<T['$inferSelect']> {
  return one(
    (await db
      .insert(table)
      .values(values as never)
      .returning()) as T['$inferSelect'][],
  );
}

export const createTown = (db: Db, overrides: Partial<typeof towns.$inferInsert> = {}) =>
  createNamed(db, towns, 'Kasaba', overrides);

export async function createDistrict(db: Db, overrides: Partial<typeof districts.$inferInsert> = {}) {
  const n = nextSeq();
  const town_id = overrides.town_id ?? (await createTown(db)).town_id;
  const name = overrides.name ?? `Mahalle ${n}`;
  return one(
    await db
      .insert(districts)
      .values({ name, slug: `${slugify(name)}-${n}`, ...overrides, town_id })
      .returning(),
  );
}

/** A unit's (villa, boat) name fields: `name`, a slug unique by `n`, the folded search name and a description. */
const unitNaming = (name: string, n: number) => ({
  name,
  slug: `${slugify(name)}-${n}`,
  name_folded: foldTurkish(name),
  description: `${name} için açıklama.`,
});

export type VillaOverrides = Partial<typeof villas.$inferInsert> & {
  /** Villa type ids to link, e.g. [VILLA_TYPE_ID.apart]. */
  types?: number[];
};

export async function createVilla(db: Db, overrides: VillaOverrides = {}) {
  const n = nextSeq();
  const { types = [], ...fields } = overrides;
  const name = fields.name ?? `Test Villa ${n}`;
  const villa = one(
    await db
      .insert(villas)
      .values({
        ...unitNaming(name, n),
        permit_number: `07-${1000 + n}`,
        capacity: 6,
        bedrooms: 3,
        bathrooms: 2,
        sort_order: n,
        ...fields,
      })
      .returning(),
  );
  if (types.length > 0) await db.insert(villaTypeLinks).values(types.map((type_id) => ({ villa_id: villa.id, type_id })));
  return villa;
}

/** A price period; by default the coming 30 nights (from today in Istanbul). */
export async function createPricePeriod(db: Db, overrides: { villa_id: number } & Partial<typeof villaPrices.$inferInsert>) {
  const start = overrides.start_date ?? todayInIstanbul();
  return one(
    await db
      .insert(villaPrices)
      .values({
        start_date: start,
        end_date: addDays(start, 29),
        nightly_price_kurus: 500_000,
        min_nights: 3,
        ...overrides,
      })
      .returning(),
  );
}

/** `unit` with `period_id`: the id of the price period `price` makes for it from today (Istanbul) to today + `days`. */
async function pricedFromToday<U extends { id: number }>(
  unit: U,
  days: number,
  price: (unitId: number, dates: { start_date: string; end_date: string }) => Promise<{ id: number }>,
) {
  const today = todayInIstanbul();
  const period = await price(unit.id, { start_date: today, end_date: addDays(today, days) });
  return { ...unit, period_id: period.id };
}

/**
 * A villa (`villa` overrides) that can be booked and quoted: one price period from today
 * (Istanbul) to today + `days` (default 120), with `period`'s rates (default: 5.000 TL a night,
 * 3 nights minimum). The set-up of the suites that book, quote or list one villa. Answers the
 * villa's row and `period_id`, the period's id.
 */
export async function createPricedVilla(
  db: Db,
  villa: VillaOverrides = {},
  { days = 120, ...rates }: { days?: number } & Partial<typeof villaPrices.$inferInsert> = {},
) {
  return pricedFromToday(await createVilla(db, villa), days, (villa_id, dates) =>
    createPricePeriod(db, { villa_id, ...dates, ...rates }),
  );
}

/**
 * A reservation of either rental unit kind: a pending web request of the
 * kind's default length and party (`defaults`). Default
 * dates differ on every call (a week apart, from 2031), so default holding
 * reservations never collide.
 */
async function createUnitReservation<T extends typeof reservations | typeof boatReservations>(
  db: Db,
  table: T,
  defaults: { codePrefix: string; length: number; party: Record<string, number> },
  overrides: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const n = nextSeq();
  const start = overrides.started_at ?? addDays('2031-01-04', 7 * n);
  const values = {
    reservation_id: `${defaults.codePrefix}${n.toString(36).toUpperCase().padStart(6, '0')}`,
    status: 'pending',
    channel: 'web',
    started_at: start,
    finished_at: addDays(start, defaults.length),
    ...defaults.party,
    guest_name: `Misafir ${n}`,
    guest_email: `misafir${n}@test.yali.example`,
    guest_phone: '+90 532 000 00 00',
    ...overrides,
  };
  return insertOne(db, table, values);
}

/** A villa reservation; by default a pending web request for 7 nights, 2 adults. */
export const createReservation = (db: Db, overrides: { villa_id: number } & Partial<typeof reservations.$inferInsert>) =>
  createUnitReservation(db, reservations, { codePrefix: 'YT', length: 7, party: { adults: 2 } }, overrides);

/**
 * A villa reservation in `status` for the nights [started_at, finished_at)
 * (plus `extra` fields): the short form for tests that lay stays out on a
 * calendar.
 */
export const createStay = (
  db: Db,
  villa_id: number,
  status: (typeof reservations.$inferInsert)['status'],
  [started_at, finished_at]: [string, string],
  extra: Partial<typeof reservations.$inferInsert> = {},
) => createReservation(db, { villa_id, status, started_at, finished_at, ...extra });

/**
 * An image record of either rental unit kind (no files: the variants' URLs
 * are all a read needs); `folder` is 'villas' or 'boats', `unitId` its id.
 */
async function createUnitImage<T extends typeof villaImages | typeof boatImages>(
  db: Db,
  table: T,
  folder: string,
  unitId: number,
  overrides: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const n = nextSeq();
  const values = {
    storage_key: `${folder}/${unitId}/test${n}`,
    widths: [400, 800],
    width: 1200,
    height: 800,
    alt: `Görsel ${n}`,
    sort_order: n,
    ...overrides,
  };
  return insertOne(db, table, values);
}

/** A closed date range (`/villas/date`); by default 3 nights from 2032. */
export async function createVillaDate(db: Db, overrides: { villa_id: number } & Partial<typeof villaDates.$inferInsert>) {
  const n = nextSeq();
  const start = overrides.started_at ?? addDays('2032-01-03', 7 * n);
  return one(
    await db
      .insert(villaDates)
      .values({ started_at: start, finished_at: addDays(start, 3), source: 'manual', ...overrides })
      .returning(),
  );
}

/** A review of a villa (`villa_id`) or a boat (`boat_id`); inactive (not yet approved) unless `active: true`. */
export async function createComment(
  db: Db,
  overrides: ({ villa_id: number } | { boat_id: number }) & Partial<typeof comments.$inferInsert>,
) {
  const n = nextSeq();
  return one(
    await db
      .insert(comments)
      .values({ name: `Yorumcu ${n}`, rating: 5, text: `Harika bir tatildi (${n}).`, ...overrides })
      .returning(),
  );
}

/** A villa image record (no files). */
export const createVillaImage = (db: Db, overrides: { villa_id: number } & Partial<typeof villaImages.$inferInsert>) =>
  createUnitImage(db, villaImages, 'villas', overrides.villa_id, overrides);

export async function createContactMessage(db: Db, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const n = nextSeq();
  return one(
    await db
      .insert(contactMessages)
      .values({
        name: `Ziyaretçi ${n}`,
        email: `ziyaretci${n}@test.yali.example`,
        message: 'Merhaba, bilgi almak istiyorum.',
        ...overrides,
      })
      .returning(),
  );
}

export const createBoatType = (db: Db, overrides: Partial<typeof boatTypes.$inferInsert> = {}) =>
  createNamed(db, boatTypes, 'Tekne Tipi', overrides);

export const createMarina = (db: Db, overrides: Partial<typeof marinas.$inferInsert> = {}) =>
  createNamed(db, marinas, 'Test Marina', overrides, { location: 'Muğla' });

/** A boat; without `type_id`/`marina_id` it has none (pass ones from createBoatType/createMarina). */
export async function createBoat(db: Db, overrides: Partial<typeof boats.$inferInsert> = {}) {
  const n = nextSeq();
  const name = overrides.name ?? `Test Tekne ${n}`;
  return one(
    await db
      .insert(boats)
      .values({
        ...unitNaming(name, n),
        permit_number: `TUGS-48-${1000 + n}`,
        capacity: 10,
        cabins: 3,
        length_m: 18.5,
        crew: 2,
        features: ['Klima', 'Şnorkel takımı'],
        sort_order: n,
        ...overrides,
      })
      .returning(),
  );
}

/** A boat price period; by default the coming 30 days at 20.000 TL a day. */
export async function createBoatPrice(db: Db, overrides: { boat_id: number } & Partial<typeof boatPrices.$inferInsert>) {
  const start = overrides.start_date ?? todayInIstanbul();
  return one(
    await db
      .insert(boatPrices)
      .values({ start_date: start, end_date: addDays(start, 29), daily_price_kurus: 2_000_000, min_days: 1, ...overrides })
      .returning(),
  );
}

/**
 * A boat (`boat` overrides) that can be booked and quoted: one price period from today
 * (Istanbul) to today + `days` (default 60), with `period`'s rates (default: 20.000 TL a day,
 * 1 day minimum). Answers the boat's row and `period_id`, the period's id.
 */
export async function createPricedBoat(
  db: Db,
  boat: Partial<typeof boats.$inferInsert> = {},
  { days = 60, ...rates }: { days?: number } & Partial<typeof boatPrices.$inferInsert> = {},
) {
  return pricedFromToday(await createBoat(db, boat), days, (boat_id, dates) =>
    createBoatPrice(db, { boat_id, ...dates, ...rates }),
  );
}

/** A boat reservation; by default a pending web request for 2 days, 4 guests. */
export const createBoatReservation = (db: Db, overrides: { boat_id: number } & Partial<typeof boatReservations.$inferInsert>) =>
  createUnitReservation(db, boatReservations, { codePrefix: 'TB', length: 2, party: { guests: 4 } }, overrides);

/** A boat image record (no files). */
export const createBoatImage = (db: Db, overrides: { boat_id: number } & Partial<typeof boatImages.$inferInsert>) =>
  createUnitImage(db, boatImages, 'boats', overrides.boat_id, overrides);

/**
 * Stores site settings (SPEC §7 "/settings"), key → value, replacing a key
 * already set; the same for every test that needs a site name, an address
 * or an exchange rate.
 */
export async function putSettings(db: Db, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}
