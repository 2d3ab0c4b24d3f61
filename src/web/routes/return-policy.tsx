import {
  ContentErrorBoundary,
  ContentPageView,
  contentPageMeta,
  loadContentPage,
} from '../components/content/content-page.tsx';
import type { Route } from './+types/return-policy.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return contentPageMeta(loaderData);
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'return-policy', '/ReturnPolicy');
}

export default function ReturnPolicy({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
