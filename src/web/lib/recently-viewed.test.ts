// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '../../shop/recently-viewed.ts';
import { recordView, viewedIds } from './recently-viewed.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(() => localStorage.clear());

describe('recently viewed products (localStorage)', () => {
  it('keeps the newest first, without repeats, at most 10', () => {
    for (let n = 1; n <= 12; n++) recordView(id(n));
    recordView(id(5));
    const ids = viewedIds();
    expect(ids).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(ids.slice(0, 3)).toEqual([id(5), id(12), id(11)]);
    expect(ids.filter((x) => x === id(5))).toHaveLength(1);
    // The oldest fell off.
    expect(ids).not.toContain(id(1));
    expect(ids).not.toContain(id(2));
  });

  it('keeps ids only, and ignores anything else stored under its key', () => {
    recordView(id(1));
    expect(JSON.parse(localStorage.getItem('recentlyViewed')!)).toEqual([id(1)]);
    localStorage.setItem('recentlyViewed', JSON.stringify([id(2), 'not-an-id', 7, { price: 1 }]));
    expect(viewedIds()).toEqual([id(2)]);
    localStorage.setItem('recentlyViewed', '{broken');
    expect(viewedIds()).toEqual([]);
    recordView(id(3));
    expect(viewedIds()).toEqual([id(3)]);
  });
});
