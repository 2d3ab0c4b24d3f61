/**
 * The S3-compatible backend (AWS S3, Cloudflare R2, MinIO): objects `PREFIX/<key>` in one bucket, written with the
 * immutable cache header and their content type, so a CDN in front of the bucket would serve them right too.
 */
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from './settings.ts';
import { assertValidKey, contentTypeOf, IMMUTABLE_CACHE_CONTROL, type FileStorage } from './storage.ts';

const status = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/** The bucket's refusal, named for the log: which bucket, what was asked, and S3's own message (no credentials). */
function storageError(s: S3Settings, what: string, err: unknown): Error {
  const code = status(err);
  const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const hint = code === 403 ? ' (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)' : '';
  return new Error(`Image storage s3://${s.bucket}: ${what} failed${code ? ` with ${code}` : ''}${hint}: ${reason}`, {
    cause: err,
  });
}

export function createS3Storage(s: S3Settings): FileStorage {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // Only what S3 itself requires: R2 and MinIO reject or ignore the newer default checksums on some versions.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertValidKey(key);
    return s.prefix ? `${s.prefix}/${key}` : key;
  };
  return {
    localDir: null,
    async put(key, data) {
      const command = new PutObjectCommand({
        Bucket: s.bucket,
        Key: objectKey(key),
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      });
      await client.send(command).catch((err: unknown) => {
        throw storageError(s, `storing ${key}`, err);
      });
    },
    async exists(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
        return (head.ContentLength ?? 0) > 0;
      } catch (err) {
        if (status(err) === 404) return false;
        throw storageError(s, `looking up ${key}`, err);
      }
    },
    async get(key, opts = {}) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: s.bucket, Key: objectKey(key), IfNoneMatch: opts.ifNoneMatch }),
        );
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          etag: res.ETag ?? '',
          contentType: contentTypeOf(key),
        };
      } catch (err) {
        const code = status(err);
        if (code === 404) return null;
        if (code === 304) return 'not-modified';
        throw storageError(s, `reading ${key}`, err);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
