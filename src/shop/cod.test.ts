import { describe, expect, it } from 'vitest';
import { codSettingsSchema, COD_LIMIT_TOO_HIGH } from './admin/cod-settings.ts';
import { COD_MESSAGES, codRefusal, codTotal, DEFAULT_COD_RULES, type CodFacts } from './cod.ts';
import { paise } from './money.ts';

const facts = (over: Partial<CodFacts> = {}): CodFacts => ({
  total: paise(5_000_00),
  pin: '411001',
  codAllowedHere: true,
  blocked: false,
  openOrders: 0,
  ...over,
});

describe('codRefusal', () => {
  it('allows an order within every rule', () => {
    expect(codRefusal(facts(), DEFAULT_COD_RULES)).toBeNull();
    // Unknown PIN, visitor: only the value is known.
    expect(
      codRefusal(facts({ pin: null, codAllowedHere: null, blocked: null, openOrders: null }), DEFAULT_COD_RULES),
    ).toBeNull();
  });

  it('refuses by zone, then flag, then value (fee included), then open orders, each with its message', () => {
    const rules = { feePaise: paise(50_00), maxOrderPaise: paise(10_000_00), maxOpenOrders: 2 };
    expect(codRefusal(facts({ codAllowedHere: false, blocked: true }), rules)).toEqual({
      reason: 'cod_not_available_here',
      message: 'Cash on delivery is not available for PIN 411001. Please pay online.',
    });
    expect(codRefusal(facts({ blocked: true, total: paise(20_000_00) }), rules)?.reason).toBe('cod_blocked');
    // ₹9,960 + ₹50 fee = ₹10,010: over ₹10,000.
    expect(codRefusal(facts({ total: paise(9_960_00), openOrders: 5 }), rules)).toEqual({
      reason: 'cod_over_limit',
      message: 'Cash on delivery is available for orders up to ₹10,000. Please pay online.',
    });
    expect(codRefusal(facts({ total: paise(9_950_00) }), rules)).toBeNull();
    expect(codRefusal(facts({ openOrders: 2 }), rules)).toEqual({
      reason: 'cod_open_orders',
      message: COD_MESSAGES.openOrders(2),
    });
    expect(codRefusal(facts({ openOrders: 1 }), rules)).toBeNull();
    expect(COD_MESSAGES.openOrders(1)).toContain('1 cash-on-delivery order on the way');
    expect(codTotal(paise(100_00), rules)).toBe(150_00);
  });
});

describe('codSettingsSchema', () => {
  it('takes rupees as typed and answers paise; refuses ₹2,00,000 or more', () => {
    expect(codSettingsSchema.parse({ feeRupees: '49.50', maxOrderRupees: '10000', maxOpenOrders: '2' })).toEqual({
      feePaise: 4950,
      maxOrderPaise: 10_000_00,
      maxOpenOrders: 2,
    });
    const high = codSettingsSchema.safeParse({ feeRupees: 0, maxOrderRupees: 200000, maxOpenOrders: 2 });
    expect(high.success).toBe(false);
    expect(high.error?.issues[0]?.message).toBe(COD_LIMIT_TOO_HIGH);
    expect(COD_LIMIT_TOO_HIGH).toBe('The COD maximum must be below ₹2,00,000 (the legal limit for cash)');
  });
});
