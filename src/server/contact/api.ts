import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema as errorSchema } from '../../shop/api-errors.ts';
import { contactSchema } from '../../shop/contact.ts';
import type { Services } from '../services.ts';

export const contactApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['content'],
        summary:
          'Send a message to the store (limited per IP per hour); it is a complaint ticket, acknowledged by mail',
        body: contactSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            ticketNumber: z
              .string()
              .describe('The ticket to quote, e.g. BB-C-000123 (also in the acknowledgement mail)'),
          }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const result = await services.contact.send(req.body, { ip: req.ip });
      return reply
        .status(201)
        .send({ success: true as const, message: result.message, ticketNumber: result.ticketNumber });
    },
  );
};
