/**
 * The cookies that change a public page's HTML for a signed-out visitor, read here only: the page and the page
 * cache's key (ADR 22) read them through the same functions, so the key always says what the page shows. A page that
 * starts reading another cookie adds it to `pageVariant`, or visitors would see each other's.
 */
/** Remembers 'Read More' on the home page's description (7 days). */
export const SHOW_FULL_COOKIE = 'showFullContent';

/** Whether the home page's description is shown in full, from a request's Cookie header. */
export function showFullContentOf(cookieHeader: string | null): boolean {
  return new RegExp(`(?:^|;\\s*)${SHOW_FULL_COOKIE}=true(?:;|$)`).test(cookieHeader ?? '');
}

/** What of a Cookie header changes a public page: part of the page cache's key ('' for most visitors). */
export function pageVariant(cookieHeader: string | null): string {
  return showFullContentOf(cookieHeader) ? 'full' : '';
}
