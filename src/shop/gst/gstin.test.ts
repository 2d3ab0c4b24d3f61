import { describe, expect, it } from 'vitest';
import { checkGstin, gstinCheckCharacter } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts real-format GSTINs whose check character matches (spaces and case ignored)', () => {
    // The GSTN's published example, and one built for Karnataka from a PAN-shaped string.
    expect(checkGstin('27AAPFU0939F1ZV')).toEqual({
      ok: true,
      stateCode: '27',
      state: 'Maharashtra',
      pan: 'AAPFU0939F',
    });
    const ka = `29ABCDE1234F1Z`;
    expect(checkGstin(`${ka}${gstinCheckCharacter(ka)}`)).toMatchObject({ ok: true, state: 'Karnataka' });
    expect(checkGstin(' 27aapfu0939f1zv ')).toMatchObject({ ok: true });
  });

  it('refuses a typing mistake through the check character', () => {
    expect(checkGstin('27AAPFU0939F1ZW')).toEqual({
      ok: false,
      message: 'This GSTIN has a typing mistake: its check character does not match.',
    });
    // Two swapped characters.
    expect(checkGstin('27AAPFU0993F1ZV').ok).toBe(false);
  });

  it('says what is wrong with the length, the shape and the state code', () => {
    expect(checkGstin('27AAPFU0939F1Z')).toEqual({ ok: false, message: 'A GSTIN has 15 characters.' });
    expect(checkGstin('27AAPF10939F1ZV')).toMatchObject({ ok: false, message: expect.stringContaining('PAN') });
    expect(checkGstin('27AAPFU0939F0ZV').ok).toBe(false); // entity number 0
    const bad = '98AAPFU0939F1Z';
    expect(checkGstin(`${bad}${gstinCheckCharacter(bad)}`)).toEqual({
      ok: false,
      message: '98 is not a GST state code.',
    });
  });
});
