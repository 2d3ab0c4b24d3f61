/** Razorpay signatures: HMAC-SHA256, hex, compared in constant time. */
import crypto from 'node:crypto';

export function hmacHex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

export function safeEqualHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The checkout handler's signature: HMAC(order_id + "|" + payment_id, key secret). */
export function paymentSignature(keySecret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${providerOrderId}|${paymentId}`);
}

/** A webhook's signature: HMAC(raw body, webhook secret), sent as X-Razorpay-Signature. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacHex(webhookSecret, rawBody);
}
