/**
 * The inputs of returns (zod, one schema per input, shared by the order page's form, the admin's forms and the
 * server's routes), and the request as the API answers it. The rules are returns.ts.
 */
import { z } from 'zod';
import { REFUND_METHODS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from './returns.ts';

export const MAX_RETURN_PHOTOS = 3;
const PHOTO_KEY = /^returns\/[0-9a-f]{24}$/;

/** The customer asks to return or exchange pieces of one line of a delivered order. */
export const returnRequestSchema = z
  .object({
    orderItemId: z.string().uuid('Choose an item to return'),
    kind: z.enum(RETURN_KINDS, { error: 'Choose a return or a size exchange' }),
    quantity: z.coerce
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1'),
    reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
    comment: z.string().trim().max(500, 'At most 500 characters').optional(),
    /** An exchange's new size (required for an exchange; must differ from the size bought). */
    exchangeSize: z.string().trim().max(10).optional(),
    /** How a return of a cash-on-delivery order is settled is always store credit; an online one may choose it. */
    refundMethod: z.enum(REFUND_METHODS).optional(),
    /** Photos uploaded first through POST /api/returns/photos (their keys). */
    photos: z
      .array(z.string().regex(PHOTO_KEY, 'Unknown photo'))
      .max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'exchange' && !v.exchangeSize) {
      ctx.addIssue({ code: 'custom', path: ['exchangeSize'], message: 'Choose the size you want instead' });
    }
  });
export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/** The store rejects a request (the note is told to the customer). */
export const returnRejectSchema = z.object({
  note: z.string().trim().min(1, 'Say why the request is rejected').max(500, 'At most 500 characters'),
});

/** The store approves a request (an optional note for the customer). */
export const returnApproveSchema = z.object({
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});

/** The reverse pickup is booked or done: the courier and its tracking number. */
export const returnPickupSchema = z.object({
  courier: z.string().trim().min(1, 'Enter the courier').max(100),
  trackingNumber: z.string().trim().min(1, 'Enter the tracking number').max(100),
});

/** A received return is settled: to the original online payment or as store credit. */
export const returnRefundSchema = z.object({
  method: z.enum(REFUND_METHODS, { error: 'Choose how to refund' }),
});

export const returnResponseSchema = z.object({
  _id: z.string(),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderItemId: z.string(),
  productName: z.string(),
  size: z.string(),
  kind: z.enum(RETURN_KINDS),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().nullable(),
  photos: z.array(z.string()).describe('Image URLs'),
  exchangeSize: z.string().nullable(),
  exchangeOrderId: z.string().nullable(),
  refundMethod: z.enum(REFUND_METHODS).nullable(),
  status: z.enum(RETURN_STATUSES),
  storeNote: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  refundAmount: z.number().nullable().describe('Rupees refunded or credited'),
  creditNoteId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnResponse = z.infer<typeof returnResponseSchema>;

/** The order page's returns block: the requests, and per line what the rule says now. */
export const returnOptionsSchema = z.object({
  returns: z.array(returnResponseSchema),
  refundMethods: z.array(z.enum(REFUND_METHODS)),
  windowEndsAt: z.string().nullable().describe('Until when returns can be asked for (null: not delivered)'),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      productName: z.string(),
      size: z.string(),
      eligible: z.boolean(),
      returnableQuantity: z.number().int(),
      message: z.string().nullable().describe('Why the line cannot be returned (null when it can)'),
      exchangeSizes: z.array(z.string()).describe('Sizes in stock an exchange can go to'),
    }),
  ),
});
export type ReturnOptions = z.infer<typeof returnOptionsSchema>;

/** The admin's list filter. */
export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  orderId: z.uuid('Order not found.').optional(),
});

export const returnIdParams = z.object({ id: z.uuid('Return request not found.') });
