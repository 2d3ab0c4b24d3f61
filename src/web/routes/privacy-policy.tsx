import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Privacy Policy', 'How Bindass Bazaar collects, uses and protects your personal information.');
}

export default function PrivacyPolicy() {
  return <ComingSoon title="Privacy Policy" />;
}
