/**
 * Checkout input schemas (zod): the order payload and cart quote request, validated on the server. The arithmetic
 * and the messages live in pricing.ts (zod-free, so pages can import them).
 */
import { z } from 'zod';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from './pricing.ts';

const uuid = z.string().uuid('Unknown product');
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const shippingAddressSchema = z.object({
  fullName: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(20).optional(),
  mobileNumber: z.string().trim().max(20).optional(),
  street: text('Street', 300).optional(),
  address: text('Street', 300).optional(),
  city: text('City', 100),
  state: text('State', 100),
  pincode: z
    .string({ error: 'Pincode is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'Pincode must be 6 digits and not start with 0'),
  country: z.string().trim().max(60).default('India'),
});

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
  shippingAddress: shippingAddressSchema.optional(),
  addressId: z.string().uuid('Unknown address').optional(),
  paymentMethod: z.enum(['cod', 'razorpay'], { error: 'Choose Cash on Delivery or Online Payment' }),
  /** Ignored: the server computes every amount. */
  totalAmount: z.number().optional(),
  couponCode: z.string().max(64).optional(),
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

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
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
