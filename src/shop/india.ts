/** India facts shared by forms and the server: states and union territories, PIN codes and mobile numbers. */

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number] | (typeof INDIAN_UNION_TERRITORIES)[number];

/** All 28 states and 8 union territories, for the address form's select. */
export const INDIAN_STATES_AND_UTS: readonly IndianState[] = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];

/**
 * GST state codes (the first two digits of a GSTIN), from the GST Council's list of state codes. Dadra and Nagar
 * Haveli and Daman and Diu have used 26 since their merger in 2020; Ladakh 38; Andhra Pradesh 37 (after 2014).
 */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const byLowerName = new Map(INDIAN_STATES_AND_UTS.map((s) => [s.toLowerCase(), s]));

/** The canonical spelling of a state or union territory (case and spacing ignored), or null when it is not one. */
export function canonicalState(name: string): IndianState | null {
  return byLowerName.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/** The GST state code of a state or union territory (any spelling canonicalState accepts), or null. */
export function gstStateCode(name: string): string | null {
  const state = canonicalState(name);
  return state ? GST_STATE_CODES[state] : null;
}

/** 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** 10 digits; Indian mobile numbers start with 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Digits only, without a leading +91, 91 or 0 (people type their number many ways). */
export function normalizeMobile(value: string): string {
  const digits = value.replace(/[\s()-]/g, '');
  const m = /^(?:\+?91|0)?(\d{10})$/.exec(digits);
  return m ? m[1]! : digits;
}
