/** Public reads (SPEC §7 "Public reads"); no sign-in. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  envelope,
  errorBody,
  page,
  publicSearchQuery,
  searchInputQuery,
  shorttermOffer,
  shorttermQuery,
  type VillaCard,
  villaCard,
  villaDetail,
  villaSearchResult,
} from '@yali/contract';
import { catalogueNamer } from '../../lib/catalogue-names.ts';
import { localizeVillaCard, localizeVillaOptions } from '../../lib/localize-units.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { countShorttermOffers, findShorttermOffers } from './find-shortterm-offers.ts';
import { loadSearchOptions, searchOptionsSchema } from './search-options.ts';
import { getPublicVilla, searchVillaNames, searchVillas } from './search-villas.ts';

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
    { schema: { tags: ['public'], summary: 'Arama filtre seçenekleri', response: { 200: envelope(searchOptionsSchema) } } },
    // From the availability index (villa-index.ts; issue 16).
    async (req) => {
      const options = (await app.villaIndex.searchOptions()) ?? (await loadSearchOptions(app.db));
      const locale = requestLocale(req);
      if (locale === DEFAULT_LOCALE) return { content: options };
      const namer = await catalogueNamer(app.db, locale, ['villaType', 'town', 'district', 'feature']);
      return { content: localizeVillaOptions(options, namer) };
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
    // From the availability index (villa-index.ts; issue 16); in another language the cards' catalogue names translated.
    async (req) => {
      const offers =
        (await app.villaIndex.shortterm(req.query)) ??
        (await findShorttermOffers({ db: app.db, storage: app.storage, query: req.query }));
      const locale = requestLocale(req);
      if (locale === DEFAULT_LOCALE) return { content: offers };
      const namer = await catalogueNamer(app.db, locale, ['villaType', 'town', 'district', 'feature']);
      return { content: { ...offers, items: offers.items.map((o) => ({ ...o, villa: localizeVillaCard(o.villa, namer) })) } };
    },
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
    async (req) => {
      const fromIndex = await app.villaIndex.shortterm({ ...req.query, skip: 0, take: 0, currency: 'TL' });
      return { content: { count: fromIndex?.total ?? (await countShorttermOffers({ db: app.db, query: req.query })) } };
    },
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
    async (req) => ({
      content: await getPublicVilla({ db: app.db, storage: app.storage, slug: req.params.slug, locale: requestLocale(req) }),
    }),
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
      const json =
        (await app.villaIndex.searchJson(req.query)) ??
        JSON.stringify({ content: await searchVillas({ db: app.db, storage: app.storage, query: req.query }) });
      const locale = requestLocale(req);
      if (locale === DEFAULT_LOCALE) return reply.type('application/json; charset=utf-8').send(json as never);
      // Another language: the kept Turkish page with its catalogue names translated (one query per catalogue table).
      const namer = await catalogueNamer(app.db, locale, ['villaType', 'town', 'district', 'feature']);
      const answer = JSON.parse(json) as { content: { items: VillaCard[]; total: number } };
      const items = answer.content.items.map((card) => localizeVillaCard(card, namer));
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ ...answer, content: { ...answer.content, items } }) as never);
    },
  );
};
