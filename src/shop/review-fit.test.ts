import { describe, expect, it } from 'vitest';
import { fitSentence, MIN_FIT_ANSWERS, summariseFit } from './review-fit.ts';

describe('summariseFit', () => {
  it('says nothing below the minimum number of answers', () => {
    expect(MIN_FIT_ANSWERS).toBeGreaterThan(1);
    expect(summariseFit({ runs_small: 0, true_to_size: MIN_FIT_ANSWERS - 1, runs_large: 0 })).toBeNull();
    expect(summariseFit({ runs_small: 0, true_to_size: 0, runs_large: 0 })).toBeNull();
  });

  it('picks the most common answer with its share of all answers', () => {
    const s = summariseFit({ runs_small: 3, true_to_size: 13, runs_large: 2 });
    expect(s).toEqual({
      fit: 'true_to_size',
      percent: 72,
      total: 18,
      shares: { runs_small: 17, true_to_size: 72, runs_large: 11 },
    });
    expect(fitSentence(s!)).toBe('Most say: true to size — 72% of 18 reviewers');
    expect(summariseFit({ runs_small: 4, true_to_size: 1, runs_large: 0 })).toMatchObject({
      fit: 'runs_small',
      percent: 80,
    });
    expect(summariseFit({ runs_small: 0, true_to_size: 1, runs_large: 2 })?.fit).toBe('runs_large');
  });

  it('a tie goes to true to size, then runs small', () => {
    expect(summariseFit({ runs_small: 2, true_to_size: 2, runs_large: 2 })?.fit).toBe('true_to_size');
    expect(summariseFit({ runs_small: 2, true_to_size: 0, runs_large: 2 })?.fit).toBe('runs_small');
  });
});
