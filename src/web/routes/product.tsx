import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Product Details', 'Product details, sizes, offers and reviews at Bindass Bazaar.');
}

export default function Product() {
  return <ComingSoon title="Product Details" />;
}
