import { describe, expect, it } from 'vitest';
import {
  buyableQuantity,
  canCancel,
  canDeliver,
  canReturn,
  canShip,
  canTransition,
  initialStatus,
  lineLimit,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  paymentLabel,
  quantityLimit,
  RETURN_WINDOW_DAYS,
} from './orders.ts';

describe('the order lifecycle', () => {
  it('every transition goes to a known status; finished orders go nowhere', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_TRANSITIONS[from]) expect(ORDER_STATUSES).toContain(to);
    }
    for (const end of ['delivered', 'cancelled', 'payment_failed'] as const) {
      expect(ORDER_STATUSES.filter((to) => canTransition(end, to))).toEqual([]);
    }
  });

  it('only orders that have not left the store can be cancelled', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['awaiting_payment', 'processing']);
  });

  it('processing orders ship; shipped orders are delivered', () => {
    expect(ORDER_STATUSES.filter(canShip)).toEqual(['processing']);
    expect(ORDER_STATUSES.filter(canDeliver)).toEqual(['shipped']);
  });

  it('online orders wait for their payment; cash on delivery starts processing', () => {
    expect(initialStatus('razorpay')).toBe('awaiting_payment');
    expect(initialStatus('cod')).toBe('processing');
  });

  it(`a delivered order can be returned within ${RETURN_WINDOW_DAYS} days of delivery`, () => {
    const deliveredAt = new Date('2026-11-10T10:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    expect(canReturn({ status: 'delivered', deliveredAt }, new Date(deliveredAt.getTime() + 5 * day))).toBe(true);
    expect(canReturn({ status: 'delivered', deliveredAt }, new Date(deliveredAt.getTime() + 5 * day + 1))).toBe(false);
    expect(canReturn({ status: 'shipped', deliveredAt: null })).toBe(false);
    expect(canReturn({ status: 'delivered', deliveredAt: null })).toBe(false);
  });

  it('the per-line limit is min(10, stock), never below 0', () => {
    expect([lineLimit(0), lineLimit(3), lineLimit(10), lineLimit(25), lineLimit(-2)]).toEqual([0, 3, 10, 10, 0]);
  });

  it('a line can be bought up to its limit: nothing of a sold-out size, at most the stock, at most 10', () => {
    expect([buyableQuantity(3, 0), buyableQuantity(3, 2), buyableQuantity(3, 40), buyableQuantity(12, 40)]).toEqual([
      0, 2, 3, 10,
    ]);
    expect(buyableQuantity(2, -1)).toBe(0);
  });

  it("the quantity to choose is capped by the chosen size's stock; a sold-out product allows none", () => {
    const sizes = [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 3 },
      { size: 'L', stock: 14 },
    ];
    expect(quantityLimit(sizes, 'M')).toBe(3);
    expect(quantityLimit(sizes, 'S')).toBe(0);
    expect(quantityLimit(sizes, 'L')).toBe(10);
    // Before a size is chosen: what the best size allows.
    expect(quantityLimit(sizes, null)).toBe(10);
    expect(quantityLimit(sizes.slice(0, 2))).toBe(3);
    expect(quantityLimit(sizes.map((v) => ({ ...v, stock: 0 })))).toBe(0);
    expect(quantityLimit([])).toBe(0);
  });

  it('labels a payment as the order card shows it', () => {
    expect(paymentLabel('cod', 'pending')).toBe('Cash on Delivery');
    expect(paymentLabel('razorpay', 'refunded')).toBe('Paid online · Refunded');
    expect(paymentLabel('razorpay', 'failed')).toBe('Online payment failed');
  });
});
