import { imageSrcSet } from '../../shop/images.ts';
import { formatRupees, rupeesToPaise } from '../../shop/money.ts';
import { appContext } from '../lib/app-context.ts';
import type { Route } from './+types/home.ts';

export function meta() {
  return [
    { title: 'Bindass Bazaar | Western & Indo-Western Wear for Women and Men' },
    { name: 'description', content: 'Shop kurtas, dresses, denim, co-ord sets and more. Prices in rupees, cash on delivery across India.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { page: await services.catalog.listProducts({ page: 1, limit: 12 }) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Shop Bold Shop Bindass</h1>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {loaderData.page.products.map((p, i) => (
          <li key={p._id}>
            {p.imageKeys[0] && (
              <img
                src={p.images[0]}
                srcSet={imageSrcSet(p.imageKeys[0])}
                sizes="(min-width: 768px) 25vw, 50vw"
                width={360}
                height={450}
                alt={p.name}
                loading={i < 2 ? 'eager' : 'lazy'}
                className="aspect-[4/5] w-full rounded object-cover"
              />
            )}
            <p className="mt-2 text-sm font-medium">{p.name}</p>
            <p className="text-sm">{formatRupees(rupeesToPaise(p.salePrice))}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
