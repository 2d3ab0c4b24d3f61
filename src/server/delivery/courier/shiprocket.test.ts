/**
 * The Shiprocket adapter against the loopback sandbox (the same HTTP calls as Shiprocket's API): login and token
 * reuse, a new login after a 401, serviceable / not / cash on delivery, a wrong password, a timeout; then the
 * delivery service combining the courier with the zones (both must serve; COD needs both; a failing courier falls
 * back to the zones).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../../../../tests/support/db.ts';
import { createAuditService } from '../../audit/service.ts';
import { createRateLimits } from '../../rate-limit/service.ts';
import { pinDirectory } from '../pin-directory.ts';
import { createDeliveryService } from '../service.ts';
import { deliverySettings, deliveryZones } from '../tables.ts';
import { CourierError } from './provider.ts';
import { startCourierSandbox, type CourierSandbox } from './sandbox.ts';
import { createShiprocketProvider, TOKEN_LIFETIME_MS } from './shiprocket.ts';

let sandbox: CourierSandbox;
beforeAll(async () => {
  sandbox = await startCourierSandbox({ unserviceable: ['744301'], noCod: ['794'] });
});
afterAll(async () => await sandbox?.close());

const shiprocket = (over: { password?: string; timeoutMs?: number; now?: () => number } = {}) =>
  createShiprocketProvider({ apiUrl: sandbox.url, email: sandbox.email, password: sandbox.password, ...over });
const ask = (deliveryPin: string, cod = false) => ({ pickupPin: '411045', deliveryPin, weightKg: 0.5, cod });

describe('the Shiprocket adapter', () => {
  it('logs in once and reuses the token until a day before its 10 days end', async () => {
    let clock = Date.now();
    const provider = shiprocket({ now: () => clock });
    const before = sandbox.calls.logins;
    await Promise.all([provider.serviceability(ask('411001')), provider.serviceability(ask('560001'))]);
    await provider.serviceability(ask('110001'));
    expect(sandbox.calls.logins - before).toBe(1);
    clock += TOKEN_LIFETIME_MS - 2 * 86_400_000;
    await provider.serviceability(ask('110001'));
    expect(sandbox.calls.logins - before).toBe(1);
    clock += 86_400_000;
    await provider.serviceability(ask('110001'));
    expect(sandbox.calls.logins - before).toBe(2);
  });

  it('logs in again when a token is refused (401)', async () => {
    const provider = shiprocket();
    await provider.serviceability(ask('411001'));
    sandbox.revokeTokens();
    const answer = await provider.serviceability(ask('411001'));
    expect(answer.serviceable).toBe(true);
    expect(provider.logins).toBe(2);
  });

  it('answers the couriers with COD and days; a PIN no courier serves is not serviceable', async () => {
    const provider = shiprocket();
    expect(await provider.serviceability(ask('411001'))).toEqual({
      serviceable: true,
      couriers: [
        { name: 'Sandbox Express', codAvailable: true, estimatedDays: 1 },
        { name: 'Sandbox Surface', codAvailable: true, estimatedDays: 3 },
      ],
    });
    expect(await provider.serviceability(ask('744301'))).toEqual({ serviceable: false, couriers: [] });
    const shillong = await provider.serviceability(ask('794001'));
    expect(shillong.serviceable).toBe(true);
    expect(shillong.couriers.every((c) => !c.codAvailable)).toBe(true);
    // Asked for cash on delivery, no courier there collects it.
    expect((await provider.serviceability(ask('794001', true))).serviceable).toBe(false);
  });

  it('fails with a CourierError (no secret in it) for a wrong password or no answer in time', async () => {
    const wrong = shiprocket({ password: 'not-the-password' });
    const err = await wrong.serviceability(ask('411001')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CourierError);
    expect((err as Error).message).not.toContain('not-the-password');
    sandbox.setDelay(300);
    try {
      const slow = await shiprocket({ timeoutMs: 100 })
        .serviceability(ask('411001'))
        .catch((e: unknown) => e);
      expect(slow).toBeInstanceOf(CourierError);
      expect((slow as Error).message).toMatch(/within 100 ms/);
    } finally {
      sandbox.setDelay(0);
    }
  });
});

describe('the delivery service with a courier', () => {
  let t: TestDatabase;
  const warnings: string[] = [];
  beforeAll(async () => {
    t = await testDatabase();
  });
  afterAll(async () => await t?.drop());

  const service = (timeoutMs = 2000) =>
    createDeliveryService({
      db: t.db,
      audit: createAuditService(t.db),
      pins: pinDirectory,
      courier: shiprocket({ timeoutMs }),
      log: { warn: (_o, msg) => warnings.push(msg) },
      rateLimits: createRateLimits({}),
      perMinute: 100,
    });

  it('serves a PIN only when the zone and the courier both do; COD needs both; transit is the zone’s, else the courier’s', async () => {
    const delivery = service();
    // Without a pickup PIN the courier is not asked.
    expect((await delivery.check('744301')).serviceable).toBe(true);
    await t.db.insert(deliverySettings).values({
      pickupPin: '411045',
      dispatchDays: 0,
      cutoffTime: '23:59',
      defaultTransitDays: 9,
      pieceWeightGrams: 500,
    });
    const fresh = service();
    const calls = sandbox.calls.serviceability;
    expect(await fresh.check('744301')).toMatchObject({ serviceable: false, courierChecked: true });
    const pune = await fresh.check('411001');
    expect(pune).toMatchObject({ serviceable: true, codAllowed: true, transitDays: 1, courierChecked: true });
    expect((await fresh.check('794001')).codAllowed).toBe(false);
    // Answers are cached: asking again does not ask the courier.
    await fresh.check('411001');
    expect(sandbox.calls.serviceability - calls).toBe(3);
    // The owner's zone for Maharashtra: 4 days, no cash on delivery (a new service reads it at once).
    await t.db.insert(deliveryZones).values({
      name: 'Maharashtra',
      match: 'states',
      values: ['Maharashtra'],
      transitDays: 4,
      codAllowed: false,
    });
    const zoned = service();
    expect(await zoned.check('411001')).toMatchObject({ serviceable: true, transitDays: 4, codAllowed: false });
    await t.db.delete(deliveryZones);
  });

  it('answers from the zones alone when the courier fails, and logs it', async () => {
    sandbox.setDelay(300);
    try {
      const answer = await service(100).check('744301');
      expect(answer).toMatchObject({ serviceable: true, courierChecked: false, transitDays: 9 });
      expect(warnings.at(-1)).toMatch(/courier check failed/);
    } finally {
      sandbox.setDelay(0);
    }
  });
});
