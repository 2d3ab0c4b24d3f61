/** `npm start`: build the web app when missing or stale, then run the production server. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';
await buildIfStale(root);
const { main } = await import('../src/server/main.ts');
await main();
