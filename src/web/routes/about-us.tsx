import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta(
    'About Us',
    'Bindass Bazaar brings bold western and Indo-western fashion for women and men to all of India.',
  );
}

export default function AboutUs() {
  return <ComingSoon title="About Us" />;
}
