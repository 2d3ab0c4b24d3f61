/**
 * The page's module preloads at low fetch priority (`fetchpriority="low"`, added as the HTML streams out). React
 * Router preloads every module of the page (about 20 files, 140 KB gzip) at high priority, so on a slow phone they
 * compete with the stylesheet, the first screen's images and the document itself, and the first paint waits for
 * them. The page is server-rendered and readable without them; they still load at once, after what is on screen.
 * React writes the HTML in 2 KB pieces, so a tag may be split: the last bytes of each piece wait for the next.
 */
import { Transform } from 'node:stream';

const FIND = Buffer.from('<link rel="modulepreload"');
const REPLACE = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

export function lowPriorityModulePreloads(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = text.indexOf(FIND); at !== -1; at = text.indexOf(FIND, from)) {
        parts.push(text.subarray(from, at), REPLACE);
        from = at + FIND.length;
      }
      // Keep back what could be the start of a split tag.
      const keep = Math.min(FIND.length - 1, text.length - from);
      parts.push(text.subarray(from, text.length - keep));
      carry = Buffer.from(text.subarray(text.length - keep));
      cb(null, Buffer.concat(parts));
    },
    flush(cb) {
      cb(null, carry);
    },
  });
}
