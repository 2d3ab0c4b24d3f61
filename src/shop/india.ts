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

/** All 28 states and 8 union territories, for the address form's select. */
export const INDIAN_STATES_AND_UTS: readonly string[] = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];

const byLowerName = new Map(INDIAN_STATES_AND_UTS.map((s) => [s.toLowerCase(), s]));

/** The canonical spelling of a state or union territory (case and spacing ignored), or null when it is not one. */
export function canonicalState(name: string): string | null {
  return byLowerName.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
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
