import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Profile Settings', 'Edit your name, phone number and password.', { noindex: true });
}

export default function ProfileSettings() {
  return <ComingSoon title="Profile Settings" />;
}
