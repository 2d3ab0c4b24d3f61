import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { storageEnvSchema, storageSettingsOf, type StorageSettings } from './storage/settings.ts';
import { trustProxySchema } from './trust-proxy.ts';
import { DEFAULT_HOLD_MINUTES } from '../shop/orders.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const postgresUrl = z
  .string()
  .url('must be a URL like postgres://user@host:5432/db')
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** false, a hop count (true = 1) or proxy addresses/CIDRs: see trust-proxy.ts. */
  TRUST_PROXY: trustProxySchema.default(false),
  STORE_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'digits only, with country code, e.g. 919876543210')
    .default('919876543210'),
  SMTP_URL: z.string().url().optional(),
  /** Minutes an unpaid online order holds its stock before it is released (set once, never extended). */
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(DEFAULT_HOLD_MINUTES),
  /** Background jobs (mail, hold expiry) this process runs at once; 0: it only queues them, other processes run them. */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(100).default(4),
  /** How often a worker looks for jobs that came due later (retries, scheduled); new jobs wake it at once. */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  MAIL_FROM: z.string().min(3).default('Bindass Bazaar <no-reply@bindassbazaar.in>'),
  /** Where contact-form messages and order notices for the store go. */
  STORE_EMAIL: z.string().email().default('care@bindassbazaar.in'),
  /** Login, sign-up and password-reset attempts allowed per minute, per IP and per email. */
  AUTH_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Contact-form messages allowed per hour per IP. */
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** PIN lookups and delivery checks allowed per minute per IP (address forms and product pages ask as people type). */
  DELIVERY_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** "Notify me when back in stock" subscriptions allowed per hour per IP. */
  STOCK_ALERT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** GST document PDFs a customer may download per hour (each is rendered on the spot). */
  DOCUMENT_DOWNLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Memory for signed-out visitors' pages kept by each process (ADR 22); 0 turns the page cache off. With REDIS_URL the pages are kept in Redis instead, shared by every process. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Server processes on this machine (cluster.ts). Default: one per core in production, 1 otherwise. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** The internal port of /metrics (Prometheus text), on METRICS_HOST; 0 picks a free port, off turns it off. */
  METRICS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url().optional(),
  /** Shiprocket API user (both or neither): couriers' serviceability joins the delivery zones (delivery/courier). */
  SHIPROCKET_EMAIL: z.string().email().optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_API_URL: z.string().url().default('https://apiv2.shiprocket.in'),
  /** Development: start the loopback Shiprocket sandbox and ask it (no account needed). */
  SHIPROCKET_SANDBOX: bool.default(false),
  /** How long a courier question may take before the store answers from its zones alone. */
  SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /** Image storage: unset = DATA_DIR/uploads; s3://bucket?... with AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (storage/settings.ts). */
  ...storageEnvSchema,
  /** `npm run backup`/`restore`: the only folder pg_dump and pg_restore are looked for in (default: PATH and the usual places). */
  PG_BIN_DIR: z.string().min(1).optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'WEB_CONCURRENCY'> & {
  WEB_CONCURRENCY: number;
  dataDir: string;
  publicUrl: string;
  storage: StorageSettings;
};

/** Parses the environment once. Throws a readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const paymentProblem = livePaymentProblem(c);
  if (paymentProblem) throw new ConfigError(`Invalid configuration:\n  ${paymentProblem}`);
  if (Boolean(c.SHIPROCKET_EMAIL) !== Boolean(c.SHIPROCKET_PASSWORD)) {
    const missing = c.SHIPROCKET_EMAIL ? 'SHIPROCKET_PASSWORD' : 'SHIPROCKET_EMAIL';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: a Shiprocket account needs both SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (unset both to use delivery zones alone)`,
    );
  }
  if (c.NODE_ENV === 'development' && (c.WEB_CONCURRENCY ?? 1) > 1) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: development runs one process (Vite serves it); unset it or use 1',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  const storage = storageSettingsOf(c, dataDir);
  if ('problem' in storage) throw new ConfigError(`Invalid configuration:\n  ${storage.problem}`);
  return {
    ...c,
    WEB_CONCURRENCY: c.WEB_CONCURRENCY ?? (c.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    dataDir,
    storage,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

/**
 * Live Razorpay keys come as a pair, and with the webhook secret: a webhook verified under an empty or missing secret
 * would let anyone mark an order paid, so the store refuses to start without it (sandbox mode has its own secret).
 */
function livePaymentProblem(c: z.infer<typeof configSchema>): string | null {
  const { RAZORPAY_KEY_ID: id, RAZORPAY_KEY_SECRET: secret, RAZORPAY_WEBHOOK_SECRET: webhook } = c;
  if (!id && !secret) return null;
  if (!id || !secret) {
    return `${id ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'}: live payments need both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (unset both for sandbox mode)`;
  }
  if (!webhook) {
    return 'RAZORPAY_WEBHOOK_SECRET: required with live Razorpay keys (the secret of the webhook set in the Razorpay dashboard); without it payments could be forged';
  }
  return null;
}

/**
 * Settings that start the store but are wrong for a public one. Logged as warnings at start (main.ts).
 * Without PUBLIC_URL, canonical links, og:url, the sitemap and links in mail name http://localhost:PORT, whatever
 * host the shopper used: search engines would index that, and shared links would point nowhere.
 */
export function configWarnings(c: Config): string[] {
  const warnings: string[] = [];
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    warnings.push(
      `PUBLIC_URL is not set: canonical links, Open Graph URLs, the sitemap and links in mail will use ${c.publicUrl}. ` +
        "Set PUBLIC_URL to the store's public address (e.g. https://www.example.in) in production.",
    );
  }
  return warnings;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
