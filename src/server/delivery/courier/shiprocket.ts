/**
 * Shiprocket's serviceability API (https://apiv2.shiprocket.in, or SHIPROCKET_API_URL: the sandbox in development and
 * tests). A login (`POST /v1/external/auth/login` with the API user's email and password) gives a token valid for 10
 * days; it is kept in memory and renewed a day before it ends, or at once when a call answers 401. The password and
 * the token are never logged or put in an error message.
 *
 * `GET /v1/external/courier/serviceability/?pickup_postcode&delivery_postcode&weight&cod` answers
 * `data.available_courier_companies[]` (courier_name, cod 1/0, estimated_delivery_days); a 404 or an empty list means
 * no courier serves the PIN.
 */
import { CourierError, type CourierAnswer, type CourierProvider, type CourierQuery } from './provider.ts';

export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in';
/** Shiprocket's tokens last 240 hours; renew a day early. */
export const TOKEN_LIFETIME_MS = 10 * 86_400_000;
const RENEW_BEFORE_MS = 86_400_000;

type Company = {
  courier_name?: unknown;
  cod?: unknown;
  estimated_delivery_days?: unknown;
};

function days(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function createShiprocketProvider(opts: {
  apiUrl?: string;
  email: string;
  password: string;
  timeoutMs?: number;
  now?: () => number;
}): CourierProvider & { readonly logins: number } {
  const base = (opts.apiUrl ?? SHIPROCKET_API_URL).replace(/\/$/, '');
  const timeoutMs = opts.timeoutMs ?? 2_500;
  const now = opts.now ?? Date.now;
  let token: { value: string; renewAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;
  let logins = 0;

  async function request(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const what = (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
      throw new CourierError(`Shiprocket ${what}`);
    }
  }

  async function login(): Promise<string> {
    logins++;
    const res = await request('/v1/external/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: opts.email, password: opts.password }),
    });
    const body = (await res.json().catch(() => null)) as { token?: unknown } | null;
    if (!res.ok || typeof body?.token !== 'string' || body.token === '') {
      throw new CourierError(`Shiprocket refused the login (${res.status})`, res.status);
    }
    token = { value: body.token, renewAt: now() + TOKEN_LIFETIME_MS - RENEW_BEFORE_MS };
    return body.token;
  }

  /** The current token, logging in (once, however many calls wait) when there is none or it is about to end. */
  function currentToken(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    loggingIn ??= login().finally(() => (loggingIn = null));
    return loggingIn;
  }

  async function ask(q: CourierQuery, bearer: string): Promise<Response> {
    const params = new URLSearchParams({
      pickup_postcode: q.pickupPin,
      delivery_postcode: q.deliveryPin,
      weight: String(Math.max(0.01, Math.round(q.weightKg * 100) / 100)),
      cod: q.cod ? '1' : '0',
    });
    return request(`/v1/external/courier/serviceability/?${params}`, {
      headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
    });
  }

  return {
    name: 'shiprocket',
    get logins() {
      return logins;
    },
    async serviceability(q): Promise<CourierAnswer> {
      let res = await ask(q, await currentToken());
      if (res.status === 401) {
        // The token was revoked or ended early: log in again once.
        token = null;
        res = await ask(q, await currentToken());
      }
      if (res.status === 404) return { serviceable: false, couriers: [] };
      if (!res.ok) throw new CourierError(`Shiprocket answered ${res.status}`, res.status);
      const body = (await res.json().catch(() => null)) as {
        data?: { available_courier_companies?: unknown };
      } | null;
      const list = body?.data?.available_courier_companies;
      if (!Array.isArray(list)) {
        // Shiprocket answers some unserviceable PINs with 200 and no courier list.
        if (body && typeof body === 'object') return { serviceable: false, couriers: [] };
        throw new CourierError('Shiprocket answered something unreadable');
      }
      const couriers = (list as Company[]).map((c) => ({
        name: typeof c.courier_name === 'string' ? c.courier_name : 'Courier',
        codAvailable: c.cod === 1 || c.cod === '1' || c.cod === true,
        estimatedDays: days(c.estimated_delivery_days),
      }));
      return { serviceable: couriers.length > 0, couriers };
    },
  };
}
