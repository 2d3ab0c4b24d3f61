import ArrowLeft from '../components/icons/arrow-left.tsx';
import { data } from 'react-router';
import { Link } from '../components/link.tsx';
import { imageSrcSet, imageUrl } from '../../shop/images.ts';
import { BlogGrid } from '../components/content/blog-card.tsx';
import { formatBlogDate } from '../components/content/blog-date.ts';
import { Breadcrumbs } from '../components/content/breadcrumbs.tsx';
import { ContentErrorBoundary } from '../components/content/content-page.tsx';
import { contentMeta, notFoundMeta } from '../components/content/content-meta.ts';
import { RichText } from '../components/content/rich-text.tsx';
import { appContext } from '../lib/app-context.ts';
import { cacheForVisitors } from '../lib/page-cache.ts';
import { SITE_NAME } from '../lib/meta.ts';
import type { Route } from './+types/blog-post.ts';
import { routeView } from '../lib/route-view.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta();
  const { post, canonical, imageAbsolute } = loaderData;
  return contentMeta({
    title: post.title,
    description: post.description || `${post.title}: from the ${SITE_NAME} blog.`,
    canonical,
    image: imageAbsolute,
    type: 'article',
    publishedTime: post.publishedAt,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  // findBlog sanitises the stored HTML again on the way out.
  const post = await services.content.findBlog(params.slug);
  if (!post) throw data(null, { status: 404 });
  const more = await services.content.listBlogSummaries({ limit: 3, excludeSlug: post.slug });
  cacheForVisitors(context);
  const base = publicConfig.publicUrl;
  const canonical = `${base}/Blogs/${encodeURIComponent(post.slug)}`;
  const imageAbsolute = `${base}${imageUrl(post.imageKey, 1080)}`;
  return {
    post,
    more: more.map(({ slug, title, description, imageKey, publishedAt }) => ({
      slug,
      title,
      description,
      imageKey,
      publishedAt,
    })),
    canonical,
    imageAbsolute,
    jsonLd: JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      image: imageAbsolute,
      datePublished: post.publishedAt,
      mainEntityOfPage: canonical,
      publisher: { '@type': 'Organization', name: SITE_NAME, url: base },
    }).replace(/</g, '\\u003c'),
  };
}

export default routeView(function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, more, jsonLd } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'News', href: '/Blogs' }, { label: post.title }]} />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">
            <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
          </p>
          <h1 className="mt-2 font-display text-3xl leading-tight font-semibold tracking-tight text-ink sm:text-4xl">
            {post.title}
          </h1>
        </header>
        <img
          src={imageUrl(post.imageKey, 1080)}
          srcSet={imageSrcSet(post.imageKey)}
          sizes="(min-width: 800px) 768px, 100vw"
          width={1080}
          height={608}
          alt=""
          fetchPriority="high"
          decoding="async"
          className="mt-6 aspect-[16/9] w-full rounded-xl bg-ivory object-cover"
        />
        <RichText html={post.content} className="mt-8" />
        <p className="mt-12 border-t border-gray-200 pt-6">
          <Link
            to="/Blogs"
            className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to News
          </Link>
        </p>
      </article>
      {more.length > 0 && (
        <section aria-labelledby="more-posts" className="mt-16">
          <h2 id="more-posts" className="font-display text-2xl font-semibold tracking-tight text-ink">
            More from the blog
          </h2>
          <div className="mt-6">
            <BlogGrid posts={more} eagerCount={0} headingLevel={3} />
          </div>
        </section>
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </div>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorBoundary error={error} />;
}
