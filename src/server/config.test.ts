import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SEED_DEMO).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('reads booleans and numbers from strings', () => {
    const c = loadConfig({ PORT: '8080', SEED_DEMO: 'false', PUBLIC_URL: 'https://shop.example.in/' });
    expect(c.PORT).toBe(8080);
    expect(c.SEED_DEMO).toBe(false);
    expect(c.publicUrl).toBe('https://shop.example.in');
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL');
    }
  });

  it('runs one process per core in production, one otherwise; refuses several in development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).WEB_CONCURRENCY).toBe(os.availableParallelism());
    expect(loadConfig({ NODE_ENV: 'test' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ NODE_ENV: 'development', WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('serves /metrics on 127.0.0.1:9464 unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: 'off' }).METRICS_PORT).toBe('off');
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses live Razorpay keys without the webhook secret, naming the variable', () => {
    const live = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    expect(() => loadConfig(live)).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...live, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(loadConfig({ ...live, RAZORPAY_WEBHOOK_SECRET: 'whsec' }).RAZORPAY_WEBHOOK_SECRET).toBe('whsec');
    expect(loadConfig({}).RAZORPAY_KEY_ID).toBeUndefined();
  });

  it('takes a Shiprocket account as a pair (naming the missing variable), with Shiprocket as the default address', () => {
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'api@shop.example' })).toThrow(/SHIPROCKET_PASSWORD/);
    expect(() => loadConfig({ SHIPROCKET_PASSWORD: 'x' })).toThrow(/SHIPROCKET_EMAIL/);
    const c = loadConfig({ SHIPROCKET_EMAIL: 'api@shop.example', SHIPROCKET_PASSWORD: 'x' });
    expect(c.SHIPROCKET_API_URL).toBe('https://apiv2.shiprocket.in');
    expect(loadConfig({}).SHIPROCKET_SANDBOX).toBe(false);
  });

  it('warns when a production store has no PUBLIC_URL (canonical links would name localhost)', () => {
    const [warning, ...more] = configWarnings(loadConfig({ NODE_ENV: 'production', PORT: '8080' }));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^PUBLIC_URL is not set/);
    expect(warning).toContain('http://localhost:8080');
    expect(configWarnings(loadConfig({ PUBLIC_URL: 'https://shop.example.in' }))).toEqual([]);
    // The default NODE_ENV is production.
    expect(configWarnings(loadConfig({}))).toHaveLength(1);
    expect(configWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });
});
