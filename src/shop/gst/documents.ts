/**
 * Tax invoice and credit note numbers (CGST Rule 46(b)): consecutive within a financial year (April to March), at
 * most 16 characters of letters, digits, '-' and '/'. The series prefix tells invoices from credit notes; the
 * sequence itself is kept by the server, one counter row per series and year, taken under a row lock.
 */
import { indianDate } from '../dates.ts';

/** The financial year an instant falls in, as invoices print it: '26-27' for 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date): string {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

export const DOCUMENT_NUMBER_MAX = 16;
const DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;
const SEQUENCE_DIGITS = 6;

/** A series prefix fits when its longest number (a 6-digit sequence) stays within 16 characters. */
export const SERIES_PREFIX = /^[A-Z0-9]{1,3}$/;

/** 'BB/26-27/000123': prefix, financial year, sequence (6 digits, more when a year passes 999,999). */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  if (!SERIES_PREFIX.test(prefix)) throw new RangeError(`Not a series prefix (1-3 capitals or digits): ${prefix}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  const number = `${prefix}/${year}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (!DOCUMENT_NUMBER.test(number)) throw new RangeError(`A document number has at most 16 characters: ${number}`);
  return number;
}
