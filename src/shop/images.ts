/**
 * Responsive images. An image key like `products/indigo-kurta-3f9a1c` is served as
 * `/uploads/products/indigo-kurta-3f9a1c-{width}.webp` for every width below. Keys are content-hashed, so the
 * files are cached as immutable.
 */
export const IMAGE_WIDTHS = [360, 720, 1080] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Portrait garment photos are 4:5 (width:height). */
export const PRODUCT_ASPECT = { w: 4, h: 5 } as const;

/** The stored file of one width, under the uploads root (the storage key; see src/server/storage/storage.ts). */
export function imageFile(key: string, width: ImageWidth): string {
  return `${key}-${width}.webp`;
}

export function imageUrl(key: string, width: ImageWidth = 720): string {
  return `/uploads/${imageFile(key, width)}`;
}

export function imageSrcSet(key: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(key, w)} ${w}w`).join(', ');
}
