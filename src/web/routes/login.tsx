import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta(
    'Login',
    'Sign in to your Bindass Bazaar account to track orders, keep a wishlist and check out faster.',
    { noindex: true },
  );
}

export default function Login() {
  return <ComingSoon title="Login" />;
}
