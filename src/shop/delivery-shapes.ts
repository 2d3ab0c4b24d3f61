/**
 * The delivery calls' answers (issue 13), defined once: the routes' response schemas, the server's mapper and the
 * pages' types (type-only imports, so no zod reaches the browser).
 */
import { z } from 'zod';

/** `GET /api/pincodes/{pin}`: India Post's directory entry. */
export const pinLookupSchema = z.object({
  pin: z.string(),
  district: z.string(),
  state: z.string().describe('Canonical state or union territory'),
  city: z.string().describe('What an address form fills in as the city (the shopper may change it)'),
  offices: z.array(z.string()).describe('Delivery post offices'),
  states: z.array(z.string()).describe('Every state the PIN serves (normally one)'),
});
export type PinLookup = z.infer<typeof pinLookupSchema>;

/** `GET /api/delivery/check?pin=`: can the store deliver there, by when, with cash on delivery, for how much. */
export const deliveryCheckSchema = z.object({
  pin: z.string(),
  city: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  /** India's calendar day (YYYY-MM-DD) an order placed now arrives by; null when not serviceable. */
  deliveryDate: z.string().nullable(),
  codAllowed: z.boolean(),
  /** Rupees for one piece (0: free). */
  shippingCharge: z.number(),
  /** Orders of at least this many rupees ship free; null: no threshold. */
  freeAbove: z.number().nullable(),
});
export type DeliveryCheckResponse = z.infer<typeof deliveryCheckSchema>;
