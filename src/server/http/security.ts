import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer: a nonce-based CSP (helmet makes a fresh nonce per request; React Router's inline
 * hydration scripts carry it), nosniff, frame-ancestors 'none', a strict referrer policy, and HSTS only when the
 * request arrived over TLS (directly, or through a trusted proxy with TRUST_PROXY=true).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { dev: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
    enableCSPNonces: !opts.dev,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: opts.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'"],
        styleSrc: opts.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // React renders `style` attributes; those are harmless and need this.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: opts.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

/** The per-request script nonce that helmet put into the CSP header ('' in development). */
export function scriptNonce(reply: { cspNonce?: { script: string } | null }): string {
  return reply.cspNonce?.script ?? '';
}
