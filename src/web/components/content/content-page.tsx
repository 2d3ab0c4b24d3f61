import { data, isRouteErrorResponse, type RouterContextProvider } from 'react-router';
import type { ContentPageDto, ContentPageSlug } from '../../../shop/content-types.ts';
import { formatIndianDate } from '../../../shop/dates.ts';
import { ErrorView, NotFoundView } from '../not-found-view.tsx';
import { appContext } from '../../lib/app-context.ts';
import { ContentLayout } from './content-layout.tsx';
import { contentMeta, notFoundMeta } from './content-meta.ts';
import { RichText } from './rich-text.tsx';

export type ContentPageData = { page: ContentPageDto; canonical: string };

/** A page's loader: its row from content_pages, or a 404 when the store has no such page. */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  slug: ContentPageSlug,
  path: string,
): Promise<ContentPageData> {
  const { services, publicConfig } = context.get(appContext);
  const page = await services.content.findPage(slug);
  if (!page) throw data(null, { status: 404 });
  return { page, canonical: `${publicConfig.publicUrl}${path}` };
}

/** Title and description from the row, with the canonical URL. */
export function contentPageMeta(loaderData: ContentPageData | undefined) {
  if (!loaderData) return notFoundMeta();
  const { page, canonical } = loaderData;
  return contentMeta({ title: page.title, description: page.metaDescription, canonical });
}

/** About and the policies: the stored HTML of the page, in the help layout. */
export function ContentPageView({ page }: { page: ContentPageDto }) {
  return (
    <ContentLayout
      title={page.title}
      intro={
        <p className="mt-2 text-sm text-gray-600">
          Last updated <time dateTime={page.updatedAt}>{formatIndianDate(page.updatedAt, 'long')}</time>
        </p>
      }
    >
      <RichText html={page.body} />
    </ContentLayout>
  );
}

/** The error boundary of the content routes: the 404 view for unknown content, else the friendly error. */
export function ContentErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
