/** A webhook is never verified under an empty secret: anyone could sign one and mark their own order paid. */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { Unauthorized } from '../errors.ts';
import { createRazorpayProvider } from './provider.ts';
import { createPaymentService } from './service.ts';
import { webhookSignature } from './signatures.ts';

function serviceWithWebhookSecret(webhookSecret: string) {
  const provider = createRazorpayProvider({
    mode: 'live',
    apiUrl: 'http://127.0.0.1:9',
    keyId: 'rzp_live_x',
    keySecret: 'key-secret',
    webhookSecret,
    checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
  });
  // No database: a refused webhook must never reach it.
  return createPaymentService({ db: {} as Db, provider, sandboxUrl: null, log: { error: () => {} } });
}

describe('webhook secret', () => {
  const body = Buffer.from(
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 149900, status: 'captured' } } },
    }),
  );

  it('refuses a webhook signed under an empty key when the store has no webhook secret', async () => {
    const service = serviceWithWebhookSecret('');
    await expect(service.readWebhook(body, webhookSignature('', body), 'evt_1')).rejects.toBeInstanceOf(Unauthorized);
    await expect(service.readWebhook(body, undefined, 'evt_2')).rejects.toBeInstanceOf(Unauthorized);
  });
});
