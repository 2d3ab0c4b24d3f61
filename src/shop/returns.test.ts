import { describe, expect, it } from 'vitest';
import { paise } from './money.ts';
import { RETURN_MESSAGES, returnActions, returnEligibility, returnRefundPaise, type ReturnLine } from './returns.ts';
import { amountDue, creditToApply } from './store-credit.ts';

const day = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-11-20T10:00:00Z');
const order = { status: 'delivered' as const, deliveredAt: delivered };
const line: ReturnLine = {
  quantity: 2,
  mrpPaise: 99900,
  unitPricePaise: 99900,
  categoryReturnable: true,
  finalSale: false,
  customised: false,
  requestedQuantity: 0,
};

describe('returnEligibility', () => {
  it('is open for 5 days from delivery, to the millisecond', () => {
    expect(returnEligibility(order, line, new Date(delivered.getTime() + 5 * day))).toEqual({
      ok: true,
      returnableQuantity: 2,
    });
    expect(returnEligibility(order, line, new Date(delivered.getTime() + 5 * day + 1))).toMatchObject({
      ok: false,
      reason: 'return_window_closed',
      message: RETURN_MESSAGES.windowClosed,
    });
    expect(returnEligibility({ status: 'shipped', deliveredAt: null }, line, delivered)).toMatchObject({
      reason: 'return_window_closed',
      message: RETURN_MESSAGES.notDelivered,
    });
  });

  it('refuses excluded items with their own message, and counts pieces already requested', () => {
    const at = new Date(delivered.getTime() + day);
    const why = (l: Partial<ReturnLine>) => returnEligibility(order, { ...line, ...l }, at);
    expect(why({ categoryReturnable: false })).toMatchObject({ message: RETURN_MESSAGES.category });
    expect(why({ finalSale: true })).toMatchObject({ message: RETURN_MESSAGES.finalSale });
    expect(why({ customised: true })).toMatchObject({ message: RETURN_MESSAGES.customised });
    expect(why({ unitPricePaise: 89900 })).toMatchObject({ message: RETURN_MESSAGES.sale });
    expect(why({ requestedQuantity: 1 })).toEqual({ ok: true, returnableQuantity: 1 });
    expect(why({ requestedQuantity: 2 })).toMatchObject({ reason: 'return_already_requested' });
  });
});

describe('returnRefundPaise', () => {
  const lines = [
    { id: 'a', mrpPaise: 99900, unitPricePaise: 99900, quantity: 2 },
    { id: 'b', mrpPaise: 45050, unitPricePaise: 45050, quantity: 1 },
  ];
  it("refunds the pieces with their coupon share, and an order's returns add up to what was paid", () => {
    // Goods 2,448.50 less 10% (244.85 -> 245 whole rupees) = 2,203.50.
    const first = returnRefundPaise(lines, 10, new Map(), 'a', 1);
    const second = returnRefundPaise(lines, 10, new Map([['a', 1]]), 'a', 1);
    const third = returnRefundPaise(lines, 10, new Map([['a', 2]]), 'b', 1);
    expect(first + second + third).toBe(220350);
    expect([first, second, third]).toEqual([89900, 89900, 40550]);
    expect(returnRefundPaise(lines, 0, new Map(), 'b', 1)).toBe(45050);
  });
});

describe('the store steps and store credit', () => {
  it('offers only the moves of the status', () => {
    expect(returnActions({ status: 'requested', kind: 'return' })).toEqual(['approve', 'reject']);
    expect(returnActions({ status: 'received', kind: 'exchange' })).toEqual(['reject', 'complete']);
    expect(returnActions({ status: 'refunded', kind: 'return' })).toEqual([]);
  });
  it('uses credit up to the total, leaving ₹1 to pay online', () => {
    expect(creditToApply(paise(50000), paise(30000), 'cod')).toBe(30000);
    expect(creditToApply(paise(50000), paise(30000), 'razorpay')).toBe(29900);
    expect(creditToApply(paise(10000), paise(30000), 'razorpay')).toBe(10000);
    expect(amountDue({ totalPaise: 30000, storeCreditPaise: 10000 })).toBe(20000);
  });
});
