/**
 * TRUST_PROXY: how much of `X-Forwarded-For` (and `-Proto`, `-Host`) to believe. Each proxy appends the address it
 * received the request from, so only the right end of the chain is trustworthy: the client address is the first one,
 * counting from the right, that was not added by a trusted proxy. Anything further left was written by the client.
 *
 * - `false` (default, also `0`, `no`, `off`): no proxy; the socket's address is the client.
 * - a hop count `N` (`1`, `2`, ...): N proxies in front of the app; the address the outermost one appended is the
 *   client. `true` (also `yes`, `on`) means one proxy, the same as `1`. Use a count only when the app cannot be
 *   reached except through the proxies (HOST=127.0.0.1 or a firewall): a direct client could add hops itself.
 * - addresses and CIDRs, comma-separated (`10.0.0.0/8, 192.168.1.5`, also `loopback`, `linklocal`, `uniquelocal`):
 *   hops are believed only when they come from these proxies. The strictest choice.
 */
import net from 'node:net';
import { z } from 'zod';

export type TrustProxy = false | number | string[];

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 32;

function isAddressOrCidr(value: string): boolean {
  if (PRESETS.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = net.isIP(address ?? '');
  if (rest.length > 0 || family === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z
  .string()
  .trim()
  .transform((raw, ctx): TrustProxy => {
    const value = raw.toLowerCase();
    if (['false', 'no', 'off'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops === 0 ? false : hops;
    } else {
      const list = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (list.length > 0 && list.every(isAddressOrCidr)) return list;
    }
    ctx.addIssue({
      code: 'custom',
      message: `must be true/false, a hop count (0-${MAX_HOPS}), or proxy addresses/CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1)`,
    });
    return z.NEVER;
  });

/** Fastify's `trustProxy` option for a TRUST_PROXY value. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (Array.isArray(trust)) return trust;
  // Not Fastify's own number option: since 5.x it trusts no hop at all for a bare count (it cannot check the peer),
  // which would make every client share the proxy's address. Hop i (0 = the socket) is a trusted proxy while i < N.
  return (_address, hop) => hop < trust;
}
