import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('My Wishlist', 'The products you saved for later.', { noindex: true });
}

export default function ProfileWishlist() {
  return <ComingSoon title="My Wishlist" />;
}
