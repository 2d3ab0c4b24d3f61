/**
 * A search's page and total from one statement (`pageWithTotal`) are exactly what the two statements give
 * (`orderedPage` and `countDocuments`): in every order, at several page sizes, on every numbered page and after every
 * cursor, with many products tied on date, price and rating; the pages list every match once. Through the listing,
 * requests for different pages of one search at once each get their own page and total.
 */
import { and, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';
import { insertTiedKurtas } from '../../../tests/support/catalog-fixture.ts';
import type { ListingQuery } from '../../shop/listing.ts';
import { createSearchService } from '../search/service.ts';
import { decodeCursor } from './listing-cursor.ts';
import { countDocuments, orderedPage, pageWithTotal } from './listing-pages.ts';
import { listingConditions, listingOrder } from './listing-sql.ts';
import { createProductListing, type ProductPage } from './listing.ts';

const c = catalogApp();

const SORTS = [undefined, 'newest', 'price-low', 'price-high', 'rating'] as const;

beforeAll(() => insertTiedKurtas(c.t.db, c.fx, 'Tie'));

describe('pageWithTotal', () => {
  it.each(['kurta', 'tie kurta', 'straight'])(
    '"%s": the same pages, cursors and total as a page and a count',
    async (q) => {
      const match = await createSearchService(c.t.db).match(q);
      for (const sort of SORTS) {
        for (const limit of [1, 4, 7]) {
          const f = { q, page: 1, limit, ...(sort ? { sort } : {}) } as ListingQuery;
          const where = and(...listingConditions(f, match).scope) ?? sql`TRUE`;
          const order = listingOrder(f, match);
          const keyset = order.name !== 'relevance';
          const total = await countDocuments(c.t.db, where, null);
          expect(total).toBeGreaterThan(1);
          let cursor: string[] | null = null;
          const seen: string[] = [];
          for (let offset = 0; offset <= total + limit; offset += limit) {
            const one = await pageWithTotal(c.t.db, where, order, limit, { offset }, { keyset });
            expect(one.total).toBe(total);
            expect(one.page).toEqual(await orderedPage(c.t.db, where, order, limit, { offset }, { keyset }));
            seen.push(...one.page.ids);
            if (cursor) {
              // The page after the previous page's cursor is the numbered page.
              const after = await pageWithTotal(c.t.db, where, order, limit, { cursor }, { keyset });
              expect(after.page).toEqual(one.page);
              expect(after.total).toBe(total);
            }
            if (!keyset) expect(one.page.nextCursor).toBeUndefined();
            cursor = one.page.nextCursor ? decodeCursor(order, one.page.nextCursor) : null;
          }
          expect(seen).toHaveLength(total);
          expect(new Set(seen).size).toBe(total);
        }
      }
    },
  );

  it('a search that finds nothing: no page and a total of 0', async () => {
    const match = await createSearchService(c.t.db).match('zzqqxxyy');
    const f = { q: 'zzqqxxyy', page: 1, limit: 12 } as ListingQuery;
    const where = and(...listingConditions(f, match).scope) ?? sql`TRUE`;
    const order = listingOrder(f, match);
    expect(await pageWithTotal(c.t.db, where, order, 12, { offset: 0 }, { keyset: false })).toEqual({
      total: 0,
      page: { ids: [] },
    });
  });
});

describe('a search through the listing', () => {
  it('requests for different pages of one search at once each get their own page, total and cursor', async () => {
    const queries: ListingQuery[] = [];
    for (const sort of [undefined, 'newest', 'price-low', 'rating'] as const) {
      for (const page of [1, 2, 3, 9]) {
        for (const limit of [3, 5])
          queries.push({ q: 'tie kurta', page, limit, ...(sort ? { sort } : {}) } as ListingQuery);
      }
    }
    const listing = () => createProductListing(c.t.db, createSearchService(c.t.db));
    // Each alone, on a listing that keeps nothing yet.
    const alone: ProductPage[] = [];
    for (const q of queries) alone.push(await listing().listProducts(q));
    const view = (p: ProductPage) => ({
      ids: p.products.map((x) => x._id),
      total: p.total,
      next: p.nextCursor,
    });
    for (let round = 0; round < 3; round++) {
      const shared = listing();
      // All at once on one listing (they share passes and pages), then again from what it keeps.
      expect((await Promise.all(queries.map((q) => shared.listProducts(q)))).map(view)).toEqual(alone.map(view));
      expect((await Promise.all(queries.map((q) => shared.listProducts(q)))).map(view)).toEqual(alone.map(view));
    }
    expect(alone.every((p) => p.total === 37)).toBe(true);
  });
});
