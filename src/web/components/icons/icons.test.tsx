import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { IconProps } from './icon.tsx';

const names = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx') && f !== 'icon.tsx')
  .map((f) => f.slice(0, -'.tsx'.length));

const ours = async (name: string) => ((await import(`./${name}.tsx`)) as { default: ComponentType<IconProps> }).default;
const inner = (svg: string) => /^<svg[^>]*>(.*)<\/svg>$/s.exec(svg)?.[1];

describe('the store icons', () => {
  it("include the header's and the catalogue's icons", () => {
    expect(names.length).toBeGreaterThan(30);
    expect(names).toEqual(expect.arrayContaining(['heart', 'search', 'shopping-bag', 'x', 'star']));
  });

  it.each(names)("%s draws lucide's shapes as lucide-react renders them", async (name) => {
    const Ours = await ours(name);
    const Lucide = ((await import(`lucide-react/icons/${name}`)) as { default: ComponentType }).default;
    const shapes = inner(renderToStaticMarkup(<Lucide />));
    expect(shapes).toMatch(/^<(path|circle|line|rect|polyline|polygon|ellipse)\b/);
    expect(inner(renderToStaticMarkup(<Ours />))).toBe(shapes);
  });

  it('is one decorative svg element carrying the class, size and colour given', async () => {
    const Heart = await ours('heart');
    const html = renderToStaticMarkup(<Heart className="size-4 text-red-500" />);
    expect(html).toMatch(
      /^<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" class="icon size-4 text-red-500"><path [^>]+><\/path><\/svg>$/,
    );
    expect(renderToStaticMarkup(<Heart />)).toContain('class="icon"');
  });

  it('is read out when labelled', async () => {
    const Heart = await ours('heart');
    const html = renderToStaticMarkup(<Heart aria-label="Wishlist" role="img" />);
    expect(html).toContain('aria-label="Wishlist"');
    expect(html).not.toContain('aria-hidden');
  });

  it('has its stroke and default size in one stylesheet rule', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'app.css'), 'utf8');
    expect(css).toMatch(/@layer components \{\s*\.icon \{[^}]*stroke: currentColor;[^}]*\}/);
  });
});
