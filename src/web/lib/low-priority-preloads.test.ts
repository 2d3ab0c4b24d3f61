import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.ts';

const html =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>rel="modulepreload"</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></body>';
const expected =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>rel="modulepreload"</p>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/></body>';

const through = (page: string) => lowPriorityModulePreloads(Buffer.from(page)).toString();

describe('module preloads at low priority', () => {
  it('marks every module preload, and nothing else', () => {
    expect(through(html)).toBe(expected);
    expect(through(`${html}<link rel="modulepreload" href="/x.js"/>`)).toBe(
      `${expected}<link rel="modulepreload" fetchpriority="low" href="/x.js"/>`,
    );
  });

  it('passes a page without preloads through unchanged', () => {
    expect(through('<p>no scripts</p><link rel="mod')).toBe('<p>no scripts</p><link rel="mod');
  });
});
