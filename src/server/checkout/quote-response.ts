/** The priced cart in the API's shape (`POST /api/cart/quote`): the one place its paise become rupees. */
import type { QuoteResponse } from '../../shop/cart-shapes.ts';
import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees } from '../../shop/money.ts';
import type { PricedCart } from './price-cart.ts';

export function toQuoteResponse(cart: PricedCart): QuoteResponse {
  const { totals, coupon, delivery: d } = cart;
  // A quote always answers cash on delivery (only an order paid online skips it).
  const cod = cart.cod!;
  return {
    lines: cart.lines.map(({ item, variant: v, quantity, maxQuantity, problem }) => {
      const sold = problem !== 'unavailable' && v !== null;
      return {
        product: sold ? v.productId : item.product,
        size: sold ? v.size : item.size,
        quantity,
        requestedQuantity: item.quantity,
        name: v?.name ?? 'Unavailable item',
        brand: v?.brand ?? '',
        slug: v?.slug ?? '',
        image: v?.image ? imageUrl(v.image, 360) : null,
        price: v ? paiseToRupees(v.mrpPaise) : 0,
        salePrice: v ? paiseToRupees(v.salePaise) : 0,
        stock: sold ? v.stock : 0,
        maxQuantity,
        available: sold && v.stock > 0,
        problem,
      };
    }),
    changes: cart.changes,
    mrpTotal: paiseToRupees(totals.mrpTotal),
    subtotal: paiseToRupees(totals.subtotal),
    discountOnMrp: paiseToRupees(totals.discountOnMrp),
    coupon: coupon
      ? {
          code: coupon.code,
          title: coupon.title,
          discountPercentage: coupon.discountPercentage,
          amount: paiseToRupees(totals.couponDiscount),
        }
      : null,
    total: paiseToRupees(totals.total),
    shipping: paiseToRupees(cart.shipping),
    platformFee: paiseToRupees(cart.platformFee),
    delivery: d
      ? {
          pincode: d.pin,
          serviceable: d.serviceable,
          message: d.message,
          deliveryDate: d.deliveryDate,
          codAllowed: d.codAllowed,
          shippingCharge: paiseToRupees(d.shippingChargePaise),
          freeAbove: d.freeAbovePaise === null ? null : paiseToRupees(d.freeAbovePaise),
        }
      : null,
    cod: {
      available: cod.available,
      reason: cod.reason,
      message: cod.message,
      fee: paiseToRupees(cod.feePaise),
      total: paiseToRupees(cod.totalPaise),
    },
  };
}
