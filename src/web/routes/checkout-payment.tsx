import { redirect } from 'react-router';
import type { Route } from './+types/checkout-payment.ts';

/** The older payment draft: one checkout flow now, so this path goes on to the address and payment step. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/checkout/address${search}`);
}
