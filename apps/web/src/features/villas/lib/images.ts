import type { VillaImage } from '@yali/contract';

/** srcSet of an image's WebP variants (smallest first). */
export function imageSrcSet(image: Pick<VillaImage, 'variants'>): string {
  return image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/** The smallest variant at least `width` pixels wide (else the widest), as the plain `src` fallback. */
export function imageSrc(image: Pick<VillaImage, 'variants'>, width = 800): string | undefined {
  return (image.variants.find((v) => v.width >= width) ?? image.variants.at(-1))?.url;
}
