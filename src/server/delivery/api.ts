/**
 * The public delivery calls (issue 13), thin: parse, count against the per-IP limit, call the delivery service.
 *   GET /api/pincodes/{pin}                       India Post's entry for a PIN (cacheable: changes only with a release)
 *   GET /api/delivery/check?pin=&productId=       delivery to a PIN: serviceable, date, cash on delivery, charge
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shop/api-errors.ts';
import { deliveryCheckSchema, pinLookupSchema } from '../../shop/delivery-shapes.ts';
import type { Services } from '../services.ts';

/** A week: the directory changes only with a release of the store. */
const PIN_CACHE = 'public, max-age=604800';
/** A minute: the promised date moves at the dispatch cut-off and with the owner's zones. */
const CHECK_CACHE = 'public, max-age=60';

const refusals = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

export const deliveryApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { delivery } = services;
  const tags = ['delivery'];

  app.get(
    '/api/pincodes/:pin',
    {
      schema: {
        tags,
        summary:
          "A PIN's district, state, city and delivery post offices (India Post's All India Pincode Directory); 400 for a malformed PIN or one starting with 0, 404 for an unknown one",
        params: z.object({ pin: z.string().max(12) }),
        response: { 200: pinLookupSchema, ...refusals },
      },
    },
    async (req, reply) => {
      await delivery.limit(req.ip);
      try {
        const { pin, district, state, city, offices, states } = delivery.lookupPin(req.params.pin);
        reply.header('cache-control', PIN_CACHE);
        return { pin, district, state, city, offices, states };
      } catch (err) {
        // An unknown PIN stays unknown until the next release too.
        if ((err as { status?: number }).status === 404) reply.header('cache-control', 'public, max-age=3600');
        throw err;
      }
    },
  );

  app.get(
    '/api/delivery/check',
    {
      schema: {
        tags,
        summary:
          'Delivery to a PIN now: whether the store delivers there, the day an order placed now arrives by, whether cash on delivery is allowed and the shipping charge of one piece',
        querystring: z.object({
          pin: z.string().max(12),
          productId: z
            .string()
            .uuid('Unknown product')
            .optional()
            .describe('The product asked about (every piece weighs the default piece weight for now)'),
        }),
        response: { 200: z.object({ success: z.literal(true), data: deliveryCheckSchema }), ...refusals },
      },
    },
    async (req, reply) => {
      await delivery.limit(req.ip);
      const data = await delivery.publicCheck(req.query.pin);
      reply.header('cache-control', CHECK_CACHE);
      return { success: true as const, data };
    },
  );
};
