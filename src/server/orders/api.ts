import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPayloadSchema } from '../../shop/checkout.ts';
import { orderResponseSchema as orderSchema } from '../../shop/order-shapes.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import { callerOf, customerOf, signedIn } from '../accounts/request-auth.ts';
import { Invalid } from '../errors.ts';
import { idempotencyHeaders } from '../http/idempotency.ts';
import type { Services } from '../services.ts';

const idParams = z.object({ id: z.string().max(100) });
const tags = ['orders'];
const security = [{ bearer: [] }];

export const ordersApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const auth = signedIn(services.sessions);

  app.post(
    '/api/orders/create',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Places a cash-on-delivery order; every amount is computed by the server (Idempotency-Key supported)',
        headers: idempotencyHeaders,
        body: orderPayloadSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), order: orderSchema }),
          201: z.object({ success: z.literal(true), message: z.string(), order: orderSchema }),
        },
      },
    },
    async (req, reply) => {
      if (req.body.paymentMethod !== 'cod') {
        throw new Invalid('Online payments start at /api/payment/create-order.', {
          fields: { paymentMethod: 'Use cod here' },
        });
      }
      const { order, created } = await services.checkout.placeOrder(customerOf(req), req.body, {
        idempotencyKey: req.headers['idempotency-key'],
      });
      return reply.status(created ? 201 : 200).send({ success: true as const, message: MESSAGES.orderPlaced, order });
    },
  );

  app.get(
    '/api/orders/my-orders',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: "The caller's orders, newest first",
        response: { 200: z.object({ success: z.literal(true), orders: z.array(orderSchema) }) },
      },
    },
    async (req) => ({ success: true as const, orders: await services.orders.listForUser(callerOf(req).user.id) }),
  );

  app.get(
    '/api/orders/:id/track',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Where an order can be tracked (404 when not available)',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), trackingUrl: z.string() }) },
      },
    },
    async (req) => ({
      success: true as const,
      trackingUrl: await services.orders.trackingUrl(callerOf(req).user.id, req.params.id),
    }),
  );

  app.put(
    '/api/orders/:id/cancel',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Cancels an order while it is processing: stock restored, online payment refunded',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), order: orderSchema }) },
      },
    },
    async (req) => ({
      success: true as const,
      message: MESSAGES.cancelled,
      order: await services.checkout.cancelAndRefund(req.params.id, { customerId: callerOf(req).user.id }),
    }),
  );
};
