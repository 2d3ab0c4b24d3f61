import { appContext } from './app-context.ts';
import { oncePerRequest } from './per-request.server.ts';

/**
 * What every page shows and seldom changes (categories, top bar, contact, offers, size charts), from the reads kept
 * while current (src/server/page-cache/site-reads.ts): checked once per request, whichever loaders ask.
 */
export const siteReads = oncePerRequest((context) => context.get(appContext).services.siteReads.current());

/**
 * The store's name, customer care, grievance officer and seller details, as saved: the root loader (footer) and
 * page loaders share one answer per request.
 */
export const storeContact = async (context: Parameters<typeof siteReads>[0]) => (await siteReads(context)).contact();
