/**
 * The owner's cash-on-delivery settings (issue 13): one schema shared by /admin/settings and
 * PUT /api/admin/settings/cod. The form sends rupees as typed; the schema turns them into paise.
 */
import { z } from 'zod';
import { LEGAL_CASH_LIMIT_PAISE, MAX_OPEN_COD_ORDERS_SETTING } from '../cod.ts';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../money.ts';

const twoDecimals = (r: number) => Math.abs(Math.round(r * 100) - r * 100) < 1e-6;
const LEGAL_LIMIT_RUPEES = paiseToRupees(LEGAL_CASH_LIMIT_PAISE);

export const COD_LIMIT_TOO_HIGH = `The COD maximum must be below ${formatRupees(LEGAL_CASH_LIMIT_PAISE)} (the legal limit for cash)`;

export const codSettingsSchema = z
  .object({
    feeRupees: z.coerce
      .number({ error: 'COD fee must be an amount in rupees' })
      .min(0, 'COD fee cannot be negative')
      .max(10_000, 'COD fee must be at most ₹10,000')
      .refine(twoDecimals, 'Use at most 2 decimals (paise)'),
    maxOrderRupees: z.coerce
      .number({ error: 'COD maximum must be an amount in rupees' })
      .min(1, 'COD maximum must be at least ₹1')
      .lt(LEGAL_LIMIT_RUPEES, COD_LIMIT_TOO_HIGH)
      .refine(twoDecimals, 'Use at most 2 decimals (paise)'),
    maxOpenOrders: z.coerce
      .number({ error: 'Open COD orders must be a whole number' })
      .int('Open COD orders must be a whole number')
      .min(1, 'Allow at least 1 open COD order (turn COD off in a delivery zone instead)')
      .max(MAX_OPEN_COD_ORDERS_SETTING, `At most ${MAX_OPEN_COD_ORDERS_SETTING} open COD orders`),
  })
  .transform(({ feeRupees, maxOrderRupees, maxOpenOrders }) => ({
    feePaise: rupeesToPaise(feeRupees),
    maxOrderPaise: rupeesToPaise(maxOrderRupees),
    maxOpenOrders,
  }));
export type CodSettingsInput = z.input<typeof codSettingsSchema>;
export type CodSettingsValues = z.output<typeof codSettingsSchema>;
