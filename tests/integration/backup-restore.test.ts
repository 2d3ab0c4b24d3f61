/**
 * Backups that restore: a store with orders and a review photo is backed up (src/server/ops/backup.ts), restored
 * into a fresh database and a fresh data folder, and the real store started on the copy shows the same orders,
 * stock and images. Runs on the embedded PostgreSQL always, and against TEST_DATABASE_URL's server when set.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { backup } from '../../src/server/ops/backup.ts';
import { restore } from '../../src/server/ops/restore.ts';
import { insertCatalogFixture, type Fixture } from '../support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { withDatabase } from '../support/global-setup.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

const PASSWORD = 'secret123';
const JACKET = 'Washed Denim Trucker Jacket';
const DRESS = 'Floral Tiered Maxi Dress';
const quiet = () => {};

let work: string;
beforeAll(async () => {
  await buildIfStale(ROOT);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'store-backup-test-'));
}, 300_000);
afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true });
});

async function json(res: Response) {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

async function post(base: string, url: string, body: unknown, token?: string) {
  return json(
    await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

type Variant = { size: string; stock: number; sku: string };
type Shop = { email: string; orders: unknown[]; stock: Record<string, Variant[]>; image: string; imageBytes: Buffer };

/** Signs up, places two orders and posts a review with a photo through the store's API; returns what it shows. */
async function shop(store: StoreProcess, fx: Fixture): Promise<Shop> {
  const base = store.baseUrl;
  const email = `backup-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const account = { name: 'Meera Iyer', email, phone: '9876543210', password: PASSWORD, confirmPassword: PASSWORD };
  const { authToken } = (await post(base, '/api/auth/register', account)) as { authToken: string };
  const address = { street: '9 Residency Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560025' };
  for (const [name, size] of [
    [JACKET, 'L'],
    [DRESS, 'S'],
  ] as const) {
    await post(
      base,
      '/api/orders/create',
      {
        items: [{ product: fx.productIds[name], size, quantity: 1, price: 1 }],
        shippingAddress: { ...address, country: 'India' },
        paymentMethod: 'cod',
        totalAmount: 1,
      },
      authToken,
    );
  }
  const form = new FormData();
  form.append('rating', '5');
  form.append('review', 'Fits well, colour as shown');
  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#b8325a' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const review = await json(
    await fetch(`${base}/api/ratings/${fx.productIds[DRESS]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${authToken}` },
      body: form,
    }),
  );
  const image = (review.data as { image: string }).image;
  return { email, ...(await shows(store, email, fx, image)) };
}

/** What the store shows: the customer's orders (logging in again), the products' stock, and the review photo. */
async function shows(store: StoreProcess, email: string, fx: Fixture, image: string) {
  const base = store.baseUrl;
  const { authToken } = (await post(base, '/api/auth/login', { email, password: PASSWORD })) as { authToken: string };
  const { orders } = (await json(
    await fetch(`${base}/api/orders/my-orders`, { headers: { authorization: `Bearer ${authToken}` } }),
  )) as { orders: unknown[] };
  const stock: Record<string, Variant[]> = {};
  for (const name of [JACKET, DRESS]) {
    const body = await json(await fetch(`${base}/api/products/slug/${fx.slugs[name]}`));
    stock[name] = (body.data as { data: { variants: Variant[] } }).data.variants;
  }
  const res = await fetch(`${base}${image}`);
  expect(res.status).toBe(200);
  const imageBytes = Buffer.from(await res.arrayBuffer());
  const reviews = await json(await fetch(`${base}/api/ratings/product/${fx.productIds[DRESS]}`));
  expect((reviews.data as { data: { image: string }[] }).data.map((r) => r.image)).toContain(image);
  return { orders, stock, image, imageBytes };
}

async function stopStore(store: StoreProcess): Promise<void> {
  store.child.kill('SIGTERM');
  await store.exited;
}

/**
 * The whole round: the store on `sourceEnv` takes orders and a photo; the backup of `sourceUrl` (unset: the embedded
 * database in the source DATA_DIR) is restored into `targetUrl` (unset: the embedded one in the target DATA_DIR);
 * the store on `targetEnv` must show the same. Then restoring again is refused, and `replace` overwrites.
 */
async function roundTrip(opts: {
  sourceEnv: Record<string, string>;
  targetEnv: Record<string, string>;
  sourceUrl?: string;
  targetUrl?: string;
  fx: Fixture;
}) {
  const before = await (async () => {
    const store = await spawnStore({ ...opts.sourceEnv, AUTH_RATE_LIMIT_PER_MIN: '1000' });
    try {
      return await shop(store, opts.fx);
    } finally {
      await stopStore(store);
    }
  })();
  expect(before.orders).toHaveLength(2);
  // The orders took their stock: the jacket's one L and one of the dress's six S.
  expect(before.stock[JACKET]).toContainEqual(expect.objectContaining({ size: 'L', stock: 0 }));
  expect(before.stock[DRESS]).toContainEqual(expect.objectContaining({ size: 'S', stock: 5 }));

  const out = path.join(work, `backup-${crypto.randomBytes(3).toString('hex')}`);
  const made = await backup({
    dataDir: opts.sourceEnv.DATA_DIR!,
    databaseUrl: opts.sourceUrl,
    outDir: out,
    log: quiet,
  });
  expect(made.manifest.database.latestMigration?.tag).toMatch(/^\d{4}_/);
  expect(made.manifest.uploads.files).toBeGreaterThanOrEqual(3); // the photo in each width

  const targetDir = opts.targetEnv.DATA_DIR!;
  const restored = await restore({
    backupDir: out,
    dataDir: targetDir,
    databaseUrl: opts.targetUrl,
    replace: false,
    log: quiet,
  });
  expect(restored.latestMigration).toEqual(made.manifest.database.latestMigration);

  const store = await spawnStore({ ...opts.targetEnv, AUTH_RATE_LIMIT_PER_MIN: '1000' });
  try {
    const after = await shows(store, before.email, opts.fx, before.image);
    expect(after.orders).toEqual(before.orders);
    expect(after.stock).toEqual(before.stock);
    expect(after.imageBytes.equals(before.imageBytes)).toBe(true);
  } finally {
    await stopStore(store);
  }

  // A second restore into the same (now full) target is refused, and so is a full database alone.
  const again = { backupDir: out, dataDir: targetDir, databaseUrl: opts.targetUrl, replace: false, log: quiet };
  await expect(restore(again)).rejects.toThrow(/uploads already holds files\. Restore into an empty data folder/);
  await fs.rename(path.join(targetDir, 'uploads'), path.join(targetDir, 'uploads-aside'));
  await expect(restore(again)).rejects.toThrow(/is not empty \(\d+ tables, views or sequences\).*--replace/);
  // --replace overwrites it.
  await expect(restore({ ...again, replace: true })).resolves.toMatchObject({ manifest: made.manifest });
  return made;
}

describe('backup and restore with the embedded PostgreSQL', () => {
  it('restores orders, stock and images into a fresh data folder', async () => {
    const source = path.join(work, 'embedded-source');
    const embedded = await startEmbeddedPostgres(source);
    const database = connectDatabase(embedded.url, { max: 2 });
    let fx: Fixture;
    try {
      await runMigrations(database);
      fx = await insertCatalogFixture(database.db);
    } finally {
      await database.close();
      await embedded.stop();
    }
    const made = await roundTrip({
      // An empty DATABASE_URL is unset: the stores use the embedded PostgreSQL even if the caller's shell has one.
      sourceEnv: { DATA_DIR: source, DATABASE_URL: '' },
      targetEnv: { DATA_DIR: path.join(work, 'embedded-target'), DATABASE_URL: '' },
      fx,
    });
    expect(made.manifest.database.source).toBe('embedded');
  }, 120_000);

  it('refuses to back up a data folder a running store holds, and leaves no backup behind', async () => {
    const dataDir = path.join(work, 'locked');
    await fs.mkdir(dataDir, { recursive: true });
    // The lock a running store takes: a live process (here the test runner's parent) holds it.
    await fs.writeFile(path.join(dataDir, 'store.lock'), `${process.ppid}\n`);
    const outDir = path.join(work, 'never');
    await expect(backup({ dataDir, outDir, log: quiet })).rejects.toThrow(
      `Another store server (pid ${process.ppid}) is already using the data folder ${dataDir}`,
    );
    await expect(fs.readdir(work)).resolves.not.toContain('never.partial');
    await expect(fs.stat(outDir)).rejects.toThrow();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore with DATABASE_URL (TEST_DATABASE_URL)', () => {
  let source: TestDatabase;
  let admin: pg.Client;
  let targetName: string;

  beforeAll(async () => {
    source = await testDatabase();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    targetName = `store_restore_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${targetName}`);
  });
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
    await admin?.end();
    await source?.drop();
  });

  it('restores orders, stock and images into a new database on the server and a fresh data folder', async () => {
    const fx = await insertCatalogFixture(source.db);
    const targetUrl = withDatabase(serverUrl!, targetName);
    const made = await roundTrip({
      sourceEnv: { DATABASE_URL: source.url, DATA_DIR: path.join(work, 'server-source') },
      targetEnv: { DATABASE_URL: targetUrl, DATA_DIR: path.join(work, 'server-target') },
      sourceUrl: source.url,
      targetUrl,
      fx,
    });
    expect(made.manifest.database).toMatchObject({ source: 'server', method: 'pg_dump' });
    expect(made.manifest.database.toolMajor).toBeGreaterThanOrEqual(made.manifest.database.serverMajor);
  }, 120_000);

  it('refuses cluster files for a server: they only go into an embedded PostgreSQL', async () => {
    const dir = path.join(work, 'fake-cluster-backup');
    await fs.mkdir(dir, { recursive: true });
    const manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      app: { name: 'bindass-store', version: '0.1.0' },
      database: {
        source: 'embedded',
        serverVersion: '18.4',
        serverMajor: 18,
        method: 'cluster-files',
        tool: null,
        toolMajor: null,
        latestMigration: null,
      },
      uploads: { files: 0, bytes: 0 },
    };
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const targetUrl = withDatabase(serverUrl!, targetName);
    await expect(
      restore({ backupDir: dir, dataDir: path.join(work, 'x'), databaseUrl: targetUrl, replace: true, log: quiet }),
    ).rejects.toThrow(/only an embedded PostgreSQL can take: restore it with DATABASE_URL unset/);
  });
});

describe.runIf(!serverUrl)('backup and restore with DATABASE_URL', () => {
  it('is skipped: set TEST_DATABASE_URL to run it against a PostgreSQL server', () => {
    expect(serverUrl).toBeUndefined();
  });
});
