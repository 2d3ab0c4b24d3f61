/**
 * The priced cart as `POST /api/cart/quote` answers it (rupees). Defined once: the route's response schema, the
 * server's response mapper and the cart and checkout pages' types all come from here.
 */
import { z } from 'zod';
import { COD_REASONS } from './cod.ts';
import { LINE_PROBLEMS } from './orders.ts';

export const quoteLineSchema = z.object({
  product: z.string(),
  size: z.string(),
  /** The quantity that can be bought now (0 when none can). */
  quantity: z.number().int(),
  requestedQuantity: z.number().int(),
  name: z.string(),
  brand: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  salePrice: z.number(),
  stock: z.number().int(),
  maxQuantity: z.number().int(),
  available: z.boolean(),
  problem: z.enum(LINE_PROBLEMS).nullable(),
});
export type QuoteLineResponse = z.infer<typeof quoteLineSchema>;

/** Delivery to the quote's PIN (issue 13): whether, by when, cash on delivery, and the charge (rupees). */
export const quoteDeliverySchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** "We don't deliver to 744301 yet." when not serviceable. */
  message: z.string().nullable(),
  /** India's calendar day (YYYY-MM-DD) an order placed now arrives by. */
  deliveryDate: z.string().nullable(),
  codAllowed: z.boolean(),
  shippingCharge: z.number(),
  /** Orders of at least this many rupees (after the coupon) ship free here. */
  freeAbove: z.number().nullable(),
});
export type QuoteDelivery = z.infer<typeof quoteDeliverySchema>;

/** Cash on delivery for this cart (issue 13): shown on the payment step before the shopper chooses. */
export const quoteCodSchema = z.object({
  available: z.boolean(),
  /** Why not (null when available): clients switch on this. */
  reason: z.enum(COD_REASONS).nullable(),
  /** Why not, for the shopper, e.g. 'Cash on delivery is available for orders up to ₹10,000. Please pay online.' */
  message: z.string().nullable(),
  /** Rupees added to the total when paying on delivery (0: no charge). */
  fee: z.number(),
  /** The total when paying on delivery (rupees, fee included). */
  total: z.number(),
});
export type QuoteCod = z.infer<typeof quoteCodSchema>;

export const quoteResponseSchema = z.object({
  lines: z.array(quoteLineSchema),
  /** Sentences for the shopper, e.g. 'The price of X changed to ₹999.' */
  changes: z.array(z.string()),
  mrpTotal: z.number(),
  subtotal: z.number(),
  discountOnMrp: z.number(),
  coupon: z
    .object({ code: z.string(), title: z.string(), discountPercentage: z.number(), amount: z.number() })
    .nullable(),
  total: z.number(),
  shipping: z.number(),
  platformFee: z.number(),
  /** Null when the quote was asked without a PIN. */
  delivery: quoteDeliverySchema.nullable(),
  cod: quoteCodSchema,
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
