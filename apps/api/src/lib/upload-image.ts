/**
 * The one upload path of every image route (villa and boat images, blog
 * cover; issue 22): `imageMultipart` limits the request, `readImageUpload`
 * reads its files and fields, and the use case stores them with
 * `storeImageUploads`, which checks every file's real type and pixel size
 * from its header (`checkImage`) before decoding any of them, and removes
 * the files again when recording them fails.
 */
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD } from '@yali/contract';
import type { Storage } from '../storage/storage.ts';
import { AppError } from './errors.ts';
import { checkImage, type StoredImage, storeImage, variantKeysOf } from './images.ts';

const NO_FILE = 'Yüklenecek görsel seçilmedi.';

/** A file of an upload, read into memory (at most IMAGE_UPLOAD.maxFileBytes). */
export type UploadedFile = { filename: string; data: Buffer };

/** Options of `@fastify/multipart` for a route that takes up to `maxFiles` images of IMAGE_UPLOAD.maxFileBytes each. */
export function imageMultipart(maxFiles: number): FastifyMultipartBaseOptions {
  return { limits: { fileSize: IMAGE_UPLOAD.maxFileBytes, files: maxFiles, fields: 10, parts: maxFiles + 10 } };
}

/**
 * Reads a multipart image upload: every file part (whatever its field
 * name) into memory, and the text fields by name. `maxFiles` must be the
 * number given to `imageMultipart`. Throws UNSUPPORTED_MEDIA_TYPE (415) for
 * another body, PAYLOAD_TOO_LARGE (413) for a file over the size limit or
 * too many files, VALIDATION (400) when there is no file.
 */
export async function readImageUpload(
  req: FastifyRequest,
  maxFiles: number,
): Promise<{ files: [UploadedFile, ...UploadedFile[]]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Görseller multipart/form-data olarak gönderilmeli.');
  const files: UploadedFile[] = [];
  // No prototype: a field named __proto__ or constructor is only a field.
  const fields: Record<string, string> = Object.create(null);
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ filename: part.filename || 'dosya', data: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Dosya çok büyük. Bir görsel en fazla ${IMAGE_UPLOAD.maxFileBytes / 1024 / 1024} MB olabilir.`,
      );
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', `Bir seferde en fazla ${maxFiles} görsel yüklenebilir.`);
    }
    throw err;
  }
  const [first, ...more] = files;
  if (!first) throw new AppError('VALIDATION', NO_FILE);
  return { files: [first, ...more], fields };
}

/**
 * Stores `files` as images under `folder` (`storeImage`: EXIF applied and
 * stripped, WebP variants), then runs `write(stored)`, which records them
 * (inserts or updates the rows pointing at the variants), and answers what
 * it answers. Every file is checked first (`checkImage`: 415 not
 * JPEG/PNG/WebP, 422 unreadable or too many pixels, each naming the file),
 * so nothing is decoded or written unless all pass. All or nothing: when a
 * file fails to store or `write` throws, every variant already written is
 * removed again, so no file outlives a refused upload. Throws VALIDATION
 * (400) for no file, and whatever `write` throws.
 */
export async function storeImageUploads<T>(
  storage: Storage,
  folder: string,
  files: UploadedFile[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  if (files.length === 0) throw new AppError('VALIDATION', NO_FILE);
  const label = (f: UploadedFile) => `“${f.filename}”`;
  for (const f of files) await checkImage(f.data, label(f));
  const stored: StoredImage[] = [];
  try {
    for (const f of files) stored.push(await storeImage(storage, folder, f.data, label(f)));
    return await write(stored);
  } catch (err) {
    await storage.remove(stored.flatMap(variantKeysOf));
    throw err;
  }
}
