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
