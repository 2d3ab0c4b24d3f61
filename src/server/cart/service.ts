/**
 * Cart quotes: the browser keeps the cart; the server prices it from the database (current prices, stock per size,
 * still sold), applies a coupon, and says what changed since the shopper added the items.
 */
import type { QuoteRequest } from '../../shop/checkout.ts';
import { couponAmount, MAX_QUANTITY_PER_LINE, orderTotals } from '../../shop/pricing.ts';
import { imageUrl } from '../../shop/images.ts';
import { formatRupees, paiseToRupees } from '../../shop/money.ts';
import { variantKey, type CatalogService } from '../catalog/service.ts';
import type { Coupon } from '../merch/service.ts';

type MerchForCart = { couponFor(code: string): Promise<Coupon> };

export type QuoteLine = {
  product: string;
  size: string;
  quantity: number;
  requestedQuantity: number;
  name: string;
  brand: string;
  slug: string;
  image: string | null;
  price: number;
  salePrice: number;
  stock: number;
  maxQuantity: number;
  available: boolean;
  problem: null | 'unavailable' | 'out_of_stock' | 'reduced' | 'price_changed';
};

export type Quote = {
  lines: QuoteLine[];
  changes: string[];
  mrpTotal: number;
  subtotal: number;
  discountOnMrp: number;
  coupon: null | { code: string; title: string; discountPercentage: number; amount: number };
  total: number;
  shipping: 0;
  platformFee: 0;
};

export function createCartService(catalog: CatalogService, merch: MerchForCart) {
  return {
    /** Prices a cart. `knownPrices` (rupees the shopper last saw) let it report price changes. */
    async quote(req: QuoteRequest & { knownPrices?: Record<string, number> }): Promise<Quote> {
      const coupon = req.couponCode?.trim() ? await merch.couponFor(req.couponCode) : null;
      const variants = await catalog.variantsFor(req.items.map((i) => ({ productId: i.product, size: i.size })));
      const lines: QuoteLine[] = [];
      const changes: string[] = [];
      for (const item of req.items) {
        const v = variants.get(variantKey(item.product, item.size));
        if (!v || !v.isActive) {
          changes.push(`An item (size ${item.size}) is no longer sold and was taken out of your order.`);
          lines.push({
            product: item.product,
            size: item.size,
            quantity: 0,
            requestedQuantity: item.quantity,
            name: v?.name ?? 'Unavailable item',
            brand: v?.brand ?? '',
            slug: v?.slug ?? '',
            image: v?.image ? imageUrl(v.image, 360) : null,
            price: v ? paiseToRupees(v.mrpPaise) : 0,
            salePrice: v ? paiseToRupees(v.salePaise) : 0,
            stock: 0,
            maxQuantity: 0,
            available: false,
            problem: 'unavailable',
          });
          continue;
        }
        const maxQuantity = Math.min(MAX_QUANTITY_PER_LINE, v.stock);
        const quantity = Math.min(item.quantity, maxQuantity);
        let problem: QuoteLine['problem'] = null;
        if (v.stock <= 0) {
          problem = 'out_of_stock';
          changes.push(`${v.name} (size ${v.size}) is out of stock.`);
        } else if (quantity < item.quantity) {
          problem = 'reduced';
          changes.push(`Only ${maxQuantity} of ${v.name} (size ${v.size}) can be ordered now.`);
        }
        const seen = req.knownPrices?.[variantKey(item.product, item.size)];
        if (seen !== undefined && Math.round(seen * 100) !== v.salePaise) {
          problem ??= 'price_changed';
          changes.push(`The price of ${v.name} changed to ${formatRupees(v.salePaise)}.`);
        }
        lines.push({
          product: v.productId,
          size: v.size,
          quantity,
          requestedQuantity: item.quantity,
          name: v.name,
          brand: v.brand,
          slug: v.slug,
          image: v.image ? imageUrl(v.image, 360) : null,
          price: paiseToRupees(v.mrpPaise),
          salePrice: paiseToRupees(v.salePaise),
          stock: v.stock,
          maxQuantity,
          available: v.stock > 0,
          problem,
        });
      }
      const priced = lines
        .filter((l) => l.quantity > 0)
        .map((l) => {
          const v = variants.get(variantKey(l.product, l.size))!;
          return { mrp: v.mrpPaise, unitPrice: v.salePaise, quantity: l.quantity };
        });
      const totals = orderTotals(priced, coupon?.discountPercentage ?? 0);
      return {
        lines,
        changes,
        mrpTotal: paiseToRupees(totals.mrpTotal),
        subtotal: paiseToRupees(totals.subtotal),
        discountOnMrp: paiseToRupees(totals.discountOnMrp),
        coupon: coupon
          ? { ...coupon, amount: paiseToRupees(couponAmount(totals.subtotal, coupon.discountPercentage)) }
          : null,
        total: paiseToRupees(totals.total),
        shipping: 0,
        platformFee: 0,
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
