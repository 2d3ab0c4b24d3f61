/** Track and cancel, from the orders page (browser only). */

export const ORDER_MESSAGES = {
  trackingUnavailable: 'Tracking information not available.',
  trackingFailed: 'Failed to fetch tracking info.',
  cancelled: 'Order cancelled successfully!',
  cancelFailed: 'Failed to cancel order.',
} as const;

type Body = { success?: boolean; message?: string; trackingUrl?: string };

async function call(url: string, init: RequestInit): Promise<{ res: Response | null; body: Body | null }> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' }, ...init });
    return { res, body: (await res.json().catch(() => null)) as Body | null };
  } catch {
    return { res: null, body: null };
  }
}

/** The tracking page of an order, or the text to show instead. */
export async function fetchTrackingUrl(id: string): Promise<{ url: string } | { error: string }> {
  const { res, body } = await call(`/api/orders/${encodeURIComponent(id)}/track`, { method: 'GET' });
  if (res?.ok && body?.trackingUrl) return { url: body.trackingUrl };
  if (res?.status === 404) return { error: ORDER_MESSAGES.trackingUnavailable };
  return { error: ORDER_MESSAGES.trackingFailed };
}

export async function cancelOrder(id: string): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const { res, body } = await call(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'PUT' });
  if (res?.ok && body?.success !== false) return { ok: true, message: body?.message ?? ORDER_MESSAGES.cancelled };
  const own = res && res.status >= 400 && res.status < 500 ? body?.message : undefined;
  return { ok: false, message: own ?? ORDER_MESSAGES.cancelFailed };
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
