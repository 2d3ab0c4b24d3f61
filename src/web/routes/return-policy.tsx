import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Return Policy', 'Returns and exchanges within 5 days of delivery; refunds in 3-5 business days.');
}

export default function ReturnPolicy() {
  return <ComingSoon title="Return Policy" />;
}
