import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wishlistAddSchema } from '../../shop/wishlist.ts';
import { callerOf, signedIn } from '../accounts/request-auth.ts';
import type { Services } from '../services.ts';

export const wishlistProductResponse = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  images: z.array(z.string()),
  imageKeys: z.array(z.string()),
  price: z.number(),
  salePrice: z.number(),
  originalPrice: z.number(),
  discount: z.number(),
  stock: z.number(),
  sizes: z.array(z.string()),
  /** Stock per size (Add to Cart needs a size). */
  variants: z.array(z.object({ size: z.string(), stock: z.number() })),
});

const ok = z.object({ success: z.literal(true), message: z.string() });

export const wishlistApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const onRequest = signedIn(services.sessions);
  const security = [{ bearer: [] }];

  app.get(
    '/api/customer/wishlist',
    {
      onRequest,
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in customer's saved products, most recent first",
        security,
        response: { 200: z.object({ success: z.literal(true), wishlist: z.array(wishlistProductResponse) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, wishlist: await services.wishlist.list(callerOf(request).user.id) };
    },
  );

  app.get(
    '/api/customer/wishlist/ids',
    {
      onRequest,
      schema: {
        tags: ['wishlist'],
        summary: 'The ids of the saved products (for heart buttons)',
        security,
        response: { 200: z.object({ productIds: z.array(z.string()) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { productIds: await services.wishlist.productIds(callerOf(request).user.id) };
    },
  );

  app.post(
    '/api/customer/wishlist',
    {
      onRequest,
      schema: {
        tags: ['wishlist'],
        summary: 'Save a product (saving it again changes nothing)',
        security,
        body: wishlistAddSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await services.wishlist.add(callerOf(request).user.id, request.body.productId);
      return { success: true as const, message: 'Added to wishlist' };
    },
  );

  app.delete(
    '/api/customer/wishlist/:productId',
    {
      onRequest,
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a saved product (404 when it is not in the wishlist)',
        security,
        params: z.object({ productId: z.string().max(100) }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await services.wishlist.remove(callerOf(request).user.id, request.params.productId);
      return { success: true as const, message: 'Removed from wishlist' };
    },
  );
};
