/** The owner reads the audit log: who changed what, when, before and after. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditQuerySchema } from '../../shop/admin/audit.ts';
import type { Services } from '../services.ts';
import { adminRoute } from './guard.ts';

const entry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});

export const auditAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/admin/audit',
    {
      ...adminRoute(services, 'owner'),
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered by entity, record, actor, action and dates',
        querystring: auditQuerySchema,
        response: {
          200: z.object({ entries: z.array(entry), total: z.number(), page: z.number(), perPage: z.number() }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const { entries, total } = await services.audit.list(q);
      return { entries, total, page: q.page, perPage: q.perPage };
    },
  );
};
