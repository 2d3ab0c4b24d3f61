/**
 * Counts every answered request and its latency by route pattern (`/api/products/:id`, never the raw URL, so the
 * number of series stays bounded); requests no route matched count as `unmatched`. /metrics itself is served on the
 * internal metrics port (metrics/server.ts), never here.
 */
import type { FastifyInstance } from 'fastify';
import { httpRequestDuration, httpRequests } from '../metrics/registry.ts';

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
