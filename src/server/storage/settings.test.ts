import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { describeStorage } from './settings.ts';

const keys = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG' };
const message = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('STORAGE_URL', () => {
  it('defaults to the uploads folder under DATA_DIR', () => {
    const { storage } = loadConfig({ DATA_DIR: '/srv/store' });
    expect(storage).toEqual({ kind: 'local', dir: '/srv/store/uploads' });
  });

  it('reads bucket, prefix, endpoint, region and path style', () => {
    const { storage } = loadConfig({
      STORAGE_URL: 's3://shop-images/prod/uploads/?endpoint=https://acc.r2.cloudflarestorage.com&region=auto',
      ...keys,
    });
    expect(storage).toEqual({
      kind: 's3',
      bucket: 'shop-images',
      prefix: 'prod/uploads',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: false,
      credentials: { accessKeyId: keys.AWS_ACCESS_KEY_ID, secretAccessKey: keys.AWS_SECRET_ACCESS_KEY },
    });
    const aws = loadConfig({ STORAGE_URL: 's3://shop-images', AWS_REGION: 'ap-south-1', ...keys }).storage;
    expect(aws).toMatchObject({ prefix: '', endpoint: undefined, region: 'ap-south-1' });
  });

  it('refuses a bucket without both AWS keys, naming the missing one', () => {
    const m = message({ STORAGE_URL: 's3://shop-images', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE' });
    expect(m).toContain('AWS_SECRET_ACCESS_KEY');
    expect(m).not.toContain('AWS_ACCESS_KEY_ID,');
    expect(message({ STORAGE_URL: 's3://shop-images' })).toContain('AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY');
  });

  it('explains what is wrong with a bad URL', () => {
    expect(message({ STORAGE_URL: 'https://bucket', ...keys })).toMatch(/STORAGE_URL: must start with s3:\/\//);
    expect(message({ STORAGE_URL: 's3://AB', ...keys })).toMatch(/not a valid bucket name/);
    expect(message({ STORAGE_URL: 's3://bucket?endpont=http://x', ...keys })).toMatch(/unknown option "endpont"/);
    expect(message({ STORAGE_URL: 's3://bucket?endpoint=minio:9000', ...keys })).toMatch(/endpoint must be an http/);
    expect(message({ STORAGE_URL: 's3://bucket?forcePathStyle=yes', ...keys })).toMatch(/forcePathStyle/);
    expect(message({ STORAGE_URL: 's3://bucket/a%20b', ...keys })).toMatch(/prefix/);
  });

  it('never takes, nor shows, credentials in the URL', () => {
    const m = message({ STORAGE_URL: 's3://AKID:topsecret@bucket', ...keys });
    expect(m).toMatch(/must not carry credentials/);
    expect(m).not.toContain('topsecret');
  });

  it('is described for the start-up log without the keys', () => {
    const { storage } = loadConfig({ STORAGE_URL: 's3://shop-images/p?endpoint=http://127.0.0.1:9000', ...keys });
    const line = describeStorage(storage);
    expect(line).toBe('s3://shop-images/p at http://127.0.0.1:9000');
    expect(line).not.toContain(keys.AWS_SECRET_ACCESS_KEY);
  });
});
