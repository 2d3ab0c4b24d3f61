import { data } from 'react-router';
import { routeView } from '../lib/route-view.ts';

/** Any path no other route matches: a real HTTP 404, rendered by the root error boundary inside the shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export default routeView(function NotFound() {
  return null;
});
