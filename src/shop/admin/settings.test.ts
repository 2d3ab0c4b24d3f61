/** The settings schema: the GSTIN's own check (checkGstin) with its messages, the state taken from it, the grievance officer. */
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../gst/gstin.ts';
import { GST_STATE_CODES } from '../india.ts';
import { storeSettingsSchema } from './settings.ts';

const base = {
  storeName: 'Bindass Bazaar',
  supportEmail: 'care@bindass.example',
  supportPhone: '+91 98765 43210',
  whatsappNumber: '98765 43210',
  businessHours: '10 to 7',
};

/** A GSTIN for a state with the right check character, and the same with a wrong one. */
function gstins(state: keyof typeof GST_STATE_CODES) {
  const first14 = `${GST_STATE_CODES[state]}AAPFU0939F1Z`;
  const good = first14 + gstinCheckCharacter(first14);
  const wrong = first14 + (good.endsWith('A') ? 'B' : 'A');
  return { good, wrong };
}

const fieldsOf = (input: object) => {
  const r = storeSettingsSchema.safeParse({ ...base, ...input });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('GSTIN', () => {
  it('refuses a wrong check character with the GSTIN check message', () => {
    const { wrong } = gstins('Karnataka');
    expect(fieldsOf({ gstin: wrong })).toEqual({
      gstin: 'This GSTIN has a typing mistake: its check character does not match.',
    });
  });

  it.each([
    ['29AAPFU0939F1Z', 'A GSTIN has 15 characters.'],
    [
      '29AAPF10939F1ZV',
      'A GSTIN is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.',
    ],
    [`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`, '99 is not a GST state code.'],
  ])('refuses %s: %s', (gstin, message) => {
    expect(fieldsOf({ gstin })).toEqual({ gstin: message });
  });

  it('accepts a good one (spaces and case as typed), its state taken from it', () => {
    const { good } = gstins('Karnataka');
    const typed = `${good.slice(0, 2)} ${good.slice(2, 12).toLowerCase()} ${good.slice(12)}`;
    const r = storeSettingsSchema.parse({ ...base, gstin: typed, gstState: '' });
    expect(r).toMatchObject({ gstin: good, gstState: 'Karnataka' });
    expect(storeSettingsSchema.parse({ ...base, gstin: good, gstState: 'Karnataka' }).gstState).toBe('Karnataka');
  });

  it("refuses a chosen state that is not the GSTIN's", () => {
    const { good } = gstins('Maharashtra');
    expect(fieldsOf({ gstin: good, gstState: 'Karnataka' })).toEqual({
      gstState: 'The GSTIN is registered in Maharashtra: choose Maharashtra or leave the state empty',
    });
  });

  it('keeps the chosen state of a store without a GSTIN, and none when none is chosen', () => {
    expect(storeSettingsSchema.parse({ ...base, gstState: 'Goa', gstin: '' })).toMatchObject({
      gstState: 'Goa',
      gstin: null,
    });
    expect(storeSettingsSchema.parse(base)).toMatchObject({ gstState: null, gstin: null });
  });
});

describe('grievance officer', () => {
  it('is optional: none given is none stored (the store then shows customer care)', () => {
    expect(
      storeSettingsSchema.parse({ ...base, grievanceName: ' ', grievanceEmail: '', grievancePhone: '' }),
    ).toMatchObject({ grievanceName: null, grievanceEmail: null, grievancePhone: null });
  });

  it('takes all three together', () => {
    expect(
      storeSettingsSchema.parse({
        ...base,
        grievanceName: ' Meera Shah ',
        grievanceEmail: 'Grievance@Bindass.example',
        grievancePhone: '+91 80 4567 8901',
      }),
    ).toMatchObject({
      grievanceName: 'Meera Shah',
      grievanceEmail: 'grievance@bindass.example',
      grievancePhone: '+91 80 4567 8901',
    });
  });

  it('asks for the missing ones once any is given, and checks each', () => {
    expect(fieldsOf({ grievanceName: 'Meera Shah' })).toEqual({
      grievanceEmail: "The grievance officer's email is required (or leave all three empty)",
      grievancePhone: "The grievance officer's phone is required (or leave all three empty)",
    });
    expect(fieldsOf({ grievanceName: 'Meera Shah', grievanceEmail: 'meera@', grievancePhone: 'call me' })).toEqual({
      grievanceEmail: "The grievance officer's email is invalid",
      grievancePhone: 'Enter a phone number such as +91 98765 43210',
    });
    expect(
      fieldsOf({ grievanceName: 'x'.repeat(101), grievanceEmail: 'a@b.in', grievancePhone: '9876543210' }),
    ).toEqual({
      grievanceName: "The grievance officer's name must be at most 100 characters",
    });
  });
});
