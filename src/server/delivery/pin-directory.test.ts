/** The committed PIN directory (data/pin-directory.tsv.gz) as the store reads it. */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { canonicalState } from '../../shop/india.ts';
import { createPinDirectory, PIN_DIRECTORY_FILE } from './pin-directory.ts';

const directory = createPinDirectory();

describe('PIN directory', () => {
  it('knows every PIN in the file, each with a canonical state, a district, a city and offices', () => {
    const lines = zlib.gunzipSync(fs.readFileSync(PIN_DIRECTORY_FILE)).toString('utf8').trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(19_000);
    const { pins } = directory.load();
    expect(pins).toBe(lines.length);
    for (const line of lines) {
      const pin = line.slice(0, 6);
      const info = directory.lookup(pin);
      expect(info, pin).not.toBeNull();
      for (const s of info!.states) expect(canonicalState(s), `${pin}: ${s}`).toBe(s);
      expect(info!.district, pin).not.toBe('');
      expect(info!.city, pin).not.toBe('');
      expect(info!.offices.length, pin).toBeGreaterThan(0);
    }
  });

  it('answers known PINs with their district and state', () => {
    expect(directory.lookup('110001')).toMatchObject({ city: 'New Delhi', district: 'New Delhi', state: 'Delhi' });
    expect(directory.lookup('400001')).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
    expect(directory.lookup('560001')).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });
    expect(directory.lookup('744101')).toMatchObject({ state: 'Andaman and Nicobar Islands' });
    expect(directory.lookup('194101')).toMatchObject({ state: 'Ladakh' });
    expect(directory.lookup('190001')).toMatchObject({ state: 'Jammu and Kashmir' });
    expect(directory.lookup('396210')).toMatchObject({ state: 'Dadra and Nagar Haveli and Daman and Diu' });
    expect(directory.lookup('110001')!.offices).toContain('New Delhi GPO');
  });

  it('answers null for an unknown PIN and refuses malformed ones (6 digits, no leading 0)', () => {
    expect(directory.lookup('999999')).toBeNull();
    expect(directory.lookup('100000')).toBeNull();
    expect(directory.lookup('012345')).toBeNull();
    expect(directory.lookup('11000')).toBeNull();
    expect(directory.lookup('1100011')).toBeNull();
    expect(directory.lookup('11a001')).toBeNull();
  });
});
