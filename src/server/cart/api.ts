import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteResponseSchema as quoteSchema } from '../../shop/cart-shapes.ts';
import { quoteRequestSchema } from '../../shop/checkout.ts';
import { optionalUserId } from '../accounts/request-auth.ts';
import type { Services } from '../services.ts';

export const cartApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary: 'Prices the browser cart from the database: stock per size, current prices, coupon, totals',
        body: quoteRequestSchema.extend({
          knownPrices: z.record(z.string(), z.number()).optional().describe('productId:size -> sale price last seen'),
        }),
        response: { 200: z.object({ success: z.literal(true), data: quoteSchema }) },
      },
    },
    async (req) => ({
      success: true as const,
      // A signed-in shopper's coupon rules (first order, own uses) are checked here already, not only at checkout.
      data: await services.checkout.quote({ ...req.body, customerId: await optionalUserId(services.sessions, req) }),
    }),
  );
};
