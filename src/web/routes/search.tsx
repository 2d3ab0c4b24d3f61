import { useSearchParams } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/search.ts';

export function meta({ location }: Route.MetaArgs) {
  const q = new URLSearchParams(location.search).get('q')?.trim();
  return pageMeta(
    q ? `Search Results for: ${q}` : 'Search',
    'Search kurtas, dresses, tops, denim and more at Bindass Bazaar.',
    { noindex: true },
  );
}

export default function Search() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return <ComingSoon title={q ? `Search Results for: ${q}` : 'Search'} />;
}
