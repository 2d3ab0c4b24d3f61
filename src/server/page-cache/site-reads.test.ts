/**
 * The site reads kept between requests (ADR 23): read once while nothing they show changed, and read again by the
 * first request after a change committed, whether it committed before that request, while the reads were taken, or
 * through another connection (another store process); a category change counts, a review, a sale or a new
 * catalogue version alone does not; an hour at most.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import type { BannerDto, CollectionDto, OfferBannerDto } from '../../shop/catalog-types.ts';
import { createSiteReads, SITE_READS_MAX_AGE_MS, type SiteSources } from './site-reads.ts';

let t: TestDatabase;
let fx: Fixture;
let calls: Record<keyof SiteSources, number>;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  await t.db.execute(sql`
    INSERT INTO content_pages (slug, title, body) VALUES ('top-bar', 'Top bar', 'First')
    ON CONFLICT (slug) DO UPDATE SET body = 'First'`);
});
afterAll(async () => {
  await t.drop();
});
beforeEach(() => {
  calls = {
    categories: 0,
    topBar: 0,
    contact: 0,
    offers: 0,
    sizeChart: 0,
    banners: 0,
    offerBanners: 0,
    collections: 0,
  };
});

/** Sources that read the tables themselves and count their calls. */
function sources(): SiteSources {
  const one = async (query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows;
  return {
    categories: async () => {
      calls.categories++;
      const rows = await one(sql`SELECT id, name, slug, gender FROM categories ORDER BY name`);
      return rows.map((r) => ({ _id: String(r.id), name: String(r.name), slug: String(r.slug), gender: 'women' }));
    },
    topBar: async () => {
      calls.topBar++;
      const rows = await one(sql`SELECT body FROM content_pages WHERE slug = 'top-bar'`);
      return rows.map((r) => String(r.body));
    },
    contact: async () => {
      calls.contact++;
      return { storeName: 'Bindass' } as Awaited<ReturnType<SiteSources['contact']>>;
    },
    offers: async () => {
      calls.offers++;
      return [];
    },
    sizeChart: async () => {
      calls.sizeChart++;
      return null;
    },
    banners: async () => {
      calls.banners++;
      const rows = await one(sql`SELECT id, title FROM banners ORDER BY sort_order, title`);
      return rows.map((r) => ({ _id: String(r.id), title: String(r.title) }) as BannerDto);
    },
    offerBanners: async () => {
      calls.offerBanners++;
      const rows = await one(sql`SELECT id, title FROM offer_banners ORDER BY sort_order, title`);
      return rows.map((r) => ({ _id: String(r.id), title: String(r.title) }) as OfferBannerDto);
    },
    collections: async () => {
      calls.collections++;
      const rows = await one(sql`
        SELECT c.id, c.name, count(cp.product_id)::int AS products FROM collections c
        LEFT JOIN collection_products cp ON cp.collection_id = c.id GROUP BY c.id ORDER BY c.name`);
      return rows.map((r) => ({ _id: String(r.id), name: String(r.name), products: r.products }) as CollectionDto);
    },
  };
}

const setTopBar = (body: string) => t.db.execute(sql`UPDATE content_pages SET body = ${body} WHERE slug = 'top-bar'`);

describe('site reads kept between requests', () => {
  it('reads once while nothing changed, for every request and every loader of one', async () => {
    const reads = createSiteReads(t.db, sources());
    for (let i = 0; i < 5; i++) {
      const site = await reads.current();
      expect(await Promise.all([site.topBar(), site.topBar()])).toEqual([['First'], ['First']]);
      await site.categories();
      await site.sizeChart('women', 'kurtas');
      await site.sizeChart('women', 'kurtas');
    }
    expect(calls).toEqual({
      categories: 1,
      topBar: 1,
      contact: 0,
      offers: 0,
      sizeChart: 1,
      banners: 0,
      offerBanners: 0,
      collections: 0,
    });
  });

  it('a change committed before a request is seen by that request (through any connection)', async () => {
    const reads = createSiteReads(t.db, sources());
    expect(await (await reads.current()).topBar()).toEqual(['First']);
    await setTopBar('Second');
    expect(await (await reads.current()).topBar()).toEqual(['Second']);
    expect(calls.topBar).toBe(2);
    // And kept again from then on.
    expect(await (await reads.current()).topBar()).toEqual(['Second']);
    expect(calls.topBar).toBe(2);
    await setTopBar('First');
  });

  it('a change running while the reads were taken is seen once it commits', async () => {
    const reads = createSiteReads(t.db, sources());
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE content_pages SET body = 'While' WHERE slug = 'top-bar'`);
      // Read while the change is still running: the old top bar.
      expect(await (await reads.current()).topBar()).toEqual(['First']);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await (await reads.current()).topBar()).toEqual(['While']);
    await setTopBar('First');
  });

  it('a category change reads the categories again; a review, a sale or a new catalogue version does not', async () => {
    const reads = createSiteReads(t.db, sources());
    await (await reads.current()).categories();
    const productId = fx.productIds['Indigo Block-Print Cotton Kurta']!;
    await t.db.execute(sql`UPDATE reviews SET text = 'Lovely, edited' WHERE product_id = ${productId}`);
    // A sale that leaves the size in stock.
    await t.db.execute(
      sql`UPDATE product_variants SET stock = stock - 1 WHERE product_id = ${productId} AND stock > 1`,
    );
    await (await reads.current()).categories();
    expect(calls.categories).toBe(1);
    // A new catalogue version alone (a size sold out, a product edited) shows in no site read.
    await t.db.execute(sql`UPDATE catalogue_version SET version = version + 1 WHERE id = 1`);
    await (await reads.current()).categories();
    expect(calls.categories).toBe(1);
    await t.db.execute(sql`INSERT INTO categories (name, slug, gender) VALUES ('Sarees', 'sarees', 'women')`);
    const names = (await (await reads.current()).categories()).map((c) => c.name);
    expect(names).toContain('Sarees');
    expect(calls.categories).toBe(2);
  });

  it("the home page's banners, offer banners and collections are read again after any change to them", async () => {
    const reads = createSiteReads(t.db, sources());
    const all = async () => {
      const site = await reads.current();
      return Promise.all([site.banners(), site.offerBanners(), site.collections()]);
    };
    await all();
    await all();
    expect([calls.banners, calls.offerBanners, calls.collections]).toEqual([1, 1, 1]);
    await t.db.execute(sql`INSERT INTO banners (title, image) VALUES ('Monsoon sale', 'banners/monsoon')`);
    expect((await all())[0].map((b) => b.title)).toContain('Monsoon sale');
    await t.db.execute(sql`INSERT INTO offer_banners (title, image) VALUES ('Flat 10%', 'offers/flat10')`);
    expect((await all())[1].map((b) => b.title)).toContain('Flat 10%');
    const [collection] = (
      await t.db.execute(
        sql`INSERT INTO collections (name, slug, model_image) VALUES ('Rain', 'rain', 'c/rain') RETURNING id`,
      )
    ).rows;
    expect((await all())[2].map((c) => c.name)).toContain('Rain');
    // A product added to a collection changes the collection's read too.
    await t.db.execute(sql`
      INSERT INTO collection_products (collection_id, product_id, position)
      VALUES (${collection!.id}, ${fx.productIds['Indigo Block-Print Cotton Kurta']!}, 0)`);
    const rain = (await all())[2].find((c) => c.name === 'Rain') as unknown as { products: number };
    expect(rain.products).toBe(1);
    expect([calls.banners, calls.offerBanners, calls.collections]).toEqual([5, 5, 5]);
  });

  it('keeps reads an hour at most', async () => {
    let now = 1_000_000;
    const reads = createSiteReads(t.db, sources(), () => now);
    await (await reads.current()).offers();
    now += SITE_READS_MAX_AGE_MS - 1;
    await (await reads.current()).offers();
    expect(calls.offers).toBe(1);
    now += 1;
    await (await reads.current()).offers();
    expect(calls.offers).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const reads = createSiteReads(t.db, {
      ...sources(),
      contact: async () => {
        calls.contact++;
        if (fail) throw new Error('no settings');
        return { storeName: 'Bindass' } as Awaited<ReturnType<SiteSources['contact']>>;
      },
    });
    await expect((await reads.current()).contact()).rejects.toThrow('no settings');
    fail = false;
    expect(await (await reads.current()).contact()).toEqual({ storeName: 'Bindass' });
    expect(calls.contact).toBe(2);
  });
});
