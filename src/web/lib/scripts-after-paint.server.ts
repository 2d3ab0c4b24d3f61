/** The server's half of ./scripts-after-paint.ts: the rendered page with its scripts inert until the loader turns them on. */
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from './scripts-after-paint.ts';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const INERT_PRELOAD = Buffer.from(`<link rel="${INERT_PRELOAD_REL}"`);
// React Router writes its module script as <script nonce="…" type="module" async=""> (the nonce only when rendered).
const MODULE = Buffer.from(' type="module" async=""');
const INERT_MODULE = Buffer.from(` type="${INERT_MODULE_TYPE}"`);
const SCRIPT_TAG = Buffer.from('<script');

/** The rendered page with React Router's module preloads and module script inert (the loader turns them on). */
export function scriptsAfterPaint(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  let at = html.indexOf(PRELOAD);
  while (at !== -1) {
    parts.push(html.subarray(from, at), INERT_PRELOAD);
    from = at + PRELOAD.length;
    at = html.indexOf(PRELOAD, from);
  }
  const module = html.indexOf(MODULE, from);
  if (module !== -1 && html.lastIndexOf(SCRIPT_TAG, module) === html.lastIndexOf('<', module)) {
    parts.push(html.subarray(from, module), INERT_MODULE);
    from = module + MODULE.length;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
