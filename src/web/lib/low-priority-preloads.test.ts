import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.ts';

const html =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>rel="modulepreload"</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></body>';
const expected =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>rel="modulepreload"</p>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/></body>';

const through = (pieces: string[]) =>
  text(Readable.from(pieces.map((p) => Buffer.from(p))).pipe(lowPriorityModulePreloads()));

describe('module preloads at low priority', () => {
  it('marks every module preload, and nothing else, however the HTML is cut into pieces', async () => {
    expect(await through([html])).toBe(expected);
    for (let cut = 1; cut < html.length; cut++) {
      expect(await through([html.slice(0, cut), html.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
    expect(await through([...html])).toBe(expected); // one character at a time
  });

  it('passes a page without preloads through unchanged', async () => {
    expect(await through(['<p>no scripts</p>', '<link rel="mod'])).toBe('<p>no scripts</p><link rel="mod');
  });
});
