import { Suspense } from 'react';
import { serializeError } from '../../server/logger.ts';
import { imageUrl } from '../../shop/images.ts';
import { BannerCarousel } from '../components/home/banner-carousel.tsx';
import type { HomeReview } from '../components/home/customer-reviews.tsx';
import { appContext } from '../lib/app-context.ts';
import { cacheForVisitors, optionalBlocks } from '../lib/page-cache.ts';
import { showFullContentOf } from '../lib/page-cookies.ts';
import { siteReads } from '../lib/site-reads.server.ts';
import { toListingProduct } from '../lib/listing-product.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/home.ts';
import { lazyIsland } from '../lib/lazy-island.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

/** Below the carousel: rendered by the server, hydrated when its chunk arrives (see home-sections.tsx). */
const HomeSections = lazyIsland(() => import('../components/home/home-sections.tsx'));

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const banner = loaderData?.banners[0];
  return pageMeta(
    `${STORE_NAME} | Western & Indo-Western Wear for Women and Men`,
    'Shop kurtas, dresses, denim, co-ord sets and more. Prices in rupees, cash on delivery across India.',
    {
      url: absoluteUrl(matches, '/'),
      image: banner ? absoluteUrl(matches, imageUrl(banner.imageKey, 1080)) : undefined,
    },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  // A failed block is logged and shown empty (the spec: failed fetches only show the empty state).
  const blocks = optionalBlocks();
  const orEmpty = <T,>(what: string, promise: Promise<T[]>): Promise<T[]> =>
    blocks.or(promise, [] as T[], (error) => console.error(`Home page: ${what} failed`, serializeError(error)));
  const { catalog, merch, reviews } = services;
  // Banners, offer banners and collections are kept between requests while current, as the menu is (ADR 23).
  const site = siteReads(context);
  const [banners, collections, offerBanners, latest, featured, stories, latestReviews] = await Promise.all([
    orEmpty(
      'banners',
      site.then((s) => s.banners()),
    ),
    orEmpty(
      'collections',
      site.then((s) => s.collections()),
    ),
    orEmpty(
      'offer banners',
      site.then((s) => s.offerBanners()),
    ),
    orEmpty(
      'products',
      catalog.listProducts({ page: 1, limit: 8 }).then((p) => p.products.map(toListingProduct)),
    ),
    orEmpty(
      'featured products',
      catalog.featuredProducts(8).then((ps) => ps.map(toListingProduct)),
    ),
    orEmpty('stories', merch.activeStories()),
    orEmpty('reviews', reviews.latest(6)),
  ]);
  const cookie = request.headers.get('cookie') ?? '';
  if (!blocks.failed) cacheForVisitors(context, { products: [...latest, ...featured], latestReviews: true });
  // Only what the page shows: the data travels twice (rendered, and for hydration).
  return {
    banners: banners.map((b) => ({
      _id: b._id,
      title: b.title,
      subtitle: b.subtitle,
      imageKey: b.imageKey,
      link: b.link,
    })),
    collections: collections.map((c) => ({ _id: c._id, name: c.name, modelImageKey: c.modelImageKey })),
    offerBanners: offerBanners.map((o) => ({ _id: o._id, title: o.title, imageKey: o.imageKey, link: o.link })),
    latest,
    featured,
    stories: stories.map((s) => ({
      _id: s._id,
      title: s.title,
      imageKey: s.imageKey,
      video: s.video,
      products: s.products && {
        name: s.products.name,
        slug: s.products.slug,
        price: s.products.price,
        salePrice: s.products.salePrice,
        averageRating: s.products.averageRating,
        image: s.products.image,
      },
    })),
    reviews: latestReviews.map((r): HomeReview => ({
      _id: r._id,
      rating: r.rating,
      review: r.review,
      userId: r.userId,
      product: r.product,
    })),
    showFullContent: showFullContentOf(cookie),
  };
}

export default routeView(function Home({ loaderData }: Route.ComponentProps) {
  const { banners, ...sections } = loaderData;
  return (
    <>
      <BannerCarousel banners={banners} />
      <Suspense fallback={<div className="min-h-dvh" />}>
        <HomeSections {...sections} />
      </Suspense>
    </>
  );
});
