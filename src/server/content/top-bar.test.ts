import { describe, expect, it } from 'vitest';
import { parseTopBar } from './top-bar.ts';

describe('parseTopBar', () => {
  it('one message per list item or paragraph, as plain text, empty ones skipped', () => {
    expect(
      parseTopBar('<ul><li>Free <strong>shipping</strong></li><li> </li><li>Easy 5-day returns</li></ul>'),
    ).toEqual(['Free shipping', 'Easy 5-day returns']);
    expect(parseTopBar('<p>One &amp; only</p>')).toEqual(['One & only']);
  });

  it('at most four messages; none for a page without any', () => {
    expect(parseTopBar('<ul>' + '<li>x</li>'.repeat(6) + '</ul>')).toHaveLength(4);
    expect(parseTopBar('<h2>Nothing here</h2>')).toEqual([]);
  });
});
