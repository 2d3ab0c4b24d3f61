/**
 * A real S3-compatible server for tests: @20minutes/s3rver on 127.0.0.1 with a random port, its data in a temp
 * folder, one bucket. It checks request signatures, so a wrong key pair fails as it would on S3.
 *   const s3 = await startS3Server();      // in beforeAll
 *   testApp(db, s3.env) / spawnStore({ ...s3.env })
 *   await s3.close();                      // in afterAll
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The store's environment for this bucket (optionally under a key prefix). */
  env: (prefix?: string) => Record<string, string>;
  /** Whether the bucket holds an object of that exact key (asked through the S3 API, not the store's code). */
  hasObject: (key: string) => Promise<boolean>;
  close: () => Promise<void>;
};

export async function startS3Server(bucket = 'store-images'): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    hasObject: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return false;
        throw err;
      }
    },
    close: async () => {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
