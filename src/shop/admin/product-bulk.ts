/** Bulk actions on the admin's product list (issue 11): one schema for the list page and POST /api/admin/products/bulk. */
import { z } from 'zod';

export const MAX_BULK_PRODUCTS = 500;
export const MAX_STOCK_DELTA = 100_000;

export const BULK_ACTIONS = ['activate', 'deactivate', 'set_category', 'adjust_stock'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const productBulkSchema = z
  .object({
    ids: z
      .array(z.uuid('Unknown product'), { error: 'Choose at least one product' })
      .min(1, 'Choose at least one product')
      .max(MAX_BULK_PRODUCTS, `Choose at most ${MAX_BULK_PRODUCTS} products at a time`),
    action: z.enum(BULK_ACTIONS, { error: 'Choose an action' }),
    categoryId: z.uuid('Choose a category').optional(),
    stockDelta: z
      .number({ error: 'Enter a whole number of pieces to add (or, with a minus sign, to remove)' })
      .int('Enter a whole number of pieces to add (or, with a minus sign, to remove)')
      .min(-MAX_STOCK_DELTA, `At most ${MAX_STOCK_DELTA.toLocaleString('en-IN')} pieces at a time`)
      .max(MAX_STOCK_DELTA, `At most ${MAX_STOCK_DELTA.toLocaleString('en-IN')} pieces at a time`)
      .refine((n) => n !== 0, 'Enter a number other than 0')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'set_category' && !v.categoryId) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Choose a category' });
    }
    if (v.action === 'adjust_stock' && v.stockDelta === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['stockDelta'],
        message: 'Enter a whole number of pieces to add (or, with a minus sign, to remove)',
      });
    }
  });
export type ProductBulkInput = z.infer<typeof productBulkSchema>;
