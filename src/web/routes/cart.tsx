import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Your Cart', 'Review the items in your bag, apply a coupon and check out.', { noindex: true });
}

export default function Cart() {
  return <ComingSoon title="Your Cart" />;
}
