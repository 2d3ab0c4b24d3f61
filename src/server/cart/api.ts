import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteRequestSchema } from '../../shop/checkout.ts';
import type { Services } from '../services.ts';

const quoteSchema = z.object({
  lines: z.array(
    z.object({
      product: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      requestedQuantity: z.number().int(),
      name: z.string(),
      brand: z.string(),
      slug: z.string(),
      image: z.string().nullable(),
      price: z.number(),
      salePrice: z.number(),
      stock: z.number().int(),
      maxQuantity: z.number().int(),
      available: z.boolean(),
      problem: z.enum(['unavailable', 'out_of_stock', 'reduced', 'price_changed']).nullable(),
    }),
  ),
  changes: z.array(z.string()),
  mrpTotal: z.number(),
  subtotal: z.number(),
  discountOnMrp: z.number(),
  coupon: z
    .object({ code: z.string(), title: z.string(), discountPercentage: z.number(), amount: z.number() })
    .nullable(),
  total: z.number(),
  shipping: z.literal(0),
  platformFee: z.literal(0),
});

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
    async (req) => ({ success: true as const, data: await services.cart.quote(req.body) }),
  );
};
