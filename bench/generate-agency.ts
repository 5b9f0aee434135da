/**
 * Fills a SCRATCH database with a large agency for the search/quote bench
 * (DESIGN §4, issue 5): 2,000 villas over the demo's towns, districts, types
 * and features; 12 monthly price periods per villa (24,000 rows); 40,000
 * reservations and closed dates (36,000 reservations of every status and
 * channel + 4,000 closed dates); 1–3 image rows per villa (no files); the
 * demo's settings (exchange rates) and users (admin@example.com / Admin123!,
 * so the API skips its demo seed). And 500 boats (issue 16) over the demo's
 * boat types and marinas: 12 monthly price periods each (6,000 rows) and
 * 8,000 boat reservations and blockings (external/iCal channel) on disjoint
 * 21-day slots per boat.
 *
 *   node --import tsx bench/generate-agency.ts --data-dir /tmp/yali-bench   # PGlite in <dir>/pglite
 *   node --import tsx bench/generate-agency.ts --database-url postgres://…  # PostgreSQL
 *
 * The schema comes from the app's own migrations (openDatabase migrates).
 * Dates are relative to today in Europe/Istanbul: prices from the 1st of this
 * month for 12 months, stays from five weeks ago to about eleven months ahead.
 * Holding records (option/confirmed reservations, closed dates) of a villa
 * sit on disjoint 19-day slots, so the villa_holds exclusion constraint never
 * fires. A seeded PRNG makes a given day always give the same data. Refuses
 * the repository's ./data. Skips the villas when the database already has
 * villas, and the boats when it already has boats: an agency generated before
 * the boats existed gets them added on the next run.
 */
import { addDays, addMonths, format, getDay, parseISO } from 'date-fns';
import { count, sql } from 'drizzle-orm';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { foldTurkish, slugify } from '@yali/contract';
import { openDatabase, type Tx } from '../apps/api/src/db/client.ts';
import {
  boatImages,
  boatPrices,
  boatReservations,
  boats,
  boatTypes,
  districts,
  features,
  marinas,
  reservations,
  settings,
  towns,
  users,
  villaDates,
  villaFeatures,
  villaImages,
  villaPrices,
  villaTypeLinks,
  villaTypes,
  villas,
} from '../apps/api/src/db/schema.ts';
import { todayInIstanbul } from '../apps/api/src/domain/pricing.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import {
  createRng,
  DEMO_EXTRA_TYPES,
  DEMO_FEATURES,
  DEMO_SETTINGS,
  DEMO_TOWNS,
  GUEST_NAMES,
  type Rng,
  TYPE_APART,
  TYPE_BUNGALOV,
} from '../apps/api/src/seed/demo-data.ts';
import { DEMO_BOAT_TYPES, DEMO_MARINAS } from '../apps/api/src/seed/demo-boats.ts';
import { DEMO_CREDENTIALS } from '../apps/api/src/seed/seed-demo.ts';

export const VILLAS = 2000;
export const SLOTS_PER_VILLA = 20; // 2,000 × 20 = 40,000 reservations and closed dates
const CLOSED_PER_VILLA = 2;
const SLOT_DAYS = 19;
const SEED = 20251121;
export const BOATS = 500;
export const BOAT_SLOTS = 16; // 500 × 16 = 8,000 boat reservations and blockings
const BOAT_SLOT_DAYS = 21;
const BOAT_SEED = 20261126;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const plusDays = (day: string, n: number) => ymd(addDays(parseISO(day), n));
const month = (day: string) => Number(day.slice(5, 7));
const summer = (m: number) => m >= 6 && m <= 9;
const seasonFactor = (m: number) =>
  m === 7 || m === 8 ? 1 : m === 6 || m === 9 ? 0.85 : m === 4 || m === 5 || m === 10 ? 0.62 : 0.42;

const NAME_WORDS = [
  'Işık',
  'Deniz',
  'Zeytin',
  'Begonvil',
  'Lavanta',
  'Mavi',
  'Günışığı',
  'Çınar',
  'Defne',
  'Kekik',
  'Yakamoz',
  'Poyraz',
  'Lodos',
  'İnci',
  'Mercan',
  'Sedir',
  'Çamlık',
  'Nar',
  'Kumsal',
  'Şelale',
  'Ilgaz',
  'Ağaçlı',
  'Gökçe',
  'Yıldız',
];
const SUFFIXES = ['Villa', 'Evi', 'Konağı', 'Bungalov', 'Apart', 'Taş Ev'];

type Kind = 'villa' | 'apart' | 'bungalov' | 'stone';

/**
 * A reservation's status from one draw `r` in [0, 1): past stays completed (15 % cancelled);
 * blockings confirmed (`blockingKept` of them); others 60 % confirmed, 10 % option, 15 % pending, 15 % cancelled.
 */
function statusOf(
  past: boolean,
  blocking: boolean,
  r: number,
  blockingKept: number,
): (typeof reservations.$inferInsert)['status'] {
  if (past) return r < 0.85 ? 'completed' : 'cancelled';
  if (blocking) return r < blockingKept ? 'confirmed' : 'cancelled';
  return r < 0.6 ? 'confirmed' : r < 0.7 ? 'option' : r < 0.85 ? 'pending' : 'cancelled';
}

type Plan = {
  row: typeof villas.$inferInsert;
  kind: Kind;
  peakTl: number;
  saturdayInSummer: boolean;
  priceGapMonth: number;
  types: number[];
  features: number[];
  images: number;
};

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function planVillas(
  rng: Rng,
  regions: { townId: number; districtId: number; lat: number; lng: number }[],
  typeIds: Map<string, number>,
  featureIds: number[],
  ownerIds: number[],
): Plan[] {
  const plans: Plan[] = [];
  for (let i = 1; i <= VILLAS; i++) {
    const kind = rng.pick<Kind>(['villa', 'villa', 'villa', 'villa', 'apart', 'bungalov', 'stone']);
    const region = rng.pick(regions);
    const bedrooms = kind === 'apart' || kind === 'bungalov' ? rng.int(1, 2) : rng.int(2, 7);
    const capacity = Math.min(16, bedrooms * 2 + rng.int(0, 2));
    const tier = rng.pick(['ekonomik', 'standart', 'standart', 'lüks'] as const);
    const small = kind === 'apart' || kind === 'bungalov';
    const base = small
      ? 4500 + 1800 * (bedrooms - 1)
      : (6000 + 3000 * bedrooms) * { ekonomik: 0.8, standart: 1, lüks: 1.75 }[tier];
    const peakTl = Math.min(45000, Math.max(4000, Math.round((base * (0.9 + rng.next() * 0.2)) / 250) * 250));
    const word = NAME_WORDS[(i * 7) % NAME_WORDS.length] as string;
    const suffix =
      kind === 'apart'
        ? 'Apart'
        : kind === 'bungalov'
          ? 'Bungalov'
          : kind === 'stone'
            ? 'Taş Ev'
            : rng.pick(SUFFIXES.slice(0, 3));
    const name = `${suffix === 'Villa' ? `Villa ${word}` : `${word} ${suffix}`} ${i}`;
    const types = new Set<number>();
    if (kind === 'apart') types.add(TYPE_APART);
    else if (kind === 'bungalov') types.add(TYPE_BUNGALOV);
    else if (kind === 'stone') types.add(typeIds.get('Taş Ev') as number);
    else
      types.add(
        typeIds.get(tier === 'lüks' ? 'Lüks Villa' : tier === 'ekonomik' ? 'Ekonomik Villa' : 'Muhafazakar Villa') as number,
      );
    if (rng.chance(0.25)) types.add(typeIds.get('Balayı Villası') as number);
    if (rng.chance(0.2)) types.add(typeIds.get('Muhafazakar Villa') as number);
    const feats = rng.shuffle(featureIds).slice(0, rng.int(4, 8));
    const created = new Date(Date.now() - rng.int(1, 900) * 86_400_000);
    plans.push({
      kind,
      peakTl,
      saturdayInSummer: !small && rng.chance(0.6),
      priceGapMonth: rng.chance(0.05) ? rng.int(2, 10) : -1,
      types: [...types],
      features: feats,
      images: rng.int(1, 3),
      row: {
        slug: `${slugify(name)}`,
        name,
        name_folded: foldTurkish(name),
        description: `<p>${name}: ${bedrooms} yatak odası, ${capacity} kişilik.</p>`,
        town_id: region.townId,
        district_id: region.districtId,
        owner_id: rng.chance(0.3) ? rng.pick(ownerIds) : null,
        capacity,
        bedrooms,
        bathrooms: Math.max(1, bedrooms - rng.int(0, 1)),
        lat: Number((region.lat + (rng.next() - 0.5) * 0.02).toFixed(6)),
        lng: Number((region.lng + (rng.next() - 0.5) * 0.02).toFixed(6)),
        permit_number: `07-${rng.int(10000, 99999)}`,
        min_stay: small ? 3 : { ekonomik: 4, standart: 5, lüks: 7 }[tier],
        cleaning_fee_kurus: (1500 + 400 * bedrooms) * 100,
        damage_deposit_kurus: Math.min(20000, 5000 + 2500 * bedrooms) * 100,
        prepayment_percent: rng.pick([20, 25, 30, 35, 40, 50]),
        active: rng.chance(0.96),
        popular: rng.chance(0.08),
        sort_order: i,
        created_at: created,
        updated_at: created,
      },
    });
  }
  return plans;
}

/** The generation itself, in one transaction. Returns row counts. */
async function generate(tx: Tx, today: string) {
  const rng = createRng(SEED);
  const windowStart = `${today.slice(0, 8)}01`;

  const [admin, owner1, owner2] = await Promise.all(DEMO_CREDENTIALS.map((c) => hashPassword(c.password)));
  const userRows = await tx
    .insert(users)
    .values(
      DEMO_CREDENTIALS.map((c, i) => ({
        email: c.email,
        password_hash: [admin, owner1, owner2][i] as string,
        role: c.role,
        first_name: c.firstName,
        last_name: c.lastName,
      })),
    )
    .returning({ id: users.id, role: users.role });
  const ownerIds = userRows.filter((u) => u.role === 'OWNER').map((u) => u.id);

  const typeRows = await tx
    .insert(villaTypes)
    .values(DEMO_EXTRA_TYPES.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: villaTypes.id, name: villaTypes.name });
  const typeIds = new Map(typeRows.map((t) => [t.name, t.id]));

  const regions: { townId: number; districtId: number; lat: number; lng: number }[] = [];
  for (const t of DEMO_TOWNS) {
    const [town] = await tx
      .insert(towns)
      .values({ name: t.name, slug: slugify(t.name) })
      .returning({ id: towns.town_id });
    const ds = await tx
      .insert(districts)
      .values(t.districts.map((d) => ({ town_id: town?.id as number, name: d.name, slug: slugify(d.name) })))
      .returning({ id: districts.district_id });
    for (const [k, d] of t.districts.entries()) {
      regions.push({ townId: town?.id as number, districtId: ds[k]?.id as number, lat: d.lat, lng: d.lng });
    }
  }
  const featureRows = await tx
    .insert(features)
    .values(DEMO_FEATURES.map((f) => ({ name: f.name, icon: f.icon })))
    .returning({ id: features.id });
  await tx.insert(settings).values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value })));

  const plans = planVillas(
    rng,
    regions,
    typeIds,
    featureRows.map((f) => f.id),
    ownerIds,
  );
  const ids: number[] = [];
  for (const part of chunks(plans, 250)) {
    const rows = await tx
      .insert(villas)
      .values(part.map((p) => p.row))
      .returning({ id: villas.id });
    ids.push(...rows.map((r) => r.id));
  }

  const links = plans.flatMap((p, i) => p.types.map((type_id) => ({ villa_id: ids[i] as number, type_id })));
  for (const part of chunks(links, 2000)) await tx.insert(villaTypeLinks).values(part);
  const featLinks = plans.flatMap((p, i) => p.features.map((feature_id) => ({ villa_id: ids[i] as number, feature_id })));
  for (const part of chunks(featLinks, 2000)) await tx.insert(villaFeatures).values(part);
  const images = plans.flatMap((p, i) =>
    Array.from({ length: p.images }, (_, k) => ({
      villa_id: ids[i] as number,
      sort_order: k,
      storage_key: `bench/villa-${ids[i]}-${k}`,
      widths: [480, 960, 1600],
      width: 1600,
      height: 1067,
      alt: `${p.row.name} ${k + 1}`,
    })),
  );
  for (const part of chunks(images, 1000)) await tx.insert(villaImages).values(part);

  // Prices: one period per calendar month, 12 months from the 1st of this month.
  const prices: (typeof villaPrices.$inferInsert)[] = [];
  plans.forEach((p, i) => {
    for (let m = 0; m < 12; m++) {
      if (m === p.priceGapMonth) continue;
      const first = ymd(addMonths(parseISO(windowStart), m));
      const last = plusDays(ymd(addMonths(parseISO(windowStart), m + 1)), -1);
      const mo = month(first);
      prices.push({
        villa_id: ids[i] as number,
        start_date: first,
        end_date: last,
        nightly_price_kurus: Math.max(3500, Math.round((p.peakTl * seasonFactor(mo)) / 250) * 250) * 100,
        min_nights: summer(mo) ? 7 : Math.min(5, Math.max(3, p.row.min_stay ?? 3)),
        checkin_weekdays: summer(mo) && p.saturdayInSummer ? [6] : null,
      });
    }
  });
  for (const part of chunks(prices, 2000)) await tx.insert(villaPrices).values(part);

  // Reservations and closed dates: SLOTS_PER_VILLA disjoint slots per villa, one record each.
  const timelineStart = plusDays(today, -38);
  const stays: (typeof reservations.$inferInsert)[] = [];
  const closed: (typeof villaDates.$inferInsert)[] = [];
  const now = Date.now();
  let code = 0;
  plans.forEach((p, i) => {
    const closedSlots = new Set(rng.shuffle([...Array(SLOTS_PER_VILLA).keys()]).slice(0, CLOSED_PER_VILLA));
    for (let k = 0; k < SLOTS_PER_VILLA; k++) {
      const slotStart = plusDays(timelineStart, k * SLOT_DAYS);
      const isSummer = summer(month(slotStart));
      let nights = isSummer ? (rng.chance(0.15) ? 14 : 7) : rng.int(3, 9);
      nights = Math.min(nights, SLOT_DAYS - 1);
      let start = plusDays(slotStart, rng.int(0, SLOT_DAYS - 1 - nights));
      if (isSummer) {
        // Saturday check-in, moved back within the slot when forward does not fit.
        const forward = (6 - getDay(parseISO(start)) + 7) % 7;
        const offset = (parseISO(start).getTime() - parseISO(slotStart).getTime()) / 86_400_000;
        if (offset + forward + nights <= SLOT_DAYS - 1) start = plusDays(start, forward);
        else if (offset + forward - 7 >= 0) start = plusDays(start, forward - 7);
      }
      const end = plusDays(start, nights);
      const villa_id = ids[i] as number;
      if (closedSlots.has(k)) {
        closed.push({
          villa_id,
          started_at: start,
          finished_at: end,
          note: rng.pick(['Bakım', 'Ev sahibi kullanımı', 'Tadilat']),
        });
        continue;
      }
      const past = end <= today;
      const channel = rng.pick(['web', 'web', 'web', 'web', 'admin', 'admin', 'external', 'external', 'ical'] as const);
      const blocking = channel === 'external' || channel === 'ical';
      const status = statusOf(past, blocking, rng.next(), 0.9);
      const guest = blocking ? '' : rng.pick(GUEST_NAMES);
      code++;
      stays.push({
        reservation_id: `BN${String(code).padStart(6, '0')}`,
        villa_id,
        status,
        channel,
        started_at: start,
        finished_at: end,
        adults: blocking ? 1 : Math.max(1, Math.min(p.row.capacity ?? 2, rng.int(1, 6))),
        children: blocking ? 0 : rng.int(0, 2),
        guest_name: guest,
        guest_email: guest ? `${slugify(guest).replace(/-/g, '.')}@example.net` : '',
        note: blocking ? 'Dış kanal bloğu' : '',
        total_price_kurus: blocking ? null : nights * Math.round(p.peakTl * seasonFactor(month(start))) * 100,
        option_expires_at: status === 'option' ? new Date(now + 30 * 86_400_000) : null,
        created_at: new Date(now - rng.int(1, 200) * 86_400_000),
      });
    }
  });
  for (const part of chunks(stays, 1000)) await tx.insert(reservations).values(part);
  for (const part of chunks(closed, 1000)) await tx.insert(villaDates).values(part);

  return { villas: ids.length, prices: prices.length, reservations: stays.length, closed: closed.length, images: images.length };
}

type BoatKind = 'gulet' | 'motor' | 'sail' | 'speed' | 'catamaran';
const BOAT_KINDS: Record<(typeof DEMO_BOAT_TYPES)[number], BoatKind> = {
  Gulet: 'gulet',
  'Motor Yat': 'motor',
  Yelkenli: 'sail',
  'Sürat Teknesi': 'speed',
  Katamaran: 'catamaran',
};
const boatSeason = (m: number) => (m === 7 || m === 8 ? 1 : m === 6 || m === 9 ? 0.82 : m === 5 || m === 10 ? 0.62 : 0.45);

/**
 * The boats (issue 16: the boat search is benched over 500 of them): the
 * demo's five boat types and five marinas, BOATS boats, one price period per
 * calendar month for 12 months (weekly rates for gulets, catamarans and
 * sailing yachts, more minimum days in summer), 1–2 image rows each and
 * BOAT_SLOTS reservations or blockings per boat on disjoint 21-day slots, so
 * the boat_reservations_no_overlap constraint never fires. Its own
 * transaction and PRNG: an agency generated before boats existed gets them
 * added without its villas changing.
 */
async function generateBoats(tx: Tx, today: string) {
  const rng = createRng(BOAT_SEED);
  const windowStart = `${today.slice(0, 8)}01`;
  const typeRows = await tx
    .insert(boatTypes)
    .values(DEMO_BOAT_TYPES.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: boatTypes.id, name: boatTypes.name });
  const marinaRows = await tx
    .insert(marinas)
    .values(DEMO_MARINAS.map((m) => ({ name: m.name, slug: slugify(m.name), location: m.location, lat: m.lat, lng: m.lng })))
    .returning({ id: marinas.marina_id });
  const plans = Array.from({ length: BOATS }, (_, n) => {
    const i = n + 1;
    const type = rng.pick(typeRows);
    const kind = BOAT_KINDS[type.name as (typeof DEMO_BOAT_TYPES)[number]];
    const length =
      kind === 'speed'
        ? rng.int(7, 12)
        : kind === 'gulet'
          ? rng.int(18, 34)
          : kind === 'motor'
            ? rng.int(12, 26)
            : rng.int(11, 17);
    const cabins = kind === 'speed' ? 0 : kind === 'gulet' ? rng.int(3, 8) : rng.int(2, 4);
    const capacity = kind === 'speed' ? rng.int(4, 10) : Math.min(40, cabins * 2 + rng.int(2, 8));
    const peakTl = Math.round((kind === 'speed' ? 6000 : kind === 'gulet' ? 1600 * length : 1300 * length) / 500) * 500;
    const name = `${rng.pick(NAME_WORDS)} ${type.name} ${i}`;
    const created = new Date(Date.now() - rng.int(1, 900) * 86_400_000);
    return {
      kind,
      peakTl,
      images: rng.int(1, 2),
      row: {
        slug: slugify(name),
        name,
        name_folded: foldTurkish(name),
        description: `<p>${name}: ${length} metre, ${capacity} kişilik.</p>`,
        type_id: type.id,
        marina_id: rng.pick(marinaRows).id,
        capacity,
        cabins,
        length_m: length,
        crew: kind === 'gulet' ? rng.int(3, 5) : 1,
        features: rng.shuffle(['Klima', 'Jakuzi', 'Şnorkel takımı', 'SUP', 'Wi-Fi', 'Su kayağı', 'Kano']).slice(0, rng.int(2, 5)),
        permit_number: `TUGS-48-${rng.int(1000, 9999)}`,
        min_days: kind === 'gulet' ? 2 : 1,
        prepayment_percent: rng.pick([25, 30, 40]),
        active: rng.chance(0.96),
        sort_order: i,
        created_at: created,
        updated_at: created,
      } satisfies typeof boats.$inferInsert,
    };
  });
  const ids: number[] = [];
  for (const part of chunks(plans, 250)) {
    const rows = await tx
      .insert(boats)
      .values(part.map((p) => p.row))
      .returning({ id: boats.id });
    ids.push(...rows.map((r) => r.id));
  }
  const images = plans.flatMap((p, i) =>
    Array.from({ length: p.images }, (_, k) => ({
      boat_id: ids[i] as number,
      sort_order: k,
      storage_key: `bench/boat-${ids[i]}-${k}`,
      widths: [480, 960, 1600],
      width: 1600,
      height: 1067,
      alt: `${p.row.name} ${k + 1}`,
    })),
  );
  for (const part of chunks(images, 1000)) await tx.insert(boatImages).values(part);

  const weekly = (kind: BoatKind) => kind === 'gulet' || kind === 'catamaran' || kind === 'sail';
  const prices: (typeof boatPrices.$inferInsert)[] = [];
  plans.forEach((p, i) => {
    for (let m = 0; m < 12; m++) {
      const first = ymd(addMonths(parseISO(windowStart), m));
      const last = plusDays(ymd(addMonths(parseISO(windowStart), m + 1)), -1);
      const factor = boatSeason(month(first));
      const daily = Math.max(2000, Math.round((p.peakTl * factor) / 500) * 500);
      prices.push({
        boat_id: ids[i] as number,
        start_date: first,
        end_date: last,
        daily_price_kurus: daily * 100,
        weekly_price_kurus: weekly(p.kind) ? Math.round((daily * 6) / 1000) * 1000 * 100 : null,
        min_days: p.kind === 'gulet' && factor === 1 ? 3 : p.kind === 'catamaran' && factor === 1 ? 2 : 1,
      });
    }
  });
  for (const part of chunks(prices, 2000)) await tx.insert(boatPrices).values(part);

  // BOAT_SLOTS disjoint slots per boat from five weeks ago, one record each (rentals of 1–7 days).
  const timelineStart = plusDays(today, -38);
  const rentals: (typeof boatReservations.$inferInsert)[] = [];
  const now = Date.now();
  let code = 0;
  plans.forEach((p, i) => {
    for (let k = 0; k < BOAT_SLOTS; k++) {
      const slotStart = plusDays(timelineStart, k * BOAT_SLOT_DAYS);
      const long = p.kind === 'gulet' || p.kind === 'catamaran' || p.kind === 'sail';
      const days = long && summer(month(slotStart)) && rng.chance(0.4) ? 7 : rng.int(1, long ? 4 : 2);
      const start = plusDays(slotStart, rng.int(0, BOAT_SLOT_DAYS - 1 - days));
      const end = plusDays(start, days);
      const past = end <= today;
      const channel = rng.pick(['web', 'web', 'web', 'admin', 'admin', 'external', 'ical'] as const);
      const blocking = channel === 'external' || channel === 'ical';
      const status = statusOf(past, blocking, rng.next(), 1);
      const guest = blocking ? '' : rng.pick(GUEST_NAMES);
      code++;
      rentals.push({
        reservation_id: `BT${String(code).padStart(6, '0')}`,
        boat_id: ids[i] as number,
        status,
        channel,
        started_at: start,
        finished_at: end,
        guests: blocking ? 1 : rng.int(1, p.row.capacity),
        guest_name: guest,
        guest_email: guest ? `${slugify(guest).replace(/-/g, '.')}@example.net` : '',
        note: blocking ? 'Dış kanal bloğu' : '',
        total_price_kurus: blocking ? null : days * Math.round(p.peakTl * boatSeason(month(start))) * 100,
        option_expires_at: status === 'option' ? new Date(now + 30 * 86_400_000) : null,
        created_at: new Date(now - rng.int(1, 200) * 86_400_000),
      });
    }
  });
  for (const part of chunks(rentals, 1000)) await tx.insert(boatReservations).values(part);
  return { boats: ids.length, prices: prices.length, reservations: rentals.length, images: images.length };
}

async function main() {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
  });
  const databaseUrl = values['database-url'];
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
  if (!databaseUrl && !dataDir) {
    console.error('Kullanım: generate-agency.ts --data-dir DİZİN | --database-url postgres://…');
    process.exit(2);
  }
  if (
    dataDir &&
    (dataDir === path.join(repoRoot, 'data') ||
      dataDir === repoRoot ||
      !path.relative(path.join(repoRoot, 'data'), dataDir).startsWith('..'))
  ) {
    console.error(`Reddedildi: ${dataDir} uygulamanın kendi verisi. Geçici bir dizin verin (örn. /tmp/yali-bench).`);
    process.exit(2);
  }
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl,
    ...(dataDir ? { pgliteDir: path.join(dataDir, 'pglite') } : {}),
  });
  try {
    const today = todayInIstanbul();
    const [existing] = await database.db.select({ n: count() }).from(villas);
    if ((existing?.n ?? 0) > 0) {
      console.log(`Veritabanında zaten ${existing?.n} villa var; villa üretimi atlandı.`);
    } else {
      const counts = await database.db.transaction((tx) => generate(tx, today));
      console.log(
        `Büyük acente üretildi (${database.kind}, bugün ${today}) ${((Date.now() - started) / 1000).toFixed(1)} sn: ` +
          `${counts.villas} villa, ${counts.prices} fiyat dönemi, ${counts.reservations} rezervasyon, ` +
          `${counts.closed} kapalı tarih, ${counts.images} görsel satırı.`,
      );
    }
    // Separately, so that an agency generated before the boats (an older scratch dir) gets them too.
    const [existingBoats] = await database.db.select({ n: count() }).from(boats);
    if ((existingBoats?.n ?? 0) > 0) {
      console.log(`Veritabanında zaten ${existingBoats?.n} tekne var; tekne üretimi atlandı.`);
      if ((existing?.n ?? 0) > 0) return;
    } else {
      const boatsStarted = Date.now();
      const counts = await database.db.transaction((tx) => generateBoats(tx, today));
      console.log(
        `Tekneler üretildi ${((Date.now() - boatsStarted) / 1000).toFixed(1)} sn: ${counts.boats} tekne, ` +
          `${counts.prices} fiyat dönemi, ${counts.reservations} rezervasyon ve blok, ${counts.images} görsel satırı.`,
      );
    }
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

await main();
