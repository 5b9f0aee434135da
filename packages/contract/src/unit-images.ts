/**
 * Photo edits shared by villas and boats (issue 24): the alternative text of one
 * photo (`PUT /v1/admin/{villas|boat}/image/{id}`) and deleting several at once
 * (`POST /v1/admin/{villas|boat}/image/bulkdelete`). The cover is the first photo by
 * order: "Kapak yap" is one `…/image/updateorder` call.
 */
import { z } from 'zod';
import { MAX_DB_INT } from './common.ts';

/** Longest alternative text: a sentence for a screen reader, not a description. */
export const IMAGE_ALT_MAX = 200;

const imageId = z.coerce
  .number()
  .int('Geçersiz görsel kimliği.')
  .positive('Geçersiz görsel kimliği.')
  .max(MAX_DB_INT, 'Geçersiz görsel kimliği.');

/** `PUT …/image/{id}`: the photo's alternative text; empty: the site's default ("<ad> – fotoğraf N"). */
export const imageAltBody = z.object({
  alt: z
    .string({ error: 'Alternatif metin gerekli.' })
    .trim()
    .max(IMAGE_ALT_MAX, `Alternatif metin en fazla ${IMAGE_ALT_MAX} karakter olabilir.`),
});
export type ImageAltBody = z.infer<typeof imageAltBody>;

/** Most photos one bulk delete removes (the upload limit per unit is far below). */
export const IMAGE_BULK_MAX = 200;

/** `POST …/image/bulkdelete` without the unit's id field, which each kind adds (`villa_id`, `boat_id`). */
export const imageIdsField = z
  .array(imageId, { error: 'Görsel seçin.' })
  .min(1, 'En az bir görsel seçin.')
  .max(IMAGE_BULK_MAX, `Bir seferde en fazla ${IMAGE_BULK_MAX} görsel silinebilir.`);

export const villaImageBulkDeleteBody = z.object({
  villa_id: z.coerce
    .number()
    .int('Geçersiz villa kimliği.')
    .positive('Geçersiz villa kimliği.')
    .max(MAX_DB_INT, 'Geçersiz villa kimliği.'),
  ids: imageIdsField,
});
export const boatImageBulkDeleteBody = z.object({
  boat_id: z.coerce
    .number()
    .int('Geçersiz tekne kimliği.')
    .positive('Geçersiz tekne kimliği.')
    .max(MAX_DB_INT, 'Geçersiz tekne kimliği.'),
  ids: imageIdsField,
});
