import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

const trustOf = (TRUST_PROXY?: string) => loadConfig({ TRUST_PROXY }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('false (the default), 0, no and off trust no proxy', () => {
    for (const v of [undefined, '', 'false', 'FALSE', '0', 'no', 'off']) expect(trustOf(v), String(v)).toBe(false);
  });

  it('true, yes and on mean one proxy, the same as 1; a number is a hop count', () => {
    for (const v of ['true', 'True', 'yes', 'on', '1', ' 1 ']) expect(trustOf(v), v).toBe(1);
    expect(trustOf('2')).toBe(2);
  });

  it('takes proxy addresses and CIDRs, comma-separated', () => {
    expect(trustOf('10.0.0.0/8, 192.168.1.5,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8']);
    expect(trustOf('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it.each(['maybe', '-1', '1.5', '33', '10.0.0.0/33', '10.0.0/8', '::1/129', 'example.com', '1,2'])(
    'refuses %j, naming the variable',
    (v) => {
      expect(() => trustOf(v)).toThrow(ConfigError);
      expect(() => trustOf(v)).toThrow(/TRUST_PROXY: must be true\/false, a hop count/);
    },
  );

  it("is handed to Fastify as a hop check (Fastify's own number option trusts no hop)", () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => oneHop('10.0.0.1', hop))).toEqual([true, false, false]);
    const twoHops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
