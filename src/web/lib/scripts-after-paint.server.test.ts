import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint.server.ts';

const head = '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js"/>';
const module = '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";</script>';
const page = `${head}<link rel="modulepreload" href="/assets/root.js"/></head><body><p>rel="modulepreload"</p>${module}</body>`;

const through = (html: string) => scriptsAfterPaint(Buffer.from(html)).toString();

describe('scripts after the first paint: the rendered page', () => {
  it("carries React Router's module preloads and its module script inert, and nothing else changed", () => {
    expect(through(page)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload-after-paint" href="/assets/entry.js"/>' +
        '<link rel="modulepreload-after-paint" href="/assets/root.js"/></head><body><p>rel="modulepreload"</p>' +
        '<script nonce="n1" type="module-after-paint">import * as route0 from "/assets/root.js";</script></body>',
    );
  });

  it('leaves a module script that comes before the last preload, and any second one, alone', () => {
    // React Router writes its preloads first and one module script after them: nothing else is touched.
    const early = `<script type="module" async="">a()</script>${head}`;
    expect(through(early)).toBe(early.replace('"modulepreload"', '"modulepreload-after-paint"'));
    // The same words outside a script tag are text.
    const text = `${head}<p>a type="module" async="" b</p>`;
    expect(through(text)).toBe(text.replace('"modulepreload"', '"modulepreload-after-paint"'));
    // A kept page's script (its nonce taken out) is the same.
    expect(through(`${head}<script type="module" async="">a()</script>`)).toContain(
      '<script type="module-after-paint">a()',
    );
    const twice = through(`${page}${module}`);
    expect(twice.match(/type="module-after-paint"/g)).toHaveLength(1);
    expect(twice.endsWith(`</body>${module}`)).toBe(true);
  });

  it('passes a page without scripts through as it is', () => {
    const html = Buffer.from('<p>no scripts</p><link rel="mod');
    expect(scriptsAfterPaint(html)).toBe(html);
  });
});
