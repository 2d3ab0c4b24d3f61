/**
 * How Razorpay Checkout lists the payment methods (its `config.display`: blocks, sequence, preferences). On a phone
 * UPI comes first, as a block of its own: the shopper taps their UPI app (intent; UPI Collect, typing a UPI ID,
 * ended for most merchants on 28 Feb 2026) and pays there. On a wider screen Razorpay's own order stays (UPI is a QR
 * code there). The sandbox checkout reads the same options, so tests see the order a shopper would.
 */

/** The store's phone breakpoint (the mobile menu's, 768 px). */
export const PHONE_QUERY = '(max-width: 767px)';

export type CheckoutDisplayConfig = {
  display: {
    blocks: Record<string, { name: string; instruments: Array<{ method: string }> }>;
    sequence: string[];
    preferences: { show_default_blocks: boolean };
  };
};

export const UPI_BLOCK_NAME = 'Pay by any UPI app';

/** The display config for a phone (UPI first, then Razorpay's other methods), or none on a wider screen. */
export function checkoutDisplay(phone: boolean): CheckoutDisplayConfig | undefined {
  if (!phone) return undefined;
  return {
    display: {
      blocks: { upi: { name: UPI_BLOCK_NAME, instruments: [{ method: 'upi' }] } },
      sequence: ['block.upi'],
      preferences: { show_default_blocks: true },
    },
  };
}

/** Whether this browser has a phone-sized screen now. */
export function onPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY).matches
    : false;
}
