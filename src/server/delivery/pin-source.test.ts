import { describe, expect, it } from 'vitest';
import {
  buildDirectory,
  cityOfDistrict,
  directoryState,
  entryLine,
  titleCase,
  type SourceOffice,
} from './pin-source.ts';

const office = (p: string, o: string, i: string, s: string, d = 1): SourceOffice => ({ p, o, i, s, d });

describe('the PIN directory from the source', () => {
  it('maps old and capitalised state names to the canonical ones', () => {
    expect(directoryState('TAMIL NADU')).toBe('Tamil Nadu');
    expect(directoryState('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(directoryState('DADRA AND NAGAR HAVELI')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(directoryState('DAMAN AND DIU')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(directoryState('ORISSA')).toBe('Odisha');
    expect(directoryState('PONDICHERRY')).toBe('Puducherry');
    expect(directoryState('JAMMU & KASHMIR', 'SRINAGAR')).toBe('Jammu and Kashmir');
    // Before Ladakh became a union territory its districts were listed under Jammu and Kashmir.
    expect(directoryState('JAMMU AND KASHMIR', 'LEH LADAKH')).toBe('Ladakh');
    expect(directoryState('JAMMU AND KASHMIR', 'KARGIL')).toBe('Ladakh');
    expect(directoryState('NA')).toBeNull();
    expect(() => directoryState('ATLANTIS')).toThrow(/Unknown state/);
  });

  it('writes names in title case and derives the city from the district', () => {
    expect(titleCase('KAIMUR (BHABUA)')).toBe('Kaimur (Bhabua)');
    expect(titleCase('DADRA AND NAGAR HAVELI')).toBe('Dadra and Nagar Haveli');
    expect(titleCase('Kakinada')).toBe('Kakinada');
    expect(cityOfDistrict('BENGALURU URBAN', 'Karnataka')).toBe('Bengaluru');
    expect(cityOfDistrict('SOUTH WEST', 'Delhi')).toBe('Delhi');
    expect(cityOfDistrict('NEW DELHI', 'Delhi')).toBe('New Delhi');
    expect(cityOfDistrict('NORTH', 'Sikkim')).toBe('North Sikkim');
  });

  it('gives each PIN its main state, every state it serves, and fills missing ones from its sorting district', () => {
    const entries = buildDirectory([
      office('533464', 'Pallipalem B.O', 'Kakinada', 'ANDHRA PRADESH'),
      office('533464', 'Kolanka B.O', 'Kakinada', 'ANDHRA PRADESH'),
      office('533464', 'Yanam S.O', 'YANAM', 'PUDUCHERRY'),
      office('533465', 'Somewhere B.O', 'NA', 'NA'),
      office('560001', 'Bengaluru G.P.O.', 'BENGALURU URBAN', 'KARNATAKA'),
      office('560001', 'Vidhana Soudha S.O', 'BENGALURU URBAN', 'KARNATAKA', 0),
      office('012345', 'Nowhere', 'X', 'KARNATAKA'),
    ]);
    expect(entries.map((e) => e.pin)).toEqual(['533464', '533465', '560001']);
    expect(entries[0]).toMatchObject({ state: 'Andhra Pradesh', states: ['Andhra Pradesh', 'Puducherry'] });
    expect(entries[1]).toMatchObject({ state: 'Andhra Pradesh', district: 'Kakinada', city: 'Kakinada' });
    // Only delivery offices are listed.
    expect(entries[2]).toMatchObject({ district: 'Bengaluru Urban', city: 'Bengaluru', offices: ['Bengaluru G.P.O.'] });
    expect(entryLine(entries[0]!)).toBe(
      '533464\tAndhra Pradesh\tKakinada\tKakinada\tPallipalem B.O|Kolanka B.O|Yanam S.O\tPuducherry',
    );
  });
});
