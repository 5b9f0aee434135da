/**
 * `GET`/`PUT /v1/admin/translations/{entity}/{id}` (issue 18): the other languages
 * of a catalogue row's name (villa and boat types, features, towns, districts,
 * marinas). ADMIN only, like the catalogue screens.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TAGS, catalogueTranslationsAnswer, catalogueTranslationsBody, catalogueTranslationsParams } from '@yali/contract';
import { adminRoute, okResponses } from '../../lib/route-kit.ts';
import { revalidatePublic } from '../settings/revalidate-public.ts';
import { getCatalogueTranslations, saveCatalogueTranslations } from './save-catalogue-translations.ts';

const route = adminRoute(['translations']);
const read = { params: catalogueTranslationsParams, response: okResponses(catalogueTranslationsAnswer) };

export const catalogueTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/translations/:entity/:id', route('Katalog kaydının çevirileri', read), async (req) => ({
    content: await getCatalogueTranslations({ db: app.db, ...req.params }),
  }));

  app.put(
    '/translations/:entity/:id',
    route('Katalog kaydının çevirilerini kaydet (tümü yerine)', { ...read, body: catalogueTranslationsBody }),
    async (req) => {
      const content = await saveCatalogueTranslations({ db: app.db, ...req.params, body: req.body.translations });
      // Names show on cards and unit pages of every kind.
      await revalidatePublic(app, [CACHE_TAGS.villas, CACHE_TAGS.boats]);
      return { content };
    },
  );
};
