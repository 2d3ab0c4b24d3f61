/** The store's own order moves (issue 11): which actions each order offers, from the one lifecycle table. */
import { describe, expect, it } from 'vitest';
import { isTrackingUrl, orderListQuerySchema, shipOrderSchema } from './admin/orders.ts';
import {
  adminActions,
  canCancel,
  canCancelLine,
  canDeliver,
  canMarkCodPaid,
  canShip,
  countsAsSale,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './orders.ts';

describe('adminActions', () => {
  it('offers exactly the moves the lifecycle allows, for every status, method and payment state', () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of PAYMENT_METHODS) {
        for (const paymentStatus of PAYMENT_STATUSES) {
          const actions = adminActions({ status, paymentMethod, paymentStatus });
          expect(actions.includes('ship')).toBe(canShip(status));
          expect(actions.includes('deliver')).toBe(canDeliver(status));
          expect(actions.includes('cancel')).toBe(canCancel(status));
          expect(actions.includes('cancel_line')).toBe(canCancelLine(status));
          expect(actions.includes('mark_cod_paid')).toBe(canMarkCodPaid({ status, paymentMethod, paymentStatus }));
        }
      }
    }
  });

  it('a line can be cancelled only while processing (an unpaid online order has its whole amount open)', () => {
    expect(ORDER_STATUSES.filter(canCancelLine)).toEqual(['processing']);
  });

  it('cash on delivery is marked paid only once shipped, only while pending, never for online orders', () => {
    const cod = { paymentMethod: 'cod' as const, paymentStatus: 'pending' as const };
    expect(ORDER_STATUSES.filter((status) => canMarkCodPaid({ ...cod, status }))).toEqual(['shipped', 'delivered']);
    expect(canMarkCodPaid({ ...cod, status: 'shipped', paymentStatus: 'paid' })).toBe(false);
    expect(canMarkCodPaid({ status: 'shipped', paymentMethod: 'razorpay', paymentStatus: 'pending' })).toBe(false);
  });

  it('sales are processing, shipped and delivered orders', () => {
    expect(ORDER_STATUSES.filter(countsAsSale)).toEqual(['processing', 'shipped', 'delivered']);
  });
});

describe('the admin order schemas', () => {
  it('a tracking link is an http(s) web address', () => {
    expect(isTrackingUrl('https://www.delhivery.com/track/package/123')).toBe(true);
    expect(isTrackingUrl('http://track.example.in/1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.in/1', '//x.in', 'track.in/1', '']) {
      expect(isTrackingUrl(bad)).toBe(false);
    }
  });

  it('a shipment needs a courier and a tracking number or link; empty fields are left out', () => {
    expect(
      shipOrderSchema.parse({ courier: ' Delhivery ', trackingNumber: '', trackingUrl: 'https://t.in/1' }),
    ).toEqual({
      courier: 'Delhivery',
      trackingUrl: 'https://t.in/1',
    });
    const none = shipOrderSchema.safeParse({ courier: 'Delhivery', trackingNumber: ' ', trackingUrl: '' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]).toMatchObject({
      path: ['trackingNumber'],
      message: 'Enter a tracking number or a tracking link',
    });
  });

  it('the order list query has defaults and bounds', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, perPage: 25 });
    expect(orderListQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ from: '2026-13-45' }).success).toBe(false);
  });
});
