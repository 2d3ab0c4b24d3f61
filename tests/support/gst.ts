/**
 * GST test helpers: a valid (made-up, checksum-correct) GSTIN for a state, and the store's GST settings saved as
 * the owner would (through the settings service, which clears its cache).
 */
import { gstinCheckCharacter } from '../../src/shop/gst/gstin.ts';
import { GST_STATE_CODES, type IndianState } from '../../src/shop/india.ts';
import type { Services } from '../../src/server/services.ts';

/** A GSTIN with the right shape and check character for `state` (PAN ABCDE1234F, entity 1). */
export function testGstin(state: IndianState, pan = 'ABCDE1234F'): string {
  const first14 = `${GST_STATE_CODES[state]}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

let owners = 0;

/** Saves the store's GST details (a registered store in `state`; `gstin: null` makes it unregistered). */
export async function saveGstSettings(
  services: Services,
  opts: { state?: IndianState; gstin?: string | null; legalName?: string } = {},
): Promise<string | null> {
  const state = opts.state ?? 'Maharashtra';
  const gstin = opts.gstin === undefined ? testGstin(state) : opts.gstin;
  owners += 1;
  const owner = await services.staff.create(
    {
      name: 'GST Owner',
      email: `gst-owner${owners}.${Date.now()}@example.com`,
      role: 'owner',
      password: 'owner-secret-123',
    },
    null,
  );
  const current = await services.settings.get();
  await services.settings.save(
    {
      storeName: current.storeName,
      supportEmail: current.supportEmail,
      supportPhone: current.supportPhone,
      whatsappNumber: current.whatsappNumber,
      businessHours: current.businessHours,
      grievanceName: current.grievanceName,
      grievanceEmail: current.grievanceEmail,
      grievancePhone: current.grievancePhone,
      gstLegalName: opts.legalName ?? 'Bindass Fashions Private Limited',
      gstAddress: '4th Floor, Lotus Plaza\nBaner Road, Pune 411045',
      gstState: state,
      gstin,
    },
    { id: owner.id, email: owner.email, role: 'owner' },
  );
  return gstin;
}
