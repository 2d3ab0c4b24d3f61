/** Track and cancel, from the orders page (browser only). */
import { MESSAGES } from '../../../shop/pricing.ts';
import { callApi, refusalText } from '../../lib/api-client.ts';

export const ORDER_MESSAGES = {
  trackingUnavailable: MESSAGES.trackingUnavailable,
  trackingFailed: 'Failed to fetch tracking info.',
  cancelled: MESSAGES.cancelled,
  cancelFailed: 'Failed to cancel order.',
} as const;

/** The tracking page of an order, or the text to show instead. */
export async function fetchTrackingUrl(id: string): Promise<{ url: string } | { error: string }> {
  const r = await callApi<{ trackingUrl?: string }>(`/api/orders/${encodeURIComponent(id)}/track`, { method: 'GET' });
  if (r.ok && r.body.trackingUrl) return { url: r.body.trackingUrl };
  if (!r.ok && r.status === 404) return { error: ORDER_MESSAGES.trackingUnavailable };
  return { error: ORDER_MESSAGES.trackingFailed };
}

export async function cancelOrder(id: string): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const r = await callApi<{ message?: string }>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'PUT' });
  if (r.ok) return { ok: true, message: r.body.message ?? ORDER_MESSAGES.cancelled };
  return { ok: false, message: refusalText(r, ORDER_MESSAGES.cancelFailed) };
}

/** Only http(s) addresses are opened (a tracking URL comes from the carrier, via the store's admin). */
export function isWebUrl(url: string): boolean {
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}
