/**
 * Delivery (issue 13): the product page's PIN check (`GET /api/delivery/check`), the address form's PIN lookup
 * (`GET /api/pincodes/{pin}`) and the priced quote with a PIN (`POST /api/cart/quote` with `pincode`: priceCart's
 * delivery step) under load on loopback: BENCH_CONNECTIONS (4 here: shoppers at once on this 2-core machine, client
 * and server sharing it) loops for BENCH_SECONDS (10) at most, over PINs spread across the directory. Bar: p95 under 50 ms for each; the run exits non-zero when one falls short.
 * On the demo store (BENCH_DATA_DIR, seeded on the first run), with the owner's default zones (none).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PIN_DIRECTORY_FILE } from '../../src/server/delivery/pin-directory.ts';
import { spawnStore } from '../support/server-process.ts';
import { concurrentLatency, loadSeconds } from './measure.ts';

const BAR_P95_MS = 50;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);

export async function deliveryPart(): Promise<boolean> {
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bindass-store-bench');
  console.log(`\n## delivery (demo store, DATA_DIR=${dataDir}; ${connections} connections, ${loadSeconds} s at most)`);
  const lines = zlib.gunzipSync(fs.readFileSync(PIN_DIRECTORY_FILE)).toString('utf8').trimEnd().split('\n');
  // Every 97th PIN: about 200 PINs from every state.
  const pins = lines.filter((_, i) => i % 97 === 0).map((l) => l.slice(0, 6));
  const store = await spawnStore({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    DELIVERY_RATE_LIMIT_PER_MIN: '1000000',
  });
  try {
    const base = store.baseUrl;
    const list = (await (await fetch(`${base}/api/products?limit=12`)).json()) as {
      data: { products: Array<{ _id: string; variants: Array<{ size: string; stock: number }> }> };
    };
    const items = list.data.products
      .flatMap((p) => {
        const v = p.variants.find((x) => x.stock > 0);
        return v ? [{ product: p._id, size: v.size, quantity: 1 }] : [];
      })
      .slice(0, 3);
    const quote = (pin: string | null) =>
      fetch(`${base}/api/cart/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ items, ...(pin ? { pincode: pin } : {}) }),
      });
    const pin = (i: number) => pins[i % pins.length]!;
    // Warm-up: the directory loads on the first lookup; the page and the code paths get compiled.
    for (let i = 0; i < 100; i++) {
      await (await fetch(`${base}/api/delivery/check?pin=${pin(i)}`)).arrayBuffer();
      await (await quote(pin(i))).arrayBuffer();
    }
    const rows = [
      await concurrentLatency(
        'GET /api/delivery/check?pin=',
        (i) => fetch(`${base}/api/delivery/check?pin=${pin(i)}`),
        {
          connections,
        },
      ),
      await concurrentLatency('GET /api/pincodes/{pin}', (i) => fetch(`${base}/api/pincodes/${pin(i)}`), {
        connections,
      }),
      await concurrentLatency(`POST /api/cart/quote (${items.length} lines, pincode)`, (i) => quote(pin(i)), {
        connections,
      }),
    ];
    // The same quote without a PIN (no delivery step): what the delivery step adds, for the record (no bar).
    const without = await concurrentLatency(`POST /api/cart/quote (${items.length} lines, no PIN)`, () => quote(null), {
      connections,
    });
    console.table(
      [...rows, without].map((r) => ({
        what: r.name,
        requests: r.n,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p95 ms': r.p95,
        'p99 ms': r.p99,
      })),
    );
    let ok = true;
    for (const r of rows) {
      const pass = r.p95 < BAR_P95_MS;
      ok &&= pass;
      console.log(`${pass ? 'PASS' : 'FAIL'} ${r.name}: p95 ${r.p95} ms (bar: under ${BAR_P95_MS} ms)`);
    }
    return ok;
  } finally {
    store.child.kill('SIGTERM');
    await store.exited;
  }
}
