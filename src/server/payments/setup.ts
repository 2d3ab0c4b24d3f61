/**
 * Chooses the payment provider: Razorpay with live keys (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET), else the loopback
 * sandbox, whose stand-in checkout says clearly that no real money moves.
 */
import type { Config } from '../config.ts';
import { createRazorpayProvider, type PaymentProvider } from './provider.ts';
import { startSandbox, type Sandbox } from './sandbox/server.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/api/payment/sandbox/checkout.js';

/**
 * Payments as a serving process uses them. `sandbox` is the sandbox this process started (it sends webhooks to this
 * process); `sandboxUrl` is where the stand-in checkout's buttons go, this process's sandbox or the cluster's.
 */
export type Payments = {
  provider: PaymentProvider;
  sandbox: Sandbox | null;
  sandboxUrl: string | null;
  close: () => Promise<void>;
};

/** What a cluster worker needs to use the primary's sandbox: one sandbox, so every worker sees every payment. */
export type SandboxLink = Pick<Sandbox, 'url' | 'keyId' | 'keySecret' | 'webhookSecret'>;

export async function setUpPayments(config: Config, shared?: SandboxLink): Promise<Payments> {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    const provider = createRazorpayProvider({
      mode: 'live',
      apiUrl: config.RAZORPAY_API_URL ?? 'https://api.razorpay.com',
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
    });
    return { provider, sandbox: null, sandboxUrl: null, close: async () => {} };
  }
  const sandbox = shared ? null : await startSandbox();
  const link = shared ?? sandbox!;
  const provider = createRazorpayProvider({
    mode: 'sandbox',
    apiUrl: link.url,
    keyId: link.keyId,
    keySecret: link.keySecret,
    webhookSecret: link.webhookSecret,
    checkoutScript: SANDBOX_CHECKOUT_SCRIPT_PATH,
  });
  return { provider, sandbox, sandboxUrl: link.url, close: async () => await sandbox?.close() };
}

/** The primary's sandbox in cluster mode, or null with live keys (the workers then use Razorpay directly). */
export async function startSharedSandbox(config: Config): Promise<Sandbox | null> {
  return config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET ? null : startSandbox();
}
