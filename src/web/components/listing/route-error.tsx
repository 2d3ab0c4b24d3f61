import { isRouteErrorResponse } from 'react-router';
import { ErrorView, NotFoundView } from '../not-found-view.tsx';

/** A route's error boundary: a 404 with its reason (e.g. 'Invalid gender route.'), else the error view. */
export function ReasonedErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        {typeof error.data === 'string' && (
          <p role="alert" className="mx-auto max-w-xl px-4 pt-10 text-center font-semibold text-brand-700">
            {error.data}
          </p>
        )}
        <NotFoundView />
      </>
    );
  }
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
