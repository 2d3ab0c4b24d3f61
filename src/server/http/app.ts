import crypto from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { NotFound } from '../errors.ts';
import { fastifyTrustProxy } from '../trust-proxy.ts';
import { accountsApi } from '../accounts/api.ts';
import { registerAdminApi } from '../admin/api.ts';
import { addressesApi } from '../addresses/api.ts';
import { deliveryApi } from '../delivery/api.ts';
import { cartApi } from '../cart/api.ts';
import { catalogApi } from '../catalog/api.ts';
import { stockAlertsApi } from '../catalog/stock-alerts-api.ts';
import { merchApi } from '../merch/api.ts';
import { ordersApi } from '../orders/api.ts';
import { returnsApi } from '../returns/api.ts';
import { documentsApi } from '../invoices/api.ts';
import { paymentsApi } from '../payments/api.ts';
import { contactApi } from '../contact/api.ts';
import { contentApi } from '../content/api.ts';
import { healthApi } from '../health/api.ts';
import { loggerOptions } from '../logger.ts';
import { publicConfigOf } from '../public-config.ts';
import { registerRequestLog } from '../request-log.ts';
import { reviewReadApi, reviewSubmitApi } from '../reviews/api.ts';
import type { Services } from '../services.ts';
import type { FileStorage } from '../storage/storage.ts';
import { wishlistApi } from '../wishlist/api.ts';
import { COMPRESS_FROM_BYTES } from './compression.ts';
import { createAnswerKept, registerKeptAnswers } from './kept-answers.ts';
import { registerApiCacheHeaders } from './api-cache.ts';
import { registerApiDocs } from './api-docs.ts';
import { registerCsrfProtection } from './csrf.ts';
import { sendClientError } from './client-errors.ts';
import { registerErrorHandler, sendError } from './error-handler.ts';
import { registerInputGuard } from './input-guard.ts';
import { registerRequestMetrics } from './metrics.ts';
import { genReqId, registerRequestIdHeader } from './request-id.ts';
import { registerSecurityHeaders, scriptNonce } from './security.ts';
import { registerSsr, type SsrOptions } from './ssr.ts';
import { registerStaticFiles } from './static-files.ts';

export type AppDeps = {
  config: Config;
  services: Services;
  /** Where /uploads files are read from (storage/storage.ts). */
  storage: FileStorage;
  /** Absent in API-only tests; then every page path answers 404. */
  web?: {
    clientDir: string | null;
    getBuild: SsrOptions['getBuild'];
    mode: SsrOptions['mode'];
    /** A hash of the server build's code (main.ts): a kept page is of this release only (ADR 22). */
    release?: string;
  };
  /** Live Razorpay keys: the CSP then allows Razorpay's checkout script and frames. */
  paymentsLive?: boolean;
  /** Development only: Vite's connect middlewares (HMR, on-demand modules). */
  devMiddleware?: (req: unknown, res: unknown, next: () => void) => void;
  /** The process's logger (main.ts), shared with the services; by default one made from LOG_LEVEL. */
  log?: FastifyBaseLogger;
};

/** Plugins in layers: external (security, compression, cookies, docs), then API routes, then files and pages. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, services } = deps;
  const dev = config.NODE_ENV === 'development';
  const app = Fastify({
    ...(deps.log ? { loggerInstance: deps.log } : { logger: loggerOptions(config.LOG_LEVEL) }),
    // Every log line of a request carries its id (reqId), answered as x-request-id (request-id.ts).
    genReqId,
    requestIdHeader: false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Errors raised by the router itself (a malformed URL) go through the same mapping.
    frameworkErrors: (err, request, reply) => sendError(err, request, reply),
    // ...and so do requests Node's HTTP parser refuses (a URL over the header size limit).
    clientErrorHandler: sendClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  registerRequestLog(app);
  registerRequestMetrics(app);
  // Before every route: NUL bytes and lone surrogates in the path, query or body are a 400.
  registerInputGuard(app);

  await registerSecurityHeaders(app, { dev, paymentsLive: deps.paymentsLive ?? false });
  await registerApiCacheHeaders(app);
  registerKeptAnswers(app, services.pageCache);
  // Dynamic answers are gzipped (brotli on the fly halves SSR throughput); static assets are precompressed. Rendered
  // HTML pages come already gzipped from ssr.ts (one call, not a stream), and pass through.
  await app.register(compress, { encodings: ['gzip'], threshold: COMPRESS_FROM_BYTES });
  await app.register(cookie);
  registerCsrfProtection(app, { publicUrl: config.publicUrl });
  await registerApiDocs(app);

  await app.register(healthApi, { services });
  // What else is on every page and kept answer without a database write: the build, and the configuration pages show.
  const publicConfig = publicConfigOf(config);
  const release = crypto
    .createHash('sha256')
    .update(JSON.stringify([deps.web?.release ?? '', publicConfig, config.STORE_EMAIL, config.STORE_WHATSAPP_NUMBER]))
    .digest('base64url')
    .slice(0, 16);
  await app.register(catalogApi, { services, answerKept: createAnswerKept(services.pageCache, release) });
  await app.register(merchApi, { services });
  await app.register(reviewReadApi, { services });
  await app.register(contentApi, { services });
  await app.register(contactApi, { services });
  await app.register(stockAlertsApi, { services });
  await app.register(accountsApi, { services });
  await app.register(addressesApi, { services });
  await app.register(wishlistApi, { services });
  await app.register(reviewSubmitApi, { services });
  await app.register(deliveryApi, { services });
  await app.register(cartApi, { services });
  await app.register(ordersApi, { services });
  await app.register(returnsApi, { services });
  await app.register(documentsApi, { services });
  await app.register(paymentsApi, { services });
  await registerAdminApi(app, { services });
  app.all('/api/*', async () => {
    throw new NotFound('No such API endpoint.');
  });

  await registerStaticFiles(app, { clientDir: deps.web?.clientDir ?? null, storage: deps.storage });

  if (deps.devMiddleware) {
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    app.use(deps.devMiddleware as never);
  }

  if (deps.web) {
    await registerSsr(app, {
      mode: deps.web.mode,
      getBuild: deps.web.getBuild,
      bodyLimit: config.BODY_LIMIT_BYTES,
      publicUrl: config.publicUrl,
      pageCache: services.pageCache,
      release,
      loadContext: (req: FastifyRequest, reply: FastifyReply) => ({
        services,
        clientIp: req.ip,
        nonce: scriptNonce(reply),
        publicConfig,
      }),
    });
  }
  // Without the page router every unknown path lands here; with it, only what a plugin hands back (a missing
  // /uploads file, a path over the router's parameter length): all in the error format.
  app.setNotFoundHandler(async () => {
    throw new NotFound('Not found.');
  });
  return app;
}
