/**
 * Cookies that change a public page's HTML for a signed-out visitor. The page cache (ADR 22) keeps one copy per
 * value of each; a page that starts reading another cookie must add it here, or visitors would see each other's.
 */
/** Remembers 'Read More' on the home page's description (7 days). */
export const SHOW_FULL_COOKIE = 'showFullContent';

export const PAGE_COOKIES: readonly string[] = [SHOW_FULL_COOKIE];
