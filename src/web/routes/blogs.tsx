import { BlogGrid } from '../components/content/blog-card.tsx';
import { Breadcrumbs } from '../components/content/breadcrumbs.tsx';
import { ContentErrorBoundary } from '../components/content/content-page.tsx';
import { contentMeta } from '../components/content/content-meta.ts';
import { appContext } from '../lib/app-context.ts';
import { cacheForVisitors } from '../lib/page-cache.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/blogs.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

const DESCRIPTION = `Style notes, trends, fabric care and styling tips from the ${STORE_NAME} team.`;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('News', DESCRIPTION);
  return contentMeta({ title: 'News', description: DESCRIPTION, canonical: loaderData.canonical });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  const posts = await services.content.listBlogSummaries();
  cacheForVisitors(context);
  return {
    posts: posts.map(({ slug, title, description, imageKey, publishedAt }) => ({
      slug,
      title,
      description,
      imageKey,
      publishedAt,
    })),
    canonical: `${publicConfig.publicUrl}/Blogs`,
  };
}

export default routeView(function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'News' }]} />
      <header className="mt-6 max-w-2xl">
        <h1 className="font-display text-3xl font-semibold tracking-[0.12em] text-ink uppercase sm:text-4xl">News</h1>
        <p className="mt-2 text-gray-700">{DESCRIPTION}</p>
      </header>
      <div className="mt-8">
        {posts.length > 0 ? (
          <BlogGrid posts={posts} />
        ) : (
          <p className="rounded-lg bg-ivory px-4 py-10 text-center text-gray-700">
            No posts yet. Please check back soon.
          </p>
        )}
      </div>
    </div>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
