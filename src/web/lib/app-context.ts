import { createContext, type RouterContext } from 'react-router';
import type { Services } from '../../server/services.ts';
import type { PublicConfig } from '../../server/public-config.ts';

/** What every loader and action receives from the server (see src/server/http/ssr.ts). */
export type AppLoadContext = {
  services: Services;
  /** The visitor's IP (X-Forwarded-For honoured only with TRUST_PROXY), e.g. for rate limits in actions. */
  clientIp: string;
  /** The CSP nonce for inline scripts of this response. */
  nonce: string;
  /** The configuration the browser may see. */
  publicConfig: PublicConfig;
  /** The page cache's mark for this request (ADR 22): see lib/page-cache.ts. Absent when nothing may be kept. */
  pageCache?: PageCacheMark;
  /** Logs a server-side failure through the store's log (secrets scrubbed); set by the server, absent in unit tests. */
  reportError?: (error: unknown, what?: string) => void;
};

/** What a loader tells the page cache: this page is the same for every signed-out visitor, and what it shows. */
export type PageCacheMark = {
  cacheable(shows: { productIds?: Iterable<string>; latestReviews?: boolean }): void;
  /** The render found a signed-in visitor: the page must not be kept. */
  personal(): void;
};

export type AppContextKey = RouterContext<AppLoadContext>;

/** Exported again by entry.server.tsx so the HTTP server sets it with the build's own key object. */
export const appContext: AppContextKey = createContext<AppLoadContext>();
