import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Delivery Address', 'Choose where your order should be delivered and how you would like to pay.', {
    noindex: true,
  });
}

export default function CheckoutAddress() {
  return <ComingSoon title="Delivery Address" />;
}
