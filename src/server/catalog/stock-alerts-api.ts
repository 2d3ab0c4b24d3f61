/** `POST /api/stock-alerts`: "Notify me when back in stock" for a sold-out size. Thin: parse, call the service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shop/api-errors.ts';
import { stockAlertSchema } from '../../shop/stock-alerts.ts';
import { requestToken } from '../accounts/request-auth.ts';
import type { Services } from '../services.ts';

export const stockAlertsApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api/stock-alerts',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Mail me once when this sold-out size is back in stock: a signed-in customer at their account email, a visitor at `email` (limited per IP per hour)',
        body: stockAlertSchema,
        response: {
          201: z.object({ success: z.literal(true), message: z.string() }),
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      const session = await services.sessions.sessionForToken(requestToken(req));
      const customer = session ? { id: session.user.id, email: session.user.email } : null;
      const result = await services.stockAlerts.subscribe(req.body, customer, { ip: req.ip });
      return reply.status(201).send({ success: true as const, message: result.message });
    },
  );
};
