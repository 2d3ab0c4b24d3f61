/** The page cache's counts on /metrics (ADR 22): what each lookup found, and whether each rendered page was kept. */
import { registerCounter } from '../metrics/registry.ts';

/** hit: served from the cache; stale: kept, but something it shows changed since; miss: none kept. */
export const pageLookups = registerCounter('store_page_cache_lookups_total', 'Page cache lookups by result.', [
  'result',
]);

/** kept, or not_kept (a change while it rendered, a failed block, too large). */
export const pagesKept = registerCounter('store_page_cache_renders_total', 'Cacheable pages rendered, by result.', [
  'result',
]);
