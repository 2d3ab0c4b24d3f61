/**
 * Checkout input schemas (zod): the order payload and cart quote request, validated on the server. The arithmetic
 * and the messages live in pricing.ts, the lifecycle and limits in orders.ts (both zod-free, so pages can import
 * them). The inline delivery address is the canonical address of addresses.ts.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { shippingAddressSchema } from './addresses.ts';
import { PINCODE_PATTERN } from './india.ts';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE, PAYMENT_METHODS } from './orders.ts';

const uuid = z.string().uuid('Unknown product');
/** The spec's order creation payload, plus an optional coupon code and saved address id. */
export const orderPayloadSchema = z.object({
  items: z
    .array(
      z.object({
        product: uuid,
        quantity: z.coerce
          .number({ error: 'Quantity must be a number' })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(MAX_QUANTITY_PER_LINE, `At most ${MAX_QUANTITY_PER_LINE} of an item`),
        /** Ignored: the server prices every line from the database. */
        price: z.number().optional(),
        size: z.string({ error: 'Size is required' }).trim().min(1, 'Size is required').max(10),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(MAX_LINES_PER_ORDER, 'Too many items in one order'),
  /** The spec's inline address; checkout's pages send the id of a saved address instead. */
  shippingAddress: zm.optional(shippingAddressSchema),
  addressId: z.string().uuid('Unknown address').optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose Cash on Delivery or Online Payment' }),
  /** Ignored: the server computes every amount. */
  totalAmount: z.number().optional(),
  couponCode: z.string().max(64).optional(),
  /** Pay what the customer's store credit covers first (the rest online or on delivery). */
  useStoreCredit: z.boolean().optional(),
});
export type OrderPayload = z.output<typeof orderPayloadSchema>;
/** What a client sends (the pages build this). */
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;

export const quoteRequestSchema = z.object({
  items: z
    .array(
      z.object({
        product: z.string().max(64),
        size: z.string().max(10),
        quantity: z.coerce.number().int().min(0).max(1000),
      }),
    )
    .max(MAX_LINES_PER_ORDER, 'Too many items in the cart'),
  couponCode: z.string().max(64).optional(),
  /** Where it would go: the quote then says whether, by when, and for what shipping charge. */
  pincode: z.string().regex(PINCODE_PATTERN, 'Pincode must be 6 digits and cannot start with 0').optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
