/**
 * The wishlist: products a customer saved for later. Owns wishlist_items; product facts come from the catalogue
 * service (a product that is no longer sold drops out of the list).
 */
import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../shop/ids.ts';
import type { ProductDto } from '../../shop/catalog-types.ts';
import type { Db } from '../db/client.ts';
import { wishlistItems } from './tables.ts';
import { NotFound } from '../errors.ts';

export type WishlistProduct = Pick<
  ProductDto,
  '_id' | 'name' | 'slug' | 'images' | 'imageKeys' | 'price' | 'salePrice' | 'originalPrice' | 'discount' | 'stock'
> & { brand: string; sizes: string[]; variants: Array<{ size: string; stock: number }> };

/** The part of the catalogue service the wishlist needs. */
export type ProductLookup = {
  getProduct(slugOrId: string): Promise<ProductDto>;
  productsByIds(ids: string[]): Promise<ProductDto[]>;
};

/** More than any customer needs, and a bound on the work of one list. */
export const WISHLIST_LIMIT = 200;

function toWishlistProduct(p: ProductDto): WishlistProduct {
  return {
    _id: p._id,
    name: p.name,
    slug: p.slug,
    brand: p.brand,
    images: p.images,
    imageKeys: p.imageKeys,
    price: p.price,
    salePrice: p.salePrice,
    originalPrice: p.originalPrice,
    discount: p.discount,
    stock: p.stock,
    sizes: p.sizes,
    variants: p.variants.map((v) => ({ size: v.size, stock: v.stock })),
  };
}

export function createWishlistService(db: Db, catalog: ProductLookup) {
  async function productOrNull(id: string): Promise<ProductDto | null> {
    try {
      return await catalog.getProduct(id);
    } catch (err) {
      if (err instanceof NotFound) return null;
      throw err;
    }
  }

  const service = {
    /** The saved products, most recently saved first. */
    async list(userId: string): Promise<WishlistProduct[]> {
      const ids = await service.productIds(userId);
      return (await catalog.productsByIds(ids)).map(toWishlistProduct);
    },

    async productIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt))
        .limit(WISHLIST_LIMIT);
      return rows.map((r) => r.productId);
    },

    /** Saves a product (saving it twice changes nothing). 404 for an unknown product. */
    async add(userId: string, productId: string): Promise<void> {
      if (!isUuid(productId) || !(await productOrNull(productId))) throw new NotFound('Product not found.');
      await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    },

    /** 404 when the product is not in this customer's wishlist. */
    async remove(userId: string, productId: string): Promise<void> {
      if (!isUuid(productId)) throw new NotFound('This product is not in your wishlist.');
      const deleted = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      if (deleted.length === 0) throw new NotFound('This product is not in your wishlist.');
    },
  };
  return service;
}

export type WishlistService = ReturnType<typeof createWishlistService>;
