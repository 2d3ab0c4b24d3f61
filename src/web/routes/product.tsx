import { Suspense } from 'react';
import { data, redirect } from 'react-router';
import { Link } from '../components/link.tsx';
import { imageUrl } from '../../shop/images.ts';
import type { ProductDto } from '../../shop/catalog-types.ts';
import { formatRupeeAmount } from '../../shop/money.ts';
import { BuyBox } from '../components/product/buy-box.tsx';
import TicketPercentIcon from '../components/icons/ticket-percent.tsx';
import { ProductGallery } from '../components/product/product-gallery.tsx';
import { RecentlyViewed } from '../components/recently-viewed.tsx';
import { SizeHelp } from '../components/product/size-help.tsx';
import { Stars } from '../components/product/stars.tsx';
import { appContext } from '../lib/app-context.ts';
import { siteReads } from '../lib/site-reads.server.ts';
import { cacheForVisitors, optionalBlocks } from '../lib/page-cache.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import { MEN_PATH, WOMEN_PATH } from '../lib/site.ts';
import type { Route } from './+types/product.ts';
import { lazyIsland } from '../lib/lazy-island.ts';
import { isUuid } from '../../shop/ids.ts';
import { routeView } from '../lib/route-view.ts';

/** Below the buy box and below the fold: rendered by the server, hydrated when their chunks arrive. */
const ProductMoreInfo = lazyIsland(() => import('../components/product/product-more-info.tsx'));
const ProductSections = lazyIsland(() => import('../components/product/product-sections.tsx'));
const DeliveryCheck = lazyIsland(() => import('../components/product/delivery-check.tsx'));

/** Home > Men or Women > category > product. */
function trail(p: { name: string; gender: string; category: { name: string; slug: string } }, path: string) {
  const items = [{ name: 'Home', path: '/' }];
  if (p.gender === 'men' || p.gender === 'women') {
    items.push(
      { name: p.gender === 'men' ? 'Men' : 'Women', path: p.gender === 'men' ? MEN_PATH : WOMEN_PATH },
      { name: p.category.name, path: `/category/${p.gender}/${encodeURIComponent(p.category.slug)}` },
    );
  } else items.push({ name: 'Shop', path: '/shop' });
  items.push({ name: p.name, path });
  return items;
}

/** Title, description and JSON-LD (Product, BreadcrumbList), built on the server (not shipped as code). */
function productSeo(
  p: ProductDto & { sku: string },
  path: string,
  crumbs: { name: string; path: string }[],
  base: string,
) {
  const url = base + path;
  const images = p.imageKeys.map((k) => base + imageUrl(k, 1080));
  const price = formatRupeeAmount(p.salePrice);
  const description = `Buy ${p.name} by ${p.brand} at ${price}${p.discount > 0 ? ` (${p.discount}% off)` : ''}. ${p.description}`;
  return {
    title: `${p.name} | ${p.brand}`,
    description: description.length > 160 ? `${description.slice(0, 157)}...` : description,
    image: images[0],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        image: images,
        sku: p.sku,
        brand: { '@type': 'Brand', name: p.brand },
        category: p.category.name,
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'INR',
          price: p.salePrice.toFixed(2),
          availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
        ...(p.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: p.averageRating,
                ratingCount: p.ratingCount,
                reviewCount: p.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((c, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: c.name,
          item: base + c.path,
        })),
      },
    ],
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Product not found', 'Product not found.', { noindex: true });
  const { seo, path } = loaderData;
  return [
    ...pageMeta(seo.title, seo.description, { url: absoluteUrl(matches, path), image: seo.image, type: 'product' }),
    ...seo.jsonLd.map((json) => ({ 'script:ld+json': json })),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  const product = await services.catalog.getProduct(params.slug).catch((err: { status?: number }) => {
    if (err.status === 404) throw data('Product not found.', { status: 404 });
    throw err;
  });
  // /product/{id} answers with the product's one address.
  if (isUuid(params.slug) && product.slug !== params.slug) {
    throw redirect(`/product/${encodeURIComponent(product.slug)}`, 301);
  }
  const query = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(1000, Number.parseInt(query.get('reviews') ?? '') || 1));
  // "Check delivery" without JavaScript: the PIN comes in the URL (never from a cookie: pages cache by URL).
  const pin = query.get('pin')?.trim().slice(0, 12) ?? null;
  const none = { reviews: [], total: 0, page: 1, totalPages: 0, fit: null };
  const blocks = optionalBlocks();
  const site = siteReads(context);
  const [offers, reviews, sizeChart, store] = await Promise.all([
    blocks.or(
      site.then((s) => s.offers()),
      [],
    ),
    blocks.or(services.reviews.forProduct(product._id, page), none),
    blocks.or(
      site.then((s) => s.sizeChart(product.gender, product.category.slug)),
      null,
    ),
    site.then((s) => s.contact()),
  ]);
  // With a PIN the page gives today's delivery date: it is not kept.
  if (!pin && !blocks.failed) cacheForVisitors(context, { products: [product] });
  const delivery = pin
    ? await services.delivery.publicCheck(pin).then(
        (check) => ({ check }),
        (err: { status?: number; message?: string }) => {
          if (err.status !== 400 && err.status !== 404) throw err;
          return { problem: err.message ?? 'Please check the PIN code.' };
        },
      )
    : null;
  const path = `/product/${encodeURIComponent(product.slug)}`;
  const base = publicConfig.publicUrl.replace(/\/+$/, '');
  const sku = product.variants[0]?.sku.replace(/-[^-]+$/, '') ?? product._id;
  const crumbs = trail(product, path);
  // Only what the page shows (the data travels twice: rendered, and for hydration).
  const p = {
    _id: product._id,
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    price: product.price,
    salePrice: product.salePrice,
    discount: product.discount,
    averageRating: product.averageRating,
    ratingCount: product.ratingCount,
    reviewCount: product.reviewCount,
    imageKeys: product.imageKeys,
    variants: product.variants.map((v) => ({ size: v.size, stock: v.stock })),
    description: product.description,
    material: product.material,
    specification: product.specification,
    video: product.video,
  };
  // The country of origin (Legal Metrology) and the seller's name and address: shown under the product details.
  const origin = { countryOfOrigin: product.countryOfOrigin, seller: store.seller };
  return {
    product: p,
    origin,
    path,
    crumbs,
    seo: productSeo({ ...product, sku }, path, crumbs, base),
    offers: offers.map((o) => ({ _id: o._id, code: o.code, description: o.description || o.title })),
    reviews,
    sizeChart,
    delivery: { pin, answer: delivery },
    whatsappHref: `https://wa.me/${store.whatsappNumber}?text=${encodeURIComponent(
      `Hi! I have a question about ${product.name}: ${base}${path}`,
    )}`,
  };
}

export default routeView(function Product({ loaderData }: Route.ComponentProps) {
  const { product: p, offers, whatsappHref, crumbs, origin } = loaderData;
  const onSale = p.discount > 0 && p.salePrice < p.price;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
      <nav aria-label="Breadcrumb" className="mb-4 overflow-hidden text-sm text-gray-700">
        <ol className="flex items-center gap-1.5 whitespace-nowrap">
          {crumbs.slice(0, -1).map((c) => (
            <li key={c.path} className="flex items-center gap-1.5 after:text-gray-400 after:content-['/']">
              <Link to={c.path} className="hover:text-brand-700 hover:underline">
                {c.name}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="truncate text-gray-600">
            {p.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={p.name} imageKeys={p.imageKeys} discount={onSale ? p.discount : 0} />

        <div className="flex flex-col gap-6">
          <div>
            <p className="text-xs font-semibold tracking-widest text-gray-600 uppercase">{p.brand}</p>
            <h1 className="mt-1 font-display text-2xl leading-tight font-semibold tracking-tight sm:text-3xl">
              {p.name}
            </h1>
            <a href="#reviews" className="mt-2 flex w-fit items-center gap-2 text-sm text-gray-700 hover:underline">
              <Stars rating={p.averageRating} />
              {p.ratingCount > 0 ? p.averageRating.toFixed(1) : ''}
              <span>
                ({p.reviewCount} {p.reviewCount === 1 ? 'review' : 'reviews'})
              </span>
            </a>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-3">
              <span className="text-3xl font-semibold">{formatRupeeAmount(p.salePrice)}</span>
              {onSale && (
                <>
                  <s className="text-lg text-gray-600">
                    <span className="sr-only">MRP </span>
                    {formatRupeeAmount(p.price)}
                  </s>
                  <span className="font-semibold text-emerald-700">{p.discount}% off</span>
                </>
              )}
            </p>
            <p className="text-xs text-gray-600">MRP {formatRupeeAmount(p.price)} inclusive of all taxes</p>
          </div>

          {offers.length > 0 && (
            <section
              aria-labelledby="offers-h"
              className="rounded-xl border border-dashed border-brand-300 bg-brand-50/50 p-4"
            >
              <h2 id="offers-h" className="flex items-center gap-2 text-sm font-semibold">
                <TicketPercentIcon className="size-4 text-brand-700" /> Available offers
              </h2>
              <ul className="mt-2 space-y-1.5 text-sm">
                {offers.map((o) => (
                  <li key={o._id}>
                    <span className="mr-1.5 rounded border border-brand-300 bg-white px-1.5 py-0.5 font-mono text-xs font-semibold text-brand-800">
                      {o.code}
                    </span>
                    {o.description}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <BuyBox
            product={p}
            sizeHelp={
              <SizeHelp
                productId={p._id}
                chart={loaderData.sizeChart}
                fit={loaderData.reviews.fit}
                variants={p.variants}
              />
            }
          />

          <Suspense fallback={null}>
            <DeliveryCheck
              path={loaderData.path}
              productId={p._id}
              pin={loaderData.delivery.pin}
              answer={loaderData.delivery.answer}
            />
          </Suspense>

          <Suspense fallback={null}>
            <ProductMoreInfo
              productId={p._id}
              whatsappHref={whatsappHref}
              description={p.description}
              material={p.material}
              specification={p.specification}
              origin={origin}
            />
          </Suspense>
        </div>
      </div>

      <Suspense fallback={null}>
        <ProductSections
          key={p._id}
          productId={p._id}
          name={p.name}
          video={p.video}
          averageRating={p.averageRating}
          ratingCount={p.ratingCount}
          reviews={loaderData.reviews}
        />
      </Suspense>

      <RecentlyViewed current={p._id} />
    </div>
  );
});
