/** About and the policy pages: one module for five paths (see routes.ts); the text comes from content_pages. */
import { data } from 'react-router';
import {
  ContentErrorBoundary,
  ContentPageView,
  contentPageMeta,
  loadContentPage,
} from '../components/content/content-page.tsx';
import { cacheForVisitors } from '../lib/page-cache.ts';
import type { Route } from './+types/content-page.ts';
import { routeView } from '../lib/route-view.ts';

/** Path -> content_pages slug. routes.ts maps these same paths to this module. */
export const CONTENT_PAGE_PATHS = {
  '/AboutUs': 'about-us',
  '/ShippingPolicy': 'shipping-policy',
  '/ReturnPolicy': 'return-policy',
  '/PrivacyPolicy': 'privacy-policy',
  '/TermConditions': 'terms-conditions',
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return contentPageMeta(loaderData);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const slug = CONTENT_PAGE_PATHS[path as keyof typeof CONTENT_PAGE_PATHS];
  if (!slug) throw data(null, { status: 404 });
  const page = await loadContentPage(context, slug, path);
  cacheForVisitors(context);
  return page;
}

export default routeView(function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
