import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta(
    'Size Guide',
    'Find your size: chest, waist and sleeve for tops and waist, hip and inseam for bottoms, in inches.',
  );
}

export default function SizeGuide() {
  return <ComingSoon title="Size Guide" />;
}
