import { describe, expect, it } from 'vitest';
import { CATEGORY_PRICE_RANGES, RATING_FILTERS } from '../../shop/listing-options.ts';
import type { ActiveFilters } from './listing-facets.ts';
import { facetGroups, listingQueryFromUrl, type FacetPlan } from './listing.server.ts';

const plan: FacetPlan = { category: true, size: true, price: CATEGORY_PRICE_RANGES, minRating: RATING_FILTERS };
const none: ActiveFilters = { category: [], price: [], size: [], minRating: '', minDiscount: '', sort: '' };
const zero = (values: string[]) => values.map((value) => ({ value, label: '', count: 0 }));

describe('the filter groups a page shows', () => {
  it("labels the server's counts in the page's order", () => {
    const groups = facetGroups(
      {
        total: 3,
        category: [{ value: 'kurtas', label: 'Kurtas', count: 3 }],
        size: [{ value: 'M', label: 'M', count: 2 }],
        price: [{ value: '-999', label: 'Under ₹1,000', count: 1 }],
        minRating: [{ value: '4', label: '4', count: 1 }],
      },
      plan,
      none,
    );
    expect(groups.map((g) => [g.name, g.legend, g.multiple])).toEqual([
      ['category', 'Category', true],
      ['size', 'Size', true],
      ['price', 'Price', true],
      ['minRating', 'Customer rating', false],
    ]);
    expect(groups.at(-1)!.options).toEqual([{ value: '4', label: '4★ & above', count: 1 }]);
  });

  it('leaves out a filter none of whose values finds anything (a search that found nothing)', () => {
    const groups = facetGroups(
      { total: 0, price: zero(['-999', '1000-1999', '2000-']), minRating: zero(['4', '3']) },
      plan,
      none,
    );
    expect(groups).toEqual([]);
  });

  it('keeps a chosen value the catalogue lacks, so it can be unticked', () => {
    const active = { ...listingQueryFromUrl(new URL('http://x/shop?category=capes&price=300-400')).active };
    const groups = facetGroups({ total: 0, price: zero(['-999']) }, plan, active);
    expect(groups.find((g) => g.name === 'category')!.options).toEqual([{ value: 'capes', label: 'capes', count: 0 }]);
    expect(groups.find((g) => g.name === 'price')!.options.map((o) => o.label)).toEqual([
      'Under ₹1,000',
      '₹300 – ₹400',
    ]);
  });
});
