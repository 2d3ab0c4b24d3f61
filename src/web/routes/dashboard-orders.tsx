import { redirect } from 'react-router';
import type { Route } from './+types/dashboard-orders.ts';

/** Linked from the account dashboard in the original store: the orders page. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/profile/orders${search}`);
}
