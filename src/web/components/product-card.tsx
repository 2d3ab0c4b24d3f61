import { Link } from './link.tsx';
import { imageSrcSet, imageUrl } from '../../shop/images.ts';
import { formatRupeeAmount } from '../../shop/money.ts';
import type { ListingProduct } from '../lib/listing-product.ts';
import { QuickViewButton } from './quick-view/quick-view-button.tsx';
import { WishlistButton } from './wishlist-button.tsx';

/** A listing product; with an id and the stock of each size, the card offers a quick view (size and add to cart). */
export type ProductCardData = Omit<ListingProduct, '_id' | 'variants'> &
  Partial<Pick<ListingProduct, '_id' | 'variants'>>;

/**
 * The card of a product in every grid: image, brand, name, sale price and struck-through MRP, discount, stock, a
 * wishlist heart, and a quick view button when the card has the sizes' stock.
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  // Two columns on phones (minus the page padding and gap), three from sm, four from lg (at most 290 px wide).
  sizes = '(min-width: 1280px) 290px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, calc(50vw - 1.5rem)',
}: {
  product: ProductCardData;
  /** Load the image at once (cards in the first visible row); the rest load lazily. */
  eager?: boolean;
  /** The page's largest image above the fold: fetched first. */
  priority?: boolean;
  sizes?: string;
}) {
  const href = `/product/${encodeURIComponent(product.slug)}`;
  const imageKey = product.imageKeys[0];
  const outOfStock = product.stock <= 0;
  const onSale = product.discount > 0 && product.salePrice < product.price;

  return (
    <article className="group relative flex flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-ivory">
        {imageKey ? (
          <img
            src={imageUrl(imageKey, 720)}
            srcSet={imageSrcSet(imageKey)}
            sizes={sizes}
            width={720}
            height={900}
            alt={product.name}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
            className={`size-full object-cover transition duration-300 group-hover:scale-[1.03] ${outOfStock ? 'opacity-60 grayscale-[40%]' : ''}`}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-gray-500">No image</div>
        )}
        {onSale && !outOfStock && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-white">
            {product.discount}% OFF
          </span>
        )}
        {outOfStock && (
          <span className="absolute top-2 left-2 rounded-full bg-ink/85 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-white">
            Out of stock
          </span>
        )}
        {product.ratingCount > 0 && (
          <p className="absolute bottom-2 left-2 flex items-center gap-1 rounded bg-white/90 px-1.5 py-0.5 text-[11px] font-semibold text-ink">
            {product.averageRating.toFixed(1)}
            <span aria-hidden="true" className="text-emerald-700">
              ★
            </span>
            <span className="sr-only">out of 5 stars from</span>
            <span className="border-l border-gray-300 pl-1 font-normal text-gray-700">{product.ratingCount}</span>
            <span className="sr-only">ratings</span>
          </p>
        )}
        {product._id && (
          <WishlistButton
            productId={product._id}
            productName={product.name}
            className="absolute top-2 right-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm hover:text-brand-700 disabled:opacity-60"
          />
        )}
        {product._id && product.variants && !outOfStock && (
          <QuickViewButton product={{ ...product, _id: product._id, variants: product.variants }} />
        )}
      </div>

      <div className="mt-2.5 flex flex-1 flex-col gap-0.5">
        <p className="text-[11px] font-semibold tracking-widest text-gray-600 uppercase">{product.brand}</p>
        <h2 className="line-clamp-2 text-sm leading-snug text-ink">
          {/* The link covers the whole card (one tab stop, a big touch target). */}
          <Link
            to={href}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-600"
          >
            {product.name}
          </Link>
        </h2>
        <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink">
            <span className="sr-only">Price </span>
            {formatRupeeAmount(product.salePrice)}
          </span>
          {onSale && (
            <s className="text-xs text-gray-600">
              <span className="sr-only">MRP </span>
              {formatRupeeAmount(product.price)}
            </s>
          )}
        </p>
      </div>
    </article>
  );
}
