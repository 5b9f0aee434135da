/**
 * The photo routes of a rental unit kind (SPEC §7 `…/image`; issue 24), declared once
 * for villas and boats: `POST {path}` (multipart upload), `DELETE {path}/{id}`,
 * `PUT {path}/updateorder`, `PUT {path}/{id}` (alternative text) and
 * `POST {path}/bulkdelete` (the selected photos, all or none). ADMIN only, like every
 * image write (the `/v1/admin` hook).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  deletedBody,
  errorBody,
  IMAGE_UPLOAD,
  idParam,
  imageAltBody,
  type imageIdsField,
  type villaImage,
} from '@yali/contract';
import { AppError } from '../../lib/errors.ts';
import { readImageUpload } from '../../lib/upload-image.ts';
import {
  deleteImages,
  deleteUnitImage,
  reorderUnitImages,
  setImageAlt,
  toUnitImage,
  type UnitImagesKind,
  uploadUnitImages,
} from './unit-images.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const writeErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Registers the five routes under `path` ('/villas/image', '/boat/image') on `app`.
 * `unitField` names the unit's id in the upload's fields and the bodies (`villa_id`,
 * `boat_id`), `unitIdField` validates it, `unitWord` names the unit in the 400 of an
 * upload ('villa', 'tekne'); `image`, `orderBody` and `bulkBody` are the kind's shapes.
 */
export function registerUnitImageRoutes<
  F extends string,
  O extends z.ZodType<{ order: { id: number; order: number }[] }>,
  B extends z.ZodObject<{ ids: typeof imageIdsField }>,
>(
  app: App,
  opts: {
    path: string;
    tags: string[];
    kind: UnitImagesKind;
    unitField: F;
    unitIdField: z.ZodType<Record<F, number>>;
    unitWord: string;
    /** The kind's photo shape (`villaImage`, `boatImage`: the same fields). */
    image: typeof villaImage;
    orderBody: O;
    bulkBody: B;
  },
): void {
  const common = { tags: opts.tags, security: [{ bearer: [] }] };
  const { kind, unitField } = opts;
  const unitIdOf = (body: unknown) => (body as Record<F, number>)[unitField];
  app.post(
    opts.path,
    {
      schema: {
        ...common,
        summary: `Görsel yükle (multipart: ${unitField}, files[])`,
        consumes: ['multipart/form-data'],
        response: {
          201: envelope(z.array(opts.image)),
          ...writeErrors,
          413: errorBody,
          415: errorBody,
          422: errorBody,
        },
      },
    },
    async (req, reply) => {
      const { files, fields } = await readImageUpload(req, IMAGE_UPLOAD.maxFiles);
      const parsed = opts.unitIdField.safeParse({ [unitField]: fields[unitField] });
      if (!parsed.success) throw new AppError('VALIDATION', `Görselin yükleneceği ${opts.unitWord} (${unitField}) geçersiz.`);
      const unitId = parsed.data[unitField];
      const content = await uploadUnitImages({ db: app.db, storage: app.storage, kind, unitId, files });
      return reply.status(201).send({ content });
    },
  );

  app.delete(
    `${opts.path}/:id`,
    { schema: { ...common, summary: 'Görseli sil', params: idParam, response: { 200: envelope(deletedBody), ...writeErrors } } },
    async (req) => ({ content: await deleteUnitImage({ db: app.db, storage: app.storage, kind, id: req.params.id }) }),
  );

  app.put(
    `${opts.path}/updateorder`,
    {
      schema: {
        ...common,
        summary: 'Görsel sırasını kaydet',
        body: opts.orderBody,
        response: { 200: envelope(z.array(opts.image)), ...writeErrors },
      },
    },
    async (req) => {
      const body = req.body as z.infer<O>;
      const unitId = unitIdOf(body);
      return { content: await reorderUnitImages({ db: app.db, storage: app.storage, kind, unitId, order: body.order }) };
    },
  );

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
      const row = await setImageAlt({ db: app.db, kind, id: req.params.id, alt: req.body.alt });
      return { content: toUnitImage(app.storage, row) };
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
      return { content: await deleteImages({ db: app.db, storage: app.storage, kind, unitId: unitIdOf(body), ids: body.ids }) };
    },
  );
}
