/** Public reads (SPEC §7 "Public reads"); no sign-in. */
import { and, asc, count, eq, gte, max, min } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorBody,
  page,
  publicSearchQuery,
  searchInputQuery,
  shorttermOffer,
  shorttermQuery,
  villaCard,
  villaDetail,
  villaSearchResult,
} from '@yali/contract';
import { districts, features, towns, villaFeatures, villaPrices, villaTypeLinks, villaTypes, villas } from '../../db/schema.ts';
import { todayInIstanbul } from '../../domain/pricing.ts';
import { countShorttermOffers, findShorttermOffers } from './find-shortterm-offers.ts';
import { getPublicVilla, searchVillaNames, searchVillas } from './search-villas.ts';

const searchOptions = z.object({
  types: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  towns: z.array(
    z.object({
      town_id: z.number().int(),
      name: z.string(),
      districts: z.array(z.object({ district_id: z.number().int(), name: z.string() })),
    }),
  ),
  features: z.array(z.object({ id: z.number().int(), name: z.string(), icon: z.string(), count: z.number().int() })),
  /** Largest capacity among active villas: the guests selector's maximum. */
  guests_max: z.number().int(),
  /** Lowest and highest nightly rate still to come among active villas (kuruş); null when none. */
  price: z.object({ min_kurus: z.number().int().nullable(), max_kurus: z.number().int().nullable() }),
});

/** Routes under `/v1`. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/input',
    {
      schema: {
        tags: ['public'],
        summary: 'Villa adıyla arama (Türkçe büyük/küçük harf kurallarıyla)',
        querystring: searchInputQuery,
        response: { 200: envelope(z.array(villaSearchResult)), 400: errorBody },
      },
    },
    async (req) => ({
      content: await searchVillaNames({ db: app.db, storage: app.storage, searchString: req.query.searchString }),
    }),
  );

  app.get(
    '/search/options',
    { schema: { tags: ['public'], summary: 'Arama filtre seçenekleri', response: { 200: envelope(searchOptions) } } },
    async () => {
      const today = todayInIstanbul();
      const [types, townRows, districtRows, featureRows, [guests], [price]] = await Promise.all([
        app.db
          .select({ id: villaTypes.id, name: villaTypes.name, count: count(villas.id) })
          .from(villaTypes)
          .leftJoin(villaTypeLinks, eq(villaTypeLinks.type_id, villaTypes.id))
          // Only active villas are public: inactive ones must not show in the counts either.
          .leftJoin(villas, and(eq(villas.id, villaTypeLinks.villa_id), eq(villas.active, true)))
          .groupBy(villaTypes.id)
          .orderBy(asc(villaTypes.id)),
        app.db.select({ town_id: towns.town_id, name: towns.name }).from(towns).orderBy(asc(towns.name)),
        app.db
          .select({ district_id: districts.district_id, town_id: districts.town_id, name: districts.name })
          .from(districts)
          .orderBy(asc(districts.name)),
        app.db
          .select({ id: features.id, name: features.name, icon: features.icon, count: count(villas.id) })
          .from(features)
          .leftJoin(villaFeatures, eq(villaFeatures.feature_id, features.id))
          .leftJoin(villas, and(eq(villas.id, villaFeatures.villa_id), eq(villas.active, true)))
          .groupBy(features.id)
          .orderBy(asc(features.name)),
        app.db
          .select({ max: max(villas.capacity) })
          .from(villas)
          .where(eq(villas.active, true)),
        app.db
          .select({ min: min(villaPrices.nightly_price_kurus), max: max(villaPrices.nightly_price_kurus) })
          .from(villaPrices)
          .innerJoin(villas, and(eq(villas.id, villaPrices.villa_id), eq(villas.active, true)))
          .where(gte(villaPrices.end_date, today)),
      ]);
      return {
        content: {
          types,
          towns: townRows.map((t) => ({
            ...t,
            districts: districtRows
              .filter((d) => d.town_id === t.town_id)
              .map(({ district_id, name }) => ({ district_id, name })),
          })),
          features: featureRows,
          guests_max: guests?.max ?? 0,
          price: { min_kurus: price?.min ?? null, max_kurus: price?.max ?? null },
        },
      };
    },
  );

  app.get(
    '/search/shortterm',
    {
      schema: {
        tags: ['public'],
        summary: 'Kısa süreli fırsatlar: rezervasyonlar arasındaki kısa boşluklar',
        querystring: shorttermQuery,
        response: { 200: envelope(page(shorttermOffer)), 400: errorBody },
      },
    },
    async (req) => ({ content: await findShorttermOffers({ db: app.db, storage: app.storage, query: req.query }) }),
  );

  app.get(
    '/search/shortterm/count',
    {
      schema: {
        tags: ['public'],
        summary: 'Kısa süreli fırsat sayısı',
        querystring: shorttermQuery.pick({ town: true, guests: true, client: true }),
        response: { 200: envelope(z.object({ count: z.number().int() })), 400: errorBody },
      },
    },
    async (req) => ({ content: { count: await countShorttermOffers({ db: app.db, query: req.query }) } }),
  );

  app.get(
    '/villas/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Villa sayfası',
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: envelope(villaDetail), 404: errorBody },
      },
    },
    async (req) => ({ content: await getPublicVilla({ db: app.db, storage: app.storage, slug: req.params.slug }) }),
  );
};

/** Routes under `/v2` (the villa search lives there, SPEC §7). */
export const publicV2Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['public'],
        summary: 'Villa arama ve listeleme',
        querystring: publicSearchQuery,
        response: { 200: envelope(page(villaCard)), 400: errorBody, 422: errorBody },
      },
    },
    // From the availability index (villa-index.ts; issue 16); stays past its horizon from SQL.
    async (req, reply) => {
      const content =
        (await app.villaIndex.search(req.query)) ?? (await searchVillas({ db: app.db, storage: app.storage, query: req.query }));
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ content }) as never);
    },
  );
};
