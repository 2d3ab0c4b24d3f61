import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('My Addresses', 'Your saved delivery addresses.', { noindex: true });
}

export default function ProfileAddresses() {
  return <ComingSoon title="My Addresses" />;
}
