/**
 * A GST document as the invoice service would store it, worked out by the store's own pure rules (draftInvoice with
 * the default GST rules), for tests and demos of the PDF that need no database: a registered store in
 * Maharashtra, jeans at 5% and a jacket at 18%, delivered to `to`.
 */
import { randomUUID } from 'node:crypto';
import type { ShippingAddress } from '../../src/shop/address-types.ts';
import type { TaxDocumentView } from '../../src/shop/gst/document-view.ts';
import { draftInvoice, type SupplierSettings } from '../../src/shop/gst/issue.ts';
import { DEFAULT_GST_RULES } from '../../src/shop/gst/tax.ts';
import { GST_STATE_CODES } from '../../src/shop/india.ts';
import { paise } from '../../src/shop/money.ts';
import { testGstin } from './gst.ts';

export const PUNE: ShippingAddress = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  street: 'Flat 402, Sai Heights, 12 MG Road, Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  stateCode: GST_STATE_CODES.Maharashtra,
  pincode: '411001',
  country: 'India',
};

export const BENGALURU: ShippingAddress = {
  ...PUNE,
  street: '8 Church Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  stateCode: GST_STATE_CODES.Karnataka,
  pincode: '560001',
};

export const REGISTERED: SupplierSettings = {
  storeName: 'Bindass Bazaar',
  gstLegalName: 'Bindass Fashions Private Limited',
  gstAddress: '4th Floor, Lotus Plaza\nBaner Road, Pune 411045',
  gstState: 'Maharashtra',
  gstin: testGstin('Maharashtra'),
};

export const UNREGISTERED: SupplierSettings = { ...REGISTERED, gstin: null };

type Line = { productName: string; size: string; hsn: string; quantity: number; unitPrice: number };

export const JEANS: Line = {
  productName: 'High-Rise Straight Fit Jeans',
  size: '30',
  hsn: '6203',
  quantity: 2,
  unitPrice: 149_900,
};
export const JACKET: Line = {
  productName: 'Washed Denim Trucker Jacket',
  size: 'L',
  hsn: '6201',
  quantity: 1,
  unitPrice: 279_900,
};

/** An invoice (or receipt) of an order of `lines` to `to`, issued at `issuedAt`. */
export function sampleDocument(
  opts: { to?: ShippingAddress; settings?: SupplierSettings; lines?: Line[]; issuedAt?: string } = {},
): TaxDocumentView {
  const lines = opts.lines ?? [JEANS, JACKET];
  const issuedAt = opts.issuedAt ?? '2026-11-25T06:30:00.000Z';
  const total = paise(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  const draft = draftInvoice({
    settings: opts.settings ?? REGISTERED,
    shipping: opts.to ?? PUNE,
    orderDate: new Date(issuedAt),
    orderTotal: total,
    lines: lines.map((l) => ({ ...l, orderItemId: randomUUID(), unitPrice: paise(l.unitPrice) })),
    rules: DEFAULT_GST_RULES,
  });
  return {
    id: randomUUID(),
    kind: 'invoice',
    taxInvoice: draft.taxInvoice,
    number: draft.taxInvoice ? 'BB/26-27/000042' : 'RC/26-27/000042',
    issuedAt,
    orderId: randomUUID(),
    orderNumber: 'BB-261125-K7Q2X',
    orderDate: issuedAt,
    against: null,
    reason: null,
    supplier: draft.supplier,
    buyer: draft.buyer,
    placeOfSupply: draft.placeOfSupply,
    intraState: draft.intraState,
    reverseCharge: false,
    lines: draft.lines.map(({ orderItemId: _id, ...line }) => line),
    totals: draft.totals,
  };
}
