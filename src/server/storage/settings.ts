/**
 * STORAGE_URL: where images (review photos, their sizes, the demo artwork) are kept.
 *
 * - unset (default): the folder `DATA_DIR/uploads` on this machine.
 * - `s3://BUCKET[/PREFIX][?endpoint=URL&region=REGION&forcePathStyle=true]`: an S3-compatible bucket (AWS S3,
 *   Cloudflare R2, MinIO). Objects are named `PREFIX/<path under the uploads folder>`, so the bucket holds the same
 *   layout as the folder. Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, never from the URL.
 *   The region defaults to AWS_REGION, then `us-east-1` (R2 wants `auto`).
 */
import path from 'node:path';
import { z } from 'zod';
import { isValidKey } from './storage.ts';

export type S3Settings = {
  kind: 's3';
  bucket: string;
  /** Key prefix without slashes at either end; '' for the bucket's root. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
};
export type StorageSettings = { kind: 'local'; dir: string } | S3Settings;

const QUERY_KEYS = new Set(['endpoint', 'region', 'forcePathStyle']);
/** Bucket names as S3 allows them (3-63 lowercase letters, digits, dots, hyphens); R2 and MinIO follow the same rule. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

type ParsedUrl = Omit<S3Settings, 'credentials' | 'region'> & { region: string | undefined };

/** Parses the URL (not the credentials): the problems are reported under STORAGE_URL. */
export const storageUrlSchema = z
  .string()
  .trim()
  .transform((raw, ctx): ParsedUrl => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return fail('must be a URL like s3://my-bucket?endpoint=https://example.r2.cloudflarestorage.com&region=auto');
    }
    if (url.protocol !== 's3:')
      return fail('must start with s3:// (leave it unset to keep images in DATA_DIR/uploads)');
    if (url.username || url.password) {
      return fail('must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
    }
    const bucket = url.hostname;
    if (!BUCKET.test(bucket))
      return fail(`"${bucket}" is not a valid bucket name (3-63 lowercase letters, digits, dots, hyphens)`);
    for (const key of url.searchParams.keys()) {
      if (!QUERY_KEYS.has(key)) return fail(`unknown option "${key}" (known: ${[...QUERY_KEYS].join(', ')})`);
    }
    const endpoint = url.searchParams.get('endpoint') ?? undefined;
    if (endpoint !== undefined && !/^https?:\/\/[^/?#]+/.test(endpoint)) {
      return fail('endpoint must be an http:// or https:// URL, e.g. endpoint=http://127.0.0.1:9000');
    }
    const style = url.searchParams.get('forcePathStyle') ?? 'false';
    if (!['true', 'false'].includes(style)) return fail('forcePathStyle must be true or false');
    const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
    if (prefix && !isValidKey(prefix))
      return fail('the key prefix may hold only letters, digits, ".", "-", "_" and "/"');
    return {
      kind: 's3',
      bucket,
      prefix,
      endpoint,
      region: url.searchParams.get('region') ?? undefined,
      forcePathStyle: style === 'true',
    };
  });

/** The variables the storage reads besides STORAGE_URL (part of the config schema). */
export const storageEnvSchema = {
  STORAGE_URL: storageUrlSchema.optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_REGION: z.string().optional(),
};

type StorageEnv = {
  STORAGE_URL?: ParsedUrl | undefined;
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
  AWS_REGION?: string | undefined;
};

/** The storage to open, or the problem (naming the variable) that keeps the store from starting. */
export function storageSettingsOf(env: StorageEnv, dataDir: string): StorageSettings | { problem: string } {
  const url = env.STORAGE_URL;
  if (!url) return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey) {
    const missing = [!accessKeyId && 'AWS_ACCESS_KEY_ID', !secretAccessKey && 'AWS_SECRET_ACCESS_KEY'].filter(Boolean);
    return {
      problem: `${missing.join(', ')}: required with an s3:// STORAGE_URL (the bucket's access key pair)`,
    };
  }
  return {
    ...url,
    region: url.region ?? env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId, secretAccessKey },
  };
}

/** Where images go, for a log line: never the credentials. */
export function describeStorage(s: StorageSettings): string {
  if (s.kind === 'local') return `folder ${s.dir}`;
  const where = `s3://${s.bucket}${s.prefix ? `/${s.prefix}` : ''}`;
  return s.endpoint ? `${where} at ${s.endpoint}` : where;
}
