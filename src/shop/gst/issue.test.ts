import { describe, expect, it } from 'vitest';
import { paise } from '../money.ts';
import type { ShippingAddress } from '../address-types.ts';
import {
  draftCreditLines,
  draftInvoice,
  supplierFrom,
  uncredited,
  type InvoiceLineSource,
  type SupplierSettings,
} from './issue.ts';
import { gstinCheckCharacter } from './gstin.ts';
import { DEFAULT_GST_RULES } from './tax.ts';

const GSTIN = `27ABCDE1234F1Z${gstinCheckCharacter('27ABCDE1234F1Z')}`;
const REGISTERED: SupplierSettings = {
  storeName: 'Bindass',
  gstLegalName: 'Bindass Fashions Pvt Ltd',
  gstAddress: 'Baner Road, Pune',
  gstState: 'Maharashtra',
  gstin: GSTIN,
};
const PUNE: ShippingAddress = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  stateCode: '27',
  pincode: '411001',
  country: 'India',
};
const line = (id: string, rupees: number, quantity: number, hsn = '6204'): InvoiceLineSource => ({
  orderItemId: id,
  productName: `Item ${id}`,
  size: 'M',
  hsn,
  quantity,
  unitPrice: paise(rupees * 100),
});

const draft = (lines: InvoiceLineSource[], total: number, settings = REGISTERED) =>
  draftInvoice({
    settings,
    shipping: PUNE,
    orderDate: new Date('2026-11-25T06:00:00Z'),
    orderTotal: paise(total),
    lines,
    rules: DEFAULT_GST_RULES,
  });

describe('the supplier on a document', () => {
  it('is a tax invoice only with a valid GSTIN, a legal name and an address', () => {
    expect(supplierFrom(REGISTERED).taxInvoice).toBe(true);
    expect(supplierFrom({ ...REGISTERED, gstAddress: null }).taxInvoice).toBe(false);
    const typo = supplierFrom({ ...REGISTERED, gstin: GSTIN.slice(0, 14) + (GSTIN.endsWith('A') ? 'B' : 'A') });
    expect(typo).toMatchObject({ taxInvoice: false, supplier: { gstin: null } });
  });
});

describe('an invoice from an order', () => {
  it("shares the order's coupon across lines in proportion and keeps the total paid", () => {
    // ₹1,000 + ₹3,000 with 10% off: ₹400 shared 100 / 300.
    const doc = draft([line('a', 1000, 1), line('b', 1500, 2)], 360_000);
    expect(doc.lines.map((l) => l.value)).toEqual([90_000, 270_000]);
    expect(doc.totals.total).toBe(360_000);
    expect(doc.totals.taxable + doc.totals.cgst + doc.totals.sgst + doc.totals.roundOff).toBe(360_000);
  });

  it('without a GSTIN lists what was paid with no tax', () => {
    const doc = draft([line('a', 1000, 1)], 100_000, { ...REGISTERED, gstin: null });
    expect(doc).toMatchObject({ taxInvoice: false, totals: { taxable: 100_000, cgst: 0, sgst: 0, igst: 0 } });
  });
});

describe('credit notes', () => {
  const invoice = draft([line('a', 2799, 2, '6201'), line('b', 1499, 3, '6203')], 1_009_500).lines;

  it('for part of a line: that value at the line rate, never more than is left', () => {
    const [note] = draftCreditLines(invoice, [], { orderItemId: 'b', quantity: 1, value: paise(149_900) }, true);
    expect(note).toMatchObject({ orderItemId: 'b', quantity: 1, value: 149_900, rateBps: 500, taxable: 142_762 });
    expect(note!.cgst).toBe(3_569);
    const [capped] = draftCreditLines(invoice, [], { orderItemId: 'b', quantity: 9, value: paise(9_999_999) }, true);
    expect(capped).toEqual(invoice[1]);
  });

  it('for the rest: exactly what the invoice has not credited, so the notes add up to the invoice', () => {
    const first = draftCreditLines(invoice, [], { orderItemId: 'a', quantity: 1, value: paise(279_900) }, true);
    const rest = draftCreditLines(invoice, first, 'rest', true);
    for (const k of ['value', 'taxable', 'cgst', 'sgst', 'igst', 'quantity'] as const) {
      const credited = [...first, ...rest].reduce((s, l) => s + l[k], 0);
      expect(credited).toBe(invoice.reduce((s, l) => s + l[k], 0));
    }
    expect(uncredited(invoice, [...first, ...rest]).every((l) => l.value === 0 && l.quantity === 0)).toBe(true);
    expect(draftCreditLines(invoice, [...first, ...rest], 'rest', true)).toEqual([]);
  });
});

describe('the delivery charge on an invoice', () => {
  it('is its own line at the rate and HSN of the highest-valued line (a composite supply), and totals what was paid', () => {
    // ₹3,000 jacket (18%: above ₹2,500 a piece) and a ₹500 top (5%), ₹10% coupon (₹350), ₹79 delivery.
    const doc = draftInvoice({
      settings: REGISTERED,
      shipping: PUNE,
      orderDate: new Date('2026-11-25T06:00:00Z'),
      orderTotal: paise(3_500_00 - 350_00 + 79_00),
      shippingCharge: paise(79_00),
      lines: [line('top', 500, 1, '6206'), line('jacket', 3_000, 1, '6201')],
      rules: DEFAULT_GST_RULES,
    });
    const delivery = doc.lines.find((l) => l.description === 'Delivery charge')!;
    const jacket = doc.lines.find((l) => l.orderItemId === 'jacket')!;
    expect(jacket.rateBps).toBe(1800);
    expect(delivery).toMatchObject({ orderItemId: null, hsn: '6201', quantity: 1, unit: 'OTH', rateBps: 1800 });
    expect(delivery.value).toBe(79_00);
    expect(delivery.taxable).toBe(Math.round((79_00 * 100) / 118));
    // The coupon is shared by the goods only.
    expect(doc.lines.filter((l) => l.orderItemId !== null).reduce((s, l) => s + l.value, 0)).toBe(3_150_00);
    expect(doc.totals.total).toBe(3_229_00);
    expect(doc.totals.taxable + doc.totals.cgst + doc.totals.sgst + doc.totals.roundOff).toBe(3_229_00);
  });

  it('is listed untaxed on a receipt of a store without a GSTIN, and absent when delivery is free', () => {
    const receipt = draftInvoice({
      settings: { ...REGISTERED, gstin: null },
      shipping: PUNE,
      orderDate: new Date('2026-11-25T06:00:00Z'),
      orderTotal: paise(549_00),
      shippingCharge: paise(49_00),
      lines: [line('top', 500, 1)],
      rules: DEFAULT_GST_RULES,
    });
    expect(receipt.lines.map((l) => [l.description, l.value, l.rateBps])).toEqual([
      ['Item top (size M)', 500_00, 0],
      ['Delivery charge', 49_00, 0],
    ]);
    expect(draft([line('top', 500, 1)], 500_00).lines.some((l) => l.description === 'Delivery charge')).toBe(false);
  });
});
