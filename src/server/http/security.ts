import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';

type WithNonce = ServerResponse & { scriptNonce?: string };

/**
 * Security headers on every answer: a CSP whose scripts need this response's nonce (React Router's inline hydration
 * scripts carry it), nosniff, frame-ancestors 'none', a strict referrer policy, and HSTS only when the request arrived
 * over TLS (directly, or per X-Forwarded-Proto from a trusted proxy: TRUST_PROXY set to a hop count, `true`, or the
 * proxy's address). Styles may be inline (React style attributes, the toast library's injected styles): CSS cannot
 * run code, and scripts stay locked to 'self' and the nonce.
 */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { dev: boolean; paymentsLive?: boolean },
): Promise<void> {
  const live = opts.paymentsLive ?? false;
  // Before helmet's own hook, so the CSP header it writes can read the nonce.
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as WithNonce).scriptNonce = crypto.randomBytes(16).toString('base64');
  });
  await app.register(helmet, {
    global: true,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: opts.dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : [
              "'self'",
              ...(live ? [RAZORPAY.script] : []),
              (_req, res) => `'nonce-${(res as WithNonce).scriptNonce ?? ''}'`,
            ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: opts.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'", ...(live ? RAZORPAY.frames : [])],
        frameSrc: ["'self'", ...(live ? RAZORPAY.frames : [])],
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

/** The per-response script nonce that the CSP header names ('' in development). */
export function scriptNonce(reply: { raw: ServerResponse }): string {
  return (reply.raw as WithNonce).scriptNonce ?? '';
}
