import { ComingSoon } from '../components/coming-soon.tsx';
import { pageMeta } from '../lib/meta.ts';

export function meta() {
  return pageMeta('Forgot Password', 'Reset the password of your Bindass Bazaar account.', { noindex: true });
}

export default function ForgotPassword() {
  return <ComingSoon title="Forgot Password" />;
}
