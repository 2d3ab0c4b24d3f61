/**
 * Chooses the payment provider: Razorpay with live keys (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET), else the loopback
 * sandbox, whose stand-in checkout says clearly that no real money moves.
 */
import type { Config } from '../config.ts';
import { createRazorpayProvider, type PaymentProvider } from './provider.ts';
import { startSandbox, type Sandbox } from './sandbox/server.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/api/payment/sandbox/checkout.js';

export type Payments = { provider: PaymentProvider; sandbox: Sandbox | null; close: () => Promise<void> };

export async function setUpPayments(config: Config): Promise<Payments> {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    const provider = createRazorpayProvider({
      mode: 'live',
      apiUrl: config.RAZORPAY_API_URL ?? 'https://api.razorpay.com',
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
    });
    return { provider, sandbox: null, close: async () => {} };
  }
  const sandbox = await startSandbox();
  const provider = createRazorpayProvider({
    mode: 'sandbox',
    apiUrl: sandbox.url,
    keyId: sandbox.keyId,
    keySecret: sandbox.keySecret,
    webhookSecret: sandbox.webhookSecret,
    checkoutScript: SANDBOX_CHECKOUT_SCRIPT_PATH,
  });
  return { provider, sandbox, close: () => sandbox.close() };
}
