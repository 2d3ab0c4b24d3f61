/**
 * Order placement under load: concurrent signed-in buyers placing cash-on-delivery orders (each with its own
 * Idempotency-Key) against a scratch database; reports orders/s and latency, then checks that stock went down by
 * exactly the quantities of the orders placed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { spawnStore } from '../support/server-process.ts';
import { loadConnections, loadSeconds } from './measure.ts';
import { insertSyntheticCatalogue } from './synthetic-catalogue.ts';
import { testGstin } from '../support/gst.ts';
import { MAX_OPEN_COD_ORDERS_SETTING } from '../../src/shop/cod.ts';

// Each buyer may have at most 20 open cash-on-delivery orders (the most the COD settings allow, set below), so
// enough buyers that the load never meets the cap (10 s here places well under 200 x 20 orders).
const BUYERS = 200;
const STOCK_PER_SIZE = 100_000;

export async function ordersPart(): Promise<void> {
  console.log('\n## order placement (scratch database, cash on delivery, concurrent buyers)');
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bindass-bench-orders-'));
  const pg = await startEmbeddedPostgres(tmp);
  const database = connectDatabase(pg.url);
  try {
    await runMigrations(database);
    await insertSyntheticCatalogue(database.db, 200);
    await database.pool.query(`UPDATE product_variants SET stock = ${STOCK_PER_SIZE}`);
    const { rows: picks } = await database.pool.query<{ product_id: string; size: string }>(
      `SELECT product_id, size FROM product_variants ORDER BY sku LIMIT 50`,
    );
    // A registered store: every order is issued a tax invoice (IGST: the buyers are in another state).
    await database.pool.query(
      `INSERT INTO store_settings (store_name, support_email, support_phone, whatsapp_number, business_hours,
         gst_legal_name, gst_address, gst_state, gstin)
       VALUES ('Bench', 'care@bench.example', '+91 98765 43210', '919876543210', '10 to 7',
         'Bench Fashions', 'Pune', 'Maharashtra', $1)`,
      [testGstin('Maharashtra')],
    );
    await database.pool.query(
      `INSERT INTO cod_settings (fee_paise, max_order_paise, max_open_orders) VALUES (0, 1000000, $1)`,
      [MAX_OPEN_COD_ORDERS_SETTING],
    );
    const store = await spawnStore({
      DATABASE_URL: pg.url,
      DATA_DIR: tmp,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MIN: '100000',
    });
    try {
      const tokens: string[] = [];
      for (let i = 0; i < BUYERS; i++) {
        const res = await fetch(`${store.baseUrl}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Buyer ${i}`,
            email: `buyer${i}@bench.example`,
            phone: '9876543210',
            password: 'secret123',
            confirmPassword: 'secret123',
          }),
        });
        tokens.push(((await res.json()) as { authToken: string }).authToken);
      }
      let n = 0;
      const result = await autocannon({
        url: store.baseUrl,
        connections: loadConnections,
        duration: loadSeconds,
        maxOverallRequests: 20_000,
        requests: [
          {
            method: 'POST',
            path: '/api/orders/create',
            setupRequest: (req) => {
              const i = n++;
              const pick = picks[i % picks.length]!;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[i % tokens.length]}`,
                  'idempotency-key': crypto.randomUUID(),
                },
                body: JSON.stringify({
                  items: [{ product: pick.product_id, size: pick.size, quantity: 1, price: 1 }],
                  shippingAddress: {
                    street: '1 MG Road',
                    city: 'Bengaluru',
                    state: 'Karnataka',
                    pincode: '560001',
                    country: 'India',
                  },
                  paymentMethod: 'cod',
                  totalAmount: 1,
                }),
              };
            },
          },
        ],
      });
      const { rows: counts } = await database.pool.query<{
        orders: number;
        sold: number;
        invoices: number;
        last: number;
      }>(
        `SELECT (SELECT count(*)::int FROM orders) AS orders,
                (SELECT (count(*) * ${STOCK_PER_SIZE} - sum(stock))::int FROM product_variants) AS sold,
                (SELECT count(*)::int FROM tax_documents WHERE kind = 'invoice') AS invoices,
                (SELECT coalesce(max(sequence), 0)::int FROM tax_documents WHERE series = 'BB') AS last`,
      );
      const c = counts[0]!;
      console.table([
        {
          what: `POST /api/orders/create (${loadConnections} concurrent buyers)`,
          'orders/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          placed: result['2xx'],
          failures: result.errors + result.non2xx,
        },
      ]);
      // Requests still in flight when the run stops are stored but not counted by autocannon (at most one per connection).
      const consistent =
        c.sold === c.orders && c.orders >= result['2xx'] && c.orders - result['2xx'] <= loadConnections;
      console.log(
        `${consistent ? 'PASS' : 'FAIL'} stock sold (${c.sold}) = orders stored (${c.orders}); answered 201: ${result['2xx']} (+ up to ${loadConnections} in flight at the end)`,
      );
      const numbered = c.invoices === c.orders && c.last === c.orders;
      console.log(
        `${numbered ? 'PASS' : 'FAIL'} tax invoices (${c.invoices}) = orders (${c.orders}), numbered 1..${c.last} without gaps`,
      );
    } finally {
      store.child.kill('SIGTERM');
      await store.exited;
    }
  } finally {
    await database.close();
    await pg.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
