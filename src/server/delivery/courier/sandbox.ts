/**
 * A loopback stand-in for Shiprocket's login and serviceability calls (development and tests), as the payments
 * sandbox stands in for Razorpay. Deterministic: PINs in `unserviceable` are not served (404); PINs starting with one
 * of `noCod` have no cash on delivery; two couriers answer with days by distance (same first 3 digits as the pickup
 * PIN: 1 day, first 2: 2, first digit: 3, else 5; the surface courier 2 days more). Listens on 127.0.0.1 only.
 */
import crypto from 'node:crypto';
import Fastify from 'fastify';

export type CourierSandbox = {
  url: string;
  email: string;
  password: string;
  /** Calls received, for tests: logins and serviceability questions. */
  calls: { logins: number; serviceability: number };
  /** Answers late by this many ms (tests a timeout). */
  setDelay(ms: number): void;
  /** Forgets every token it gave (the next call with an old token gets 401). */
  revokeTokens(): void;
  close(): Promise<void>;
};

export const SANDBOX_UNSERVICEABLE = ['682555', '744301'];
export const SANDBOX_NO_COD = ['744', '194'];

function distanceDays(from: string, to: string): number {
  if (from.slice(0, 3) === to.slice(0, 3)) return 1;
  if (from.slice(0, 2) === to.slice(0, 2)) return 2;
  if (from[0] === to[0]) return 3;
  return 5;
}

export async function startCourierSandbox(
  opts: { email?: string; password?: string; unserviceable?: string[]; noCod?: string[] } = {},
): Promise<CourierSandbox> {
  const email = opts.email ?? 'api-user@sandbox.example';
  const password = opts.password ?? crypto.randomBytes(12).toString('base64url');
  const unserviceable = new Set(opts.unserviceable ?? SANDBOX_UNSERVICEABLE);
  const noCod = opts.noCod ?? SANDBOX_NO_COD;
  const tokens = new Set<string>();
  const calls = { logins: 0, serviceability: 0 };
  let delay = 0;
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024, forceCloseConnections: true });
  app.addHook('onRequest', async () => {
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
  });

  app.post('/v1/external/auth/login', async (req, reply) => {
    calls.logins++;
    const body = (req.body ?? {}) as { email?: unknown; password?: unknown };
    if (body.email !== email || body.password !== password) {
      return reply.status(403).send({ message: 'Invalid email and password combination', status_code: 403 });
    }
    const token = crypto.randomBytes(24).toString('base64url');
    tokens.add(token);
    return { token, email, first_name: 'API', last_name: 'User' };
  });

  app.get('/v1/external/courier/serviceability/', async (req, reply) => {
    calls.serviceability++;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return reply.status(401).send({ message: 'Token has expired', status_code: 401 });
    const q = req.query as Record<string, string | undefined>;
    const pickup = q.pickup_postcode ?? '';
    const delivery = q.delivery_postcode ?? '';
    const weight = Number(q.weight);
    if (!/^\d{6}$/.test(pickup) || !/^\d{6}$/.test(delivery) || !(weight > 0) || !['0', '1'].includes(q.cod ?? '')) {
      return reply.status(422).send({ message: 'The given data was invalid.', status_code: 422 });
    }
    if (unserviceable.has(delivery)) {
      return reply.status(404).send({ message: 'Delivery postcode not serviceable', status: 404 });
    }
    const cod = noCod.some((p) => delivery.startsWith(p)) ? 0 : 1;
    const d = distanceDays(pickup, delivery);
    const companies = [
      { courier_name: 'Sandbox Express', cod, estimated_delivery_days: String(d), etd: '' },
      { courier_name: 'Sandbox Surface', cod, estimated_delivery_days: String(d + 2), etd: '' },
    ].filter((c) => (weight <= 10 || c.courier_name === 'Sandbox Surface') && (q.cod !== '1' || c.cod === 1));
    if (companies.length === 0) {
      return reply.status(404).send({ message: 'No courier serves this postcode for cash on delivery', status: 404 });
    }
    return { status: 200, data: { available_courier_companies: companies } };
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    email,
    password,
    calls,
    setDelay: (ms) => (delay = ms),
    revokeTokens: () => tokens.clear(),
    close: () => app.close(),
  };
}
