/**
 * The server for end-to-end tests: production build, a fresh database each run (the embedded PostgreSQL folder is
 * removed), seeded with the demo catalogue. Rendered images are kept between runs (content-hashed, so never stale).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../scripts/build-if-stale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
await fs.rm(path.join(dataDir, 'postgres'), { recursive: true, force: true });
await fs.rm(path.join(dataDir, 'store.lock'), { force: true });
await fs.rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
// The admin specs' saved demo-owner session belongs to the database just removed (admin-session.ts).
await fs.rm(path.join(dataDir, 'e2e-state'), { recursive: true, force: true });
process.env.NODE_ENV = 'production';
await buildIfStale(root);
const { main } = await import('../../src/server/main.ts');
await main();
