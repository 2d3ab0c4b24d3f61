/**
 * Recently viewed products: kept in the shopper's browser (ids only, newest first) and shown as a row on the product
 * page and the empty cart, with the products' current data from the server (`GET /api/products/by-ids`, whose query
 * schema is src/shop/product-ids.ts). Pure and zod-free: it travels to the browser with the product page.
 */

/** How many products the browser remembers (and the API answers for at once). */
export const RECENTLY_VIEWED_MAX = 10;

/** Puts a product first, without repeats, keeping at most RECENTLY_VIEWED_MAX. */
export function withViewed(ids: readonly string[], productId: string): string[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}
