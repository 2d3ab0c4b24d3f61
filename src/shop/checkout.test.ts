import { describe, expect, it } from 'vitest';
import { orderPayloadSchema } from './checkout.ts';
import { paise } from './money.ts';
import { couponAmount, normaliseCouponCode, orderTotals } from './pricing.ts';

describe('coupon arithmetic', () => {
  it('coupon amount = round(percentage of the subtotal), in whole rupees', () => {
    expect(couponAmount(paise(99900), 10)).toBe(10000); // ₹99.90 -> ₹100
    expect(couponAmount(paise(199800), 10)).toBe(20000); // ₹199.80 -> ₹200
    expect(couponAmount(paise(129900), 15)).toBe(19500); // ₹194.85 -> ₹195
    expect(couponAmount(paise(129900), 20)).toBe(26000); // ₹259.80 -> ₹260
    expect(couponAmount(paise(134500), 10)).toBe(13500); // ₹134.50 rounds half up
    expect(couponAmount(paise(134400), 10)).toBe(13400); // ₹134.40 rounds down
    expect(couponAmount(paise(50000), 0)).toBe(0);
    expect(couponAmount(paise(50000), -5)).toBe(0);
  });

  it('total = subtotal - coupon, never below 0; MRP discount shown apart', () => {
    const t = orderTotals(
      [
        { mrp: paise(199900), unitPrice: paise(129900), quantity: 2 },
        { mrp: paise(99900), unitPrice: paise(99900), quantity: 1 },
      ],
      20,
    );
    expect(t).toEqual({
      mrpTotal: 499700,
      subtotal: 359700,
      discountOnMrp: 140000,
      couponDiscount: 71900, // 20% of ₹3,597 = ₹719.40 -> ₹719
      shipping: 0,
      codFee: 0,
      total: 287800,
    });
    expect(orderTotals([{ mrp: paise(1000), unitPrice: paise(1000), quantity: 1 }], 100).total).toBe(0);
    expect(orderTotals([{ mrp: paise(1000), unitPrice: paise(1000), quantity: 1 }], 150).total).toBe(0);
  });

  it('total = subtotal - coupon + shipping + COD fee (the coupon takes off neither charge)', () => {
    const line = [{ mrp: paise(99900), unitPrice: paise(99900), quantity: 1 }];
    expect(orderTotals(line, 10, paise(4900), paise(2950))).toMatchObject({
      couponDiscount: 10000,
      shipping: 4900,
      codFee: 2950,
      total: 97750,
    });
  });

  it('total = subtotal - coupon + shipping (the coupon never takes off the shipping charge)', () => {
    const line = [{ mrp: paise(99900), unitPrice: paise(99900), quantity: 1 }];
    expect(orderTotals(line, 10, paise(4900))).toMatchObject({ couponDiscount: 10000, shipping: 4900, total: 94800 });
    expect(orderTotals(line, 100, paise(4900)).total).toBe(4900);
  });

  it('matches codes after trimming, case-insensitively', () => {
    expect(normaliseCouponCode('  Bindass10 ')).toBe(normaliseCouponCode('BINDASS10'));
  });
});

describe('order payload', () => {
  const base = {
    items: [{ product: '00000000-0000-4000-8000-000000000001', quantity: 1, price: 1, size: 'M' }],
    shippingAddress: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' },
    paymentMethod: 'cod',
    totalAmount: 1,
  };
  it('accepts the spec payload with an optional coupon', () => {
    expect(orderPayloadSchema.safeParse({ ...base, couponCode: 'X' }).success).toBe(true);
  });
  it.each([
    [{ items: [] }, 'Your cart is empty'],
    [{ items: [{ ...base.items[0], quantity: 11 }] }, 'At most 10 of an item'],
    [{ items: [{ ...base.items[0], quantity: 0 }] }, 'Quantity must be at least 1'],
    [{ items: [{ ...base.items[0], product: 'x' }] }, 'Unknown product'],
    [{ paymentMethod: 'upi' }, 'Choose Cash on Delivery or Online Payment'],
    [
      { shippingAddress: { ...base.shippingAddress, pincode: '011001' } },
      'Pincode must be 6 digits and cannot start with 0',
    ],
  ])('refuses %j', (patch, message) => {
    const r = orderPayloadSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toContain(message);
  });
});
