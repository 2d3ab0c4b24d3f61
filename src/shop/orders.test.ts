import { describe, expect, it } from 'vitest';
import {
  buyableQuantity,
  canCancel,
  canDeliver,
  canReturn,
  canRetryPayment,
  canShip,
  canTrack,
  canTransition,
  initialStatus,
  lineLimit,
  nextStep,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  paymentLabel,
  quantityLimit,
  RETURN_WINDOW_DAYS,
  statusLabel,
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

  it('an unpaid online order can be paid again only while it holds its stock', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const held = {
      status: 'awaiting_payment',
      paymentMethod: 'razorpay',
      holdExpiresAt: '2026-11-24T10:05:00Z',
    } as const;
    expect(canRetryPayment(held, now)).toBe(true);
    expect(canRetryPayment({ ...held, holdExpiresAt: '2026-11-24T10:00:00Z' }, now)).toBe(false);
    expect(canRetryPayment({ ...held, holdExpiresAt: null }, now)).toBe(false);
    expect(canRetryPayment({ ...held, status: 'payment_failed' }, now)).toBe(false);
    expect(canRetryPayment({ ...held, paymentMethod: 'cod' }, now)).toBe(false);
  });

  it('what happens next: pay on delivery, paid, complete the payment, or the items were released', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const o = (
      status: (typeof ORDER_STATUSES)[number],
      paymentMethod: 'cod' | 'razorpay',
      hold: string | null = null,
    ) => nextStep({ status, paymentMethod, holdExpiresAt: hold }, now);
    expect(o('processing', 'cod')).toBe('pay_on_delivery');
    expect(o('processing', 'razorpay')).toBe('paid');
    expect(o('awaiting_payment', 'razorpay', '2026-11-24T10:05:00Z')).toBe('complete_payment');
    expect(o('awaiting_payment', 'razorpay', '2026-11-24T09:55:00Z')).toBe('items_released');
    expect(o('payment_failed', 'razorpay')).toBe('items_released');
    expect(o('shipped', 'cod')).toBe('shipped');
    expect(o('cancelled', 'razorpay')).toBe('cancelled');
  });

  it('orders whose payment did not complete read so, and have no tracking', () => {
    expect(statusLabel('awaiting_payment')).toBe('Payment not completed');
    expect(statusLabel('payment_failed')).toBe('Payment not completed');
    expect(ORDER_STATUSES.filter((s) => !canTrack(s))).toEqual(['awaiting_payment', 'payment_failed']);
  });
});
