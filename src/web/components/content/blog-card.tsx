import ArrowRight from '../icons/arrow-right.tsx';
import { Link } from '../link.tsx';
import type { BlogSummary } from '../../../shop/content-types.ts';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';
import { formatBlogDate } from './blog-date.ts';

export type BlogCardData = Pick<BlogSummary, 'slug' | 'title' | 'description' | 'imageKey' | 'publishedAt'>;

export function blogPath(slug: string): string {
  return `/Blogs/${encodeURIComponent(slug)}`;
}

/** A post in the NEWS grid: picture, date, title and summary; the whole card opens the post. */
export function BlogCard({
  post,
  eager = false,
  headingLevel = 2,
}: {
  post: BlogCardData;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-gray-200 bg-white transition hover:border-brand-200 hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden rounded-t-xl bg-ivory">
        <img
          src={imageUrl(post.imageKey, 720)}
          srcSet={imageSrcSet(post.imageKey)}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={720}
          height={405}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">
          <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
        </p>
        <Heading className="mt-2 font-display text-lg leading-snug font-semibold text-ink sm:text-xl">
          {/* The link covers the whole card: one tab stop, a big touch target. */}
          <Link
            to={blogPath(post.slug)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {post.title}
          </Link>
        </Heading>
        {post.description && <p className="mt-2 line-clamp-3 text-sm leading-6 text-gray-700">{post.description}</p>}
        <p className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
          Read more <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}

/** 1 column on phones, 2 on tablets, 3 on desktops. */
export function BlogGrid({
  posts,
  eagerCount = 3,
  headingLevel = 2,
}: {
  posts: readonly BlogCardData[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post.slug}>
          <BlogCard post={post} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
