// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCodOrder,
  createPaymentOrder,
  newIdempotencyKey,
  PlaceOrderError,
  type OrderPayload,
} from './place-order.ts';

const payload: OrderPayload = {
  items: [{ product: '00000000-0000-4000-8000-000000000001', quantity: 1, price: 999, size: 'M' }],
  addressId: '00000000-0000-4000-8000-000000000002',
  paymentMethod: 'cod',
  totalAmount: 999,
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

async function refusal(p: Promise<unknown>): Promise<PlaceOrderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlaceOrderError);
  return err as PlaceOrderError;
}

afterEach(() => vi.unstubAllGlobals());

describe('placing an order from the browser', () => {
  it('sends the Idempotency-Key and answers the order', async () => {
    const fetch = answer(201, {
      success: true,
      message: 'Order Placed Successfully',
      order: { _id: 'o1', orderId: 'BB-1' },
    });
    vi.stubGlobal('fetch', fetch);
    const res = await createCodOrder(payload, 'key-12345678');
    expect(res.order).toEqual({ _id: 'o1', orderId: 'BB-1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/create');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
  });

  it("a 4xx refusal carries the server's message, status and reason code", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        success: false,
        error: 'conflict',
        reason: 'out_of_stock',
        message: 'Some items are out of stock.',
      }),
    );
    const e = await refusal(createCodOrder(payload, 'key-12345678'));
    expect([e.message, e.status, e.reason]).toEqual(['Some items are out of stock.', 409, 'out_of_stock']);
  });

  it("a 5xx shows the spec's text, not the server's; an unknown reason is dropped", async () => {
    vi.stubGlobal(
      'fetch',
      answer(500, { success: false, error: 'internal', reason: 'made_up', message: 'Something went wrong.' }),
    );
    const e = await refusal(createCodOrder(payload, 'key-12345678'));
    expect([e.message, e.status, e.reason]).toEqual(['Order Failed', 500, undefined]);
  });

  it('no answer at all is status 0 (the same key may be retried)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const e = await refusal(createCodOrder(payload, 'key-12345678'));
    expect([e.message, e.status]).toEqual(['Order Failed', 0]);
  });

  it('online payment: posts the shown amount in rupees with the order details', async () => {
    const fetch = answer(201, { success: true, id: 'order_1', amount: 99900, currency: 'INR' });
    vi.stubGlobal('fetch', fetch);
    await createPaymentOrder({ ...payload, paymentMethod: 'razorpay' }, 'key-12345678');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payment/create-order');
    expect(JSON.parse(init.body as string)).toEqual({
      amount: 999,
      currency: 'INR',
      orderDetails: { ...payload, paymentMethod: 'razorpay' },
    });
  });
});

describe('newIdempotencyKey', () => {
  it('is a v4 UUID, different every time, also without crypto.randomUUID', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(v4);
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = newIdempotencyKey();
      expect(a).toMatch(v4);
      expect(newIdempotencyKey()).not.toBe(a);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
