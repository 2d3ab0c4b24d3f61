import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  deliveryByText,
  deliveryDate,
  shippingChargeFor,
  zoneFor,
  zoneTerms,
  type DeliveryZone,
} from './delivery.ts';
import { paise } from './money.ts';

/** India's wall clock: 'YYYY-MM-DDTHH:MM' in IST. */
const ist = (at: string) => new Date(`${at}:00+05:30`);
const rule = { dispatchDays: 0, cutoffTime: '14:00', holidays: [] as { date: string; name: string }[] };

describe('the delivery date', () => {
  it('starts today before the cut-off and tomorrow after it', () => {
    // Thursday 26 November 2026.
    expect(deliveryDate({ ...rule, now: ist('2026-11-26T10:00'), transitDays: 1 })).toBe('2026-11-27');
    expect(deliveryDate({ ...rule, now: ist('2026-11-26T13:59'), transitDays: 1 })).toBe('2026-11-27');
    expect(deliveryDate({ ...rule, now: ist('2026-11-26T14:00'), transitDays: 1 })).toBe('2026-11-28');
    // Dispatched Saturday 28 (two business days), then Monday, Tuesday, Wednesday in transit.
    expect(deliveryDate({ ...rule, now: ist('2026-11-26T10:00'), dispatchDays: 2, transitDays: 3 })).toBe('2026-12-02');
  });

  it('skips Sundays, in dispatch and in transit, and counts an order on a Sunday from Monday', () => {
    // Saturday 28 Nov: one day in transit lands on Monday 30 Nov, not Sunday.
    expect(deliveryDate({ ...rule, now: ist('2026-11-28T10:00'), transitDays: 1 })).toBe('2026-11-30');
    expect(deliveryDate({ ...rule, now: ist('2026-11-29T09:00'), transitDays: 2 })).toBe('2026-12-02');
    // 19:00 UTC on Saturday is 00:30 on Sunday in India.
    expect(deliveryDate({ ...rule, now: new Date('2026-11-28T19:00:00Z'), transitDays: 0 })).toBe('2026-11-30');
  });

  it('skips listed holidays, across a month end', () => {
    const holidays = [{ date: '2026-11-30', name: 'Store holiday' }];
    expect(deliveryDate({ ...rule, holidays, now: ist('2026-11-28T10:00'), transitDays: 1 })).toBe('2026-12-01');
    // An order on the holiday itself starts on the next business day.
    expect(deliveryDate({ ...rule, holidays, now: ist('2026-11-30T09:00'), transitDays: 0 })).toBe('2026-12-01');
  });

  it('crosses the year end', () => {
    const holidays = [{ date: '2027-01-01', name: "New Year's Day" }];
    // Thursday 31 Dec after the cut-off: Friday 1 Jan is a holiday, so handling starts Saturday 2 Jan; Sunday 3 is
    // skipped, so one day in transit is Monday 4 Jan.
    expect(deliveryDate({ ...rule, holidays, now: ist('2026-12-31T16:00'), transitDays: 1 })).toBe('2027-01-04');
    expect(addBusinessDays('2026-12-30', 3, new Set(['2027-01-01']))).toBe('2027-01-04');
  });

  it('prints the promise', () => {
    expect(deliveryByText('2026-11-27')).toBe('Delivery by Fri, 27 Nov');
  });
});

const zone = (z: Partial<DeliveryZone> & Pick<DeliveryZone, 'match' | 'values'>): DeliveryZone => ({
  id: z.name ?? z.values.join(','),
  name: z.values.join(','),
  serviceable: true,
  transitDays: null,
  codAllowed: true,
  shippingChargePaise: paise(0),
  freeAbovePaise: null,
  priority: 0,
  ...z,
});

describe('delivery zones', () => {
  const zones = [
    zone({ id: 'karnataka', match: 'states', values: ['Karnataka'], transitDays: 3 }),
    zone({ id: 'blr', match: 'prefixes', values: ['56'], transitDays: 2 }),
    zone({ id: 'blr-central', match: 'prefixes', values: ['5600'], transitDays: 1 }),
    zone({ id: 'islands', match: 'pins', values: ['560001', '744301'], serviceable: false }),
    zone({
      id: 'karnataka-promo',
      match: 'states',
      values: ['Karnataka'],
      priority: 5,
      shippingChargePaise: paise(4900),
    }),
  ];

  it('takes a PIN list over a prefix, a longer prefix over a shorter, a prefix over a state, a state over none', () => {
    expect(zoneFor(zones, '560001', 'Karnataka')?.id).toBe('islands');
    expect(zoneFor(zones, '560034', 'Karnataka')?.id).toBe('blr-central');
    expect(zoneFor(zones, '562106', 'Karnataka')?.id).toBe('blr');
    expect(zoneFor(zones, '580001', 'Karnataka')?.id).toBe('karnataka-promo');
    expect(zoneFor(zones, '110001', 'Delhi')).toBeNull();
  });

  it('answers the default (serviceable, free, COD) outside every zone, and nothing is served where a zone says not', () => {
    expect(zoneTerms(zones, '110001', 'Delhi')).toEqual({
      zone: null,
      serviceable: true,
      transitDays: null,
      codAllowed: true,
      shippingChargePaise: 0,
      freeAbovePaise: null,
    });
    expect(zoneTerms(zones, '744301', null)).toMatchObject({ serviceable: false, codAllowed: false });
  });

  it('charges for shipping below the free threshold only', () => {
    const terms = { shippingChargePaise: paise(4900), freeAbovePaise: paise(99900) };
    expect(shippingChargeFor(terms, paise(99899))).toBe(4900);
    expect(shippingChargeFor(terms, paise(99900))).toBe(0);
    expect(shippingChargeFor({ ...terms, freeAbovePaise: null }, paise(10_000_00))).toBe(4900);
  });
});
