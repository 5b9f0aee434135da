/**
 * Seeds the demo agency into an empty database: three users, regions, villa
 * types and features, ~37 villas with dated prices, reservations, closed
 * dates, reviews and generated photos, the site settings and a few contact
 * messages. Everything is placed relative to today (Europe/Istanbul), so the
 * demo always looks fresh, and drawn from a seeded PRNG, so a given day
 * always gives the same data.
 *
 * Holding records (option/confirmed reservations, closed dates) of a villa
 * are planned on one timeline of disjoint slots, so they can never trip the
 * no-overlap constraint of the `villa_holds` migration. The whole seed runs in
 * one transaction: it either lands completely or not at all.
 */
import { addDays, addMonths, differenceInCalendarDays, format, getDay, parseISO, startOfMonth } from 'date-fns';
import {
  BLOCK_SOURCE_LABEL,
  type BlockSource,
  foldTurkish,
  slugify,
  type ReservationChannel,
  type ReservationStatus,
} from '@yali/contract';
import type { Db, Tx } from '../db/client.ts';
import {
  blogPosts,
  comments,
  contactMessages,
  districts,
  icalFeeds,
  features,
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
} from '../db/schema.ts';
import { periodForNight, todayInIstanbul } from '../domain/pricing.ts';
import { hashPassword } from '../lib/password.ts';
import type { Storage } from '../storage/storage.ts';
import {
  CLOSED_DATE_NOTES,
  createRng,
  DEMO_BLOG_POSTS,
  DEMO_CONTACT_MESSAGES,
  DEMO_EXTRA_TYPES,
  DEMO_FEATURES,
  DEMO_SETTINGS,
  DEMO_TOWNS,
  DEMO_VILLAS,
  EMAIL_DOMAINS,
  EXTERNAL_NOTES,
  GUEST_NAMES,
  hashString,
  INTERIOR_PHRASES,
  OUTDOOR_PHRASES,
  RESERVATION_NOTES,
  REVIEW_TEXTS,
  REVIEWER_NAMES,
  type DemoDistrict,
  type DemoFeatureName,
  type DemoTypeName,
  type DemoVilla,
  type Rng,
  SETTING_PHRASES,
  STAY_NOTE,
  TYPE_APART,
  TYPE_BUNGALOV,
  seedReservationCode,
  turkishMobile,
} from './demo-data.ts';
import { seedDemoBoats } from './demo-boats.ts';
import { englishVilla, seedDemoEnglish } from './demo-english.ts';
import { seedMailTranslations } from './demo-mail-translations.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { generateVillaImages, type VillaImageSpec } from './demo-images.ts';

export const DEMO_CREDENTIALS = [
  { role: 'ADMIN', email: 'admin@example.com', password: 'Admin123!', firstName: 'Ayşe', lastName: 'Yılmaz' },
  { role: 'OWNER', email: 'owner1@example.com', password: 'Owner123!', firstName: 'Mehmet', lastName: 'Öztürk' },
  { role: 'OWNER', email: 'owner2@example.com', password: 'Owner123!', firstName: 'Şule', lastName: 'Çelik' },
] as const;

const DEMO_USER_PHONES = ['+90 242 836 12 34', '+90 532 456 78 90', '+90 533 210 98 76'];

// ---------------------------------------------------------------------------
// Dates ('YYYY-MM-DD' Europe/Istanbul calendar days) and money

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const plusDays = (day: string, n: number) => ymd(addDays(parseISO(day), n));
const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));
const monthOf = (day: string) => Number(day.slice(5, 7));
const weekdayOf = (day: string) => getDay(parseISO(day));
const HOUR = 3_600_000;

/** The source a demo blocking's note tells (EXTERNAL_NOTES). */
function blockSourceOf(note: string): BlockSource {
  if (note.startsWith('Airbnb')) return 'airbnb';
  if (note.startsWith('Booking')) return 'booking';
  if (note.startsWith('Ev sahibi')) return 'owner';
  return 'other';
}
const DAY = 24 * HOUR;
const tl = (amount: number) => Math.round(amount) * 100;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

type Season = 'low' | 'mid' | 'high' | 'peak';

/** Low Nov–Mar, mid Apr–May and Oct, high Jun and Sep, peak Jul–Aug (the high season's top). */
function seasonOfMonth(month: number): Season {
  if (month === 7 || month === 8) return 'peak';
  if (month === 6 || month === 9) return 'high';
  if (month === 4 || month === 5 || month === 10) return 'mid';
  return 'low';
}
const SEASON_FACTOR: Record<Season, number> = { peak: 1, high: 0.85, mid: 0.62, low: 0.42 };
const isSummer = (s: Season) => s === 'high' || s === 'peak';

// ---------------------------------------------------------------------------
// Villas: everything derived from the data file

type VillaPlan = {
  data: DemoVilla;
  district: DemoDistrict;
  townName: string;
  plate: string;
  active: boolean;
  /** Peak-season nightly rate in TL. */
  peakTl: number;
  minStay: number;
  cleaningFeeKurus: number;
  depositKurus: number;
  prepayment: number;
  features: DemoFeatureName[];
  description: string;
  lat: number;
  lng: number;
  permit: string;
};

function nightlyKurus(v: VillaPlan, season: Season): number {
  return tl(Math.max(3500, roundTo(v.peakTl * SEASON_FACTOR[season], 250)));
}

function minNightsFor(v: VillaPlan, season: Season): number {
  if (isSummer(season)) return 7;
  if (season === 'mid') return clamp(v.minStay, 3, 5);
  return 3;
}

const SEA_VIEW_DISTRICTS = new Set([
  'Kalkan',
  'Kaş Merkez',
  'Çukurbağ',
  'Kalamar',
  'Ölüdeniz',
  'Göcek',
  'Yalıkavak',
  'Gümüşlük',
  'Türkbükü',
]);
const NATURE_DISTRICTS = new Set(['Faralya', 'Kayaköy', 'Kiriş', 'Çamyuva']);

function chooseFeatures(v: DemoVilla, rng: Rng): DemoFeatureName[] {
  const list: DemoFeatureName[] = [];
  const add = (f: DemoFeatureName) => {
    if (!list.includes(f)) list.push(f);
  };
  const house = v.scene === 'villa' || v.scene === 'stone';
  if (house) add('Özel Havuz');
  if (v.types.includes('Muhafazakar Villa')) add('Korunaklı Havuz');
  if (v.tier === 'lüks') {
    add('Deniz Manzarası');
    add('Jakuzi');
    if (rng.chance(0.6)) add('Isıtmalı Havuz');
    if (rng.chance(0.4)) add('Sauna');
  }
  if (v.scene === 'bungalov') {
    add('Doğa İçinde');
    add('Barbekü');
  }
  if (v.scene === 'apart') add('Denize Yakın');
  if (SEA_VIEW_DISTRICTS.has(v.district) && rng.chance(0.7)) add('Deniz Manzarası');
  if (NATURE_DISTRICTS.has(v.district)) add('Doğa İçinde');
  add('Kablosuz İnternet');
  if (v.scene !== 'bungalov' || rng.chance(0.5)) add('Klima');
  const extras: DemoFeatureName[] = rng.shuffle(['Barbekü', 'Otopark', 'Denize Yakın', 'Evcil Hayvan Kabul', 'Çocuk Havuzu']);
  const target = rng.int(4, 7);
  for (const f of extras) {
    if (list.length >= target) break;
    if (f === 'Çocuk Havuzu' && (!house || v.capacity < 6)) continue;
    add(f);
  }
  const picked = list.slice(0, 8);
  const order = DEMO_FEATURES.map((f) => f.name as DemoFeatureName);
  return picked.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function describe(v: DemoVilla, district: DemoDistrict, feats: DemoFeatureName[], rng: Rng): string {
  const kindWord = { villa: 'villa', apart: 'apart daire', bungalov: 'bungalov', stone: 'taş ev' }[v.scene];
  const p1 = `${v.name}, ${district.locative} ${rng.pick(SETTING_PHRASES[v.scene])}. ${district.highlight}`;
  const interior = rng.shuffle(INTERIOR_PHRASES[v.scene]).slice(0, v.scene === 'villa' ? 2 : 1);
  const p2 = [
    `${v.bedrooms} yatak odası ve ${v.bathrooms} banyosu bulunan ${kindWord}, ${v.capacity} kişiye kadar konaklama imkânı sunuyor.`,
    ...interior,
  ].join(' ');
  const outdoor: string[] = [];
  if (feats.includes('Özel Havuz')) {
    // The "infinity pool over the sea" sentence only where the sea is in view.
    const pool = feats.includes('Deniz Manzarası') ? OUTDOOR_PHRASES.pool : OUTDOOR_PHRASES.pool.slice(0, 2);
    outdoor.push(rng.pick(pool));
  }
  if (feats.includes('Korunaklı Havuz')) outdoor.push(OUTDOOR_PHRASES.sheltered);
  if (feats.includes('Isıtmalı Havuz')) outdoor.push(OUTDOOR_PHRASES.heated);
  if (feats.includes('Jakuzi')) outdoor.push(OUTDOOR_PHRASES.jacuzzi);
  if (feats.includes('Sauna')) outdoor.push(OUTDOOR_PHRASES.sauna);
  if (feats.includes('Doğa İçinde')) outdoor.push(OUTDOOR_PHRASES.nature);
  if (v.scene === 'apart') outdoor.push(OUTDOOR_PHRASES.apart);
  const paragraphs = outdoor.length > 0 ? [p1, p2, [...outdoor.slice(0, 3), STAY_NOTE].join(' ')] : [p1, `${p2} ${STAY_NOTE}`];
  return paragraphs.map((p) => `<p>${p}</p>`).join('\n');
}

function planVillas(): VillaPlan[] {
  return DEMO_VILLAS.map((v) => {
    const town = DEMO_TOWNS.find((t) => t.districts.some((d) => d.name === v.district));
    const district = town?.districts.find((d) => d.name === v.district);
    if (!town || !district) throw new Error(`Demo verisi: bilinmeyen bölge ${v.district}`);
    const rng = createRng(hashString(v.name));
    const small = v.scene === 'apart' || v.scene === 'bungalov';
    const tierFactor = { ekonomik: 0.8, standart: 1, lüks: 1.75 }[v.tier];
    const honeymoon = v.types.includes('Balayı Villası') && v.bedrooms === 1 ? 1.25 : 1;
    const base = small ? 4500 + 1800 * (v.bedrooms - 1) : (6000 + 3000 * v.bedrooms) * tierFactor * honeymoon;
    const peakTl = clamp(roundTo(base * (0.92 + rng.next() * 0.16), 250), 4000, 45000);
    const feats = chooseFeatures(v, rng);
    const lux = v.tier === 'lüks';
    return {
      data: v,
      district,
      townName: town.name,
      plate: town.plate,
      active: v.active ?? true,
      peakTl,
      minStay: small ? 3 : { ekonomik: 4, standart: 5, lüks: 7 }[v.tier],
      cleaningFeeKurus: tl(clamp(roundTo(1500 + 400 * v.bedrooms + (lux ? 500 : 0), 250), 1500, 4000)),
      depositKurus: tl(clamp(5000 + 2500 * v.bedrooms + (lux ? 5000 : 0), 5000, 20000)),
      prepayment: lux ? 50 : small || v.tier === 'ekonomik' ? rng.pick([20, 25, 30]) : rng.pick([30, 35, 40]),
      features: feats,
      description: describe(v, district, feats, rng),
      lat: Number((district.lat + (rng.next() - 0.5) * 0.012).toFixed(6)),
      lng: Number((district.lng + (rng.next() - 0.5) * 0.012).toFixed(6)),
      permit: `${town.plate}-${rng.int(10000, 99999)}`,
    };
  });
}

// ---------------------------------------------------------------------------
// Prices: one period per run of months of the same season, from the 1st of
// this month for 12 months; a "gap" villa has one month without a price.

type PeriodRow = typeof villaPrices.$inferInsert & { villa_id: number };

function pricePeriods(v: VillaPlan, villaId: number, windowStart: string): PeriodRow[] {
  const gapMonth = v.data.priceGap ? 7 : -1;
  const out: PeriodRow[] = [];
  let current: PeriodRow | null = null;
  let currentSeason: Season | null = null;
  for (let i = 0; i < 12; i++) {
    const first = ymd(addMonths(parseISO(windowStart), i));
    const last = plusDays(ymd(addMonths(parseISO(windowStart), i + 1)), -1);
    if (i === gapMonth) {
      current = null;
      currentSeason = null;
      continue;
    }
    const season = seasonOfMonth(monthOf(first));
    if (current && season === currentSeason) {
      current.end_date = last;
      continue;
    }
    current = {
      villa_id: villaId,
      start_date: first,
      end_date: last,
      nightly_price_kurus: nightlyKurus(v, season),
      min_nights: minNightsFor(v, season),
      checkin_weekdays: isSummer(season) ? [6] : null,
    };
    currentSeason = season;
    out.push(current);
  }
  return out;
}

type Quote = { total: number | null; breakdown: unknown };

/** Night-by-night price of a stay plus cleaning; null total when a night has no price. */
function quoteStay(v: VillaPlan, periods: PeriodRow[], windowStart: string, start: string, end: string): Quote {
  const lookup = periods.map((p) => ({ ...p, min_nights: p.min_nights ?? 1 }));
  const nights: { date: string; price_kurus: number | null }[] = [];
  for (let day = start; day < end; day = plusDays(day, 1)) {
    // Before this month no period is stored; the season's rate of the time applies.
    const price =
      day < windowStart
        ? nightlyKurus(v, seasonOfMonth(monthOf(day)))
        : (periodForNight(lookup, day)?.nightly_price_kurus ?? null);
    nights.push({ date: day, price_kurus: price });
  }
  if (nights.some((n) => n.price_kurus === null)) return { total: null, breakdown: null };
  const nightsTotal = nights.reduce((sum, n) => sum + (n.price_kurus ?? 0), 0);
  const total = nightsTotal + v.cleaningFeeKurus;
  return {
    total,
    breakdown: { nights, nights_total_kurus: nightsTotal, cleaning_fee_kurus: v.cleaningFeeKurus, total_kurus: total },
  };
}

// ---------------------------------------------------------------------------
// Reservations and closed dates, planned per villa on disjoint slots

type StayPlan = { status: ReservationStatus; channel: ReservationChannel; start: string; end: string };
type ClosedPlan = { start: string; end: string; note: string };

function stayNights(v: VillaPlan, start: string, rng: Rng): number {
  const season = seasonOfMonth(monthOf(start));
  if (isSummer(season)) return rng.chance(0.15) ? 14 : 7;
  const min = minNightsFor(v, season);
  return rng.int(min, min + 4);
}

/** A stay of about `nights` nights inside [slotStart, slotStart + slotLen); Saturday check-in in summer. */
function placeInSlot(v: VillaPlan, slotStart: string, slotLen: number, rng: Rng): { start: string; end: string } {
  let start = plusDays(slotStart, rng.int(0, Math.max(0, slotLen - 7)));
  let nights = stayNights(v, start, rng);
  if (nights > slotLen) nights = slotLen;
  const room = slotLen - nights;
  start = plusDays(slotStart, rng.int(0, room));
  if (isSummer(seasonOfMonth(monthOf(start)))) {
    const forward = (6 - weekdayOf(start) + 7) % 7;
    if (daysBetween(slotStart, start) + forward + nights <= slotLen) start = plusDays(start, forward);
    else if (daysBetween(slotStart, start) + forward - 7 >= 0) start = plusDays(start, forward - 7);
  }
  return { start, end: plusDays(start, nights) };
}

function planCalendar(v: VillaPlan, today: string, windowEnd: string, rng: Rng): { stays: StayPlan[]; closed: ClosedPlan[] } {
  const stays: StayPlan[] = [];
  const closed: ClosedPlan[] = [];
  const guestChannel = (): ReservationChannel => (rng.chance(0.55) ? 'web' : 'admin');

  // A stay in progress: the guests are in the house today.
  let cursor = plusDays(today, rng.int(0, 3));
  let pastEnd = today;
  if (v.active && rng.chance(0.22)) {
    const start = plusDays(today, -rng.int(1, 4));
    let end = plusDays(today, rng.int(2, 6));
    // Half of them turn over today or tomorrow: the guests leave and the next ones arrive the same day, so the
    // dashboard's day shows arrivals and departures. A generator of its own leaves the rest of the demo as it was.
    const turnover = createRng(hashString(`${v.data.name}/devir/${today}`));
    if (turnover.chance(0.5)) end = plusDays(today, turnover.int(0, 1));
    stays.push({ status: 'confirmed', channel: guestChannel(), start, end });
    cursor = end;
    pastEnd = start;
    if (end <= plusDays(today, 1)) {
      const next = plusDays(end, stayNights(v, end, turnover));
      stays.push({ status: 'confirmed', channel: turnover.chance(0.55) ? 'web' : 'admin', start: end, end: next });
      cursor = next;
    }
  }

  // Past stays, completed (and now and then a cancelled one).
  const pastCount = v.active ? rng.int(0, 3) : rng.int(1, 2);
  if (pastCount > 0) {
    const pastStart = plusDays(today, -300);
    const slotLen = Math.floor(daysBetween(pastStart, pastEnd) / pastCount);
    for (let i = 0; i < pastCount; i++) {
      const { start, end } = placeInSlot(v, plusDays(pastStart, i * slotLen), slotLen, rng);
      stays.push({ status: rng.chance(0.1) ? 'cancelled' : 'completed', channel: guestChannel(), start, end });
    }
  }
  if (!v.active) return { stays, closed };

  // Holding records of the coming year: confirmed, option, external blockings and closed dates.
  const lastDay = plusDays(windowEnd, -3);
  let holds = rng.int(2, 4);
  if (stays.some((s) => s.start < today && s.status === 'confirmed')) holds = Math.max(2, holds - 1);
  const closedCount = rng.chance(0.45) ? rng.int(1, 2) : 0;
  const kinds = rng.shuffle([...Array<'hold'>(holds).fill('hold'), ...Array<'closed'>(closedCount).fill('closed')]);
  const slotLen = Math.floor(daysBetween(cursor, lastDay) / kinds.length);
  kinds.forEach((kind, i) => {
    const slotStart = plusDays(cursor, i * slotLen);
    if (kind === 'closed') {
      const len = rng.int(3, 10);
      const start = plusDays(slotStart, rng.int(0, slotLen - len));
      const note = v.data.owner && rng.chance(0.5) ? 'Ev sahibi kullanımı' : rng.pick(CLOSED_DATE_NOTES);
      closed.push({ start, end: plusDays(start, len), note });
      return;
    }
    const { start, end } = placeInSlot(v, slotStart, slotLen, rng);
    const r = rng.next();
    if (r < 0.66) stays.push({ status: 'confirmed', channel: guestChannel(), start, end });
    else if (r < 0.82) stays.push({ status: 'option', channel: guestChannel(), start, end });
    else stays.push({ status: 'confirmed', channel: 'external', start, end });
  });

  // Requests that hold nothing: pending (unread) and cancelled; they may overlap anything.
  const future = stays.filter((s) => s.end > today).length;
  const extras = Math.min(rng.int(1, 2), 6 - future);
  for (let i = 0; i < extras; i++) {
    let start = plusDays(today, rng.int(2, daysBetween(today, lastDay) - 20));
    if (isSummer(seasonOfMonth(monthOf(start)))) start = plusDays(start, (6 - weekdayOf(start) + 7) % 7);
    const end = plusDays(start, stayNights(v, start, rng));
    stays.push({ status: rng.chance(0.65) ? 'pending' : 'cancelled', channel: rng.chance(0.8) ? 'web' : 'admin', start, end });
  }
  return { stays, closed };
}

// ---------------------------------------------------------------------------
// Guests

function guestEmail(name: string, rng: Rng): string {
  const local = slugify(name, 'misafir').replace(/-/g, '.');
  return `${local}${rng.chance(0.3) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_DOMAINS)}`;
}

// ---------------------------------------------------------------------------

export async function seedDemo(opts: { db: Db; storage: Storage; withImages?: boolean }): Promise<void> {
  const withImages = opts.withImages ?? true;
  const now = new Date();
  const today = todayInIstanbul(now);
  const windowStart = ymd(startOfMonth(parseISO(today)));
  const windowEnd = ymd(addMonths(parseISO(windowStart), 12));
  const plans = planVillas();
  const passwordHashes = await Promise.all(DEMO_CREDENTIALS.map((c) => hashPassword(c.password)));

  await opts.db.transaction(async (tx) => {
    const userIds = await insertUsers(tx, passwordHashes);
    const typeIds = await insertTypes(tx);
    const districtIds = await insertRegions(tx);
    const featureIds = await insertFeatures(tx);

    const villaRows = await tx
      .insert(villas)
      .values(
        plans.map((v, i) => {
          const d = districtIds.get(v.data.district);
          if (!d) throw new Error(`Demo verisi: bölge eksik ${v.data.district}`);
          return {
            slug: slugify(v.data.name),
            name: v.data.name,
            name_folded: foldTurkish(v.data.name),
            description: v.description,
            translations: englishVilla(v.data, v.features),
            town_id: d.townId,
            district_id: d.districtId,
            owner_id: v.data.owner ? (userIds[v.data.owner] ?? null) : null,
            capacity: v.data.capacity,
            bedrooms: v.data.bedrooms,
            bathrooms: v.data.bathrooms,
            lat: v.lat,
            lng: v.lng,
            permit_number: v.permit,
            min_stay: v.minStay,
            cleaning_fee_kurus: v.cleaningFeeKurus,
            damage_deposit_kurus: v.depositKurus,
            prepayment_percent: v.prepayment,
            check_in_time: '16:00',
            check_out_time: '10:00',
            active: v.active,
            popular: v.data.popular ?? false,
            sort_order: i + 1,
            created_at: new Date(now.getTime() - (plans.length - i) * 3 * DAY),
          };
        }),
      )
      .returning({ id: villas.id });
    const villaIds = villaRows.map((r) => r.id);
    const idOf = (i: number) => villaIds[i] as number;

    await tx
      .insert(villaTypeLinks)
      .values(plans.flatMap((v, i) => v.data.types.map((t) => ({ villa_id: idOf(i), type_id: typeIds.get(t) as number }))));
    await tx
      .insert(villaFeatures)
      .values(plans.flatMap((v, i) => v.features.map((f) => ({ villa_id: idOf(i), feature_id: featureIds.get(f) as number }))));

    // Prices
    const periodsByVilla = plans.map((v, i) => pricePeriods(v, idOf(i), windowStart));
    await tx.insert(villaPrices).values(periodsByVilla.flat());

    // Reservations and closed dates
    const codeRng = createRng(0x59414c49);
    const usedCodes = new Set<string>();
    const rates = {
      dollar_exchange_rate: Number(DEMO_SETTINGS.dollar_exchange_rate),
      euro_exchange_rate: Number(DEMO_SETTINGS.euro_exchange_rate),
      sterling_exchange_rate: Number(DEMO_SETTINGS.sterling_exchange_rate),
    };
    const reservationRows: (typeof reservations.$inferInsert)[] = [];
    const dateRows: (typeof villaDates.$inferInsert)[] = [];
    plans.forEach((v, i) => {
      const rng = createRng(hashString(`${v.data.name}/takvim`));
      const { stays, closed } = planCalendar(v, today, windowEnd, rng);
      for (const c of closed) {
        dateRows.push({ villa_id: idOf(i), started_at: c.start, finished_at: c.end, source: 'manual', note: c.note });
      }
      for (const s of stays) {
        const external = s.channel === 'external';
        const daysAhead = daysBetween(today, s.start);
        // When the booking was made: before the stay, never in the future.
        let created: Date;
        if (s.status === 'pending') created = new Date(now.getTime() - rng.int(1, 72) * HOUR);
        else if (s.status === 'option') created = new Date(now.getTime() - rng.int(1, 18) * HOUR);
        else if (daysAhead > 0) created = new Date(now.getTime() - rng.int(1, 60) * DAY - rng.int(0, 23) * HOUR);
        else created = new Date(now.getTime() + (daysAhead - rng.int(10, 90)) * DAY - rng.int(0, 23) * HOUR);
        const openedAt =
          s.status === 'pending'
            ? rng.chance(0.2)
              ? new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 5) * HOUR))
              : null
            : new Date(Math.min(now.getTime(), created.getTime() + rng.int(0, 6) * HOUR));
        const updated = s.status === 'cancelled' ? new Date(Math.min(now.getTime(), created.getTime() + 3 * DAY)) : created;
        const adults = rng.int(1, Math.max(1, Math.min(v.data.capacity, 6)));
        const children = rng.int(0, Math.min(3, v.data.capacity - adults));
        const quote = external
          ? { total: null, breakdown: null }
          : quoteStay(v, periodsByVilla[i] ?? [], windowStart, s.start, s.end);
        const guest = rng.pick(GUEST_NAMES);
        const ownerId = v.data.owner ? userIds[v.data.owner] : undefined;
        // Drawn here for a blocking, where the literal below drew it: the demo stays the same.
        const blockNote = external ? rng.pick(EXTERNAL_NOTES) : '';
        reservationRows.push({
          reservation_id: seedReservationCode(codeRng, usedCodes, 'YL'),
          villa_id: idOf(i),
          status: s.status,
          channel: s.channel,
          started_at: s.start,
          finished_at: s.end,
          adults: external ? 1 : adults,
          children: external ? 0 : children,
          guest_name: external ? BLOCK_SOURCE_LABEL[blockSourceOf(blockNote)] : guest,
          guest_email: external ? '' : guestEmail(guest, rng),
          guest_phone: external ? '' : turkishMobile(rng),
          note: external ? blockNote : rng.pick(RESERVATION_NOTES),
          block_source: external ? blockSourceOf(blockNote) : null,
          total_price_kurus: quote.total,
          price_breakdown: quote.breakdown,
          exchange_rates: external ? null : rates,
          option_expires_at: s.status === 'option' ? new Date(created.getTime() + DAY) : null,
          opened_at: openedAt,
          created_by: s.channel === 'admin' ? (userIds[0] ?? null) : external ? (ownerId ?? userIds[0] ?? null) : null,
          created_at: created,
          updated_at: updated,
        });
      }
    });
    if (dateRows.length > 0) await tx.insert(villaDates).values(dateRows);
    await tx.insert(reservations).values(reservationRows);
    await seedDemoPayments(tx, { today, adminId: userIds[0] ?? null });

    // Reviews
    const commentRows: (typeof comments.$inferInsert)[] = [];
    plans.forEach((v, i) => {
      const rng = createRng(hashString(`${v.data.name}/yorum`));
      const n = rng.int(2, 5);
      const names = rng.shuffle([...REVIEWER_NAMES, ...GUEST_NAMES]);
      const used = new Set<string>();
      for (let k = 0; k < n; k++) {
        const r = rng.next();
        const rating = r < 0.55 ? 5 : r < 0.88 ? 4 : 3;
        const pool = REVIEW_TEXTS[rating].filter((t) => !used.has(t));
        const text = rng.pick(pool.length > 0 ? pool : REVIEW_TEXTS[rating]);
        used.add(text);
        commentRows.push({
          villa_id: idOf(i),
          name: names[k] ?? 'Misafir',
          rating,
          text,
          active: k === 0 || rng.chance(0.72),
          created_at: new Date(now.getTime() - rng.int(5, 400) * DAY - rng.int(0, 23) * HOUR),
        });
      }
    });
    await tx.insert(comments).values(commentRows);

    // Settings and contact messages
    await tx.insert(settings).values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value })));
    await tx.insert(contactMessages).values(
      DEMO_CONTACT_MESSAGES.map((m, i) => ({
        name: m.name,
        email: m.email,
        phone: m.phone,
        message: m.message,
        read: m.read,
        created_at: new Date(now.getTime() - m.daysAgo * DAY - (i + 1) * 2 * HOUR),
      })),
    );

    // A channel calendar the agency added three days ago that has never been read (its address is
    // wrong), so the back office shows what a failing feed looks like: the red badge on
    // "Takvim Bağlantıları" and its error first on that page (issue 24). `.invalid` never resolves.
    await tx.insert(icalFeeds).values({
      villa_id: idOf(1),
      name: 'Airbnb',
      url: 'https://takvim.airbnb.invalid/calendar/ical/ornek.ics',
      created_at: new Date(now.getTime() - 3 * DAY),
      last_attempt_at: new Date(now.getTime() - HOUR),
      last_error: 'Takvim adresine ulaşılamadı (alan adı bulunamadı).',
    });

    // Blog: a few published posts, so the home page and /blog are not empty.
    await tx.insert(blogPosts).values(
      DEMO_BLOG_POSTS.map((post) => {
        const at = new Date(now.getTime() - post.daysAgo * DAY);
        return {
          slug: slugify(post.title),
          title: post.title,
          summary: post.summary,
          body: post.body,
          published: true,
          published_at: at,
          seo_title: post.title,
          seo_description: post.summary,
          created_at: at,
          updated_at: at,
        };
      }),
    );

    // Photos
    if (withImages) {
      const specs: VillaImageSpec[] = plans.map((v, i) => ({
        villaId: idOf(i),
        name: v.data.name,
        place: v.data.district,
        scene: v.data.scene,
        seed: hashString(v.data.name),
        extraShot: v.data.popular === true || v.data.tier === 'lüks',
      }));
      const imageRows = await generateVillaImages(opts.storage, specs, { concurrency: 2 });
      await tx.insert(villaImages).values(imageRows);
    }

    // Boats (issue 7): types, marinas, boats, prices, reservations and photos.
    await seedDemoBoats({ tx, storage: opts.storage, withImages, now, today, createdBy: userIds[0] ?? null });

    // English content (issue 18) for the catalogue and the blog, now that every row exists.
    await seedDemoEnglish(tx);
    // English guest mails (issue 18), a few left without to show the fallback.
    await seedMailTranslations(tx);
  });
}

async function insertUsers(tx: Tx, hashes: string[]): Promise<number[]> {
  const rows = await tx
    .insert(users)
    .values(
      DEMO_CREDENTIALS.map((c, i) => ({
        email: c.email,
        password_hash: hashes[i] as string,
        role: c.role,
        first_name: c.firstName,
        last_name: c.lastName,
        phone: DEMO_USER_PHONES[i] ?? '',
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Apart (18) and Bungalov (19) come from the migrations; the others get the next ids (20 …). */
async function insertTypes(tx: Tx): Promise<Map<DemoTypeName, number>> {
  const rows = await tx
    .insert(villaTypes)
    .values(DEMO_EXTRA_TYPES.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: villaTypes.id, name: villaTypes.name });
  const map = new Map<DemoTypeName, number>([
    ['Apart', TYPE_APART],
    ['Bungalov', TYPE_BUNGALOV],
  ]);
  for (const r of rows) map.set(r.name as DemoTypeName, r.id);
  return map;
}

async function insertRegions(tx: Tx): Promise<Map<string, { townId: number; districtId: number }>> {
  const townRows = await tx
    .insert(towns)
    .values(DEMO_TOWNS.map((t) => ({ name: t.name, slug: slugify(t.name) })))
    .returning({ town_id: towns.town_id, name: towns.name });
  const townId = new Map(townRows.map((t) => [t.name, t.town_id]));
  const districtRows = await tx
    .insert(districts)
    .values(
      DEMO_TOWNS.flatMap((t) =>
        t.districts.map((d) => ({ town_id: townId.get(t.name) as number, name: d.name, slug: slugify(d.name) })),
      ),
    )
    .returning({ district_id: districts.district_id, town_id: districts.town_id, name: districts.name });
  return new Map(districtRows.map((d) => [d.name, { townId: d.town_id, districtId: d.district_id }]));
}

async function insertFeatures(tx: Tx): Promise<Map<DemoFeatureName, number>> {
  const rows = await tx
    .insert(features)
    .values(DEMO_FEATURES.map((f) => ({ name: f.name, icon: f.icon })))
    .returning({ id: features.id, name: features.name });
  return new Map(rows.map((r) => [r.name as DemoFeatureName, r.id]));
}
