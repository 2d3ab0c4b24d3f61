/**
 * "Notify me when back in stock": the one input schema, shared by the product page's form and POST /api/stock-alerts.
 * A signed-in customer sends no email (their account's is used); a visitor must give one (visitorStockAlertSchema).
 */
import * as z from 'zod/mini';
import { emailField } from './accounts.ts';

const productId = z
  .string({ error: 'Please choose a product' })
  .check(z.trim(), z.minLength(1, 'Please choose a product'), z.maxLength(100, 'Product not found.'));

const size = z
  .string({ error: 'Please choose a size' })
  .check(z.trim(), z.minLength(1, 'Please choose a size'), z.maxLength(20, 'This size is not sold.'));

export const stockAlertSchema = z.object({ productId, size, email: z.optional(emailField) });
export const visitorStockAlertSchema = z.object({ productId, size, email: emailField });
export type StockAlertInput = z.output<typeof stockAlertSchema>;

/** The answer to a subscription (also to the same one again: subscribing twice changes nothing). */
export function stockAlertThanks(size: string): string {
  return `Done! We will email you once when size ${size} is back in stock.`;
}
