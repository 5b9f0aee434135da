/** Public boat reads under `/v1` (SPEC §7 /searchboats; issue 7) and the review form (issue 23): no sign-in, active boats only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boatCard,
  boatSearchOptions,
  boatSearchQuery,
  DEFAULT_LOCALE,
  envelope,
  errorBody,
  page,
  publicBoatDetail,
} from '@yali/contract';
import { catalogueNamer } from '../../lib/catalogue-names.ts';
import { localizeBoatCard, localizeBoatOptions } from '../../lib/localize-units.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { boatSearchOptions as findBoatSearchOptions } from './boat-search-options.ts';
import { BOAT_REVIEWS } from '../comments/create-review.ts';
import { registerReviewPost } from '../comments/review-post-route.ts';
import { getPublicBoat } from './get-public-boat.ts';
import { searchBoats } from './search-boats.ts';

export const boatSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/searchboats',
    {
      schema: {
        tags: ['public'],
        summary: 'Tekne arama ve listeleme',
        querystring: boatSearchQuery,
        response: { 200: envelope(page(boatCard)), 400: errorBody, 422: errorBody },
      },
    },
    // From the boat index (boat-index.ts; issue 16); the SQL search before its first load. Sent as
    // written: the cards are the contract's shape already, and the response schema's pass over
    // every card cost a sixth of a search (bench/README.md).
    async (req, reply) => {
      const found =
        (await app.boatIndex.search(req.query)) ?? (await searchBoats({ db: app.db, storage: app.storage, query: req.query }));
      const locale = requestLocale(req);
      let content = found;
      if (locale !== DEFAULT_LOCALE) {
        // Another language: type and marina names translated (one query per catalogue table).
        const namer = await catalogueNamer(app.db, locale, ['boatType', 'marina']);
        content = { ...found, items: found.items.map((card) => localizeBoatCard(card, namer)) };
      }
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ content }) as never);
    },
  );

  app.get(
    '/searchboats/options',
    { schema: { tags: ['public'], summary: 'Tekne arama filtre seçenekleri', response: { 200: envelope(boatSearchOptions) } } },
    async (req) => {
      const options = await findBoatSearchOptions({ db: app.db });
      const locale = requestLocale(req);
      if (locale === DEFAULT_LOCALE) return { content: options };
      return { content: localizeBoatOptions(options, await catalogueNamer(app.db, locale, ['boatType', 'marina'])) };
    },
  );

  app.get(
    '/boats/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'Tekne sayfası',
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: envelope(publicBoatDetail), 400: errorBody, 404: errorBody },
      },
    },
    async (req) => ({
      content: await getPublicBoat({ db: app.db, storage: app.storage, slug: req.params.slug, locale: requestLocale(req) }),
    }),
  );

  registerReviewPost(app, '/boats/:slug/comments', 'Tekne için yorum gönder (onaydan sonra yayınlanır)', BOAT_REVIEWS);
};
