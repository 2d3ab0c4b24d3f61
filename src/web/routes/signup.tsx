import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta(
    'Create an Account',
    'Create your Bindass Bazaar account to save addresses, keep a wishlist and track orders.',
    { noindex: true },
  );
}

export default function Signup() {
  return <ComingSoon title="Create an Account" />;
}
