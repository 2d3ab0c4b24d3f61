/**
 * Saved addresses. The spec uses two spellings for three fields (name/fullName, street/address,
 * phone/mobileNumber): the input accepts either, the server stores one and answers both.
 */
import * as z from 'zod/mini';
import { checkbox, nameField, phoneField } from './accounts.ts';
import { ADDRESS_TYPES, DEFAULT_COUNTRY, type AddressType } from './address-types.ts';
import { canonicalState, PINCODE_PATTERN } from './india.ts';

const required = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters`));

const streetField = required('Street is required', 300);

const stateField = z.pipe(
  required('State is required', 80),
  z.transform((value, ctx) => {
    const state = canonicalState(value);
    if (state) return state;
    ctx.issues.push({ code: 'custom', input: value, message: 'Please choose a state or union territory of India' });
    return z.NEVER;
  }),
);

const pincodeField = z
  .string({ error: 'Pincode is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Pincode is required'),
    z.regex(PINCODE_PATTERN, 'Pincode must be 6 digits and cannot start with 0'),
  );

const countryField = z.pipe(
  required('Country is required', 60),
  z.transform((value, ctx) => {
    if (value.toLowerCase() === 'india') return DEFAULT_COUNTRY;
    ctx.issues.push({ code: 'custom', input: value, message: 'We deliver only within India' });
    return z.NEVER;
  }),
);

const addressFields = z.object({
  type: z._default(z.enum(ADDRESS_TYPES, { error: 'Please choose home, work or other' }), 'home'),
  /** Who receives the parcel; the account's name when left out. */
  name: z.optional(nameField),
  fullName: z.optional(nameField),
  street: z.optional(streetField),
  address: z.optional(streetField),
  city: required('City is required', 100),
  state: stateField,
  pincode: pincodeField,
  country: z._default(countryField, DEFAULT_COUNTRY),
  /** The receiver's mobile; the account's phone when left out. */
  phone: z.optional(phoneField),
  mobileNumber: z.optional(phoneField),
  isDefault: checkbox,
});

/** The address as the service stores it. */
export type AddressInput = {
  type: AddressType;
  name: string | undefined;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  phone: string | undefined;
  isDefault: boolean;
};

export const addressSchema = z.pipe(
  addressFields,
  z.transform((v, ctx): AddressInput => {
    const street = v.street ?? v.address;
    if (street === undefined) {
      ctx.issues.push({ code: 'custom', input: v, path: ['street'], message: 'Street is required' });
      return z.NEVER;
    }
    return {
      type: v.type,
      name: v.name ?? v.fullName,
      street,
      city: v.city,
      state: v.state,
      pincode: v.pincode,
      country: v.country,
      phone: v.phone ?? v.mobileNumber,
      isDefault: v.isDefault,
    };
  }),
);
