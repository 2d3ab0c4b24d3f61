/**
 * The demo content states one return window: the return policy page's, which is also the rule orders follow
 * (RETURN_WINDOW_DAYS). The FAQ answer and the strip above the header must say the same number of days.
 */
import { describe, expect, it } from 'vitest';
import { TOP_BAR_SLUG } from '../../../shop/content-types.ts';
import { RETURN_WINDOW_DAYS } from '../../../shop/orders.ts';
import { parseFaqs } from '../../content/faqs.ts';
import { htmlToText, sanitiseHtml } from '../../content/sanitise.ts';
import { parseTopBar } from '../../content/top-bar.ts';
import { CONTENT_PAGES } from './content.ts';

/** Every day count in a text ('5 days', '30-day'), except business-day timelines (refunds, delivery). */
function dayCounts(text: string): number[] {
  return [...text.matchAll(/(\d+)(?:-day| days?)\b(?! business)/gi)]
    .filter((m) => !/\d-$/.test(text.slice(0, m.index)))
    .map((m) => Number(m[1]));
}

function page(slug: string): string {
  const found = CONTENT_PAGES.find((p) => p.slug === slug);
  if (!found) throw new Error(`no ${slug} page in the demo content`);
  return sanitiseHtml(found.body);
}

describe('demo content: one return window', () => {
  it('the return policy gives the window orders follow', () => {
    const days = dayCounts(htmlToText(page('return-policy')));
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days)).toEqual(new Set([RETURN_WINDOW_DAYS]));
  });

  it('the FAQ answer about returns says the same', () => {
    const items = parseFaqs(page('faqs')).sections.flatMap((s) => s.items);
    const answer = items.find((i) => /return policy/i.test(i.question));
    expect(answer).toBeDefined();
    expect(dayCounts(htmlToText(answer!.answerHtml))).toEqual([RETURN_WINDOW_DAYS]);
    // No other answer names another window either.
    for (const item of items) {
      for (const n of dayCounts(htmlToText(item.answerHtml))) expect(n).toBe(RETURN_WINDOW_DAYS);
    }
  });

  it('the strip above the header says the same, as editable content', () => {
    const messages = parseTopBar(page(TOP_BAR_SLUG));
    const returns = messages.find((m) => /return/i.test(m));
    expect(returns).toBeDefined();
    expect(dayCounts(returns!)).toEqual([RETURN_WINDOW_DAYS]);
  });
});

describe('dayCounts', () => {
  it('reads day counts and skips business-day timelines', () => {
    expect(dayCounts('Easy 30-day returns; refunds in 3-5 business days; within 5 days of delivery')).toEqual([30, 5]);
  });
});
