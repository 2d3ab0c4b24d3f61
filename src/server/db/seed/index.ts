/**
 * The demo catalogue: a realistic Indian boutique (categories, ~140 products with per-size stock, collections,
 * banners, coupons, stories, blog posts, content pages, reviewers and reviews) with generated artwork.
 *
 * Idempotent: every row is upserted by its natural key (or a stable UUID where it has none), so running it twice
 * gives the same data. It never deletes customers, orders or addresses. Pictures are rendered once and skipped
 * on re-runs (their file names carry a hash of their content).
 */
import type { Db } from '../client.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { renderArtworks, type Artwork } from './artwork/render.ts';
import { productScene } from './artwork/scenes.ts';
import { blogArtworks, upsertBlogs } from './blog-posts.ts';
import { upsertContentPages } from './content.ts';
import { upsertDemoOwner } from './demo-owner.ts';
import {
  bannerArtworks,
  planCollections,
  type CollectionPlan,
  storyArtworks,
  upsertBanners,
  upsertCollections,
  upsertOffers,
  upsertStories,
} from './merchandising.ts';
import { buildCatalogue, upsertCategories, upsertProducts, type BuiltProduct } from './products.ts';
import { upsertReviews } from './reviews.ts';
import { upsertSizeCharts } from './size-charts.ts';

export type SeedOptions = {
  /** The image storage: pictures land under `{products,collections,banners,...}/`. */
  storage: FileStorage;
  log?: (msg: string) => void;
};

export type SeedResult = { products: number; imagesRendered: number };

/** The width every picture is drawn at; smaller sizes are resized from it. */
const RENDER_WIDTH = 1080;

/** Every picture of the demo catalogue: product views, collections, banners, stories and blog posts. */
export function demoArtworks(built: BuiltProduct[], collectionPlans: CollectionPlan[]): Artwork[] {
  const productArt: Artwork[] = built.flatMap((p) =>
    p.views.map((view) => ({
      folder: 'products',
      name: view === 'front' ? p.slug : `${p.slug}-${view}`,
      scene: productScene(p.art, view, RENDER_WIDTH),
    })),
  );
  return [
    ...productArt,
    ...collectionPlans.map((c) => c.art),
    ...bannerArtworks(built),
    ...storyArtworks(built),
    ...blogArtworks(built),
  ];
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const now = Date.now();
  const built = buildCatalogue();
  const collectionPlans = planCollections(built);

  const artworks = demoArtworks(built, collectionPlans);
  const { keys, rendered } = await renderArtworks(artworks, opts.storage, 4);
  const keyOf = new Map(artworks.map((a, i) => [`${a.folder}/${a.name}`, keys[i] as string]));
  log(`Demo seed: ${rendered} of ${artworks.length} images rendered in ${Math.round(performance.now() - started)} ms.`);

  const productImages = new Map(
    built.map((p) => [
      p.slug,
      p.views.map((v) => keyOf.get(`products/${v === 'front' ? p.slug : `${p.slug}-${v}`}`) as string),
    ]),
  );

  const counts = await db.transaction(async (tx) => {
    const categoryIds = await upsertCategories(tx);
    const productIds = await upsertProducts(tx, built, categoryIds, productImages, now);
    const collectionIds = await upsertCollections(tx, collectionPlans, keyOf, productIds);
    await upsertBanners(tx, keyOf, collectionIds);
    const offers = await upsertOffers(tx);
    const stories = await upsertStories(tx, keyOf, productIds);
    const posts = await upsertBlogs(tx, keyOf, now);
    const pages = await upsertContentPages(tx);
    const sizeCharts = await upsertSizeCharts(tx);
    const reviews = await upsertReviews(tx, built, productIds, now);
    await upsertDemoOwner(tx);
    return {
      categories: categoryIds.size,
      collections: collectionIds.size,
      offers,
      stories,
      posts,
      pages,
      sizeCharts,
      reviews,
    };
  });
  log(
    `Demo seed: ${built.length} products, ${counts.categories} categories, ${counts.collections} collections, ${counts.offers} coupons, ` +
      `${counts.stories} stories, ${counts.posts} blog posts, ${counts.pages} pages, ${counts.sizeCharts} size charts, ${counts.reviews} reviews in ${Math.round(performance.now() - started)} ms.`,
  );
  return { products: built.length, imagesRendered: rendered };
}
