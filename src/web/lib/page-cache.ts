/**
 * A loader's word to the page cache (ADR 22). Only pages whose loader says so are kept, and only for signed-out
 * visitors: the same URL gives every one of them the same page. Every kept page depends on the catalogue and the
 * site (banners, content, settings); the loader names the products whose stock or reviews it shows (cards carry each
 * size's stock), and whether it shows the latest reviews of the whole store.
 */
import type { EntryContext, RouterContextProvider } from 'react-router';
import { appContext } from './app-context.ts';

export function cacheForVisitors(
  context: Readonly<RouterContextProvider>,
  shows: { products?: Iterable<{ _id: string }>; latestReviews?: boolean } = {},
): void {
  const ids = [...(shows.products ?? [])].map((p) => p._id);
  context.get(appContext).pageCache?.cacheable({ productIds: ids, latestReviews: shows.latestReviews });
}

/**
 * A page's optional blocks: a block that fails shows its empty state (the spec: failed fetches only show the empty
 * state), and a page shown with one is never kept for others.
 */
export function optionalBlocks() {
  let failed = false;
  return {
    or<T>(promise: Promise<T>, fallback: T, onError?: (error: unknown) => void): Promise<T> {
      return promise.catch((error: unknown) => {
        failed = true;
        onError?.(error);
        return fallback;
      });
    },
    get failed() {
      return failed;
    },
  };
}

/**
 * The `handle` of a route without a loader whose page is the same for every signed-out visitor (the cart: its lines
 * live in the browser). The page is then kept as a loader's `cacheForVisitors(context)` would keep it.
 */
export const SAME_FOR_VISITORS = { cacheForVisitors: true } as const;

/** Called as the page renders: a matched route whose handle is SAME_FOR_VISITORS marks the page. */
export function cacheByHandle(routerContext: EntryContext, context: Readonly<RouterContextProvider>): void {
  const marked = routerContext.staticHandlerContext.matches.some(
    (m) =>
      (routerContext.routeModules[m.route.id]?.handle as { cacheForVisitors?: boolean } | undefined)?.cacheForVisitors,
  );
  if (marked) cacheForVisitors(context);
}
