import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta(
    'Shop All Products',
    'Browse every dress, top, kurta, denim and jacket for women and men. Prices in rupees, cash on delivery across India.',
  );
}

export default function Shop() {
  return <ComingSoon title="Shop All Products" />;
}
