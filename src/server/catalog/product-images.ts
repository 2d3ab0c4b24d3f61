/**
 * Product photos uploaded in the admin, handled exactly as review photos are (src/server/reviews/images.ts): accepted
 * only when sharp decodes them as a raster image (the name and declared type are ignored), re-encoded to WebP in every
 * width of IMAGE_WIDTHS (metadata such as GPS position dropped, EXIF orientation applied) and stored under a name
 * derived from the content, `products/<hash>`: the layout the product pages read (src/shop/images.ts).
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageFile, type ImageWidth } from '../../shop/images.ts';
import { Unprocessable } from '../errors.ts';
import type { FileStorage } from '../storage/storage.ts';

export const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** About 50 megapixels: bigger photos are refused rather than decoded (memory). */
const MAX_PIXELS = 50_000_000;

const open = (input: Buffer) => sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS });

/** Decodes, re-encodes and stores one photo; answers its image key. Throws 422 for anything that is not an image. */
export async function storeProductImage(storage: FileStorage, input: Buffer, label = 'image'): Promise<string> {
  const refuse = () => new Unprocessable(`${label}: ${NOT_AN_IMAGE}`, { fields: { images: NOT_AN_IMAGE } });
  let format: string | undefined;
  try {
    format = (await open(input).metadata()).format;
  } catch {
    throw refuse();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse();

  let encoded: Array<{ width: ImageWidth; data: Buffer }>;
  try {
    encoded = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await open(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
  } catch {
    // A valid header over a broken body fails here, while decoding.
    throw refuse();
  }

  const hash = crypto
    .createHash('sha256')
    .update(encoded[encoded.length - 1]!.data)
    .digest('hex')
    .slice(0, 24);
  const key = `products/${hash}`;
  await Promise.all(encoded.map(({ width, data }) => storage.put(imageFile(key, width), data)));
  return key;
}

/** Whether every width of an image key is stored (a product may only list images that exist). */
export async function imageStored(storage: FileStorage, key: string): Promise<boolean> {
  const found = await Promise.all(IMAGE_WIDTHS.map((w) => storage.exists(imageFile(key, w))));
  return found.every(Boolean);
}
