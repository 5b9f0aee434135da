/**
 * Image pipeline (sharp): the real type and the pixel size checked before
 * anything is decoded, orientation from EXIF applied, all metadata stripped
 * (no GPS leaks), stored as responsive WebP variants `${key}-${width}.webp`
 * for the widths of IMAGE_VARIANT_WIDTHS that are not wider than the
 * original. Uploads come here through `upload-image.ts`.
 */
import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { loadSharp } from './lazy.ts';
import { IMAGE_UPLOAD, IMAGE_VARIANT_WIDTHS } from '@yali/contract';
import type { Storage } from '../storage/storage.ts';
import { AppError } from './errors.ts';

export type StoredImage = { storage_key: string; widths: number[]; width: number; height: number };

export const variantKey = (key: string, width: number) => `${key}-${width}.webp`;

const { maxSidePx, maxPixels } = IMAGE_UPLOAD;
const TOO_LARGE = `çok büyük: kenarı en fazla ${maxSidePx.toLocaleString('tr-TR')} piksel, alanı en fazla ${maxPixels / 1_000_000} megapiksel olabilir.`;
const SHARP_FORMATS = new Set<string | undefined>(['jpeg', 'png', 'webp']);
const unreadable = (label: string) => new AppError('UNPROCESSABLE', `${label} okunamadı; dosya bozuk olabilir.`);

/**
 * Checks an uploaded file without decoding it: its real type from the magic
 * bytes (JPEG, PNG or WebP; never SVG or other XML, which librsvg would
 * render), then its size from the image header. Answers the width and
 * height in pixels as displayed (EXIF orientation applied). `label` names
 * the file in the Turkish messages (e.g. `“deniz.jpg”`). Throws
 * UNSUPPORTED_MEDIA_TYPE (415) for another type, UNPROCESSABLE (422) for an
 * unreadable header or more than IMAGE_UPLOAD.maxSidePx a side or
 * IMAGE_UPLOAD.maxPixels in all.
 */
export async function checkImage(input: Buffer, label = 'Görsel'): Promise<{ width: number; height: number }> {
  const notAnImage = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} bir görsel değil. Yalnızca JPEG, PNG veya WebP yüklenebilir.`);
  if (!sniffImageType(input)) throw notAnImage();
  let meta: Metadata;
  // Outside the try: a sharp that cannot load is the server's fault (500), not an unreadable image.
  const sharp = await loadSharp();
  try {
    // Only the header is read here, so sharp's pixel limit is off: a too large image must get its own message, not "corrupt".
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(label);
  }
  // The decoder sharp chose must be one of ours too (never librsvg, whatever the first bytes say).
  if (!SHARP_FORMATS.has(meta.format)) throw notAnImage();
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw unreadable(label);
  if (width > maxSidePx || height > maxSidePx || width * height > maxPixels) {
    throw new AppError('UNPROCESSABLE', `${label} ${TOO_LARGE}`);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  return rotated ? { width: height, height: width } : { width, height };
}

/**
 * Checks `input` (`checkImage`), then decodes it and writes its variants
 * under `${folder}/<random>`; answers their key and sizes. Throws 415 or 422
 * as `checkImage` does, and 422 when the bytes do not decode. On failure no
 * file stays behind.
 */
export async function storeImage(storage: Storage, folder: string, input: Buffer, label = 'Görsel'): Promise<StoredImage> {
  const { width, height } = await checkImage(input, label);
  const key = `${folder}/${randomBytes(8).toString('hex')}`;
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width);
  const written: string[] = [];
  const sharp = await loadSharp();
  try {
    for (const w of widths) {
      // The pixel limit again: a second guard should a header ever understate what the data holds.
      const out = await sharp(input, { limitInputPixels: maxPixels })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      const k = variantKey(key, w);
      await storage.put(k, out);
      written.push(k);
    }
  } catch (err) {
    await storage.remove(written);
    if (err instanceof AppError) throw err;
    throw unreadable(label);
  }
  return { storage_key: key, widths, width, height };
}

/** The URLs of an image's variants, smallest first. */
export function imageVariants(storage: Storage, img: { storage_key: string; widths: number[] }) {
  return [...img.widths].sort((a, b) => a - b).map((w) => ({ width: w, url: storage.url(variantKey(img.storage_key, w)) }));
}

/** A stored photo of a villa or boat as the API answers it (contract `villaImage`, `boatImage`): its variants' URLs from `storage`. */
export function imageAnswer(
  storage: Storage,
  r: { id: number; sort_order: number; alt: string; width: number; height: number; storage_key: string; widths: number[] },
) {
  return { id: r.id, order: r.sort_order, alt: r.alt, width: r.width, height: r.height, variants: imageVariants(storage, r) };
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
