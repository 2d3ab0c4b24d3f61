import { appContext } from '../lib/app-context.ts';
import type { Route } from './+types/robots.ts';

/** /robots.txt: crawl everything but the private and API paths; where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.get(appContext).publicConfig.publicUrl.replace(/\/+$/, '');
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /api',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
