/**
 * The 'Recently viewed' row: the browser's list of viewed products (less the one on screen), with each product's
 * current name, price and stock from the server (recently-viewed.tsx asks for them while this code loads). Products
 * no longer sold are left out. Loaded lazily by recently-viewed.tsx.
 */
import type { ListingProduct } from '../lib/listing-product.ts';
import { ScrollRow } from './home/scroll-row.tsx';
import { ProductCard } from './product-card.tsx';

export default function RecentlyViewedRow({ products }: { products: ListingProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-h" className="mt-14">
      <ScrollRow id="recently-viewed-h" title="Recently viewed" step={0.8}>
        {products.map((p) => (
          <li key={p._id} className="w-36 shrink-0 snap-start sm:w-44">
            <ProductCard product={p} sizes="(min-width: 640px) 176px, 144px" />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
