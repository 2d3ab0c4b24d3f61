import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services.ts';

export const productListQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(60, 'limit must be 60 or less')
    .default(12),
});

export const catalogApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/api/categories', { schema: { tags: ['catalogue'], summary: 'Menu categories with gender' } }, async () => ({
    success: true,
    data: { data: await services.catalog.listCategories() },
  }));

  // Answers /api/products and /api/products/ alike (the router ignores a trailing slash).
  app.get(
    '/api/products',
    { schema: { tags: ['catalogue'], summary: 'Products, newest first, 12 a page', querystring: productListQuery } },
    async (req) => ({ success: true, data: await services.catalog.listProducts(req.query) }),
  );
};
