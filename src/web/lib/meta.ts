import type { MetaDescriptor } from 'react-router';
import { STORE_NAME } from '../../shop/store.ts';

export const SITE_NAME = STORE_NAME;

export type PageMetaOptions = {
  /** Private, search and form pages. */
  noindex?: boolean;
  /** The page's absolute canonical URL (see `absoluteUrl`); also its og:url. */
  url?: string;
  /** An absolute image URL for link previews (og:image). */
  image?: string;
  type?: 'website' | 'product' | 'article';
};

/** The <title>, description, canonical link and Open Graph tags of a page. */
export function pageMeta(title: string, description: string, opts: PageMetaOptions = {}): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:locale', content: 'en_IN' },
  ];
  if (opts.url) {
    tags.push({ tagName: 'link', rel: 'canonical', href: opts.url }, { property: 'og:url', content: opts.url });
  }
  if (opts.image) {
    tags.push({ property: 'og:image', content: opts.image }, { name: 'twitter:card', content: 'summary_large_image' });
  }
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/**
 * An absolute URL on the store's public address (the root loader's publicConfig.publicUrl), for canonical links,
 * Open Graph and JSON-LD. Pass a meta function's `matches`.
 */
export function absoluteUrl(matches: readonly MatchLike[], path: string): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { publicConfig?: { publicUrl?: string } } | undefined;
  const base = (root?.publicConfig?.publicUrl ?? '').replace(/\/+$/, '');
  return base + path;
}
