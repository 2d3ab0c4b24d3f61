import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalogue-data.ts';
import { MEN_LINES } from './product-lines-men.ts';
import { WOMEN_LINES } from './product-lines-women.ts';

describe('the demo catalogue and the return policy', () => {
  it('innerwear takes no returns; every other category does', () => {
    const closed = CATEGORIES.filter((c) => !c.returnable).map((c) => `${c.gender}/${c.slug}`);
    expect(closed).toEqual(['women/innerwear', 'men/innerwear']);
  });

  it('sells innerwear at full price, so the category alone is what refuses its returns', () => {
    const innerwear = [...WOMEN_LINES, ...MEN_LINES].filter((l) => l.category === 'innerwear');
    expect(innerwear.length).toBeGreaterThan(0);
    for (const l of innerwear) expect(l.discount).toBe(0);
  });
});
