import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Checkout', 'Review your order and pay by cash on delivery or online.', { noindex: true });
}

export default function Checkout() {
  return <ComingSoon title="Checkout" />;
}
