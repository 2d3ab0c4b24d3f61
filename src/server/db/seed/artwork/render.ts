/**
 * Renders scenes to responsive WebP files in the image storage, in the layout the shop serves:
 * `${key}-${width}.webp` for every width of IMAGE_WIDTHS. Keys carry a hash of the picture, so a
 * file never changes once written and a re-run skips every picture that already exists.
 */
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageFile } from '../../../../shop/images.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import { shortHash } from '../prng.ts';
import type { Scene } from './scenes.ts';

/** Bump to re-render every picture after changing the renderer itself. */
const RENDER_VERSION = 1;
const QUALITY = 78;
/**
 * WebP effort per width: the small sizes (listings, phones) get the tighter compression; the 1080 px size, rarely
 * fetched, is encoded fastest (effort 0 is about 35% faster than 2 and 25% larger).
 */
const EFFORT: Record<number, number> = { 360: 2, 720: 1, 1080: 0 };
/** The shadow is blurred from a silhouette this many times smaller than the picture. */
const SHADOW_SCALE = 6;

export type Artwork = { folder: string; name: string; scene: Scene };

function svgOf(scene: Scene, width: number, height: number, body: string, defs = scene.defs): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${scene.viewBox.join(' ')}"><defs>${defs}</defs>${body}</svg>`;
}

/** The image key: folder, readable name and a hash of everything that decides the pixels. */
export function artworkKey(a: Artwork): string {
  const digest = shortHash(
    `${RENDER_VERSION}|${QUALITY}|${JSON.stringify(EFFORT)}|${IMAGE_WIDTHS.join(',')}|${JSON.stringify(a.scene)}`,
  );
  return `${a.folder}/${a.name}-${digest}`;
}

/** A soft shadow: the foreground's silhouette rendered small, blurred and tinted, as a PNG data URI. */
async function shadowImage(scene: Scene, shadow: NonNullable<Scene['shadow']>): Promise<string> {
  const w = Math.ceil(scene.width / SHADOW_SCALE);
  const h = Math.ceil(scene.height / SHADOW_SCALE);
  // Patterns are pointless (and slow) in a silhouette: paint every filled piece black.
  const defs = scene.defs.replace(/<pattern[\s\S]*?<\/pattern>/g, '');
  const fore = scene.fore.replace(/fill="url\(#[^)]*\)"/g, 'fill="#000"');
  const sigma = Math.max(0.4, (shadow.blur * (scene.width / scene.viewBox[2])) / SHADOW_SCALE);
  const alpha = await sharp(Buffer.from(svgOf(scene, w, h, fore, defs)))
    .ensureAlpha()
    .extractChannel(3)
    .blur(sigma)
    .raw()
    .toBuffer();
  const hex = shadow.colour.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const rgba = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = g;
    rgba[i * 4 + 2] = b;
    rgba[i * 4 + 3] = Math.round((alpha[i] ?? 0) * shadow.opacity);
  }
  const png = await sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The full SVG of a scene, shadow included. */
export async function sceneSvg(scene: Scene): Promise<string> {
  if (!scene.shadow) return svgOf(scene, scene.width, scene.height, scene.back + scene.fore);
  const shadow = await shadowImage(scene, scene.shadow);
  const [vx, vy, vw, vh] = scene.viewBox;
  const img = `<image href="${shadow}" x="${vx + scene.shadow.dx}" y="${vy + scene.shadow.dy}" width="${vw}" height="${vh}" preserveAspectRatio="none"/>`;
  return svgOf(scene, scene.width, scene.height, scene.back + img + scene.fore);
}

async function renderOne(a: Artwork, key: string, storage: FileStorage): Promise<void> {
  const svg = await sceneSvg(a.scene);
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const widths = [...IMAGE_WIDTHS].sort((x, y) => y - x);
  for (const w of widths) {
    let img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (w !== info.width) img = img.resize({ width: w, kernel: 'lanczos3' });
    // The storage writes each file whole, so a half-written file is never mistaken for a finished one.
    await storage.put(imageFile(key, w), await img.webp({ quality: QUALITY, effort: EFFORT[w] ?? 2 }).toBuffer());
  }
}

/**
 * Render every artwork whose files are missing, at most `concurrency` at a time.
 * Returns each artwork's key (same order) and how many were rendered.
 */
export async function renderArtworks(
  items: Artwork[],
  storage: FileStorage,
  concurrency = 4,
): Promise<{ keys: string[]; rendered: number }> {
  const keys = items.map(artworkKey);
  let rendered = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      const a = items[i] as Artwork;
      const key = keys[i] as string;
      const present = await Promise.all(IMAGE_WIDTHS.map((w) => storage.exists(imageFile(key, w))));
      if (present.every(Boolean)) continue;
      await renderOne(a, key, storage);
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { keys, rendered };
}
