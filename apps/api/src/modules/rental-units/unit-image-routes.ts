/**
 * The photo-edit routes of a rental unit kind (issue 24), declared once for villas and
 * boats: `PUT {path}/{id}` (alternative text) and `POST {path}/bulkdelete` (the selected
 * photos, all or none). ADMIN only, like every image write (the `/v1/admin` hook).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, idParam, imageAltBody, type imageIdsField, type VillaImage, type villaImage } from '@yali/contract';
import type { Storage } from '../../storage/storage.ts';
import { deleteImages, setImageAlt, type UnitImageRow, type UnitImagesKind } from './unit-images.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const writeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Registers the two routes under `path` ('/villas/image', '/boat/image') on `app`.
 * `bulkBody` is `{ <unit id field>, ids }` (`villaImageBulkDeleteBody` …) and `unitIdOf`
 * reads the unit's id from it; `image` and `toImage` are the kind's answer shape.
 */
export function registerImageEdits<B extends z.ZodObject<{ ids: typeof imageIdsField }>>(
  app: App,
  opts: {
    path: string;
    tags: string[];
    kind: UnitImagesKind;
    /** The kind's photo shape (`villaImage`, `boatImage`: the same fields). */
    image: typeof villaImage;
    toImage: (storage: Storage, row: UnitImageRow) => VillaImage;
    bulkBody: B;
    unitIdOf: (body: z.infer<B>) => number;
  },
): void {
  const common = { tags: opts.tags, security: [{ bearer: [] }] };
  app.put(
    `${opts.path}/:id`,
    {
      schema: {
        ...common,
        summary: 'Görselin alternatif metnini kaydet (boş: sitenin varsayılanı)',
        params: idParam,
        body: imageAltBody,
        response: { 200: envelope(opts.image), ...writeErrors },
      },
    },
    async (req) => {
      const row = await setImageAlt({ db: app.db, kind: opts.kind, id: req.params.id, alt: req.body.alt });
      return { content: opts.toImage(app.storage, row) };
    },
  );

  app.post(
    `${opts.path}/bulkdelete`,
    {
      schema: {
        ...common,
        summary: 'Seçilen görselleri sil (hepsi ya da hiçbiri)',
        body: opts.bulkBody,
        response: { 200: envelope(z.object({ ids: z.array(z.number().int()) })), ...writeErrors },
      },
    },
    async (req) => {
      const body = req.body as z.infer<B>;
      const unitId = opts.unitIdOf(body);
      return { content: await deleteImages({ db: app.db, storage: app.storage, kind: opts.kind, unitId, ids: body.ids }) };
    },
  );
}
