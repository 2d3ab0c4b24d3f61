/**
 * The customer's returns, exchanges and store credit (issue 13): the order page's returns block, a new request
 * (after its photos are uploaded one by one), withdrawing a request, and the store-credit balance with its ledger.
 * The rules are src/shop/returns.ts; the workflows src/server/checkout/returns.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees } from '../../shop/money.ts';
import { MAX_REVIEW_IMAGE_BYTES } from '../../shop/reviews.ts';
import { returnOptionsSchema, returnRequestSchema, returnResponseSchema } from '../../shop/returns-input.ts';
import { STORE_CREDIT_ENTRY_KINDS } from '../../shop/store-credit.ts';
import { callerOf, customerOf, signedIn } from '../accounts/request-auth.ts';
import { Invalid, TooLarge } from '../errors.ts';
import type { Services } from '../services.ts';

const orderParams = z.object({ id: z.string().max(100) });
const tags = ['returns'];
const security = [{ bearer: [] }];
const PHOTO_TOO_LARGE = 'The photo is larger than 5 MB. Please choose a smaller one.';

export const returnsApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const auth = signedIn(services.sessions);
  const { returns } = services.checkout;
  // Multipart only in this scope: a return's photo, one per request.
  await app.register(multipart, { limits: { fileSize: MAX_REVIEW_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/api/orders/:id/returns',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: "An order's return and exchange requests, and per line whether (and how much) it can be returned now",
        params: orderParams,
        response: { 200: z.object({ success: z.literal(true) }).extend(returnOptionsSchema.shape) },
      },
    },
    async (req) => ({ success: true as const, ...(await returns.forOrder(callerOf(req).user.id, req.params.id)) }),
  );

  app.post(
    '/api/orders/:id/returns',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary:
          'Asks to return (refund) or exchange (another size) pieces of one line of a delivered order, within 5 days of delivery',
        params: orderParams,
        body: returnRequestSchema,
        response: { 201: z.object({ success: z.literal(true), return: returnResponseSchema }) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        return: await returns.requestReturn(customerOf(req), req.params.id, req.body),
      }),
  );

  app.put(
    '/api/returns/:id/cancel',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Withdraws a request the store has not acted on yet',
        params: orderParams,
        response: { 200: z.object({ success: z.literal(true), return: returnResponseSchema }) },
      },
    },
    async (req) => ({ success: true as const, return: await returns.cancelReturn(customerOf(req), req.params.id) }),
  );

  app.post(
    '/api/returns/photos',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Uploads one photo for a return request (multipart field "image", up to 5 MB); answers its key',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ success: z.literal(true), key: z.string(), url: z.string() }) },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new Invalid('Choose a photo to upload.', { fields: { image: 'Choose a photo' } });
      let data: Buffer | null = null;
      try {
        const part = await req.file();
        if (part) data = await part.toBuffer();
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new TooLarge(PHOTO_TOO_LARGE, { fields: { image: PHOTO_TOO_LARGE } });
        if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
        throw new Invalid('The photo could not be read. Please try again.');
      }
      if (!data || data.length === 0)
        throw new Invalid('Choose a photo to upload.', { fields: { image: 'Choose a photo' } });
      const key = await services.returnPhotos.store(data);
      return reply.status(201).send({ success: true as const, key, url: imageUrl(key, 360) });
    },
  );

  app.get(
    '/api/store-credit',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: "The caller's store credit balance (rupees) and its ledger, newest first",
        response: {
          200: z.object({
            success: z.literal(true),
            balance: z.number(),
            entries: z.array(
              z.object({
                _id: z.string(),
                kind: z.enum(STORE_CREDIT_ENTRY_KINDS),
                amount: z.number(),
                balanceAfter: z.number(),
                orderId: z.string().nullable(),
                returnId: z.string().nullable(),
                note: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (req) => {
      const userId = callerOf(req).user.id;
      const [balance, entries] = await Promise.all([services.wallet.balance(userId), services.wallet.entries(userId)]);
      return {
        success: true as const,
        balance: paiseToRupees(balance),
        entries: entries.map((e) => ({
          _id: e.id,
          kind: e.kind,
          amount: paiseToRupees(e.amountPaise),
          balanceAfter: paiseToRupees(e.balanceAfterPaise),
          orderId: e.orderId,
          returnId: e.returnId,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  );
};
