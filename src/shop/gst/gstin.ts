/**
 * GSTIN validation: 15 characters = 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number within that PAN (1-9, then A-Z), 'Z' (by default), and a check character. The check character is the
 * GSTN's mod-36 scheme (the Luhn mod-N algorithm over 0-9A-Z, factors 1 and 2 alternating from the left).
 */
import { GST_STATE_CODES, type IndianState } from '../india.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

const stateByCode = new Map(Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state as IndianState]));

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]!);
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck =
  { ok: true; stateCode: string; state: IndianState; pan: string } | { ok: false; message: string };

/** Checks a GSTIN (spaces ignored, letters upper-cased) and says what is wrong in words a store owner understands. */
export function checkGstin(input: string): GstinCheck {
  const gstin = normaliseGstin(input);
  if (gstin.length !== 15) return { ok: false, message: 'A GSTIN has 15 characters.' };
  const m = SHAPE.exec(gstin);
  if (!m) {
    return {
      ok: false,
      message: 'A GSTIN is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.',
    };
  }
  const state = stateByCode.get(m[1]!);
  if (!state) return { ok: false, message: `${m[1]} is not a GST state code.` };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== m[4]) {
    return { ok: false, message: 'This GSTIN has a typing mistake: its check character does not match.' };
  }
  return { ok: true, stateCode: m[1]!, state, pan: m[2]! };
}

export function normaliseGstin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
