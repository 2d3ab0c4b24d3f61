/**
 * The one canonical Indian address: a saved address, checkout's inline address and the order's stored shipping
 * address all pass these fields (a state or union territory from the list, with its GST state code; a 6-digit PIN
 * not starting with 0; a 10-digit mobile). The spec uses two spellings for three fields (name/fullName,
 * street/address, phone/mobileNumber): the input accepts either, the server stores one and answers both.
 */
import * as z from 'zod/mini';
import { checkbox, nameField, phoneField } from './accounts.ts';
import {
  ADDRESS_TYPES,
  DEFAULT_COUNTRY,
  type AddressDto,
  type AddressType,
  type ShippingAddress,
} from './address-types.ts';
import { canonicalState, GST_STATE_CODES, PINCODE_PATTERN } from './india.ts';

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

/** The fields of a place to deliver to, shared by saved and inline addresses. */
const placeFields = {
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
};

const addressFields = z.object({
  type: z._default(z.enum(ADDRESS_TYPES, { error: 'Please choose home, work or other' }), 'home'),
  ...placeFields,
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

/** An address given with an order (the spec's shippingAddress), before the customer's name and phone fill gaps. */
export type PlaceInput = Omit<AddressInput, 'type' | 'isDefault'>;

type PlaceFields = z.output<ReturnType<typeof z.object<typeof placeFields>>>;

/** One spelling of each aliased field (name/fullName, street/address, phone/mobileNumber); the street is required. */
function toPlace(v: PlaceFields, ctx: { issues: unknown[] }): PlaceInput | typeof z.NEVER {
  const street = v.street ?? v.address;
  if (street === undefined) {
    ctx.issues.push({ code: 'custom', input: v, path: ['street'], message: 'Street is required' });
    return z.NEVER;
  }
  return {
    name: v.name ?? v.fullName,
    street,
    city: v.city,
    state: v.state,
    pincode: v.pincode,
    country: v.country,
    phone: v.phone ?? v.mobileNumber,
  };
}

export const addressSchema = z.pipe(
  addressFields,
  z.transform((v, ctx): AddressInput => {
    const place = toPlace(v, ctx);
    return place === z.NEVER ? z.NEVER : { type: v.type, ...place, isDefault: v.isDefault };
  }),
);

/** The spec's inline `shippingAddress` of an order: the same fields and rules as a saved address. */
export const shippingAddressSchema = z.pipe(
  z.object(placeFields),
  z.transform((v, ctx): PlaceInput => toPlace(v, ctx)),
);

/**
 * The shipping address an order stores: a checked place, with the receiver's name and mobile (the customer's when
 * the address leaves them out) and the GST state code of its state (the place of supply).
 */
export function toShippingAddress(
  place: PlaceInput | Pick<AddressDto, 'name' | 'street' | 'city' | 'state' | 'pincode' | 'country' | 'phone'>,
  owner: { name: string; phone: string },
): ShippingAddress {
  const state = canonicalState(place.state);
  return {
    fullName: place.name || owner.name,
    phone: place.phone || owner.phone,
    street: place.street,
    city: place.city,
    state: state ?? place.state,
    stateCode: state ? GST_STATE_CODES[state] : null,
    pincode: place.pincode,
    country: DEFAULT_COUNTRY,
  };
}
