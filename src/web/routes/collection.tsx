import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Collections', 'Shop our curated collections of western and Indo-western wear for women and men.');
}

export default function Collection() {
  return <ComingSoon title="Collections" />;
}
