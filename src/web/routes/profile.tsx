import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('My Account', 'Your Bindass Bazaar account: orders, wishlist, addresses and profile settings.', {
    noindex: true,
  });
}

export default function Profile() {
  return <ComingSoon title="My Account" />;
}
