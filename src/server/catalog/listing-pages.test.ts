/**
 * A search's page and total from one statement (`pageWithTotal`) are exactly what the two statements give
 * (`orderedPage` and `countDocuments`): in every order, on every numbered page, after every cursor.
 */
import { and, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';
import type { ListingQuery } from '../../shop/listing.ts';
import { createSearchService } from '../search/service.ts';
import { countDocuments, orderedPage, pageWithTotal } from './listing-pages.ts';
import { listingConditions, listingOrder } from './listing-sql.ts';

const c = catalogApp();

const SORTS = [undefined, 'newest', 'price-low', 'price-high', 'rating'] as const;

describe('pageWithTotal', () => {
  it.each(['kurta', 'straight', 'strai'])(
    '"%s": the same pages, cursors and total as a page and a count',
    async (q) => {
      const search = createSearchService(c.t.db);
      const match = await search.match(q);
      let cursorPages = 0;
      for (const sort of SORTS) {
        const f = { q, page: 1, limit: 1, ...(sort ? { sort } : {}) } as ListingQuery;
        const conditions = listingConditions(f, match);
        const where = and(...conditions.scope) ?? sql`TRUE`;
        const order = listingOrder(f, match);
        const keyset = order.name !== 'relevance';
        const total = await countDocuments(c.t.db, where);
        expect(total).toBeGreaterThan(1);
        // Every numbered page, and (in an indexed order) every page after the previous page's cursor.
        let cursor: string[] | null = null;
        for (let offset = 0; offset <= total; offset += 1) {
          const one = await pageWithTotal(c.t.db, where, order, 1, { offset }, { keyset });
          expect(one.total).toBe(total);
          expect(one.page).toEqual(await orderedPage(c.t.db, where, order, 1, { offset }, { keyset }));
          if (cursor) {
            const after = await pageWithTotal(c.t.db, where, order, 1, { cursor }, { keyset });
            expect(after.page).toEqual(await orderedPage(c.t.db, where, order, 1, { cursor }, { keyset }));
            expect(after.page.ids).toEqual(one.page.ids);
            expect(after.total).toBe(total);
            cursorPages++;
          }
          const next = one.page.nextCursor;
          cursor = next ? (JSON.parse(Buffer.from(next, 'base64url').toString()) as string[]).slice(1) : null;
          if (!keyset) expect(next).toBeUndefined();
        }
      }
      // Four indexed orders, each walked past its first page.
      expect(cursorPages).toBeGreaterThanOrEqual(4);
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
