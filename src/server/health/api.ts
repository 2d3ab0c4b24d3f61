import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/availability.ts';
import type { Services } from '../services.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  latencyMs: z.number(),
});
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});

export const healthApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status (503 when the database is down)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_req, reply) => {
      const health = await services.health.check();
      return reply.status(health.database === 'up' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (never asks the database; restart the process when this fails)',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and every migration is applied (503 with Retry-After otherwise)',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_req, reply) => {
      const r = await services.health.readiness();
      const body = {
        status: r.ready ? ('ready' as const) : ('not_ready' as const),
        database: r.database,
        migrations: r.migrations,
      };
      if (r.ready) return reply.status(200).send(body);
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(body);
    },
  );
};
