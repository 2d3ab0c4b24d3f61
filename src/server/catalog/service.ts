import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { CategoryDto, CollectionDto, ProductDto } from '../../shop/catalog-types.ts';
import { isUuid } from '../../shop/ids.ts';
import { imageUrl } from '../../shop/images.ts';
import type { Paise } from '../../shop/money.ts';
import type { Db, Tx } from '../db/client.ts';
import { categories, collectionProducts, collections, products, productVariants } from './tables.ts';
import { Invalid, NotFound } from '../errors.ts';
import type { SearchService } from '../search/service.ts';
import { createProductListing } from './listing.ts';
import { productRowColumns, withDetails } from './product-rows.ts';

export type NoResultsHelp = { spellings: string[]; categories: CategoryDto[]; newArrivals: ProductDto[] };

export type SellableVariant = {
  productId: string;
  variantId: string;
  name: string;
  brand: string;
  slug: string;
  image: string | null;
  size: string;
  mrpPaise: Paise;
  salePaise: Paise;
  /** The product's HSN code (its GST rule). */
  hsn: string;
  stock: number;
  isActive: boolean;
};

/** What a review or a story shows of a product. */
export type ProductRef = {
  id: string;
  name: string;
  slug: string;
  mrpPaise: Paise;
  salePaise: Paise;
  ratingSum: number;
  ratingCount: number;
  image: string | null;
};

export const variantKey = (productId: string, size: string) => `${productId}:${size}`;

/** How many products each of the product page's rows below the fold shows (related, featured). */
const SUGGESTED = 4;

/** Told which sizes came back in stock (0 -> more than 0), inside the transaction of the change (to queue a job). */
export type RestockListener = (variantIds: string[], tx: Tx) => Promise<void> | void;

export function createCatalogService(db: Db, search: SearchService) {
  const restockListeners: RestockListener[] = [];

  /**
   * Every stock increase ends here: sizes that went from 0 to more are announced to the listeners inside `tx`, so
   * what they queue commits (or rolls back) with the change; listeners only queue work, never do it, so they cannot
   * slow the order or cancel that restocked the sizes.
   */
  async function announceRestocks(tx: Tx, variantIds: string[]): Promise<void> {
    if (variantIds.length === 0) return;
    for (const listener of restockListeners) await listener(variantIds, tx);
  }

  /** Products with their category and sizes (read in the same statement: no second round trip for the sizes). */
  const selectRows = () =>
    db.select(productRowColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
  const listing = createProductListing(db, search);
  /** The product page's own read (by slug, as its address has it): prepared once per connection (ADR 24). */
  const productBySlug = selectRows()
    .where(and(eq(products.slug, sql.placeholder('slug')), eq(products.isActive, true)))
    .limit(1)
    .prepare('catalog_product_by_slug');

  /** An active collection by id, else NotFound (an inactive one is not on the store). */
  async function activeCollection(id: string) {
    if (!isUuid(id)) throw new NotFound('Collection not found.');
    const [c] = await db
      .select()
      .from(collections)
      .where(and(eq(collections.id, id), eq(collections.isActive, true)))
      .limit(1);
    if (!c) throw new NotFound('Collection not found.');
    return c;
  }

  const service = {
    async listCategories(): Promise<CategoryDto[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.gender), asc(categories.sortOrder), asc(categories.name));
      return rows
        .filter((c) => c.gender !== 'unisex')
        .map((c) => ({ _id: c.id, name: c.name, slug: c.slug, gender: c.gender as CategoryDto['gender'] }));
    },

    async findCategory(gender: 'men' | 'women', slug: string) {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.gender, gender), eq(categories.slug, slug.toLowerCase())))
        .limit(1);
      return row ?? null;
    },

    /** Listing and search in one query path (see listing.ts). */
    listProducts: listing.listProducts,

    /**
     * What a listing that found nothing offers instead: other spellings of the search that do find products, the
     * catalogue's categories and the newest products.
     */
    async noResultsHelp(q?: string): Promise<NoResultsHelp> {
      const spellings = q ? await search.spellings(q) : [];
      const [found, categoryList, newest] = await Promise.all([
        Promise.all(spellings.map((s) => service.listProducts({ q: s, page: 1, limit: 1 }))),
        service.listCategories(),
        service.listProducts({ page: 1, limit: 4, sort: 'newest' }),
      ]);
      return {
        spellings: spellings.filter((_, i) => (found[i]?.total ?? 0) > 0).slice(0, 3),
        categories: categoryList,
        newArrivals: newest.products,
      };
    },

    async featuredProducts(limit = 8): Promise<ProductDto[]> {
      const rows = await selectRows()
        .where(and(eq(products.isActive, true), eq(products.featured, true)))
        .orderBy(desc(products.createdAt))
        .limit(limit);
      return withDetails(rows);
    },

    /** A product by slug or id (404 when unknown or no longer sold). */
    async getProduct(slugOrId: string): Promise<ProductDto> {
      const key = slugOrId.slice(0, 200);
      const rows = isUuid(key)
        ? await selectRows()
            .where(and(or(eq(products.slug, key), eq(products.id, key)), eq(products.isActive, true)))
            .limit(1)
        : await productBySlug.execute({ slug: key });
      const [product] = withDetails(rows);
      if (!product) throw new NotFound('Product not found.');
      return product;
    },

    /** Products on sale among these ids, in the order given (unknown or withdrawn ones left out): one query. */
    async productsByIds(ids: string[]): Promise<ProductDto[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await selectRows().where(and(inArray(products.id, wanted), eq(products.isActive, true)));
      const byId = new Map(withDetails(rows).map((p) => [p._id, p]));
      return wanted.map((id) => byId.get(id)).filter((p): p is ProductDto => p !== undefined);
    },

    /**
     * The product page's rows below the fold, which the browser asks for as they come near the screen: 'You May
     * Like Also' (4) and the featured products other than this one (4). Unknown product: NotFound.
     */
    async productSuggestions(productId: string): Promise<{ related: ProductDto[]; featured: ProductDto[] }> {
      const [related, featured] = await Promise.all([
        service.relatedProducts(productId, SUGGESTED),
        service.featuredProducts(SUGGESTED + 1),
      ]);
      return { related, featured: featured.filter((p) => p._id !== productId).slice(0, SUGGESTED) };
    },

    /** Products of the same category (then gender), best rated first: 'You May Like Also'. */
    async relatedProducts(productId: string, limit = 8): Promise<ProductDto[]> {
      if (!isUuid(productId)) throw new NotFound('Product not found.');
      // The product's gender and category are read in the same statement (no round trip of their own).
      const base = db
        .select({ gender: products.gender, categoryId: products.categoryId })
        .from(products)
        .where(eq(products.id, productId))
        .as('base');
      const rows = await selectRows()
        .innerJoin(base, eq(products.gender, base.gender))
        .where(and(eq(products.isActive, true), ne(products.id, productId)))
        .orderBy(
          sql`(${products.categoryId} = ${base.categoryId}) DESC`,
          desc(products.ratingAvg),
          desc(products.createdAt),
        )
        .limit(limit);
      if (rows.length === 0) {
        // Nothing related: an unknown product is still a 404.
        const [known] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
        if (!known) throw new NotFound('Product not found.');
      }
      return withDetails(rows);
    },

    async listCollections(): Promise<CollectionDto[]> {
      const rows = await db
        .select({
          c: collections,
          productIds: sql<
            string[]
          >`coalesce(array_agg(${collectionProducts.productId} ORDER BY ${collectionProducts.position}) FILTER (WHERE ${collectionProducts.productId} IS NOT NULL), '{}')`,
        })
        .from(collections)
        .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
        .where(eq(collections.isActive, true))
        .groupBy(collections.id)
        .orderBy(asc(collections.sortOrder), asc(collections.name));
      return rows.map(({ c, productIds }) => toCollectionDto(c, productIds));
    },

    /** An active collection's own facts (its page lists the products through listProducts), else NotFound. */
    async findCollection(id: string) {
      const c = await activeCollection(id);
      return {
        id: c.id,
        name: c.name,
        description: c.description,
        seoTitle: c.seoTitle,
        seoDescription: c.seoDescription,
        modelImageKey: c.modelImage,
      };
    },

    async getCollection(id: string): Promise<Omit<CollectionDto, 'products'> & { products: ProductDto[] }> {
      const c = await activeCollection(id);
      const rows = await selectRows()
        .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
        .where(and(eq(collectionProducts.collectionId, c.id), eq(products.isActive, true)))
        .orderBy(asc(collectionProducts.position));
      const list = withDetails(rows.map((r) => ({ p: r.p, c: r.c, variants: r.variants })));
      return {
        ...toCollectionDto(
          c,
          list.map((p) => p._id),
        ),
        products: list,
      };
    },

    /** Search-box suggestions: a few matching products and the categories whose names match. */
    async suggest(q: string) {
      const words = search.searchWords(q);
      if (words.length === 0) return { products: [], categories: [] };
      const page = await service.listProducts({ q, page: 1, limit: 6 });
      const catRows = await db
        .select({ name: categories.name, slug: categories.slug, gender: categories.gender })
        .from(categories)
        .where(
          or(
            ...words.map((w) => sql`${categories.name} ILIKE ${`%${w.replace(/[%_\\]/g, '')}%`}`),
            sql`word_similarity(${words.join(' ')}, lower(${categories.name})) > 0.5`,
          ),
        )
        .limit(5);
      return {
        products: page.products.map((p) => ({
          _id: p._id,
          name: p.name,
          slug: p.slug,
          salePrice: p.salePrice,
          image: p.imageKeys[0] ? imageUrl(p.imageKeys[0], 360) : null,
        })),
        categories: catRows
          .filter((c) => c.gender !== 'unisex')
          .map((c) => ({ name: c.name, gender: c.gender as 'men' | 'women', url: `/category/${c.gender}/${c.slug}` })),
      };
    },

    /** Current price and stock of each (product, size), keyed by variantKey(); unknown pairs are absent. */
    async variantsFor(pairs: Array<{ productId: string; size: string }>, tx: Tx | Db = db) {
      const ids = [...new Set(pairs.map((p) => p.productId).filter(isUuid))];
      const found = new Map<string, SellableVariant>();
      if (ids.length === 0) return found;
      const rows = await tx
        .select({ p: products, v: productVariants })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.productId, ids));
      for (const { p, v } of rows) {
        found.set(variantKey(p.id, v.size), {
          productId: p.id,
          variantId: v.id,
          name: p.name,
          brand: p.brand,
          slug: p.slug,
          image: p.images[0] ?? null,
          size: v.size,
          mrpPaise: p.mrpPaise,
          salePaise: p.salePaise,
          hsn: p.hsn,
          stock: v.stock,
          isActive: p.isActive,
        });
      }
      return found;
    },

    /**
     * What the returns rule reads of products (src/shop/returns.ts): whether their category takes returns and their
     * final-sale and customised flags, by product id.
     */
    async returnFlags(
      productIds: string[],
      tx: Tx | Db = db,
    ): Promise<Map<string, { categoryReturnable: boolean; finalSale: boolean; customised: boolean }>> {
      const ids = [...new Set(productIds.filter(isUuid))];
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({
          id: products.id,
          categoryReturnable: categories.returnable,
          finalSale: products.finalSale,
          customised: products.customised,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, ids));
      return new Map(rows.map(({ id, ...flags }) => [id, flags]));
    },

    /**
     * Takes stock for every line atomically (`stock = stock - q WHERE stock >= q`), in a fixed order so concurrent
     * orders cannot deadlock. Returns the variant ids that had too little; the caller rolls its transaction back.
     */
    async reserveStock(tx: Tx, lines: Array<{ variantId: string; quantity: number }>): Promise<string[]> {
      const short: string[] = [];
      for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
        const updated = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
          .returning({ id: productVariants.id });
        if (updated.length === 0) short.push(line.variantId);
      }
      return short;
    },

    /**
     * Gives stock back (a cancelled order, a failed or expired payment, an unpaid order given up). Sizes that were
     * sold out are announced in the transaction (onRestock).
     */
    async releaseStock(tx: Tx, lines: Array<{ variantId: string; quantity: number }>): Promise<void> {
      const restocked: string[] = [];
      for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
        const [row] = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
          .where(eq(productVariants.id, line.variantId))
          .returning({ id: productVariants.id, stock: productVariants.stock });
        if (row && line.quantity > 0 && row.stock > 0 && row.stock - line.quantity <= 0) restocked.push(row.id);
      }
      await announceRestocks(tx, restocked);
    },

    /** Sets a size's stock (the store's own count, e.g. from the admin); a sold-out size is announced as restocked. */
    async setStock(variantId: string, stock: number): Promise<void> {
      if (!Number.isInteger(stock) || stock < 0) throw new Invalid('Stock must be a whole number, 0 or more.');
      if (!isUuid(variantId)) throw new NotFound('Size not found.');
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, variantId))
          .for('update');
        if (!before) throw new NotFound('Size not found.');
        await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
        if (before.stock <= 0 && stock > 0) await announceRestocks(tx, [variantId]);
      });
    },

    /** Announces sizes that went from 0 to more in `tx` (the admin's stock edits, imports and bulk changes). */
    announceRestocks,

    /** Subscribes to sizes coming back in stock (see announceRestocks). */
    onRestock(listener: RestockListener): void {
      restockListeners.push(listener);
    },

    /** Active products by id, as a review or story links them (unknown or inactive ids are absent). */
    async activeProductRefs(productIds: string[]): Promise<Map<string, ProductRef>> {
      const ids = [...new Set(productIds.filter(isUuid))];
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          mrpPaise: products.mrpPaise,
          salePaise: products.salePaise,
          ratingSum: products.ratingSum,
          ratingCount: products.ratingCount,
          images: products.images,
        })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.isActive, true)));
      return new Map(rows.map((r) => [r.id, { ...r, image: r.images[0] ?? null }]));
    },

    /** Locks a product's row while its rating totals change (concurrent reviews of one product queue here). */
    async lockForRating(tx: Tx, productId: string): Promise<void> {
      await tx.execute(sql`SELECT 1 FROM ${products} WHERE ${products.id} = ${productId} FOR UPDATE`);
    },

    /** Moves a product's rating totals in the caller's transaction (the reviews service keeps them in step). */
    async adjustRatingTotals(
      tx: Tx,
      productId: string,
      delta: { ratingSum: number; ratingCount: number; reviewCount: number },
    ): Promise<void> {
      await tx
        .update(products)
        .set({
          ratingSum: sql`${products.ratingSum} + ${delta.ratingSum}`,
          ratingCount: sql`${products.ratingCount} + ${delta.ratingCount}`,
          reviewCount: sql`${products.reviewCount} + ${delta.reviewCount}`,
        })
        .where(eq(products.id, productId));
    },

    /** Current slugs of products by id (orders link their lines to the product pages). */
    async slugsFor(productIds: string[]): Promise<Map<string, string>> {
      const ids = productIds.filter(isUuid);
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(inArray(products.id, ids));
      return new Map(rows.map((r) => [r.id, r.slug]));
    },

    /** Everything a sitemap lists: product slugs, category paths and collection ids, with change dates. */
    async sitemapEntries() {
      const [productRows, categoryRows, collectionRows] = await Promise.all([
        db
          .select({ slug: products.slug, updatedAt: products.updatedAt })
          .from(products)
          .where(eq(products.isActive, true))
          .orderBy(asc(products.slug)),
        db.select({ slug: categories.slug, gender: categories.gender }).from(categories).orderBy(asc(categories.slug)),
        db.select({ id: collections.id }).from(collections).where(eq(collections.isActive, true)),
      ]);
      return { products: productRows, categories: categoryRows, collections: collectionRows };
    },
  };
  return service;
}

function toCollectionDto(c: typeof collections.$inferSelect, productIds: string[]): CollectionDto {
  return {
    _id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    modelImageUrl: imageUrl(c.modelImage),
    modelImageKey: c.modelImage,
    products: productIds,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
