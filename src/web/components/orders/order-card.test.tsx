import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canCancel, type OrderStatus } from '../../../shop/orders.ts';
import { OrderCard, type OrderView } from './order-card.tsx';

const order = (status: OrderStatus, over: Partial<OrderView> = {}): OrderView => ({
  _id: 'o1',
  orderId: 'BB-261124-7K3Q9',
  status,
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  createdAt: '2026-11-24T10:00:00.000Z',
  items: [
    { _id: 'i1', name: 'Indigo Kurta', slug: 'indigo-kurta', image: null, size: 'XL', quantity: 2, salePrice: 1499 },
  ],
  mrpTotal: 3998,
  couponDiscount: 300,
  totalAmount: 2698,
  ...over,
});

const render = (o: OrderView) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OrderCard order={o} busy={null} onTrack={() => {}} onCancel={() => {}} />
    </MemoryRouter>,
  );

describe('OrderCard', () => {
  it.each(ORDER_STATUSES)('offers Cancel for %s exactly when the lifecycle allows it', (status) => {
    expect(render(order(status)).includes('Cancel Order')).toBe(canCancel(status));
  });

  it("shows the line's own size, the label of its status and payment, and rupee amounts", () => {
    const html = render(order('awaiting_payment', { paymentStatus: 'pending' }));
    expect(html).toContain('Size: XL · Qty: 2');
    expect(html).toContain('Awaiting payment');
    expect(html).toContain('Online payment pending');
    expect(html).toContain('₹2,698');
    expect(html).toContain('saved ₹300 with a coupon');
  });
});
