import { redirect } from 'react-router';
import type { Route } from './+types/checkout.ts';

/** One checkout flow: /checkout goes on to the address and payment step. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/checkout/address${search}`);
}
