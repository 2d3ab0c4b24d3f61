import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Terms & Conditions', 'The terms and conditions for shopping at Bindass Bazaar.');
}

export default function TermsConditions() {
  return <ComingSoon title="Terms &amp; Conditions" />;
}
