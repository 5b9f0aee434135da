/**
 * Image pipeline (sharp): orientation from EXIF applied, all metadata
 * stripped (no GPS leaks), stored as responsive WebP variants
 * `${key}-${width}.webp` for the widths of IMAGE_VARIANT_WIDTHS that are not
 * wider than the original.
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@yali/contract';
import type { Storage } from '../storage/storage.ts';
import { AppError } from './errors.ts';

export type StoredImage = { storage_key: string; widths: number[]; width: number; height: number };

export const variantKey = (key: string, width: number) => `${key}-${width}.webp`;

/**
 * Decodes `input`, writes its variants under `${folder}/<random>` and answers
 * their key and sizes. Throws UNPROCESSABLE (422) when the bytes do not decode.
 * On failure no file stays behind.
 */
export async function storeImage(storage: Storage, folder: string, input: Buffer): Promise<StoredImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new AppError('UNPROCESSABLE', 'Görsel okunamadı; dosya bozuk olabilir.');
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new AppError('UNPROCESSABLE', 'Görsel okunamadı; dosya bozuk olabilir.');

  const key = `${folder}/${randomBytes(8).toString('hex')}`;
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width);
  const written: string[] = [];
  try {
    for (const w of widths) {
      const out = await sharp(input).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      const k = variantKey(key, w);
      await storage.put(k, out);
      written.push(k);
    }
  } catch (err) {
    await storage.remove(written);
    if (err instanceof AppError) throw err;
    throw new AppError('UNPROCESSABLE', 'Görsel işlenemedi; dosya bozuk olabilir.');
  }
  return { storage_key: key, widths, width, height };
}

/** The URLs of an image's variants, smallest first. */
export function imageVariants(storage: Storage, img: { storage_key: string; widths: number[] }) {
  return [...img.widths].sort((a, b) => a - b).map((w) => ({ width: w, url: storage.url(variantKey(img.storage_key, w)) }));
}

/** The image type the bytes really are (magic numbers), whatever the file name or header claims. */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Every variant file of a stored image. */
export const variantKeysOf = (img: { storage_key: string; widths: number[] }) =>
  img.widths.map((w) => variantKey(img.storage_key, w));

/**
 * The upload pipeline shared by villa and boat images: checks every file's
 * real type first (415 naming the file; nothing written), then stores each
 * through `storeImage` under `folder` (422 naming a corrupt file). All or
 * nothing: on any failure the variants already written are removed.
 * The caller inserts the rows and, when that fails, removes `variantKeysOf` each.
 */
export async function storeImageUploads(
  storage: Storage,
  folder: string,
  files: { filename: string; data: Buffer }[],
): Promise<StoredImage[]> {
  for (const f of files) {
    if (!sniffImageType(f.data)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `“${f.filename}” bir görsel değil. Yalnızca JPEG, PNG veya WebP yüklenebilir.`,
      );
    }
  }
  const stored: StoredImage[] = [];
  try {
    for (const f of files) {
      try {
        stored.push(await storeImage(storage, folder, f.data));
      } catch (err) {
        if (err instanceof AppError && err.code === 'UNPROCESSABLE') {
          throw new AppError('UNPROCESSABLE', `“${f.filename}” okunamadı; dosya bozuk olabilir.`);
        }
        throw err;
      }
    }
  } catch (err) {
    await storage.remove(stored.flatMap(variantKeysOf));
    throw err;
  }
  return stored;
}
