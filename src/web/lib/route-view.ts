import { memo, type ComponentType } from 'react';

/** The props React Router gives a route module's component (framework mode), less `matches`, which no view reads. */
type RouteViewProps = {
  params: Readonly<Record<string, string | undefined>>;
  loaderData?: unknown;
  actionData?: unknown;
};

/**
 * Whether a route view would show the same thing: the same loader and action data (React Router keeps their identity
 * until a navigation, a revalidation or an action gives new ones) and equal params. `matches` is left out on purpose:
 * React Router builds it afresh on every router update.
 */
export function sameRouteViewProps(a: RouteViewProps, b: RouteViewProps): boolean {
  return a.loaderData === b.loaderData && a.actionData === b.actionData && sameParams(a.params, b.params);
}

function sameParams(a: RouteViewProps['params'], b: RouteViewProps['params']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Every route module's default export: its view, rendered again only when its data or params change (ADR 33).
 *
 * React Router renders the route's element again on every update of its state, even one that changes nothing the
 * page shows: after hydration, route discovery patches the routes the page links to and the router renders three
 * times for it, each time with new `matches` and new params objects, so the whole page (every product card) rendered
 * again three times on a phone right after it hydrated. Hooks inside the view (`useLocation`, `useNavigation`,
 * `useSearchParams`, stores) still update it as before.
 */
export function routeView<P extends RouteViewProps>(View: ComponentType<P>) {
  return memo(View, sameRouteViewProps);
}
