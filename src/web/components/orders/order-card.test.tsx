import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canCancel, canTrack, type OrderStatus } from '../../../shop/orders.ts';
import { OrderCard, type OrderView } from './order-card.tsx';

const order = (status: OrderStatus, over: Partial<OrderView> = {}): OrderView => ({
  _id: 'o1',
  orderId: 'BB-261124-7K3Q9',
  status,
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  createdAt: '2026-11-24T10:00:00.000Z',
  items: [
    {
      _id: 'i1',
      productId: 'p1',
      name: 'Indigo Kurta',
      slug: 'indigo-kurta',
      image: null,
      size: 'XL',
      quantity: 2,
      cancelledQuantity: 0,
      salePrice: 1499,
    },
  ],
  mrpTotal: 3998,
  couponDiscount: 300,
  totalAmount: 2698,
  holdExpiresAt: null,
  deliveryDate: '2026-11-27',
  next: 'paid',
  documents: [],
  returns: [],
  ...over,
});

const render = (o: OrderView) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OrderCard
        order={o}
        busy={null}
        onTrack={() => {}}
        onCancel={() => {}}
        onRetry={() => {}}
        onOrderAgain={() => {}}
      />
    </MemoryRouter>,
  );

describe('OrderCard', () => {
  it.each(ORDER_STATUSES)('offers Cancel for %s exactly when the lifecycle allows it', (status) => {
    expect(render(order(status)).includes('Cancel Order')).toBe(canCancel(status));
  });

  it("shows the line's own size, the label of its status and payment, and rupee amounts", () => {
    const html = render(order('processing', { paymentStatus: 'pending', paymentMethod: 'razorpay' }));
    expect(html).toContain('Size: XL · Qty: 2');
    expect(html).toContain('Processing');
    expect(html).toContain('Online payment pending');
    expect(html).toContain('₹2,698');
    expect(html).toContain('saved ₹300 with a coupon');
  });

  it.each(ORDER_STATUSES)('offers Track Order for %s exactly when the lifecycle allows it', (status) => {
    expect(render(order(status)).includes('Track Order')).toBe(canTrack(status));
  });

  it('an unpaid order that still holds its stock: payment not completed, held until when, Retry payment', () => {
    const html = render(
      order('awaiting_payment', {
        paymentStatus: 'failed',
        next: 'complete_payment',
        holdExpiresAt: '2026-11-24T10:15:00.000Z',
      }),
    );
    expect(html).toContain('Payment not completed');
    expect(html).toContain('Retry payment');
    expect(html).toContain('until <time dateTime="2026-11-24T10:15:00.000Z">3:45 pm</time>');
    expect(html).not.toContain('Track Order');
    expect(html).not.toContain('Order again');
  });

  it('an unpaid order whose hold ended: the items were released, Order again, no retry', () => {
    const html = render(order('payment_failed', { paymentStatus: 'failed', next: 'items_released' }));
    expect(html).toContain('Payment not completed');
    expect(html).toContain('these items were released');
    expect(html).toContain('Order again');
    expect(html).not.toContain('Retry payment');
    expect(html).not.toContain('Track Order');
  });

  it('shows the pieces of a line the store cancelled (a partial cancel)', () => {
    const base = order('processing');
    const html = render({ ...base, items: [{ ...base.items[0]!, quantity: 1, cancelledQuantity: 1 }] });
    expect(html).toContain('Size: XL · Qty: 1');
    expect(html).toContain('1 cancelled by the store');
    expect(render(base)).not.toContain('cancelled by the store');
  });

  it('offers each GST document as a download link, and none when there is none', () => {
    const documents = [
      { id: 'd1', label: 'Download invoice', number: 'BB/26-27/000001', url: '/api/orders/o1/documents/d1/pdf' },
      { id: 'd2', label: 'Download credit note', number: 'CN/26-27/000001', url: '/api/orders/o1/documents/d2/pdf' },
    ];
    const html = render(order('cancelled', { documents }));
    for (const d of documents) {
      expect(html).toContain(`href="${d.url}" download=""`);
      expect(html).toContain(d.label);
      expect(html).toContain(d.number);
    }
    expect(render(order('processing'))).not.toContain('Download');
  });
});

describe('the promised delivery date on an order card', () => {
  it('shows "Delivery by" while the order is on its way, not once delivered or cancelled', () => {
    expect(render(order('processing'))).toContain('Delivery by Fri, 27 Nov');
    expect(render(order('shipped'))).toContain('Delivery by Fri, 27 Nov');
    expect(render(order('delivered'))).not.toContain('Delivery by');
    expect(render(order('cancelled'))).not.toContain('Delivery by');
    expect(render(order('processing', { deliveryDate: null }))).not.toContain('Delivery by');
  });
});

describe('returns on the order card', () => {
  it('offers a return on a delivered order only, and lists its requests with their step', () => {
    expect(render(order('delivered'))).toContain('Return or exchange');
    expect(render(order('shipped'))).not.toContain('Return or exchange');
    const html = render(
      order('delivered', {
        returns: [{ number: 'RT-20261127-ABCDE', kind: 'exchange', status: 'approved', productName: 'Indigo Kurta' }],
      }),
    );
    expect(html).toContain('Size exchange RT-20261127-ABCDE');
    expect(html).toContain('Approved: awaiting pickup');
    expect(html).toContain('href="/order/o1/returns"');
  });
});
