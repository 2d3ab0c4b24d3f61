import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('News', 'Style notes, trends and styling tips from the Bindass Bazaar team.');
}

export default function BlogPost() {
  return <ComingSoon title="News" />;
}
