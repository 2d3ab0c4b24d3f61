import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Bindass Bazaar';

/** The <title>, description and Open Graph tags of a page. `noindex` for private, search and form pages. */
export function pageMeta(title: string, description: string, opts: { noindex?: boolean } = {}): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
