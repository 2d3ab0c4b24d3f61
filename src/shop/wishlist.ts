import * as z from 'zod/mini';

/** Save a product to the wishlist. (The original quick view also sent a user id: it is ignored.) */
export const wishlistAddSchema = z.object({
  productId: z
    .string({ error: 'Please choose a product' })
    .check(z.trim(), z.minLength(1, 'Please choose a product'), z.maxLength(100, 'Product not found.')),
});
