import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('My Orders', 'View, track and cancel your orders.', { noindex: true });
}

export default function ProfileOrders() {
  return <ComingSoon title="My Orders" />;
}
