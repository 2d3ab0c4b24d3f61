import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute URL of the page (PUBLIC_URL + path). */
  canonical: string;
  /** Absolute URL of the share picture. */
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
};

/** pageMeta plus the canonical link, og:url, an optional og:image and the article type for blog posts. */
export function contentMeta(seo: PageSeo): MetaDescriptor[] {
  const tags = pageMeta(seo.title, seo.description).filter((t) => !('property' in t && t.property === 'og:type'));
  tags.push(
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  );
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  if (seo.publishedTime) tags.push({ property: 'article:published_time', content: seo.publishedTime });
  return tags;
}

/** The title and tags of a content route whose loader found nothing (a 404 inside the shell). */
export function notFoundMeta(): MetaDescriptor[] {
  return pageMeta('Page not found', 'The page you were looking for could not be found.', { noindex: true });
}
