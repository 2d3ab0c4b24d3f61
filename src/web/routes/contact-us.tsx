import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Contact Us', 'Write to Bindass Bazaar customer care, open 10:00 AM to 7:00 PM every day.');
}

export default function ContactUs() {
  return <ComingSoon title="Contact Us" />;
}
