/** Address facts for pages (zod-free; the input schema is addresses.ts). */

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const DEFAULT_COUNTRY = 'India';

/** An address as the API answers and the pages show it (both spellings of the aliased fields). */
export type AddressDto = {
  _id: string;
  type: AddressType;
  name: string;
  fullName: string;
  street: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  phone: string;
  mobileNumber: string;
  isDefault: boolean;
};

/** One line for lists: "12 MG Road, Bengaluru, Karnataka 560001". */
export function addressLine(a: Pick<AddressDto, 'street' | 'city' | 'state' | 'pincode'>): string {
  return `${a.street}, ${a.city}, ${a.state} ${a.pincode}`;
}

/**
 * The delivery address an order keeps (a copy: later edits of the address book do not change it). `stateCode` is
 * the GST state code of the place of supply; null only for orders placed before addresses were canonical, whose
 * state was free text.
 */
export type ShippingAddress = {
  fullName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  stateCode: string | null;
  pincode: string;
  country: string;
};
