/**
 * The order as the API answers it (rupees, as the spec shows amounts), and the online checkout session. Defined once:
 * the routes' response schemas, the server's response mapper and the pages' types all come from here.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.ts';

export const shippingAddressResponseSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string().nullable().describe('GST state code of the place of supply (null on older orders)'),
  pincode: z.string(),
  country: z.string(),
});

export const orderItemResponseSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string().nullable(),
    images: z.array(z.string()),
    salePrice: z.number().describe('Rupees paid per piece'),
    price: z.number().describe('MRP in rupees'),
  }),
  size: z.string(),
  quantity: z.number().int().describe('Pieces of this line the customer gets (after any the store cancelled)'),
  cancelledQuantity: z.number().int().describe('Pieces of this line the store cancelled (0 for most lines)'),
});

export const orderResponseSchema = z.object({
  _id: z.string(),
  orderId: z.string().describe('The order number the customer sees, e.g. BB-261121-7K3Q9'),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  holdExpiresAt: z
    .string()
    .nullable()
    .describe('Until when an unpaid online order holds its stock (the customer may pay again until then)'),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  customer: z.object({ _id: z.string() }),
  items: z.array(orderItemResponseSchema),
  shippingAddress: shippingAddressResponseSchema,
  couponCode: z.string().nullable(),
  mrpTotal: z.number(),
  subtotal: z.number(),
  couponDiscount: z.number(),
  shippingCharge: z.number().describe('Rupees charged for delivery (0: free); part of totalAmount'),
  codFee: z.number().describe('Rupees charged for cash on delivery (0: none or paid online); part of totalAmount'),
  totalAmount: z.number(),
  storeCredit: z.number().describe('Rupees of the total paid with store credit (0: none)'),
  deliveryDate: z
    .string()
    .nullable()
    .describe('The day (India, YYYY-MM-DD) the order was promised to arrive by when placed; null on older orders'),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export type OrderItemResponse = z.infer<typeof orderItemResponseSchema>;

/** `POST /api/payment/create-order`: what the page needs to open the provider's checkout. */
export const checkoutSessionSchema = z.object({
  id: z.string().describe('Razorpay order id'),
  amount: z.number().int().describe('Paise'),
  currency: z.literal('INR'),
  orderId: z.string(),
  orderNumber: z.string(),
  key: z.string(),
  checkoutScript: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
