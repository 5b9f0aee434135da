/**
 * The demo agency's English content (issue 18): catalogue names, villa and boat
 * descriptions written from the same facts as the Turkish ones (no randomness:
 * the demo stays deterministic), and the blog posts. A few records are left
 * without English on purpose, so that the site shows the Turkish fallback:
 * VILLAS_WITHOUT_ENGLISH, BOATS_WITHOUT_ENGLISH and the last blog post.
 * `seedDemoEnglish` writes it all in the seed's transaction, after the rows exist.
 */
import { eq } from 'drizzle-orm';
import type { Translations } from '@yali/contract';
import type { Tx } from '../db/client.ts';
import { blogPosts, boatTypes, districts, features, marinas, towns, villaTypes } from '../db/schema.ts';
import type { DemoFeatureName, DemoScene, DemoTypeName, DemoVilla } from './demo-data.ts';

/** Two villas and one boat keep Turkish only (the fallback shows on their pages). */
export const VILLAS_WITHOUT_ENGLISH = ['Villa Üvez', 'Bungalov Kelebek'] as const;
export const BOATS_WITHOUT_ENGLISH = ['Yunus'] as const;

const FEATURE_EN: Record<DemoFeatureName, string> = {
  'Özel Havuz': 'Private pool',
  'Deniz Manzarası': 'Sea view',
  Jakuzi: 'Jacuzzi',
  'Korunaklı Havuz': 'Secluded pool',
  'Isıtmalı Havuz': 'Heated pool',
  'Kablosuz İnternet': 'Wi-Fi',
  Klima: 'Air conditioning',
  Barbekü: 'Barbecue',
  Otopark: 'Parking',
  'Denize Yakın': 'Close to the sea',
  'Doğa İçinde': 'In nature',
  'Çocuk Havuzu': 'Children’s pool',
  'Evcil Hayvan Kabul': 'Pets welcome',
  Sauna: 'Sauna',
};

const TYPE_EN: Record<DemoTypeName, string> = {
  Apart: 'Apartment',
  Bungalov: 'Bungalow',
  'Lüks Villa': 'Luxury villa',
  'Muhafazakar Villa': 'Secluded villa',
  'Balayı Villası': 'Honeymoon villa',
  'Ekonomik Villa': 'Budget villa',
  'Taş Ev': 'Stone house',
};

/** Place names stay as they are, but for the few with a Turkish common noun in them. */
const PLACE_EN: Record<string, string> = {
  'Kaş Merkez': 'Kaş Town Centre',
};

const BOAT_TYPE_EN: Record<string, string> = {
  Gulet: 'Gulet',
  'Motor Yat': 'Motor yacht',
  Yelkenli: 'Sailing yacht',
  'Sürat Teknesi': 'Speedboat',
  Katamaran: 'Catamaran',
};

/** '<province>, <town>' of the marinas, in English order of mention. */
const MARINA_LOCATION_EN: Record<string, string> = {
  'Göcek Marina': 'Göcek, Fethiye, Muğla',
  'Fethiye Ece Marina': 'Fethiye, Muğla',
  'Bodrum Milta Marina': 'Bodrum, Muğla',
  'Kaş Setur Marina': 'Kaş, Antalya',
  'Marmaris Netsel Marina': 'Marmaris, Muğla',
};

const SETTING_EN: Record<DemoScene, string> = {
  villa: 'a private villa set in a quiet garden above the coast',
  apart: 'a bright apartment a short walk from the beach and the shops',
  bungalov: 'a wooden bungalow in the shade of pines and olive trees',
  stone: 'a restored stone house of local stone and timber',
};

const KIND_EN: Record<DemoScene, string> = { villa: 'villa', apart: 'apartment', bungalov: 'bungalow', stone: 'house' };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A villa's English description in two or three short paragraphs, from its facts and features. */
export function englishVillaDescription(v: DemoVilla, feats: readonly DemoFeatureName[]): string {
  const place = PLACE_EN[v.district] ?? v.district;
  const p1 = `${v.name} is ${SETTING_EN[v.scene]} in ${place}.`;
  const p2 = `The ${KIND_EN[v.scene]} has ${count(v.bedrooms, 'bedroom', 'bedrooms')} and ${count(v.bathrooms, 'bathroom', 'bathrooms')} and sleeps up to ${count(v.capacity, 'guest', 'guests')}.`;
  const outdoor: string[] = [];
  if (feats.includes('Özel Havuz'))
    outdoor.push(
      feats.includes('Deniz Manzarası')
        ? 'Its private pool looks out over the sea.'
        : 'Sun loungers line its private pool, with a shaded terrace beside it.',
    );
  if (feats.includes('Korunaklı Havuz'))
    outdoor.push('The pool and garden are screened from view, ideal for families who value privacy.');
  if (feats.includes('Isıtmalı Havuz')) outdoor.push('The heated pool stretches the swimming season into spring and autumn.');
  if (feats.includes('Jakuzi')) outdoor.push('A jacuzzi on the terrace faces the view.');
  if (feats.includes('Doğa İçinde')) outdoor.push('Walking trails and quiet coves start from the door.');
  if (v.scene === 'apart') outdoor.push('Guests share the building’s pool and garden.');
  const note = 'Check-in is from 16:00 and check-out by 10:00; in summer, stays start on Saturdays.';
  const paragraphs = outdoor.length > 0 ? [p1, p2, [...outdoor.slice(0, 3), note].join(' ')] : [p1, `${p2} ${note}`];
  return paragraphs.map((p) => `<p>${p}</p>`).join('\n');
}

/** The English translations of a demo villa (none for VILLAS_WITHOUT_ENGLISH). */
export function englishVilla(v: DemoVilla, feats: readonly DemoFeatureName[]): Translations {
  return (VILLAS_WITHOUT_ENGLISH as readonly string[]).includes(v.name)
    ? {}
    : { en: { description: englishVillaDescription(v, feats) } };
}

const BOAT_OPENING_EN: Record<string, string> = {
  Gulet: 'a traditional wooden gulet with a wide deck, made for families and groups of friends',
  'Motor Yat': 'a fast, comfortable motor yacht that gets you from cove to cove in no time',
  Yelkenli: 'a well-kept, nimble sailing yacht for those who want to hear nothing but the wind',
  'Sürat Teknesi': 'a speedboat for reaching quiet bays quickly and spending the day at sea',
  Katamaran: 'a catamaran whose twin hulls keep it steady, with roomy living spaces for families',
};
const BOAT_CLOSING_EN: Record<string, string> = {
  Gulet:
    'Breakfast and lunch are cooked on board by the crew; dinner on request. On weekly charters the route is planned with you.',
  'Motor Yat': 'Fuel is included on day trips; longer routes are charged for fuel separately.',
  Yelkenli: 'No sailing experience is needed; the skipper happily shows guests how to steer and trim the sails.',
  'Sürat Teknesi': 'Skipper and fuel are included. Bring towels and sunscreen.',
  Katamaran:
    'The trampoline nets are for sunbathing, the sheltered cockpit for dinners. Cabins are cleaned daily on weekly charters.',
};

/** A boat's English translations (none for BOATS_WITHOUT_ENGLISH). */
export function englishBoat(b: {
  name: string;
  type: string;
  marina: string;
  length: number;
  cabins: number;
  capacity: number;
  crew: number;
}): Translations {
  if ((BOATS_WITHOUT_ENGLISH as readonly string[]).includes(b.name)) return {};
  const p1 = `${b.name} is ${BOAT_OPENING_EN[b.type] ?? 'a well-kept boat'}, ${b.length} metres long.`;
  const p2 =
    b.cabins > 0
      ? `With ${count(b.cabins, 'cabin', 'cabins')} and a crew of ${b.crew}, she welcomes up to ${count(b.capacity, 'guest', 'guests')}. Trips leave from ${b.marina}.`
      : `She takes up to ${count(b.capacity, 'guest', 'guests')} on day trips from ${b.marina}; her skipper knows every cove nearby.`;
  const closing = BOAT_CLOSING_EN[b.type];
  return { en: { description: [p1, p2, ...(closing ? [closing] : [])].map((p) => `<p>${p}</p>`).join('\n') } };
}

/** English blog posts by their Turkish title; the third post stays Turkish only. */
const BLOG_EN: Record<string, Record<string, string>> = {
  'Kaş’ta Bir Hafta: Koylar, Antik Kentler ve Akşam Yemekleri': {
    title: 'A Week in Kaş: Coves, Ancient Cities and Long Dinners',
    summary: 'From Kaputaş to Kekova, from the Lycian Way to Kaş bazaar: what to see in a week from your villa.',
    body: '<p>Kaş, with its quiet coves and clear water, is one of the best-loved places for a villa holiday. Swim at Kaputaş Beach in the morning and watch the sun go down from the ancient theatre of Antiphellos.</p><p>Take a boat to the sunken city of Kekova, walk a stretch of the Lycian Way and end the day with mezes in the old town’s narrow streets.</p>',
    seo_title: 'A week in Kaş: coves, ancient cities, dinners',
    seo_description: 'What to see in Kaş in a week from your villa: Kaputaş, Kekova, the Lycian Way and the old town.',
  },
  'Villa Kiralarken Dikkat Edilmesi Gereken 7 Şey': {
    title: '7 Things to Check When Renting a Villa',
    summary: 'From the tourism permit to the damage deposit: a checklist for a safe villa rental in Turkey.',
    body: '<p>A few simple checks make for a carefree holiday.</p><ol><li>Ask for the villa’s <strong>tourism rental permit number</strong>.</li><li>Find out what the price includes: electricity, water, Wi-Fi, pool care, linen.</li><li>Check the cleaning fee and the damage deposit.</li><li>Read the cancellation policy.</li><li>Pay the deposit only to a company account.</li><li>Note check-in and check-out times.</li><li>Ask who helps you locally during your stay.</li></ol>',
    seo_title: '7 things to check when renting a villa',
    seo_description: 'A checklist for a safe holiday villa rental in Turkey: permit, price, deposit, cancellation.',
  },
};

async function nameAll(tx: Tx, table: typeof features | typeof villaTypes | typeof boatTypes, names: Record<string, string>) {
  for (const [tr, en] of Object.entries(names))
    await tx
      .update(table)
      .set({ translations: { en: { name: en } } })
      .where(eq(table.name, tr));
}

/**
 * Writes the catalogue's English names (features, villa and boat types, towns,
 * districts, marinas) and the blog posts' English texts. The villas' and boats'
 * descriptions go in with their rows (englishVilla, englishBoat).
 */
export async function seedDemoEnglish(tx: Tx): Promise<void> {
  await nameAll(tx, features, FEATURE_EN);
  await nameAll(tx, villaTypes, TYPE_EN);
  await nameAll(tx, boatTypes, BOAT_TYPE_EN);
  // Towns and districts: their own names (proper nouns) unless PLACE_EN says otherwise.
  for (const table of [towns, districts]) {
    const rows = await tx.select({ name: table.name }).from(table);
    for (const { name } of rows)
      await tx
        .update(table)
        .set({ translations: { en: { name: PLACE_EN[name] ?? name } } })
        .where(eq(table.name, name));
  }
  for (const [name, location] of Object.entries(MARINA_LOCATION_EN))
    await tx
      .update(marinas)
      .set({ translations: { en: { name, location } } })
      .where(eq(marinas.name, name));
  for (const [title, en] of Object.entries(BLOG_EN))
    await tx.update(blogPosts).set({ translations: { en } }).where(eq(blogPosts.title, title));
}
