/**
 * JSON calls from the browser to the store's API. A refusal keeps the envelope's `reason` (src/shop/reasons.ts), so
 * pages decide what happened from the code, never from the English message. Browser only; no heavy imports.
 */
import { isReason, type Reason } from '../../shop/reasons.ts';

export type ApiRefusal = {
  ok: false;
  /** The HTTP status; 0 when no answer came (offline, connection lost). */
  status: number;
  reason: Reason | undefined;
  /** The server's message for people, when it sent one. */
  message: string | undefined;
  fields: Record<string, string> | undefined;
};
export type ApiResult<T> = { ok: true; status: number; body: T } | ApiRefusal;

type Envelope = { success?: boolean; reason?: unknown; message?: unknown; fields?: unknown };

export async function callApi<T>(
  url: string,
  init: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  },
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    return { ok: false, status: 0, reason: undefined, message: undefined, fields: undefined };
  }
  const json = (await res.json().catch(() => null)) as (T & Envelope) | null;
  if (res.ok && json && json.success !== false) return { ok: true, status: res.status, body: json };
  return {
    ok: false,
    status: res.status,
    reason: isReason(json?.reason) ? json.reason : undefined,
    message: typeof json?.message === 'string' ? json.message : undefined,
    fields: json?.fields && typeof json.fields === 'object' ? (json.fields as Record<string, string>) : undefined,
  };
}

/** The text to show for a refusal: the server's own for a 4xx it explained, else the page's fallback. */
export function refusalText(r: ApiRefusal, fallback: string): string {
  return r.status >= 400 && r.status < 500 && r.message ? r.message : fallback;
}
