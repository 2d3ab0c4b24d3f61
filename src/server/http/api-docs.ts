import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STORE_NAME } from '../../shop/store.ts';

/** OpenAPI for /api, generated from the routes' zod schemas; the UI at /api/docs, the document at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${STORE_NAME} store API`,
        description: 'The storefront API: catalogue, accounts, cart pricing, orders and payments. Amounts are rupees.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
