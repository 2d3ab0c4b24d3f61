import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta(
    'Shipping Policy',
    'Free shipping on prepaid orders, dispatch in 24-48 business hours and delivery in 7-10 business days across India.',
  );
}

export default function ShippingPolicy() {
  return <ComingSoon title="Shipping Policy" />;
}
