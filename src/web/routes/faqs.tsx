import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta(
    'Frequently Asked Questions',
    'Answers about orders, shipping, cash on delivery, returns and exchanges at Bindass Bazaar.',
  );
}

export default function Faqs() {
  return <ComingSoon title="Frequently Asked Questions" />;
}
