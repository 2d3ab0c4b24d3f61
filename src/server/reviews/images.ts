/**
 * Uploaded photos (reviews, and the admin's blog pictures). An upload is accepted only when sharp can decode it as a raster image (its name and declared
 * type are ignored). It is re-encoded to WebP in every width of IMAGE_WIDTHS (metadata such as GPS position is
 * dropped, EXIF orientation applied) and stored under a name derived from its content: `<folder>/<hash>` (`reviews/<hash>` for a review).
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

/** Decodes, re-encodes and stores the photo; answers its image key. Throws 422 for anything that is not an image. */
export function storeReviewImage(storage: FileStorage, input: Buffer): Promise<string> {
  return storeImage(storage, input, 'reviews');
}

/**
 * The same for any uploaded image (the admin's banners, stories, collections...): `<folder>/<hash>`, in every
 * width of IMAGE_WIDTHS, as the storefront's imageUrl() asks for it.
 */
export async function storeImage(storage: FileStorage, input: Buffer, folder: string): Promise<string> {
  let format: string | undefined;
  try {
    format = (await open(input).metadata()).format;
  } catch {
    throw new Unprocessable(NOT_AN_IMAGE, { fields: { image: NOT_AN_IMAGE } });
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new Unprocessable(NOT_AN_IMAGE, { fields: { image: NOT_AN_IMAGE } });

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
    throw new Unprocessable(NOT_AN_IMAGE, { fields: { image: NOT_AN_IMAGE } });
  }

  const hash = crypto
    .createHash('sha256')
    .update(encoded[encoded.length - 1]!.data)
    .digest('hex')
    .slice(0, 24);
  const key = `${folder}/${hash}`;
  await Promise.all(encoded.map(({ width, data }) => storage.put(imageFile(key, width), data)));
  return key;
}
