import { describe, expect, it } from 'vitest';
import { indianDate } from '../dates.ts';
import { documentNumber, financialYear } from './documents.ts';

describe('invoice numbers', () => {
  it('takes the financial year (April to March) from the date in India', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    // 23:59 IST on 31 March is still the old year; 00:30 IST on 1 April (19:00 UTC the day before) the new one.
    expect(financialYear(new Date('2027-03-31T23:59:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2099-12-01T12:00:00Z'))).toBe('99-00');
    expect(indianDate(new Date('2026-09-21T19:00:00Z'))).toBe('2026-09-22');
  });

  it('numbers documents within 16 characters of letters, digits, - and /', () => {
    expect(documentNumber('BB', '26-27', 123)).toBe('BB/26-27/000123');
    expect(documentNumber('BBC', '26-27', 1)).toBe('BBC/26-27/000001');
    expect(documentNumber('BB', '26-27', 1_234_567)).toBe('BB/26-27/1234567');
    expect(() => documentNumber('BBC', '26-27', 1_234_567)).toThrow(/16 characters/);
    expect(() => documentNumber('BB X', '26-27', 1)).toThrow(/prefix/);
    expect(() => documentNumber('BB', '26-27', 0)).toThrow(/sequence/);
  });
});
