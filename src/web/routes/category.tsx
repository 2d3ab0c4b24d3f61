import { data } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/category.ts';

/** The two gender pages of the spec; any other /category/{x} is a real 404. */
const PAGES = {
  men: {
    heading: "Men's Clothing",
    title: "Men's Clothing Online: Shirts, T-Shirts, Jeans & Jackets",
    description:
      'Shop western and Indo-western wear for men: shirts, t-shirts, jeans, jackets and kurtas. Cash on delivery across India.',
  },
  'Buy-Western-Dress-for-Women': {
    heading: 'Western Dresses for Women',
    title: 'Buy Western Dresses for Women Online in India',
    description:
      'Shop western dresses, tops, co-ord sets, denim and jackets for women. Prices in rupees, cash on delivery across India.',
  },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.title, loaderData.description) : [];
}

export function loader({ params }: Route.LoaderArgs) {
  if (!Object.hasOwn(PAGES, params.gender)) throw data(null, { status: 404 });
  return PAGES[params.gender as keyof typeof PAGES];
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={loaderData.heading} />;
}
