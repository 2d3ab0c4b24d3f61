/**
 * Images are not tied to one machine: two store processes with their own data folders share one database and one
 * S3-compatible bucket (a real S3 server on loopback). A review photo uploaded through one is served by the other.
 * (The demo seed's artwork in the bucket: src/server/db/seed/artwork/render.test.ts; the whole seed renders for
 * a minute on a busy 2-core machine, too long to start a store with it here.)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { insertCatalogFixture, type Fixture } from '../support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

let t: TestDatabase;
let s3: S3TestServer;
let fx: Fixture;
const stores: StoreProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  await buildIfStale(ROOT);
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  s3 = await startS3Server();
  for (let i = 0; i < 2; i++) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `shared-images-${i}-`));
    dataDirs.push(dir);
    stores.push(await spawnStore({ DATABASE_URL: t.url, DATA_DIR: dir, AUTH_RATE_LIMIT_PER_MIN: '1000', ...s3.env() }));
  }
}, 120_000);

afterAll(async () => {
  for (const s of stores) {
    s.child.kill('SIGTERM');
    await s.exited;
  }
  await s3?.close();
  await t?.drop();
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('two app processes, one database, one bucket', () => {
  it('a review photo uploaded through one process is served by the other', async () => {
    const [first, second] = [stores[0]!.baseUrl, stores[1]!.baseUrl];
    const signUp = await fetch(`${first}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Shah',
        email: 'shared-images@example.com',
        phone: '9876543210',
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    });
    expect(signUp.status).toBe(201);
    const { authToken } = (await signUp.json()) as { authToken: string };
    const productId = fx.productIds['Washed Denim Trucker Jacket']!;

    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('rating', '5');
    form.append('review', 'Colour is exactly as shown.');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const posted = await fetch(`${first}/api/ratings/${productId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${authToken}` },
      body: form,
    });
    expect(posted.status).toBe(201);
    const image = ((await posted.json()) as { data: { image: string } }).data.image;
    expect(image).toMatch(/^\/uploads\/reviews\/[0-9a-f]{24}-720\.webp$/);

    const served = await fetch(`${second}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(720);
    // Neither process kept it on its own disk.
    for (const dir of dataDirs) expect(await fs.readdir(path.join(dir, 'uploads')).catch(() => [])).toEqual([]);
  });
});
