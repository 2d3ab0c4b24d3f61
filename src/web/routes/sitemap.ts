import { appContext } from '../lib/app-context.ts';
import { MEN_PATH, WOMEN_PATH } from '../lib/site.ts';
import type { Route } from './+types/sitemap.ts';

const STATIC_PAGES = [
  '/',
  '/shop',
  MEN_PATH,
  WOMEN_PATH,
  '/Blogs',
  '/AboutUs',
  '/ContactUs',
  '/FAQs',
  '/sizeguide',
  '/ShippingPolicy',
  '/ReturnPolicy',
  '/PrivacyPolicy',
  '/TermConditions',
];

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

type BlogLister = { listBlogSummaries?: () => Promise<{ slug: string; publishedAt?: string }[]> };

/** /sitemap.xml: every product, category (both gender pages and each subcategory), collection and blog post. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, publicConfig } = context.get(appContext);
  const base = publicConfig.publicUrl.replace(/\/+$/, '');
  const [entries, blogs] = await Promise.all([
    services.catalog.sitemapEntries(),
    // The blog belongs to the content service; list its posts when it offers them.
    (services.content as BlogLister | undefined)?.listBlogSummaries?.() ?? Promise.resolve([]),
  ]);
  const urls: { loc: string; lastmod?: string }[] = [
    ...STATIC_PAGES.map((path) => ({ loc: path })),
    ...entries.categories
      .filter((c) => c.gender === 'men' || c.gender === 'women')
      .map((c) => ({ loc: `/category/${c.gender}/${encodeURIComponent(c.slug)}` })),
    ...entries.collections.map((c) => ({ loc: `/collections/${c.id}` })),
    ...entries.products.map((p) => ({
      loc: `/product/${encodeURIComponent(p.slug)}`,
      lastmod: new Date(p.updatedAt).toISOString(),
    })),
    ...blogs.map((b) => ({
      loc: `/Blogs/${encodeURIComponent(b.slug)}`,
      lastmod: b.publishedAt ? new Date(b.publishedAt).toISOString() : undefined,
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) => `<url><loc>${xmlEscape(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
