/**
 * The JavaScript a page loads first: every module script and modulepreload link in its server-rendered HTML (the
 * preloads as written inert until the first paint too, ADR 26: the loader turns every one of them on), measured as
 * gzip (level 9) bytes. Used by the bundle budget test and `npm run bench`.
 */
import zlib from 'node:zlib';
import { INERT_PRELOAD_REL } from '../../src/web/lib/scripts-after-paint.ts';

const PRELOAD_LINK = new RegExp(`<link[^>]+rel="(?:modulepreload|${INERT_PRELOAD_REL})"[^>]+href="([^"]+)"`, 'g');

export const FIRST_LOAD_JS_BUDGET_BYTES = 130 * 1024;

export type FirstLoadJs = { path: string; files: string[]; gzipBytes: number };

export async function firstLoadJs(baseUrl: string, pagePath: string): Promise<FirstLoadJs> {
  const html = await (await fetchOk(new URL(pagePath, baseUrl))).text();
  const files = new Set<string>();
  for (const m of html.matchAll(PRELOAD_LINK)) files.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g)) files.add(m[1]!);
  for (const m of html.matchAll(/import\s+[^"';]*?["']([^"']+\.js)["']/g)) files.add(m[1]!);
  let gzipBytes = 0;
  for (const file of files) {
    const body = Buffer.from(await (await fetchOk(new URL(file, baseUrl))).arrayBuffer());
    gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { path: pagePath, files: [...files], gzipBytes };
}

/** A page or file that did not come (a 404's few bytes, an error page) would make the measure pass for nothing. */
async function fetchOk(url: URL): Promise<Response> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url.pathname}: ${res.status}`);
  return res;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
