import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { ProductGrid } from '../components/product-grid.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/home.ts';

export function meta() {
  return pageMeta(
    'Bindass Bazaar | Western & Indo-Western Wear for Women and Men',
    'Shop kurtas, dresses, denim, co-ord sets and more. Prices in rupees, cash on delivery across India.',
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { page: await services.catalog.listProducts({ page: 1, limit: 12 }) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, total } = loaderData.page;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">New arrivals</p>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            Shop Bold Shop Bindass
          </h1>
          <p className="mt-2 max-w-xl text-sm text-gray-700 sm:text-base">
            Western and Indo-western styles for every day and every celebration, delivered across India.
          </p>
        </div>
        {total > products.length && (
          <Link
            to="/shop"
            className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
          >
            View all <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <div className="mt-8">
        <ProductGrid products={products} />
      </div>
    </div>
  );
}
