import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPayloadSchema } from '../../shop/checkout.ts';
import { checkoutSessionSchema, orderResponseSchema as orderSchema } from '../../shop/order-shapes.ts';
import { PAYMENT_METHODS } from '../../shop/orders.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import { customerOf, signedIn } from '../accounts/request-auth.ts';
import { NotFound } from '../errors.ts';
import { idempotencyHeaders } from '../http/idempotency.ts';
import type { Services } from '../services.ts';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox/checkout-script.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

export const paymentsApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const auth = signedIn(services.sessions);

  app.post(
    '/api/payment/create-order',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Holds the stock in an order awaiting payment and creates the Razorpay order for the server total',
        headers: idempotencyHeaders,
        body: z.object({
          amount: z
            .number({ error: 'amount is required' })
            .nonnegative()
            .describe('Rupees the page showed (compared only)'),
          currency: z.literal('INR', { error: 'currency must be INR' }),
          orderDetails: orderPayloadSchema.extend({ paymentMethod: z.enum(PAYMENT_METHODS).default('razorpay') }),
        }),
        response: {
          201: checkoutSessionSchema.extend({ success: z.literal(true) }),
        },
      },
    },
    async (req, reply) => {
      const session = await services.checkout.startPayment(customerOf(req), req.body, req.headers['idempotency-key']);
      return reply.status(201).send({ success: true as const, ...session });
    },
  );

  app.post(
    '/api/payment/retry',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary:
          'Pays again for an unpaid online order while it still holds its stock (409 hold_expired after the hold ends)',
        body: z.object({ orderId: z.string({ error: 'orderId is required' }).min(1).max(100) }),
        response: { 201: checkoutSessionSchema.extend({ success: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      const session = await services.checkout.retryPayment(customerOf(req), req.body.orderId);
      return reply.status(201).send({ success: true as const, ...session });
    },
  );

  app.post(
    '/api/payment/verify-payment',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: "Verifies the checkout's signature and the captured amount, then marks the order paid",
        body: z.object({
          razorpay_order_id: z.string().min(1).max(100),
          razorpay_payment_id: z.string().min(1).max(100),
          razorpay_signature: z.string().min(1).max(200),
          orderId: z.string().max(100).optional(),
          orderDetails: z.unknown().optional(),
        }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), order: orderSchema }) },
      },
    },
    async (req) => ({
      success: true as const,
      message: MESSAGES.paymentSuccessful,
      order: await services.checkout.verifyPayment(customerOf(req), req.body),
    }),
  );

  // The webhook is verified over the raw body, so it gets the body as bytes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(
      '/api/payment/webhook',
      {
        schema: {
          tags,
          summary: 'Razorpay webhooks (payment.captured, order.paid, payment.failed); signed; idempotent by event id',
          response: { 200: z.object({ success: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const header = (name: string) => {
          const v = req.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        const result = await services.checkout.handleWebhook(
          raw,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
        return { success: true as const, duplicate: result.duplicate };
      },
    );
  });

  // Sandbox mode only: the stand-in checkout script and its Pay / Fail relay.
  app.get(
    '/api/payment/sandbox/checkout.js',
    { schema: { tags, summary: 'Sandbox checkout script' } },
    async (_req, reply) => {
      if (services.payments.mode !== 'sandbox') throw new NotFound('Not found.');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SANDBOX_CHECKOUT_SCRIPT);
    },
  );

  app.post(
    '/api/payment/sandbox/pay',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Sandbox checkout: pay or fail a payment (sandbox mode only)',
        body: z.object({ order_id: z.string().min(1).max(100), outcome: z.enum(['success', 'fail']) }),
      },
    },
    async (req, reply) => {
      const { status, body } = await services.checkout.sandboxPay(customerOf(req), req.body);
      return reply.status(status).send(body);
    },
  );
};
