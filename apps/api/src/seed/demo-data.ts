/**
 * The demo agency's data, as plain values (no database, no dates): regions,
 * villa types, features, villas, text fragments for descriptions, reviews,
 * guests, settings and contact messages. `seed-demo.ts` turns them into rows;
 * a small seeded PRNG keeps every run identical.
 */

/** mulberry32: a tiny deterministic PRNG answering floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
};

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `prefix` ('YL' villas, 'YT' boats) and six letters or digits drawn from `rng`, unique within `used` (added to it). */
export function seedReservationCode(rng: Rng, used: Set<string>, prefix: string): string {
  for (;;) {
    let code = prefix;
    for (let i = 0; i < 6; i++) code += CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)];
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

const OPERATORS = ['532', '533', '535', '542', '544', '505', '506', '552', '555', '538'];

/** A Turkish mobile number, '+90 532 123 45 67', its operator code drawn from `operators`. */
export function turkishMobile(rng: Rng, operators: readonly string[] = OPERATORS): string {
  return `+90 ${rng.pick(operators)} ${rng.int(200, 999)} ${pad2(rng.int(10, 99))} ${pad2(rng.int(10, 99))}`;
}

/** A stable 32-bit hash of a string, to derive per-villa seeds. */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------
// Regions

export type DemoDistrict = {
  name: string;
  lat: number;
  lng: number;
  /** "in <district>" with the right Turkish suffix. */
  locative: string;
  /** One sentence about the surroundings. */
  highlight: string;
};

export type DemoTown = {
  name: string;
  /** Province plate code for the tourism rental permit (Law 7464): Antalya 07, Muğla 48. */
  plate: '07' | '48';
  districts: DemoDistrict[];
};

export const DEMO_TOWNS: DemoTown[] = [
  {
    name: 'Kaş',
    plate: '07',
    districts: [
      {
        name: 'Kalkan',
        lat: 36.2655,
        lng: 29.4145,
        locative: 'Kalkan’da',
        highlight:
          'Begonvilli sokakları, balık restoranları ve küçük marinasıyla Kalkan merkezi yalnızca birkaç dakika uzaklıkta.',
      },
      {
        name: 'Kaş Merkez',
        lat: 36.2018,
        lng: 29.6377,
        locative: 'Kaş merkezde',
        highlight:
          'Antik tiyatro, Uzun Çarşı ve Kaş limanı yürüme mesafesinde; Meis Adası’na günübirlik turlar limandan kalkıyor.',
      },
      {
        name: 'Çukurbağ',
        lat: 36.1925,
        lng: 29.6035,
        locative: 'Çukurbağ Yarımadası’nda',
        highlight: 'Yarımadanın kayalık koylarında yüzebilir, akşamları karşı kıyıdaki Meis’in ışıklarını izleyebilirsiniz.',
      },
      {
        name: 'Kalamar',
        lat: 36.2548,
        lng: 29.3882,
        locative: 'Kalamar Koyu’nda',
        highlight: 'Sakin Kalamar Koyu ve plaj kulüpleri hemen aşağıda; Kalkan merkezine araçla beş dakika.',
      },
    ],
  },
  {
    name: 'Fethiye',
    plate: '48',
    districts: [
      {
        name: 'Ölüdeniz',
        lat: 36.5495,
        lng: 29.1165,
        locative: 'Ölüdeniz’de',
        highlight: 'Dünyaca ünlü Ölüdeniz lagünü ve Babadağ’dan süzülen yamaç paraşütçüleri adeta evin önünde.',
      },
      {
        name: 'Hisarönü',
        lat: 36.5785,
        lng: 29.1335,
        locative: 'Hisarönü’nde',
        highlight: 'Market, restoran ve kafeler yürüme mesafesinde; Ölüdeniz plajına araçla on dakika.',
      },
      {
        name: 'Göcek',
        lat: 36.7535,
        lng: 28.9395,
        locative: 'Göcek’te',
        highlight:
          'Göcek’in marinaları ve on iki adası tekne turları için ideal bir başlangıç noktası; Dalaman Havalimanı yirmi dakika.',
      },
      {
        name: 'Faralya',
        lat: 36.4955,
        lng: 29.1335,
        locative: 'Faralya’da',
        highlight: 'Kelebekler Vadisi’ne bakan yamaçlarda, Likya Yolu’nun geçtiği bu köyde doğa ve sessizlik bir arada.',
      },
      {
        name: 'Kayaköy',
        lat: 36.5765,
        lng: 29.0895,
        locative: 'Kayaköy’de',
        highlight: 'Tarihi taş evleriyle ünlü Kayaköy’ün huzurlu vadisinde; Soğuk Su ve Gemiler Koyu’na kısa bir sürüş.',
      },
    ],
  },
  {
    name: 'Bodrum',
    plate: '48',
    districts: [
      {
        name: 'Yalıkavak',
        lat: 37.1045,
        lng: 27.2935,
        locative: 'Yalıkavak’ta',
        highlight: 'Yalıkavak Marina’nın butikleri ve restoranları birkaç dakika uzaklıkta; gün batımı buradan bir başka güzel.',
      },
      {
        name: 'Gümüşlük',
        lat: 37.0565,
        lng: 27.2335,
        locative: 'Gümüşlük’te',
        highlight: 'Tavşan Adası’na yürüyerek geçilebilen sahil ve deniz kenarındaki balık lokantaları evinizin hemen yakınında.',
      },
      {
        name: 'Türkbükü',
        lat: 37.1265,
        lng: 27.3755,
        locative: 'Türkbükü’nde',
        highlight: 'Bodrum’un en seçkin koylarından Türkbükü’nün iskeleleri ve beach club’ları yürüme mesafesinde.',
      },
      {
        name: 'Bitez',
        lat: 37.0335,
        lng: 27.3825,
        locative: 'Bitez’de',
        highlight:
          'Mandalina bahçeleri arasından sığ ve dalgasız Bitez plajına yürüyebilir, akşam sahil yolunda yürüyüş yapabilirsiniz.',
      },
    ],
  },
  {
    name: 'Kemer',
    plate: '07',
    districts: [
      {
        name: 'Çamyuva',
        lat: 36.5565,
        lng: 30.5645,
        locative: 'Çamyuva’da',
        highlight: 'Çam ormanlarıyla çevrili Çamyuva’nın çakıllı plajı ve Toros Dağları manzarası ayrı bir huzur veriyor.',
      },
      {
        name: 'Tekirova',
        lat: 36.5075,
        lng: 30.5255,
        locative: 'Tekirova’da',
        highlight: 'Antik Phaselis kenti ve Olimpos teleferiği yakınında; berrak koyları ve çam ormanlarıyla ünlü.',
      },
      {
        name: 'Kiriş',
        lat: 36.5775,
        lng: 30.5605,
        locative: 'Kiriş’te',
        highlight: 'Ormanla denizin buluştuğu Kiriş’in sakin sahili birkaç adım ötede; Kemer merkezine on beş dakika.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Villa types (18 Apart and 19 Bungalov come from the migrations)

export const TYPE_APART = 18;
export const TYPE_BUNGALOV = 19;

/** Extra villa types, inserted after 18 and 19 (ids from 20 up). */
export const DEMO_EXTRA_TYPES = ['Lüks Villa', 'Muhafazakar Villa', 'Balayı Villası', 'Ekonomik Villa', 'Taş Ev'] as const;
export type DemoTypeName = 'Apart' | 'Bungalov' | (typeof DEMO_EXTRA_TYPES)[number];

// ---------------------------------------------------------------------------
// Features (icons are lucide names in kebab-case)

export const DEMO_FEATURES = [
  { name: 'Özel Havuz', icon: 'waves' },
  { name: 'Deniz Manzarası', icon: 'eye' },
  { name: 'Jakuzi', icon: 'bath' },
  { name: 'Korunaklı Havuz', icon: 'shield' },
  { name: 'Isıtmalı Havuz', icon: 'thermometer' },
  { name: 'Kablosuz İnternet', icon: 'wifi' },
  { name: 'Klima', icon: 'snowflake' },
  { name: 'Barbekü', icon: 'flame' },
  { name: 'Otopark', icon: 'car' },
  { name: 'Denize Yakın', icon: 'anchor' },
  { name: 'Doğa İçinde', icon: 'trees' },
  { name: 'Çocuk Havuzu', icon: 'baby' },
  { name: 'Evcil Hayvan Kabul', icon: 'paw-print' },
  { name: 'Sauna', icon: 'heater' },
] as const;
export type DemoFeatureName = (typeof DEMO_FEATURES)[number]['name'];

// ---------------------------------------------------------------------------
// Villas

/** How a place looks in its generated photos and reads in its description. */
export type DemoScene = 'villa' | 'apart' | 'bungalov' | 'stone';
export type DemoTier = 'ekonomik' | 'standart' | 'lüks';

export type DemoVilla = {
  name: string;
  district: string;
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  types: DemoTypeName[];
  scene: DemoScene;
  tier: DemoTier;
  /** 1 = owner1@example.com, 2 = owner2@example.com; none = the agency's own. */
  owner?: 1 | 2;
  popular?: boolean;
  /** Defaults to true. */
  active?: boolean;
  /** One month of the coming year left without a price ("fiyat sorunuz"). */
  priceGap?: boolean;
};

export const DEMO_VILLAS: DemoVilla[] = [
  // Kaş
  {
    name: 'Villa Işık',
    district: 'Kalkan',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 4,
    types: ['Lüks Villa', 'Balayı Villası'],
    scene: 'villa',
    tier: 'lüks',
    owner: 1,
    popular: true,
  },
  {
    name: 'Villa Güneş',
    district: 'Kalkan',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 3,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'standart',
    popular: true,
  },
  {
    name: 'Villa Süsen',
    district: 'Kalkan',
    capacity: 2,
    bedrooms: 1,
    bathrooms: 1,
    types: ['Balayı Villası', 'Muhafazakar Villa'],
    scene: 'villa',
    tier: 'standart',
  },
  {
    name: 'Apart Kalkan Sahil',
    district: 'Kalkan',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    types: ['Apart'],
    scene: 'apart',
    tier: 'ekonomik',
  },
  {
    name: 'Villa İnci',
    district: 'Kaş Merkez',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    types: ['Muhafazakar Villa'],
    scene: 'villa',
    tier: 'standart',
    owner: 2,
    popular: true,
  },
  {
    name: 'Villa Efsun',
    district: 'Kaş Merkez',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 2,
    types: ['Ekonomik Villa'],
    scene: 'villa',
    tier: 'ekonomik',
  },
  {
    name: 'Apart Lodos',
    district: 'Kaş Merkez',
    capacity: 3,
    bedrooms: 1,
    bathrooms: 1,
    types: ['Apart', 'Ekonomik Villa'],
    scene: 'apart',
    tier: 'ekonomik',
  },
  {
    name: 'Villa Öykü',
    district: 'Çukurbağ',
    capacity: 10,
    bedrooms: 5,
    bathrooms: 5,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'lüks',
    popular: true,
  },
  {
    name: 'Villa Çağla',
    district: 'Çukurbağ',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 3,
    types: ['Muhafazakar Villa'],
    scene: 'villa',
    tier: 'standart',
  },
  {
    name: 'Villa Gökçe',
    district: 'Kalamar',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 3,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'standart',
    priceGap: true,
  },
  {
    name: 'Villa Ilıca',
    district: 'Kalamar',
    capacity: 12,
    bedrooms: 6,
    bathrooms: 6,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'lüks',
  },
  // Fethiye
  {
    name: 'Apart Mavi Tur',
    district: 'Ölüdeniz',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    types: ['Apart'],
    scene: 'apart',
    tier: 'ekonomik',
  },
  {
    name: 'Villa Kumsal',
    district: 'Ölüdeniz',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 3,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'standart',
    popular: true,
  },
  {
    name: 'Villa Defne',
    district: 'Hisarönü',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    types: ['Ekonomik Villa'],
    scene: 'villa',
    tier: 'ekonomik',
    owner: 1,
  },
  {
    name: 'Villa Nergis',
    district: 'Hisarönü',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 4,
    types: ['Muhafazakar Villa'],
    scene: 'villa',
    tier: 'standart',
    owner: 2,
  },
  {
    name: 'Villa Ağaçlı Koy',
    district: 'Göcek',
    capacity: 12,
    bedrooms: 6,
    bathrooms: 6,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'lüks',
    popular: true,
  },
  {
    name: 'Villa Üvez',
    district: 'Göcek',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 4,
    types: ['Muhafazakar Villa', 'Lüks Villa'],
    scene: 'villa',
    tier: 'standart',
    owner: 1,
  },
  {
    name: 'Villa Şelale',
    district: 'Faralya',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    types: ['Taş Ev'],
    scene: 'stone',
    tier: 'standart',
  },
  {
    name: 'Bungalov Zeytin',
    district: 'Faralya',
    capacity: 2,
    bedrooms: 1,
    bathrooms: 1,
    types: ['Bungalov', 'Balayı Villası'],
    scene: 'bungalov',
    tier: 'ekonomik',
    owner: 2,
  },
  {
    name: 'Bungalov Kelebek',
    district: 'Faralya',
    capacity: 3,
    bedrooms: 1,
    bathrooms: 1,
    types: ['Bungalov'],
    scene: 'bungalov',
    tier: 'ekonomik',
  },
  {
    name: 'Villa Çınar',
    district: 'Kayaköy',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    types: ['Taş Ev', 'Muhafazakar Villa'],
    scene: 'stone',
    tier: 'standart',
    owner: 1,
  },
  {
    name: 'Taş Ev Ören',
    district: 'Kayaköy',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    types: ['Taş Ev'],
    scene: 'stone',
    tier: 'ekonomik',
    priceGap: true,
  },
  {
    name: 'Bungalov Dut Bahçesi',
    district: 'Kayaköy',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    types: ['Bungalov'],
    scene: 'bungalov',
    tier: 'ekonomik',
  },
  // Bodrum
  {
    name: 'Villa Mehtap',
    district: 'Yalıkavak',
    capacity: 10,
    bedrooms: 5,
    bathrooms: 5,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'lüks',
    popular: true,
  },
  {
    name: 'Villa Rüzgâr Gülü',
    district: 'Yalıkavak',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 4,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'standart',
  },
  {
    name: 'Villa Begonvil',
    district: 'Gümüşlük',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 3,
    types: ['Balayı Villası'],
    scene: 'villa',
    tier: 'standart',
    owner: 2,
  },
  {
    name: 'Villa Gümüş Yalı',
    district: 'Gümüşlük',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 4,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'lüks',
  },
  {
    name: 'Villa Yakamoz',
    district: 'Türkbükü',
    capacity: 14,
    bedrooms: 7,
    bathrooms: 7,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'lüks',
    popular: true,
  },
  {
    name: 'Villa Poyraz',
    district: 'Türkbükü',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 4,
    types: ['Lüks Villa'],
    scene: 'villa',
    tier: 'standart',
    active: false,
  },
  {
    name: 'Villa Lavanta',
    district: 'Bitez',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    types: ['Ekonomik Villa'],
    scene: 'villa',
    tier: 'ekonomik',
    owner: 1,
  },
  {
    name: 'Apart Bitez Koyu',
    district: 'Bitez',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    types: ['Apart'],
    scene: 'apart',
    tier: 'ekonomik',
  },
  // Kemer
  {
    name: 'Bungalov Çam Yuvası',
    district: 'Çamyuva',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    types: ['Bungalov'],
    scene: 'bungalov',
    tier: 'ekonomik',
  },
  {
    name: 'Villa Sedir',
    district: 'Çamyuva',
    capacity: 8,
    bedrooms: 4,
    bathrooms: 3,
    types: ['Muhafazakar Villa'],
    scene: 'villa',
    tier: 'standart',
  },
  {
    name: 'Villa İkizler',
    district: 'Tekirova',
    capacity: 10,
    bedrooms: 5,
    bathrooms: 4,
    types: ['Muhafazakar Villa', 'Lüks Villa'],
    scene: 'villa',
    tier: 'lüks',
  },
  {
    name: 'Apart Palmiye',
    district: 'Tekirova',
    capacity: 4,
    bedrooms: 2,
    bathrooms: 1,
    types: ['Apart'],
    scene: 'apart',
    tier: 'ekonomik',
  },
  {
    name: 'Villa Ömür',
    district: 'Kiriş',
    capacity: 6,
    bedrooms: 3,
    bathrooms: 2,
    types: ['Ekonomik Villa'],
    scene: 'villa',
    tier: 'ekonomik',
    active: false,
  },
  {
    name: 'Bungalov Kozalak',
    district: 'Kiriş',
    capacity: 2,
    bedrooms: 1,
    bathrooms: 1,
    types: ['Bungalov', 'Balayı Villası'],
    scene: 'bungalov',
    tier: 'ekonomik',
  },
];

// ---------------------------------------------------------------------------
// Description fragments (joined into 2–3 <p> paragraphs per villa)

export const SETTING_PHRASES: Record<DemoScene, string[]> = {
  villa: [
    'deniz manzaralı bir yamaçta, sakin ve huzurlu bir konumda yer alıyor',
    'zeytin ağaçlarıyla çevrili geniş bir bahçenin içinde bulunuyor',
    'gün batımını izleyebileceğiniz manzaralı bir tepede konumlanıyor',
    'koya birkaç dakikalık yürüme mesafesinde, sakin bir sokakta bulunuyor',
    'begonviller ve limon ağaçlarıyla süslü bir bahçede yer alıyor',
  ],
  apart: [
    'denize birkaç adım mesafedeki bakımlı bir sitede yer alıyor',
    'çarşıya ve plaja yürüme mesafesinde, ortak havuzlu küçük bir yapıda bulunuyor',
    'balkonundan denizi gören, yeni yapılmış butik bir binada yer alıyor',
  ],
  bungalov: [
    'çam ve zeytin ağaçlarının gölgesinde, doğanın tam içinde yer alıyor',
    'vadiye bakan ahşap terasıyla, şehrin gürültüsünden uzak bir konumda bulunuyor',
    'organik bahçeler arasında, sessiz bir doğa köşesinde yer alıyor',
  ],
  stone: [
    'geleneksel yöntemlerle restore edilmiş bir taş ev olarak, tarihi dokunun ortasında yer alıyor',
    'yöresel taş ve ahşap işçiliğiyle inşa edilmiş, vadiye bakan bir konumda bulunuyor',
    'asırlık zeytin ağaçlarının arasında, doğal taştan örülmüş duvarlarıyla dikkat çekiyor',
  ],
};

export const INTERIOR_PHRASES: Record<DemoScene, string[]> = {
  villa: [
    'Geniş salonu, tam donanımlı Amerikan mutfağı ve bahçeye açılan sürme kapılarıyla iç ve dış mekân birbirine akıyor.',
    'Tüm yatak odaları klimalı; ebeveyn odasının kendine ait banyosu ve manzaraya açılan balkonu bulunuyor.',
    'Modern ve sade dekorasyonu, doğal ahşap ve taş detaylarla Akdeniz sıcaklığını evin içine taşıyor.',
    'Bulaşık makinesi, çamaşır makinesi, kahve makinesi ve akıllı televizyon konforunuz için hazır.',
  ],
  apart: [
    'Açık mutfaklı yaşam alanı, çift kişilik yatak odası ve ferah balkonu kısa tatiller için ideal.',
    'Mutfakta buzdolabı, ocak, fırın ve kahve makinesi; odalarda klima ve hızlı internet bulunuyor.',
  ],
  bungalov: [
    'Ahşap iç mekânı, rahat yatağı ve küçük mutfak köşesiyle sıcak ve samimi bir konaklama sunuyor.',
    'Terasında sabah kahvenizi kuş sesleri eşliğinde içebilir, akşamları yıldızları izleyebilirsiniz.',
  ],
  stone: [
    'Kalın taş duvarları yazın serin, kışın sıcak; şömineli salonu ve ahşap tavanları eve ayrı bir karakter katıyor.',
    'Yöresel dokumalar ve el yapımı mobilyalarla döşenmiş odalar, konforu geleneksel mimariyle buluşturuyor.',
  ],
};

export const OUTDOOR_PHRASES = {
  pool: [
    'Güneş şezlonglarıyla çevrili özel havuzu ve gölgelikli oturma alanı, gün boyu serinlemeniz için tasarlandı.',
    'Havuz başındaki barbekü ve açık hava yemek alanı, akşam yemeklerini unutulmaz kılıyor.',
    'Sonsuzluk hissi veren havuzu, denizle birleşiyormuş gibi görünen eşsiz bir manzaraya açılıyor.',
  ],
  sheltered: 'Dışarıdan görünmeyen korunaklı havuzu ve yüksek duvarlı bahçesiyle mahremiyetine önem veren aileler için idealdir.',
  heated: 'Isıtmalı havuzu sayesinde ilkbahar ve sonbaharda da havuz keyfi sürüyor.',
  jacuzzi: 'Terasındaki jakuzide manzaraya karşı gevşeyebilirsiniz.',
  sauna: 'Spa bölümündeki sauna, serin akşamlar için ayrı bir keyif.',
  nature: 'Çevresindeki yürüyüş parkurları ve doğal koylar, doğaseverler için keşfedilecek çok şey sunuyor.',
  apart: 'Sitenin ortak havuzunu ve bahçesini diğer misafirlerle paylaşabilirsiniz.',
};

export const STAY_NOTE = 'Giriş saati 16:00, çıkış saati 10:00’dır; yaz sezonunda girişler cumartesi günleri yapılır.';

// ---------------------------------------------------------------------------
// People

export const GUEST_NAMES = [
  'Elif Kaya',
  'Burak Demir',
  'Zeynep Arslan',
  'Can Aydın',
  'Selin Koç',
  'Emre Şahin',
  'Deniz Yıldız',
  'Gizem Özdemir',
  'Murat Çetin',
  'Ece Kılıç',
  'Oğuz Aksoy',
  'İrem Doğan',
  'Hakan Erdem',
  'Nazlı Güler',
  'Kerem Aslan',
  'Tuğba Korkmaz',
  'Serkan Polat',
  'Büşra Kurt',
  'Onur Özkan',
  'Pınar Tekin',
  'Barış Acar',
  'Aslı Bulut',
  'Cem Yavuz',
  'Derya Şimşek',
  'Gökhan Uçar',
  'Sibel Ünlü',
  'Tolga Çakır',
  'Hande Işıklar',
  'İlker Sarı',
  'Ömer Faruk Karaca',
  'Şeyma Yücel',
  'Çağrı Bozkurt',
  'Ayşegül Tan',
  'Uğur Göktaş',
  'Melis Erdoğan',
  'Yusuf Güneş',
];

export const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yandex.com', 'icloud.com'];

export const RESERVATION_NOTES = [
  '',
  '',
  '',
  'Geç giriş yapacağız, saat 22:00 civarı varırız.',
  'Bebek yatağı ve mama sandalyesi rica ediyoruz.',
  'Dalaman Havalimanı’ndan transfer istiyoruz.',
  'Evlilik yıldönümümüz; küçük bir sürpriz hazırlanabilir mi?',
  'Kapora havale ile gönderilecek.',
  'Erken giriş mümkünse çok seviniriz.',
];

export const EXTERNAL_NOTES = [
  'Airbnb üzerinden gelen rezervasyon',
  'Booking.com rezervasyonu',
  'Ev sahibinin misafirleri',
  'Acente dışı satış (telefonla)',
];

export const CLOSED_DATE_NOTES = ['Bakım', 'Ev sahibi kullanımı', 'Havuz bakımı', 'Boya badana', 'Tadilat'];

// ---------------------------------------------------------------------------
// Reviews, by rating

export const REVIEW_TEXTS: Record<3 | 4 | 5, string[]> = {
  5: [
    'Her şey fotoğraflardaki gibiydi, hatta daha güzeldi. Havuz tertemizdi, manzara muhteşem. Kesinlikle tekrar geleceğiz.',
    'Ailece harika bir hafta geçirdik. Ev çok temiz ve donanımlıydı, ev sahibi her sorumuza hemen yanıt verdi.',
    'Balayımız için seçtik ve çok doğru bir karar vermişiz. Gün batımını terasta izlemek paha biçilemezdi.',
    'Acentenin ilgisi girişten çıkışa kadar mükemmeldi. Villa sakin, konforlu ve denize çok yakın.',
    'Çocuklarla kalmak için ideal; havuz güvenli, bahçe geniş. Mutfakta ihtiyacımız olan her şey vardı.',
    'Rezervasyon süreci çok kolaydı, karşılama sıcak ve güler yüzlüydü. Herkese gönül rahatlığıyla tavsiye ederim.',
    'Manzarası nefes kesici. Sabah kahvesini denize karşı içmek tatilin en güzel anıydı.',
    'Temizlik, konum, konfor… Hepsi beklentimizin üzerindeydi. Teşekkürler Yalı ekibi!',
  ],
  4: [
    'Çok güzel bir tatil geçirdik. Yalnızca yol biraz dik ve dar, araçla çıkarken dikkatli olmak gerekiyor.',
    'Villa temiz ve ferahtı. İnternet zaman zaman yavaşladı ama genel olarak çok memnun kaldık.',
    'Konumu harika, markete ve plaja yakın. Klimalardan biri biraz gürültülüydü, onun dışında her şey iyiydi.',
    'Havuz ve bahçe çok keyifliydi. Mutfağa birkaç tencere daha eklenebilir, yine de tavsiye ederim.',
    'Ev sahibi çok ilgiliydi, eksik bir şey olduğunda hemen çözdü. Tekrar gelmeyi düşünüyoruz.',
    'Sessiz ve huzurlu bir ortam arayanlar için birebir. Akşamları biraz sivrisinek oluyor, sprey almayı unutmayın.',
  ],
  3: [
    'Konum ve manzara güzeldi ancak girişte temizlik beklediğimiz kadar iyi değildi; haber verince hemen ilgilendiler.',
    'Fiyatına göre makul. Havlular ve nevresimler biraz eskimişti, yenilenirse çok daha iyi olur.',
    'Ev güzel ama merkeze uzak, araçsız gelenler için zor olabilir. Ekip yardımcı ve ilgiliydi.',
  ],
};

export const REVIEWER_NAMES = [
  'Ahmet K.',
  'Fatma Y.',
  'Mustafa D.',
  'Emine Ş.',
  'Ali Rıza T.',
  'Hatice A.',
  'Hüseyin Ç.',
  'Gülşen Ö.',
  'İbrahim E.',
  'Özlem B.',
  'Sinan Ü.',
  'Ayten G.',
  'Levent I.',
  'Nilüfer S.',
  'Kaan U.',
  'Çiğdem M.',
  'Berk İ.',
  'Dilek P.',
  'Eren Z.',
  'Seda V.',
];

// ---------------------------------------------------------------------------
// Settings and contact messages

export const DEMO_SETTINGS: Record<string, string> = {
  site_name: 'Yalı Villa Kiralama',
  site_phone: '+90 242 836 12 34',
  site_email: 'info@yalivilla.com.tr',
  site_whatsapp: '+90 532 000 12 34',
  site_address: 'Kalkan Mah. Hasan Altan Cad. No: 18, 07580 Kaş/Antalya',
  site_licence_number: '12345',
  site_footer_text:
    'Yalı Villa Kiralama, 2009’dan bu yana Kaş, Kalkan, Fethiye, Bodrum ve Kemer’de özenle seçilmiş tatil villalarını güvenle kiralamanıza aracılık eden, TÜRSAB üyesi bir seyahat acentesidir.',
  facebook_link: 'https://www.facebook.com/yalivillakiralama',
  instagram_link: 'https://www.instagram.com/yalivillakiralama',
  twitter_link: 'https://x.com/yalivilla',
  youtube_link: 'https://www.youtube.com/@yalivillakiralama',
  dollar_exchange_rate: '42.35',
  euro_exchange_rate: '49.10',
  sterling_exchange_rate: '55.80',
  // Bank details of the bank-transfer mail (demo values; the IBAN is a format example, not a real account).
  bank_name: 'Türkiye İş Bankası — Kalkan Şubesi',
  account_holder: 'Yalı Turizm Seyahat Acentesi Ltd. Şti.',
  iban: 'TR12 0006 4000 0011 2345 6789 01',
};

export const DEMO_CONTACT_MESSAGES = [
  {
    name: 'Gülay Ertürk',
    email: 'gulay.erturk@gmail.com',
    phone: '+90 533 412 78 90',
    message:
      'Merhaba, ağustosun ikinci haftası için 8 kişilik, korunaklı havuzlu bir villa arıyoruz. Kalkan veya Kaş’ta uygun seçenekleriniz var mı?',
    read: false,
    daysAgo: 0,
  },
  {
    name: 'Serdar Yıldırım',
    email: 'serdar.yildirim@outlook.com',
    phone: '+90 542 316 45 12',
    message:
      'İyi günler, villamı sizin aracılığınızla kiraya vermek istiyorum. Göcek’te 4 yatak odalı, havuzlu bir villam var. Görüşmek için dönüş yapabilir misiniz?',
    read: false,
    daysAgo: 1,
  },
  {
    name: 'Nur Şen',
    email: 'nur.sen@yandex.com',
    phone: '',
    message: 'Kapora ödemesini havale ile yaptım, dekontu e-posta ile gönderdim. Onay bekliyorum, teşekkürler.',
    read: true,
    daysAgo: 4,
  },
];

/** Published blog posts of the demo agency (sanitised HTML bodies; days before the seed date). */
export const DEMO_BLOG_POSTS = [
  {
    title: 'Kaş’ta Bir Hafta: Koylar, Antik Kentler ve Akşam Yemekleri',
    summary: 'Kaputaş’tan Kekova’ya, Likya Yolu’ndan Kaş çarşısına: villanızdan çıkıp bir haftada görebileceğiniz yerler.',
    body: '<p>Kaş, sakin koyları ve berrak denizi ile villa tatilinin en sevilen adreslerinden biri. Sabahları Kaputaş Plajı’nda yüzüp öğleden sonra Antiphellos Antik Tiyatrosu’nda gün batımını izleyebilirsiniz.</p><h3>Gün gün öneriler</h3><ul><li><strong>1. gün:</strong> Kaş çarşısı ve liman</li><li><strong>2. gün:</strong> Kekova tekne turu ve batık şehir</li><li><strong>3. gün:</strong> Likya Yolu’nda kısa bir yürüyüş</li></ul><p>Akşamları limandaki balık restoranlarında yer ayırtmayı unutmayın.</p>',
    daysAgo: 4,
  },
  {
    title: 'Villa Kiralarken Dikkat Edilmesi Gereken 7 Şey',
    summary: 'Turizm izin belgesinden hasar depozitosuna, güvenli bir villa kiralaması için kontrol listesi.',
    body: '<p>Tatil villası kiralarken birkaç basit kontrol, tatilinizin sorunsuz geçmesini sağlar.</p><ol><li>Villanın <strong>turizm izin belge numarasını</strong> sorun.</li><li>Fiyata nelerin dahil olduğunu (temizlik, elektrik, havuz bakımı) öğrenin.</li><li>Kapora ve kalan ödemenin tarihlerini yazılı alın.</li><li>Hasar depozitosunun ne zaman iade edileceğini sorun.</li><li>Giriş ve çıkış saatlerini netleştirin.</li><li>İptal koşullarını okuyun.</li><li>Havuzun ısıtmalı olup olmadığını ve korunaklılığını sorun.</li></ol>',
    daysAgo: 12,
  },
  {
    title: 'Göcek’te Gulet Kiralama: Günlük Tur mu, Haftalık Mavi Yolculuk mu?',
    summary: 'On iki adanın arasında bir gün mü, bir hafta mı? Tekne kiralarken süre, mürettebat ve fiyatlar.',
    body: '<p>Göcek koyları, Türkiye’nin en güzel mavi yolculuk rotalarından biri. Günlük turlar kalabalık olmayan gruplar için idealdir; haftalık kiralamada ise her gece başka bir koyda demirlersiniz.</p><h3>Fiyatlar neye göre değişir?</h3><p>Teknenin uzunluğu, kabin sayısı, sezon ve mürettebat fiyatı belirler. Haftalık kiralamalarda haftalık fiyat, günlük fiyatın toplamından genellikle daha uygundur.</p>',
    daysAgo: 20,
  },
] as const;
