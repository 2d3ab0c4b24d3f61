/**
 * Keyset pagination (`cursor`, from `nextCursor`): the pages it walks are the numbered pages, in every order; a cursor
 * of another order, or a mangled one, is ignored; searches by relevance page by number.
 */
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';

const c = catalogApp();

type Page = { products: Array<{ name: string }>; nextCursor?: string; page: number; total: number };
const get = async (url: string) => {
  const res = await c.a.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const page = async (url: string): Promise<Page> => {
  const { status, body } = await get(url);
  expect(status).toBe(200);
  return body.data;
};
const names = (p: Page) => p.products.map((x) => x.name);

describe('cursor pages', () => {
  it.each(['', 'sort=newest', 'sort=price-low', 'sort=price-high', 'sort=rating', 'gender=men', 'collection'])(
    '%s: the cursor walks the numbered pages',
    async (filter) => {
      const query = filter === 'collection' ? `collection=${c.fx.collectionId}&limit=1` : `${filter}&limit=2`;
      const numbered: string[][] = [];
      for (let n = 1; ; n++) {
        const p = await page(`/api/products?${query}&page=${n}`);
        if (p.products.length === 0) break;
        numbered.push(names(p));
      }
      expect(numbered.length).toBeGreaterThan(1);

      const walked: string[][] = [];
      let p = await page(`/api/products?${query}`);
      for (let n = 2; ; n++) {
        walked.push(names(p));
        if (!p.nextCursor) break;
        p = await page(`/api/products?${query}&page=${n}&cursor=${p.nextCursor}`);
        expect(p.page).toBe(n);
      }
      expect(walked).toEqual(numbered);
    },
  );

  it('a cursor of another order or a mangled one is ignored: the page number applies', async () => {
    const priceCursor = (await page('/api/products?sort=price-low&limit=2')).nextCursor!;
    const second = names(await page('/api/products?sort=newest&limit=2&page=2'));
    expect(names(await page(`/api/products?sort=newest&limit=2&page=2&cursor=${priceCursor}`))).toEqual(second);
    const mangled = Buffer.from(JSON.stringify(['newest', 'yesterday', 'nobody'])).toString('base64url');
    expect(names(await page(`/api/products?sort=newest&limit=2&page=2&cursor=${mangled}`))).toEqual(second);
    expect(names(await page('/api/products?sort=newest&limit=2&page=2&cursor=AAAA'))).toEqual(second);
  });

  it('refuses a cursor that is not one with a 400', async () => {
    const { status, body } = await get('/api/products?cursor=%27%3B%20drop');
    expect(status).toBe(400);
    expect(body.message).toMatch(/cursor/);
  });

  it('searches by relevance page by number (no cursor); searches in another order have one', async () => {
    const ranked = await get('/api/products/search?q=kurta&limit=1');
    expect(ranked.body.meta.total).toBe(2);
    expect(ranked.body.meta.nextCursor).toBeUndefined();
    const byPrice = await get('/api/products/search?q=kurta&limit=1&sort=price-low');
    expect(byPrice.body.data[0].name).toBe('Indigo Block-Print Cotton Kurta');
    const next = await get(
      `/api/products/search?q=kurta&limit=1&sort=price-low&page=2&cursor=${byPrice.body.meta.nextCursor}`,
    );
    expect(next.body.data[0].name).toBe('Mirror-Work Straight Kurta');
    expect(next.body.meta.nextCursor).toBeUndefined();
  });
});
