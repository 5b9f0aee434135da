/**
 * The demo agency's boats (issue 7): five boat types, five marinas on the
 * Turquoise Coast, fourteen boats (one inactive) with descriptions, features
 * and licence data, daily prices for the coming 12 months (weekly rates for
 * gulets, catamarans and sailing yachts), three locally drawn photos each and
 * a few boat reservations in every status, priced by the booking rule
 * (domain/boat-quote.ts) so their stored totals are what a quote would say,
 * and reviews of the first boats (issue 23): published ones and one awaiting approval.
 *
 * Called by `seedDemo` inside its transaction. Like the villas, everything is
 * placed relative to today (Europe/Istanbul) and drawn from seeded PRNGs, so
 * a given day always gives the same data. Holding reservations (option,
 * confirmed) of a boat sit in disjoint slots of its timeline, so they can
 * never trip the `boat_reservations_no_overlap` constraint; pending and
 * cancelled requests hold nothing and may fall anywhere.
 */
import { addDays, addMonths, differenceInCalendarDays, format, parseISO, startOfMonth } from 'date-fns';
import { foldTurkish, slugify } from '@yali/contract';
import type { Tx } from '../db/client.ts';
import { englishBoat } from './demo-english.ts';
import { boatImages, boatPrices, boatReservations, boats, boatTypes, comments, marinas } from '../db/schema.ts';
import { type BoatPeriod, type QuoteBoat, quoteBoatRental } from '../domain/boat-quote.ts';
import type { Storage } from '../storage/storage.ts';
import {
  createRng,
  DEMO_SETTINGS,
  EMAIL_DOMAINS,
  GUEST_NAMES,
  hashString,
  REVIEWER_NAMES,
  type Rng,
  seedReservationCode,
  turkishMobile,
} from './demo-data.ts';
import { type BoatImageSpec, type DemoBoatKind, generateBoatImages } from './demo-images.ts';

// ---------------------------------------------------------------------------
// Data

export const DEMO_BOAT_TYPES = ['Gulet', 'Motor Yat', 'Yelkenli', 'Sürat Teknesi', 'Katamaran'] as const;
type DemoBoatTypeName = (typeof DEMO_BOAT_TYPES)[number];

const KIND_OF_TYPE: Record<DemoBoatTypeName, DemoBoatKind> = {
  Gulet: 'gulet',
  'Motor Yat': 'motor',
  Yelkenli: 'sail',
  'Sürat Teknesi': 'speed',
  Katamaran: 'catamaran',
};

type DemoMarina = {
  name: string;
  place: string;
  location: string;
  lat: number;
  lng: number;
  plate: string;
  /** Where the day trips go, for the description. */
  route: string;
};

export const DEMO_MARINAS: DemoMarina[] = [
  {
    name: 'Göcek Marina',
    place: 'Göcek',
    location: 'Muğla, Fethiye, Göcek',
    lat: 36.7536,
    lng: 28.9398,
    plate: '48',
    route: 'Göcek’in on iki adası, Yassıca Adaları, Bedri Rahmi ve Sarsala koyları',
  },
  {
    name: 'Fethiye Ece Marina',
    place: 'Fethiye',
    location: 'Muğla, Fethiye',
    lat: 36.6231,
    lng: 29.1037,
    plate: '48',
    route: 'Ölüdeniz, Kelebekler Vadisi, Gemiler Adası ve Soğuk Su koyu',
  },
  {
    name: 'Bodrum Milta Marina',
    place: 'Bodrum',
    location: 'Muğla, Bodrum',
    lat: 37.0339,
    lng: 27.4258,
    plate: '48',
    route: 'Karaada’nın ılıcası, Orak Adası ve Aspat koyu',
  },
  {
    name: 'Kaş Setur Marina',
    place: 'Kaş',
    location: 'Antalya, Kaş',
    lat: 36.1994,
    lng: 29.6416,
    plate: '07',
    route: 'Kekova’nın batık şehri, Meis açıkları ve Limanağzı',
  },
  {
    name: 'Marmaris Netsel Marina',
    place: 'Marmaris',
    location: 'Muğla, Marmaris',
    lat: 36.8531,
    lng: 28.2746,
    plate: '48',
    route: 'Cennet Adası, Kumlubük ve Çiftlik koyu',
  },
];

type DemoBoat = {
  name: string;
  type: DemoBoatTypeName;
  marina: string;
  length: number;
  cabins: number;
  capacity: number;
  crew: number;
  /** Peak-season (July–August) daily rate in TL. */
  peakTl: number;
  active?: boolean;
};

export const DEMO_BOATS: DemoBoat[] = [
  {
    name: 'Gulet Deniz Yıldızı',
    type: 'Gulet',
    marina: 'Göcek Marina',
    length: 24,
    cabins: 6,
    capacity: 12,
    crew: 4,
    peakTl: 42000,
  },
  {
    name: 'Mavi Rüya',
    type: 'Gulet',
    marina: 'Bodrum Milta Marina',
    length: 28.5,
    cabins: 8,
    capacity: 16,
    crew: 5,
    peakTl: 58000,
  },
  {
    name: 'Gulet Kaptan Hasan',
    type: 'Gulet',
    marina: 'Fethiye Ece Marina',
    length: 21,
    cabins: 5,
    capacity: 10,
    crew: 3,
    peakTl: 34000,
  },
  {
    name: 'Gulet Bella Mare',
    type: 'Gulet',
    marina: 'Marmaris Netsel Marina',
    length: 31,
    cabins: 8,
    capacity: 16,
    crew: 6,
    peakTl: 65000,
  },
  {
    name: 'Poyraz',
    type: 'Motor Yat',
    marina: 'Bodrum Milta Marina',
    length: 18.3,
    cabins: 3,
    capacity: 10,
    crew: 2,
    peakTl: 38000,
  },
  { name: 'Lodos', type: 'Motor Yat', marina: 'Göcek Marina', length: 21.6, cabins: 4, capacity: 12, crew: 3, peakTl: 52000 },
  {
    name: 'Aqua Vita',
    type: 'Motor Yat',
    marina: 'Kaş Setur Marina',
    length: 14.8,
    cabins: 2,
    capacity: 8,
    crew: 2,
    peakTl: 27000,
  },
  { name: 'Rüzgar Gülü', type: 'Yelkenli', marina: 'Göcek Marina', length: 14.2, cabins: 3, capacity: 8, crew: 1, peakTl: 16000 },
  { name: 'Meltem', type: 'Yelkenli', marina: 'Kaş Setur Marina', length: 12.5, cabins: 3, capacity: 6, crew: 1, peakTl: 13000 },
  {
    name: 'Ayışığı',
    type: 'Yelkenli',
    marina: 'Marmaris Netsel Marina',
    length: 15.6,
    cabins: 4,
    capacity: 8,
    crew: 1,
    peakTl: 17500,
    active: false,
  },
  {
    name: 'Yunus',
    type: 'Sürat Teknesi',
    marina: 'Bodrum Milta Marina',
    length: 9.2,
    cabins: 0,
    capacity: 8,
    crew: 1,
    peakTl: 14000,
  },
  {
    name: 'Fırtına',
    type: 'Sürat Teknesi',
    marina: 'Fethiye Ece Marina',
    length: 8.5,
    cabins: 0,
    capacity: 6,
    crew: 1,
    peakTl: 11000,
  },
  {
    name: 'Kaş Mavisi',
    type: 'Sürat Teknesi',
    marina: 'Kaş Setur Marina',
    length: 10.4,
    cabins: 1,
    capacity: 8,
    crew: 1,
    peakTl: 15500,
  },
  {
    name: 'Beyaz İnci',
    type: 'Katamaran',
    marina: 'Göcek Marina',
    length: 13.7,
    cabins: 4,
    capacity: 10,
    crew: 2,
    peakTl: 29000,
  },
];

const FEATURES: Record<DemoBoatKind, { always: string[]; extra: string[] }> = {
  gulet: {
    always: ['Kaptan ve mürettebat', 'Klima', 'Jeneratör', 'Tam donanımlı mutfak', 'Güneşlenme minderleri'],
    extra: ['Şnorkel takımı', 'Kano', 'SUP', 'Wi-Fi', 'Su kayağı', 'Balık tutma takımı', 'Bluetooth ses sistemi'],
  },
  motor: {
    always: ['Kaptan', 'Klima', 'Flybridge', 'Bluetooth ses sistemi', 'Buzdolabı'],
    extra: ['Jakuzi', 'Şnorkel takımı', 'SUP', 'Su kayağı', 'Wi-Fi', 'Jet ski'],
  },
  sail: {
    always: ['Kaptan', 'Otopilot', 'Bimini tente', 'GPS ve harita plotter'],
    extra: ['Güneş paneli', 'Şnorkel takımı', 'Buzdolabı', 'Sıcak su', 'Kano'],
  },
  speed: {
    always: ['Kaptan', 'Güneşlik tente', 'Soğutucu'],
    extra: ['Bluetooth ses sistemi', 'Su kayağı', 'Şnorkel takımı', 'Banana', 'Duş'],
  },
  catamaran: {
    always: ['Kaptan ve hostes', 'Geniş kokpit', 'Trambolin', 'Klima', 'Güneş paneli'],
    extra: ['Su yapıcı', 'SUP', 'Şnorkel takımı', 'Kano', 'Wi-Fi'],
  },
};

const OPENINGS: Record<DemoBoatKind, string[]> = {
  gulet: [
    'geleneksel ahşap işçiliğiyle Bodrum tersanelerinde inşa edilmiş, geniş güvertesiyle kalabalık aileler ve arkadaş grupları için ideal bir gulettir',
    'ustaca bakımı yapılmış maun güvertesi ve ferah kabinleriyle mavi yolculuğun klasik ruhunu yaşatan bir gulettir',
  ],
  motor: [
    'hızlı ve konforlu yapısıyla koydan koya kısa sürede ulaşmak isteyenler için tasarlanmış bir motor yattır',
    'modern iç tasarımı ve geniş flybridge’iyle günübirlik turlar ve özel kutlamalar için tercih edilen bir motor yattır',
  ],
  sail: [
    'rüzgârın sesinden başka bir şey duymak istemeyenler için bakımlı, çevik bir yelkenlidir',
    'deneyimli kaptanıyla yelken keyfini ilk kez yaşayacaklar için de güvenli ve konforlu bir yelkenlidir',
  ],
  speed: [
    'kalabalık olmayan koylara hızla ulaşmak ve günü denizde geçirmek isteyenler için ideal bir sürat teknesidir',
    'yüzme molaları ve su sporlarıyla dolu bir gün için hazırlanmış, çevik bir sürat teknesidir',
  ],
  catamaran: ['çift gövdesi sayesinde sallanmadan seyreden, geniş yaşam alanlarıyla aileler için rahat bir katamarandır'],
};

const CLOSINGS: Record<DemoBoatKind, string> = {
  gulet:
    'Kahvaltı ve öğle yemeği teknede, mürettebat tarafından hazırlanır; akşam yemeği isteğe bağlıdır. Haftalık kiralamalarda rota sizinle birlikte planlanır.',
  motor:
    'Yakıt günlük turlarda fiyata dahildir; uzun rotalarda yakıt ayrıca hesaplanır. İkramlar ve meşrubat isteğe göre hazırlanır.',
  sail: 'Yelken deneyimi gerekmez; kaptanımız isteyen misafirlere dümen ve yelken kullanmayı da gösterir.',
  speed: 'Fiyata kaptan ve yakıt dahildir. Havlularınızı ve güneş kreminizi yanınıza almayı unutmayın.',
  catamaran:
    'Geniş trambolin ağları güneşlenmek için, korunaklı kokpit akşam yemekleri içindir. Haftalık kiralamada kabinler her gün temizlenir.',
};

const BOAT_NOTES = [
  'Doğum günü kutlaması için pasta istiyoruz.',
  'Vejetaryen menü rica ediyoruz.',
  'Çocuklar için can yeleği gerekiyor.',
  'Marinaya 09:30’da gelmiş oluruz.',
  'Öğle yemeğinde balık tercih ederiz.',
  '',
  '',
];

// ---------------------------------------------------------------------------
// Dates and money

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const plusDays = (day: string, n: number) => ymd(addDays(parseISO(day), n));
const daysBetween = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));
const monthOf = (day: string) => Number(day.slice(5, 7));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tl = (amount: number) => Math.round(amount) * 100;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

type Season = 'low' | 'mid' | 'high' | 'peak';
/** Boats: peak Jul–Aug, high Jun and Sep, mid May and Oct, low the rest (few trips, lower rates). */
function seasonOfMonth(month: number): Season {
  if (month === 7 || month === 8) return 'peak';
  if (month === 6 || month === 9) return 'high';
  if (month === 5 || month === 10) return 'mid';
  return 'low';
}
const SEASON_FACTOR: Record<Season, number> = { peak: 1, high: 0.82, mid: 0.62, low: 0.45 };

const hasWeekly = (kind: DemoBoatKind) => kind === 'gulet' || kind === 'catamaran' || kind === 'sail';

function dailyKurus(boat: DemoBoat, season: Season): number {
  return tl(roundTo(boat.peakTl * SEASON_FACTOR[season], 500));
}

/** A week costs about six days' hire: the seventh day is on the house. */
function weeklyKurus(boat: DemoBoat, season: Season): number {
  return tl(roundTo(boat.peakTl * SEASON_FACTOR[season] * 6, 1000));
}

function minDaysOf(kind: DemoBoatKind, season: Season): number {
  if (kind === 'gulet') return season === 'peak' ? 3 : season === 'high' ? 2 : 1;
  if (kind === 'catamaran') return season === 'peak' ? 2 : 1;
  return 1;
}

/** A stored price row (and, before the window, one used only to price past rentals). */
type PeriodRow = BoatPeriod & { boat_id: number };

/** One period per run of months of the same season, from the 1st of this month for 12 months. */
function pricePeriods(boat: DemoBoat, boatId: number, windowStart: string): PeriodRow[] {
  const kind = KIND_OF_TYPE[boat.type];
  const out: PeriodRow[] = [];
  let current: PeriodRow | null = null;
  let currentSeason: Season | null = null;
  for (let i = 0; i < 12; i++) {
    const first = ymd(addMonths(parseISO(windowStart), i));
    const last = plusDays(ymd(addMonths(parseISO(windowStart), i + 1)), -1);
    const season = seasonOfMonth(monthOf(first));
    if (current && season === currentSeason) {
      current.end_date = last;
      continue;
    }
    current = {
      boat_id: boatId,
      start_date: first,
      end_date: last,
      daily_price_kurus: dailyKurus(boat, season),
      weekly_price_kurus: hasWeekly(kind) ? weeklyKurus(boat, season) : null,
      min_days: minDaysOf(kind, season),
    };
    currentSeason = season;
    out.push(current);
  }
  return out;
}

/**
 * Rental prices are not a seed rule: each reservation is priced by the
 * booking rule itself (`quoteBoatRental`, domain/boat-quote.ts) and frozen
 * the way a web request in TL freezes it, so its total and breakdown are
 * what the quote endpoint says for the same days. Past rentals lie before
 * the stored periods; they are priced over `pastPeriods` — the twelve months
 * before the window, built by the same season table but never written.
 * A refusal (minimum days, unpriced day) is a bug in the plans: it throws.
 */
function priceRental(opts: {
  name: string;
  boat: QuoteBoat;
  periods: readonly BoatPeriod[];
  start: string;
  end: string;
  guests: number;
}) {
  const q = quoteBoatRental({
    periods: opts.periods,
    boat: opts.boat,
    checkIn: opts.start,
    checkOut: opts.end,
    guests: opts.guests,
  });
  if (!q.ok) throw new Error(`Demo verisi: ${opts.name} ${opts.start}–${opts.end} fiyatlanamadı (${q.reason})`);
  return {
    total: q.total_kurus,
    breakdown: {
      ...q,
      currency: 'TL',
      in_currency: { currency: 'TL', rate: 1, total_minor: q.total_kurus, prepayment_minor: q.prepayment_kurus },
    },
  };
}

// ---------------------------------------------------------------------------
// Boats: descriptions, features, licences

function describeBoat(boat: DemoBoat, marina: DemoMarina, rng: Rng): string {
  const kind = KIND_OF_TYPE[boat.type];
  const p1 = `${boat.name}, ${String(boat.length).replace('.', ',')} metre boyunda; ${rng.pick(OPENINGS[kind])}.`;
  const rooms =
    boat.cabins > 0
      ? `${boat.cabins} kabini ve ${boat.crew} kişilik mürettebatıyla ${boat.capacity} misafiri ağırlar.`
      : `${boat.capacity} misafire kadar günübirlik turlar için uygundur; kaptanı teknenin her köşesini tanır.`;
  const p2 = `${marina.name}’dan kalkan turlarda ${marina.route} en sevilen duraklardır. ${rooms}`;
  return [p1, p2, CLOSINGS[kind]].map((p) => `<p>${p}</p>`).join('\n');
}

function featuresOf(kind: DemoBoatKind, rng: Rng): string[] {
  const f = FEATURES[kind];
  return [...f.always, ...rng.shuffle(f.extra).slice(0, rng.int(2, 4))];
}

function permitOf(boat: DemoBoat, marina: DemoMarina, rng: Rng): string {
  const kind = KIND_OF_TYPE[boat.type];
  const tugs = `TUGS-${marina.plate}-${rng.int(1000, 9999)}`;
  if (kind === 'speed') return `${marina.place} Liman Başkanlığı ruhsatı ${marina.plate}-${rng.int(100, 999)} · ${tugs}`;
  return `${tugs} · Ticari yat belgesi`;
}

// ---------------------------------------------------------------------------
// Reservations

type Plan = { status: 'pending' | 'option' | 'confirmed' | 'cancelled' | 'completed'; start: string; end: string };

function rentalDays(kind: DemoBoatKind, start: string, rng: Rng): number {
  const summer = ['peak', 'high'].includes(seasonOfMonth(monthOf(start)));
  if (kind === 'gulet' || kind === 'catamaran') return summer && rng.chance(0.5) ? 7 : rng.int(3, 4);
  if (kind === 'sail') return rng.chance(0.3) ? 7 : rng.int(1, 3);
  return rng.int(1, 2);
}

/**
 * The boat's rentals: one or two completed in the past (now and then a
 * cancelled one), two or three holding ones ahead in disjoint slots (one of
 * them an option on some boats), and a pending request.
 */
function planRentals(kind: DemoBoatKind, active: boolean, today: string, rng: Rng): Plan[] {
  const plans: Plan[] = [];
  const pastCount = rng.int(1, 2);
  for (let i = 0; i < pastCount; i++) {
    const start = plusDays(today, -rng.int(20, 150) - i * 160);
    plans.push({
      status: rng.chance(0.15) ? 'cancelled' : 'completed',
      start,
      end: plusDays(start, rentalDays(kind, start, rng)),
    });
  }
  if (!active) return plans;
  const holds = rng.int(2, 3);
  const from = plusDays(today, 3);
  const slotLen = Math.floor(daysBetween(from, plusDays(today, 330)) / holds);
  const optionAt = rng.chance(0.6) ? rng.int(0, holds - 1) : -1;
  for (let i = 0; i < holds; i++) {
    const slotStart = plusDays(from, i * slotLen);
    const start = plusDays(slotStart, rng.int(0, slotLen - 10));
    const days = Math.min(rentalDays(kind, start, rng), daysBetween(start, plusDays(slotStart, slotLen)));
    plans.push({ status: i === optionAt ? 'option' : 'confirmed', start, end: plusDays(start, days) });
  }
  const reqStart = plusDays(today, rng.int(5, 200));
  plans.push({
    status: rng.chance(0.7) ? 'pending' : 'cancelled',
    start: reqStart,
    end: plusDays(reqStart, rentalDays(kind, reqStart, rng)),
  });
  return plans;
}

// ---------------------------------------------------------------------------

/**
 * Inserts the boat types, marinas, boats, prices, reservations and (with
 * `withImages`) photos. `today` is the Europe/Istanbul day of `now`;
 * `createdBy` is the admin who entered the phone bookings.
 */
export async function seedDemoBoats(opts: {
  tx: Tx;
  storage: Storage;
  withImages: boolean;
  now: Date;
  today: string;
  createdBy: number | null;
}): Promise<void> {
  const { tx, now, today } = opts;
  const windowStart = ymd(startOfMonth(parseISO(today)));

  const typeRows = await tx
    .insert(boatTypes)
    .values(DEMO_BOAT_TYPES.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: boatTypes.id, name: boatTypes.name });
  const typeId = new Map(typeRows.map((r) => [r.name, r.id]));
  const marinaRows = await tx
    .insert(marinas)
    .values(DEMO_MARINAS.map((m) => ({ name: m.name, slug: slugify(m.name), location: m.location, lat: m.lat, lng: m.lng })))
    .returning({ id: marinas.marina_id, name: marinas.name });
  const marinaId = new Map(marinaRows.map((r) => [r.name, r.id]));

  const marinaOf = (b: DemoBoat) => {
    const m = DEMO_MARINAS.find((x) => x.name === b.marina);
    if (!m) throw new Error(`Demo verisi: bilinmeyen marina ${b.marina}`);
    return m;
  };
  const boatRows = await tx
    .insert(boats)
    .values(
      DEMO_BOATS.map((b, i) => {
        const rng = createRng(hashString(`${b.name}/tekne`));
        const kind = KIND_OF_TYPE[b.type];
        const marina = marinaOf(b);
        return {
          slug: slugify(b.name),
          name: b.name,
          name_folded: foldTurkish(b.name),
          description: describeBoat(b, marina, rng),
          translations: englishBoat(b),
          type_id: typeId.get(b.type) ?? null,
          marina_id: marinaId.get(b.marina) ?? null,
          capacity: b.capacity,
          cabins: b.cabins,
          length_m: b.length,
          crew: b.crew,
          features: featuresOf(kind, rng),
          permit_number: permitOf(b, marina, rng),
          min_days: kind === 'gulet' ? 2 : 1,
          prepayment_percent: kind === 'gulet' || kind === 'catamaran' ? 40 : rng.pick([25, 30]),
          departure_time: kind === 'speed' ? '09:00' : '10:00',
          return_time: kind === 'speed' ? '17:00' : kind === 'gulet' ? '18:30' : '18:00',
          active: b.active ?? true,
          sort_order: i + 1,
          created_at: new Date(now.getTime() - (DEMO_BOATS.length - i) * 2 * DAY),
        };
      }),
    )
    .returning({
      id: boats.id,
      capacity: boats.capacity,
      min_days: boats.min_days,
      prepayment_percent: boats.prepayment_percent,
    });
  const idOf = (i: number) => boatRows[i]?.id as number;

  const periods = DEMO_BOATS.map((b, i) => pricePeriods(b, idOf(i), windowStart));
  await tx.insert(boatPrices).values(periods.flat());
  const pastStart = ymd(addMonths(parseISO(windowStart), -12));
  const pricing = DEMO_BOATS.map((b, i) => [...pricePeriods(b, idOf(i), pastStart), ...(periods[i] ?? [])]);

  const rates = {
    dollar_exchange_rate: Number(DEMO_SETTINGS.dollar_exchange_rate),
    euro_exchange_rate: Number(DEMO_SETTINGS.euro_exchange_rate),
    sterling_exchange_rate: Number(DEMO_SETTINGS.sterling_exchange_rate),
  };
  const codeRng = createRng(0x59544b4e);
  const usedCodes = new Set<string>();
  const reservationRows: (typeof boatReservations.$inferInsert)[] = [];
  DEMO_BOATS.forEach((b, i) => {
    const rng = createRng(hashString(`${b.name}/takvim`));
    const kind = KIND_OF_TYPE[b.type];
    for (const plan of planRentals(kind, b.active ?? true, today, rng)) {
      const daysAhead = daysBetween(today, plan.start);
      let created: Date;
      if (plan.status === 'pending') created = new Date(now.getTime() - rng.int(1, 48) * HOUR);
      else if (plan.status === 'option') created = new Date(now.getTime() - rng.int(1, 12) * HOUR);
      else if (daysAhead > 0) created = new Date(now.getTime() - rng.int(1, 45) * DAY - rng.int(0, 23) * HOUR);
      else created = new Date(now.getTime() + (daysAhead - rng.int(7, 60)) * DAY);
      const guest = rng.pick(GUEST_NAMES);
      const phone = turkishMobile(rng, ['532', '533', '542', '505', '555']);
      const byPhone = rng.chance(0.4);
      // Drawn in the order the fields are written, so the guests, mails and codes stay what they were.
      const reservationId = seedReservationCode(codeRng, usedCodes, 'YT');
      const guests = rng.int(2, b.capacity);
      const quote = priceRental({
        name: b.name,
        boat: boatRows[i] as QuoteBoat,
        periods: pricing[i] ?? [],
        start: plan.start,
        end: plan.end,
        guests,
      });
      reservationRows.push({
        reservation_id: reservationId,
        boat_id: idOf(i),
        status: plan.status,
        channel: byPhone ? 'admin' : 'web',
        started_at: plan.start,
        finished_at: plan.end,
        guests,
        guest_name: guest,
        guest_email: `${slugify(guest, 'misafir').replace(/-/g, '.')}@${rng.pick(EMAIL_DOMAINS)}`,
        guest_phone: phone,
        note: rng.pick(BOAT_NOTES),
        total_price_kurus: quote.total,
        price_breakdown: quote.breakdown,
        exchange_rates: rates,
        option_expires_at: plan.status === 'option' ? new Date(created.getTime() + DAY) : null,
        opened_at:
          plan.status === 'pending' && rng.chance(0.7) ? null : new Date(Math.min(now.getTime(), created.getTime() + HOUR)),
        created_by: byPhone ? opts.createdBy : null,
        created_at: created,
        updated_at: plan.status === 'cancelled' ? new Date(Math.min(now.getTime(), created.getTime() + 2 * DAY)) : created,
      });
    }
  });
  await tx.insert(boatReservations).values(reservationRows);

  if (opts.withImages) {
    const specs: BoatImageSpec[] = DEMO_BOATS.map((b, i) => ({
      boatId: idOf(i),
      name: b.name,
      place: marinaOf(b).place,
      kind: KIND_OF_TYPE[b.type],
      seed: hashString(b.name),
    }));
    const imageRows = await generateBoatImages(opts.storage, specs, { concurrency: 2 });
    await tx.insert(boatImages).values(imageRows);
  }

  // Reviews (issue 23), last and from their own PRNGs, so that every draw above stays where it was.
  await tx.insert(comments).values(
    DEMO_BOATS.slice(0, BOATS_WITH_REVIEWS).flatMap((b, i) => {
      const rng = createRng(hashString(`${b.name}/yorum`));
      const names = rng.shuffle([...REVIEWER_NAMES, ...GUEST_NAMES]);
      const texts = rng.shuffle([...BOAT_REVIEW_TEXTS]);
      // The first boat also has one review awaiting approval, for the back office's queue.
      const n = i === 0 ? 3 : 2;
      return Array.from({ length: n }, (_, k) => ({
        boat_id: idOf(i),
        name: names[k] ?? 'Misafir',
        rating: rng.chance(0.6) ? 5 : 4,
        text: texts[k % texts.length] ?? '',
        active: k < 2,
        created_at: new Date(now.getTime() - rng.int(5, 300) * DAY - rng.int(0, 23) * HOUR),
      }));
    }),
  );
}

/** How many of the demo boats (in `DEMO_BOATS` order) have reviews. */
const BOATS_WITH_REVIEWS = 4;

const BOAT_REVIEW_TEXTS = [
  'Kaptan ve mürettebat çok ilgiliydi; koylar sakin, öğle yemeği harikaydı. Bir gün daha kalmak isterdik.',
  'Tekne temiz ve bakımlıydı, kalkış saatine tam uyuldu. Yüzme molaları için seçilen koylar çok güzeldi.',
  'Ailece çok keyifli bir gün geçirdik; çocuklar için can yelekleri hazırdı, ekip her şeyi düşünmüştü.',
  'Gün batımında limana dönüş unutulmazdı. Fiyatına göre çok iyi bir deneyim, herkese tavsiye ederim.',
  'Kabinler ferah, güverte gölgeliydi. Rüzgâr biraz sertti ama kaptan rotayı ustaca ayarladı.',
  'Rezervasyondan dönüşe kadar her şey sorunsuzdu. Mürettebat güler yüzlü, tekne fotoğraflardaki gibi.',
] as const;
