import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPayloadSchema } from '../../shop/checkout.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import { callerOf, signedIn } from '../accounts/request-auth.ts';
import { Invalid } from '../errors.ts';
import type { Services } from '../services.ts';

const orderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(['awaiting_payment', 'processing', 'shipped', 'delivered', 'cancelled', 'payment_failed']),
  paymentMethod: z.enum(['cod', 'razorpay']),
  paymentStatus: z.enum(['pending', 'paid', 'failed', 'refunded']),
  createdAt: z.string(),
  customer: z.object({ _id: z.string() }),
  items: z.array(
    z.object({
      _id: z.string(),
      product: z.object({
        _id: z.string(),
        name: z.string(),
        slug: z.string().nullable(),
        images: z.array(z.string()),
        salePrice: z.number(),
        price: z.number(),
      }),
      size: z.string(),
      quantity: z.number().int(),
    }),
  ),
  shippingAddress: z.object({
    fullName: z.string().optional(),
    phone: z.string().optional(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  couponCode: z.string().nullable(),
  mrpTotal: z.number(),
  subtotal: z.number(),
  couponDiscount: z.number(),
  totalAmount: z.number(),
});
export { orderSchema };

export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 100 characters').max(100).optional(),
});
const idParams = z.object({ id: z.string().max(100) });
const tags = ['orders'];
const security = [{ bearer: [] }];

export function customerOf(request: Parameters<typeof callerOf>[0]) {
  const { user } = callerOf(request);
  return { id: user.id, name: user.name, email: user.email, phone: user.phone };
}

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
        throw new Invalid('Online payments start at /api/payment/create-order.', { paymentMethod: 'Use cod here' });
      }
      const { order, created } = await services.orders.place(customerOf(req), req.body, {
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
      order: await services.payments.cancelOrder(customerOf(req), req.params.id),
    }),
  );
};
