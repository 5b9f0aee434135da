/**
 * Client-side image preparation before upload (SPEC §5, §9): a file that is
 * not an image fails before anything is sent; a file above
 * IMAGE_COMPRESSION.convertAboveBytes (5,000,000 bytes) is redrawn at most
 * 1280 px high (ratio kept) and exported as JPEG at quality 0.8; a smaller
 * one is uploaded as it is. The server checks the real type again.
 */
import { IMAGE_COMPRESSION } from '@yali/contract';

export const NOT_AN_IMAGE = 'Yalnızca görsel dosyaları yüklenebilir.';

export class CompressionError extends Error {}

/** Target size: at most `maxHeight` high, ratio kept, never enlarged. */
export function targetSize(width: number, height: number, maxHeight: number = IMAGE_COMPRESSION.maxHeight) {
  if (height <= maxHeight) return { width, height };
  return { width: Math.max(1, Math.round((width * maxHeight) / height)), height: maxHeight };
}

/** True when `file` must be converted (SPEC §9 threshold, strictly above). */
export const needsConversion = (file: Pick<File, 'size'>) => file.size > IMAGE_COMPRESSION.convertAboveBytes;

/** The file to upload for `file`; throws CompressionError('Yalnızca görsel dosyaları yüklenebilir.') for a non-image. */
export async function compressImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) throw new CompressionError(NOT_AN_IMAGE);
  if (!needsConversion(file)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new CompressionError(`“${file.name}” okunamadı; dosya bozuk olabilir.`);
  }
  const { width, height } = targetSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new CompressionError('Görsel hazırlanamadı: tarayıcı çizim desteği yok.');
  // JPEG has no transparency: a white background instead of black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, IMAGE_COMPRESSION.mimeType, IMAGE_COMPRESSION.quality),
  );
  if (!blob) throw new CompressionError(`“${file.name}” sıkıştırılamadı.`);
  const name = `${file.name.replace(/\.[^.]+$/, '') || 'gorsel'}.jpg`;
  return new File([blob], name, { type: IMAGE_COMPRESSION.mimeType, lastModified: Date.now() });
}
