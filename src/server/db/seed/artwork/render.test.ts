/**
 * The demo seed's pictures go through the image storage: with STORAGE_URL=s3://... they land in the bucket (a real
 * S3 server on loopback), in every width, and a second run finds them there and renders nothing. A sample of the
 * catalogue's artwork, one of each kind, keeps the test fast (the whole seed renders for tens of seconds).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../../../tests/support/s3-server.ts';
import { IMAGE_WIDTHS } from '../../../../shop/images.ts';
import { loadConfig } from '../../../config.ts';
import { openStorage } from '../../../storage/open-storage.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import { demoArtworks } from '../index.ts';
import { planCollections } from '../merchandising.ts';
import { buildCatalogue } from '../products.ts';
import { renderArtworks, type Artwork } from './render.ts';

let s3: S3TestServer;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = await openStorage(loadConfig({ DATA_DIR: '/nonexistent', ...s3.env('demo') }).storage);
});
afterAll(async () => {
  await storage?.close();
  await s3?.close();
});

it('renders the demo artwork into the bucket once, in every width', async () => {
  const built = buildCatalogue();
  const all = demoArtworks(built, planCollections(built));
  const sample = [...new Map(all.map((a): [string, Artwork] => [a.folder, a])).values()];
  expect(sample.map((a) => a.folder)).toEqual(expect.arrayContaining(['products', 'collections', 'banners', 'blogs']));

  const first = await renderArtworks(sample, storage);
  expect(first.rendered).toBe(sample.length);
  for (const key of first.keys) {
    for (const w of IMAGE_WIDTHS) expect(await s3.hasObject(`demo/${key}-${w}.webp`), `${key}-${w}`).toBe(true);
  }

  const again = await renderArtworks(sample, storage);
  expect(again).toEqual({ keys: first.keys, rendered: 0 });
});
