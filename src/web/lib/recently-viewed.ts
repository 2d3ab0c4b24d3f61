/**
 * The products this browser viewed, newest first (localStorage `recentlyViewed`, ids only: names and prices always
 * come from the server). Small on purpose: the product page records its view with it on first load.
 */
import { isUuid } from '../../shop/ids.ts';
import { RECENTLY_VIEWED_MAX, withViewed } from '../../shop/recently-viewed.ts';

const KEY = 'recentlyViewed';

export function viewedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === 'string' && isUuid(id)).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

export function recordView(productId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(withViewed(viewedIds(), productId)));
  } catch {
    // Storage full or blocked: nothing is remembered.
  }
}
