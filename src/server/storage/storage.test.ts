/**
 * One contract, both backends: the local folder and an S3-compatible bucket (a real S3 server on loopback,
 * tests/support/s3-server.ts). put/get/exists, a missing key, conditional reads, keys that must be refused.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../tests/support/s3-server.ts';
import { loadConfig } from '../config.ts';
import { openStorage } from './open-storage.ts';
import { isValidKey, type FileStorage, type StoredFile } from './storage.ts';

let s3: S3TestServer;
let dir: string;
const backends: Record<string, FileStorage> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  backends.local = await openStorage(loadConfig({ DATA_DIR: dir }).storage);
  backends.s3 = await openStorage(loadConfig({ DATA_DIR: dir, ...s3.env('shop') }).storage);
});

afterAll(async () => {
  for (const b of Object.values(backends)) await b.close();
  await s3?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const found = (f: Awaited<ReturnType<FileStorage['get']>>): StoredFile => {
  if (f === null || f === 'not-modified') throw new Error(`expected a file, got ${String(f)}`);
  return f;
};

describe.each(['local', 's3'])('%s storage', (name) => {
  const storage = () => backends[name]!;

  it('stores a file and reads it back, with its size, type and a quoted ETag', async () => {
    const key = `reviews/${name}-put-720.webp`;
    expect(await storage().exists(key)).toBe(false);
    await storage().put(key, Buffer.from('webp bytes'));
    expect(await storage().exists(key)).toBe(true);
    const file = found(await storage().get(key));
    expect(file.size).toBe(10);
    expect(file.contentType).toBe('image/webp');
    expect(file.etag).toMatch(/^"[^"]+"$/);
    expect(await text(file.body)).toBe('webp bytes');
  });

  it('answers null for a missing key, and not-modified when the ETag matches', async () => {
    expect(await storage().get('reviews/never-stored-720.webp')).toBeNull();
    const key = `products/${name}-etag-360.webp`;
    await storage().put(key, Buffer.from('one'));
    const { etag, body } = found(await storage().get(key));
    body.destroy();
    expect(await storage().get(key, { ifNoneMatch: etag })).toBe('not-modified');
    const again = found(await storage().get(key, { ifNoneMatch: '"something-else"' }));
    expect(await text(again.body)).toBe('one');
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['../escape.webp', '/etc/passwd', 'a/../../b.webp', 'reviews/.hidden', '']) {
      await expect(storage().put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
  });
});

it('the local backend keeps the uploads folder layout (DATA_DIR/uploads/<key>)', async () => {
  await backends.local!.put('banners/layout-1080.webp', Buffer.from('x'));
  expect(await fs.readFile(path.join(dir, 'uploads/banners/layout-1080.webp'), 'utf8')).toBe('x');
});

it('the S3 backend names objects <prefix>/<key>: the same layout as the folder, so it can be synced', async () => {
  await backends.s3!.put('banners/layout-1080.webp', Buffer.from('x'));
  expect(await s3.hasObject('shop/banners/layout-1080.webp')).toBe(true);
  expect(await s3.hasObject('banners/layout-1080.webp')).toBe(false);
});

it('a wrong key pair is an error, not a missing file', async () => {
  const env = { ...s3.env(), AWS_SECRET_ACCESS_KEY: 'not-the-secret' };
  const wrong = await openStorage(loadConfig({ DATA_DIR: dir, ...env }).storage);
  const refused =
    /^Image storage s3:\/\/store-images: reading reviews\/any-720.webp failed with 403 \(check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY\): SignatureDoesNotMatch/;
  await expect(wrong.get('reviews/any-720.webp')).rejects.toThrow(refused);
  await expect(wrong.exists('reviews/any-720.webp')).rejects.toThrow(
    /looking up reviews\/any-720.webp failed with 403/,
  );
  await expect(wrong.put('reviews/any-720.webp', Buffer.from('x'))).rejects.toThrow(/storing .* failed with 403/);
  await wrong.close();
});

it('keys: paths of plain segments only', () => {
  expect(isValidKey('reviews/3f9a1c-720.webp')).toBe(true);
  expect(isValidKey('videos/a.mp4')).toBe(true);
  for (const bad of ['..', 'a//b', 'a/./b', 'a\\b', 'a b', 'a/', `${'x'.repeat(513)}`])
    expect(isValidKey(bad)).toBe(false);
});
