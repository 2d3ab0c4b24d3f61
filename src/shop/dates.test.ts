import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDeliveryDate, formatIndianDate, indianDate, indianTime } from './dates.ts';

describe('dates in India', () => {
  it('prints the day in India, whatever the time zone of the machine', () => {
    // 20:00 UTC on 24 November is 01:30 on 25 November in India.
    expect(formatIndianDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
    expect(formatIndianDate(new Date('2026-09-05T10:00:00Z'), 'long')).toBe('5 September 2026');
    expect(formatIndianDate('2026-09-05T10:00:00Z')).toBe('5 Sept 2026');
  });

  it("writes exactly what Intl's en-IN format writes in Asia/Kolkata, for any instant", () => {
    const intl = (month: 'short' | 'long') =>
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' });
    const short = intl('short');
    const long = intl('long');
    fc.assert(
      fc.property(fc.date({ min: new Date('1971-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (d) => {
        expect(formatIndianDate(d)).toBe(short.format(d));
        expect(formatIndianDate(d, 'long')).toBe(long.format(d));
      }),
      { numRuns: 2000 },
    );
  });

  it('prints a delivery day as Intl does (weekday, day, short month), and the time in India', () => {
    expect(formatDeliveryDate('2026-11-26')).toBe('Thu, 26 Nov');
    expect(formatDeliveryDate('2026-09-07')).toBe('Mon, 7 Sept');
    expect(indianTime('2026-11-24T20:00:00Z')).toBe('01:30');
    const intl = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Kolkata',
    });
    fc.assert(
      fc.property(fc.date({ min: new Date('1971-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (d) => {
        expect(formatDeliveryDate(indianDate(d))).toBe(intl.format(d));
      }),
      { numRuns: 1000 },
    );
  });
});
