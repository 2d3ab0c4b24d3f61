/**
 * The page's module preloads at low fetch priority (`fetchpriority="low"`, added to the rendered HTML). React
 * Router preloads every module of the page (about 20 files, 140 KB gzip) at high priority, so on a slow phone they
 * compete with the stylesheet, the first screen's images and the document itself, and the first paint waits for
 * them. The page is server-rendered and readable without them; they still load at once, after what is on screen.
 */
const FIND = Buffer.from('<link rel="modulepreload"');
const REPLACE = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

export function lowPriorityModulePreloads(html: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(FIND); at !== -1; at = html.indexOf(FIND, from)) {
    parts.push(html.subarray(from, at), REPLACE);
    from = at + FIND.length;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
