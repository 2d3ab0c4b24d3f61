/**
 * Request ids: each request gets one, used by every log line of the request (Fastify's child logger, `reqId`) and
 * answered in the `x-request-id` header. An incoming `x-request-id` (from a proxy or a client) is kept only when it
 * is a short, plain token; anything else (long, spaces, markup, several values) is replaced by a fresh UUID, so a
 * client cannot inject text into the logs or a header.
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
