import { data } from 'react-router';
import { NotFoundView } from '../components/not-found-view.tsx';
import { pageMeta } from '../lib/meta.ts';
import { routeView } from '../lib/route-view.ts';

export function meta() {
  return pageMeta('Page not found', 'The page you were looking for could not be found.', { noindex: true });
}

/** /404: where a failed product fetch lands; the not-found view with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default routeView(function NotFoundPage() {
  return <NotFoundView />;
});
