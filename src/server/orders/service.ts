/**
 * Orders, read-only for now: the account dashboard's Recent Orders. Placing, paying, tracking and cancelling
 * orders arrive with the orders issue, which extends this service.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees } from '../../shop/money.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';

export type OrderStatus = (typeof orders.$inferSelect)['status'];

export type OrderSummaryDto = {
  _id: string;
  /** The order number the customer sees, e.g. BB-20261121-7K3Q9. */
  orderId: string;
  status: OrderStatus;
  createdAt: string;
  /** Rupees. */
  totalAmount: number;
  items: Array<{
    _id: string;
    product: { _id: string; name: string; images: string[]; salePrice: number };
    size: string;
    quantity: number;
  }>;
};

export function createOrderService(db: Db) {
  return {
    /** The customer's orders, newest first (only theirs). */
    async listForUser(userId: string, opts: { limit?: number } = {}): Promise<OrderSummaryDto[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(Math.min(Math.max(opts.limit ?? 50, 1), 200));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        );
      return rows.map((o) => ({
        _id: o.id,
        orderId: o.orderNumber,
        status: o.status,
        createdAt: o.createdAt.toISOString(),
        totalAmount: paiseToRupees(o.totalPaise),
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({
            _id: i.id,
            product: {
              _id: i.productId,
              name: i.productName,
              images: i.productImage ? [imageUrl(i.productImage)] : [],
              salePrice: paiseToRupees(i.unitPricePaise),
            },
            size: i.size,
            quantity: i.quantity,
          })),
      }));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
