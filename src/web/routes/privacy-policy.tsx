import {
  ContentErrorBoundary,
  ContentPageView,
  contentPageMeta,
  loadContentPage,
} from '../components/content/content-page.tsx';
import type { Route } from './+types/privacy-policy.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return contentPageMeta(loaderData);
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'privacy-policy', '/PrivacyPolicy');
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
