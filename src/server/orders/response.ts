/** The order in the API's shape: the one place an order's paise become the spec's rupees. */
import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees } from '../../shop/money.ts';
import type { OrderResponse } from '../../shop/order-shapes.ts';
import type { orderItems, orders } from './tables.ts';

export function toOrderResponse(
  o: typeof orders.$inferSelect,
  items: Array<typeof orderItems.$inferSelect>,
  slugs: ReadonlyMap<string, string>,
): OrderResponse {
  return {
    _id: o.id,
    orderId: o.orderNumber,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    createdAt: o.createdAt.toISOString(),
    holdExpiresAt: o.holdExpiresAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    customer: { _id: o.userId },
    items: items.map((i) => ({
      _id: i.id,
      product: {
        _id: i.productId,
        name: i.productName,
        slug: slugs.get(i.productId) ?? null,
        images: i.productImage ? [imageUrl(i.productImage, 360)] : [],
        salePrice: paiseToRupees(i.unitPricePaise),
        price: paiseToRupees(i.mrpPaise),
      },
      size: i.size,
      quantity: i.quantity - i.cancelledQuantity,
      cancelledQuantity: i.cancelledQuantity,
    })),
    shippingAddress: o.shippingAddress,
    couponCode: o.couponCode,
    mrpTotal: paiseToRupees(o.mrpTotalPaise),
    subtotal: paiseToRupees(o.subtotalPaise),
    couponDiscount: paiseToRupees(o.couponDiscountPaise),
    shippingCharge: paiseToRupees(o.shippingChargePaise),
    codFee: paiseToRupees(o.codFeePaise),
    totalAmount: paiseToRupees(o.totalPaise),
    storeCredit: paiseToRupees(o.storeCreditPaise),
    deliveryDate: o.promisedDeliveryDate,
  };
}
