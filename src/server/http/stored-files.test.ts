/**
 * /uploads from a bucket (STORAGE_URL=s3://...): a review photo goes to the bucket, not the local folder, and is
 * streamed back with the headers a static file has. A real S3-compatible server runs on loopback.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertProduct, signUp } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { startS3Server, type S3TestServer } from '../../../tests/support/s3-server.ts';
import { IMAGE_WIDTHS } from '../../shop/images.ts';
import { errorBodySchema } from '../../shop/api-errors.ts';

let t: TestDatabase;
let s3: S3TestServer;
let a: TestApp;

beforeAll(async () => {
  t = await testDatabase();
  s3 = await startS3Server();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000', ...s3.env('uploads') });
});
afterAll(async () => {
  await a?.close();
  await s3?.close();
  await t?.drop();
});

async function reviewPhoto(): Promise<string> {
  const c = await signUp(a.app);
  const p = await insertProduct(t.db);
  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#b4234a' } })
    .png()
    .toBuffer();
  const body = await multipart({ rating: '5', review: 'Lovely' }, { name: 'me.png', type: 'image/png', data: png });
  const res = await a.app.inject({
    method: 'POST',
    url: `/api/ratings/${p.id}`,
    headers: { ...bearer(c.token), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.image as string;
}

describe('images in an S3-compatible bucket', () => {
  let url: string;
  beforeAll(async () => {
    url = await reviewPhoto();
  });

  it('a review photo is stored in the bucket in every width, under the prefix, and not on the local disk', async () => {
    const key = url.slice('/uploads/'.length, -'-720.webp'.length);
    expect(key).toMatch(/^reviews\/[0-9a-f]{24}$/);
    for (const w of IMAGE_WIDTHS) expect(await s3.hasObject(`uploads/${key}-${w}.webp`)).toBe(true);
    expect(await fs.readdir(path.join(a.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('is served at its usual /uploads URL, immutable, with ETag and length', async () => {
    const res = await a.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 720 });

    const again = await a.app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await a.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(res.headers['content-length']);
  });

  it('a missing or impossible upload is a 404 in the error format', async () => {
    for (const missing of ['/uploads/reviews/000000000000000000000000-720.webp', '/uploads/..%2F..%2Fetc%2Fpasswd']) {
      const res = await a.app.inject({ method: 'GET', url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(errorBodySchema.parse(res.json())).toMatchObject({ success: false, error: 'not_found' });
    }
  });
});
