/**
 * Request ids (header and every log line of the request, services' lines included), liveness and readiness, and the
 * request metrics by route pattern. /metrics is never answered on the public port.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createHealthService } from '../health/service.ts';
import { registerQueueGauges } from '../jobs/metrics.ts';
import { loggerOptions } from '../logger.ts';
import { processMetrics, watchPoolMetrics } from '../metrics/registry.ts';
import { startMetricsServer } from '../metrics/server.ts';
import { requestAwareLog } from '../request-log.ts';
import { buildApp } from './app.ts';

let t: TestDatabase;
let a: TestApp;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db);
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

describe('request ids', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-request-ids-'));
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        cb();
      },
    });
    const log = pino(loggerOptions('info'), stream);
    // A service logs through requestAwareLog (as main.ts hands it to every service), never through the request.
    const serviceLog = requestAwareLog(log);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir });
    app = await buildApp({ config, services: a.services, storage: a.storage, log });
    app.get('/api/test/service-log', async () => {
      await new Promise((r) => setTimeout(r, 5)); // across an await, as a service's query would be
      serviceLog.warn({ step: 'reserve' }, 'a service noticed something');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a sane incoming x-request-id and answers it', async () => {
    const res = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'edge-7f3a.42:abc_Z' } });
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42:abc_Z');
  });

  it('replaces an incoming id that is long, has spaces or markup, with a fresh UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of ['a'.repeat(65), 'two words', '<script>', 'x\u00e9', '']) {
      const res = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(uuid);
    }
    const none = await app.inject({ url: '/api/health/live' });
    const other = await app.inject({ url: '/api/health/live' });
    expect(none.headers['x-request-id']).toMatch(uuid);
    expect(other.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('answers the id on errors too (a 404 and a validation error)', async () => {
    const missing = await app.inject({ url: '/api/no-such-call', headers: { 'x-request-id': 'req-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('req-404');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-400' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toBe('req-400');
  });

  it("puts the id on every log line of the request, a service's included", async () => {
    lines.length = 0;
    await app.inject({ url: '/api/test/service-log', headers: { 'x-request-id': 'req-svc-1' } });
    const mine = lines.filter((l) => l.reqId === 'req-svc-1');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'a service noticed something', 'request completed']);
    expect(lines.filter((l) => l.reqId !== 'req-svc-1')).toEqual([]);
  });

  it('outside a request, a service logs through the process logger, without an id', () => {
    lines.length = 0;
    const log = pino(loggerOptions('info'), {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    requestAwareLog(log).warn({ step: 'sweep' }, 'from a timer');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'from a timer', step: 'sweep' });
    expect(lines[0]).not.toHaveProperty('reqId');
  });
});

describe('health checks', () => {
  it('liveness answers without asking the database', async () => {
    const dead = connectDatabase('postgres://nobody@127.0.0.1:1/none');
    const down = await testApp(dead.db, {}, { worker: false });
    try {
      const res = await down.app.inject({ url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
      // ...while readiness says the database is down, with Retry-After.
      const ready = await down.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBeDefined();
      expect(ready.json()).toEqual({ status: 'not_ready', database: 'down', migrations: 'unknown' });
    } finally {
      await down.close();
      await dead.close();
    }
  });

  it('readiness is 200 on a migrated database', async () => {
    const res = await a.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readiness is 503 while the newest migration of this build is not applied', async () => {
    const [newest] = (
      await t.db.execute<{ id: number; hash: string; created_at: number }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const res = await a.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'pending' });
      // The old health check only asks whether the database answers.
      expect((await a.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await a.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('readiness is 503 on a database where the migrations never ran', async () => {
    await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __hidden_migrations`);
    try {
      const res = await a.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'pending' });
    } finally {
      await t.db.execute(sql`alter table drizzle.__hidden_migrations rename to __drizzle_migrations`);
    }
  });

  it('readiness is 503 for a build that ships a migration the database lacks', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'store-migrations-'));
    try {
      await fs.mkdir(path.join(folder, 'meta'));
      await fs.writeFile(
        path.join(folder, 'meta', '_journal.json'),
        JSON.stringify({ entries: [{ idx: 0, when: Date.now() + 86_400_000, tag: '9999_future', breakpoints: true }] }),
      );
      await fs.writeFile(path.join(folder, '9999_future.sql'), 'select 1;');
      const r = await createHealthService(t.db, { migrationsFolder: folder }).readiness();
      expect(r).toEqual({ ready: false, database: 'up', migrations: 'pending' });
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await a.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/live', '/api/health/ready']),
    );
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and status, never by raw URL', async () => {
    const unwatch = watchPoolMetrics(t.pool);
    await a.app.inject({ url: '/api/products/slug/indigo-kurta' });
    await a.app.inject({ url: '/api/products/slug/some-unknown-product' });
    await a.app.inject({ url: '/api/no-such-call/12345' });
    const { body } = await processMetrics();
    unwatch();
    const routes = [...body.matchAll(/^http_requests_total\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]);
    expect(routes).toContain('/api/products/slug/:slug');
    expect(routes.some((r) => r?.includes('kurta') || r?.includes('12345'))).toBe(false);
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{[^}]*route="\/api\/products\/slug\/:slug"/m);
    expect(body).toMatch(/^http_requests_total\{[^}]*route="\/api\/products\/slug\/:slug",status_code="404"\} [1-9]/m);
    // The pool the app's queries ran on has connections open, and nothing waits for one.
    expect(Number(/^db_pool_connections_total (\d+)/m.exec(body)?.[1])).toBeGreaterThan(0);
    expect(body).toMatch(/^db_pool_connections_idle \d+/m);
    expect(body).toMatch(/^db_pool_waiting_requests 0/m);
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('shows the job queue: jobs completed per task, and the queue depth from the database', async () => {
    registerQueueGauges(t.pool);
    const completed = async () =>
      Number(/^store_jobs_completed_total\{task="contact-mail"\} (\d+)/m.exec((await processMetrics()).body)?.[1] ?? 0);
    const before = await completed();
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha Verma', email: 'asha@example.in', subject: 'Metrics', comment: 'Counted once sent.' },
    });
    expect(res.statusCode).toBe(201);
    await a.jobsDone();
    const { body } = await processMetrics();
    expect(await completed()).toBe(before + 1);
    expect(body).toMatch(/^store_jobs_pending 0$/m);
    expect(body).toMatch(/^store_jobs_running 0$/m);
    expect(body).toMatch(/^store_jobs_failed 0$/m);
  });

  it('is not on the public port (404), only on the internal metrics server', async () => {
    expect((await a.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      metrics: processMetrics,
      onError: () => {},
    });
    try {
      const res = await fetch(server.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('http_requests_total');
      expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
