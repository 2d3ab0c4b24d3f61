/**
 * GSTR-1 tables from a worked month (November 2026, a store in Karnataka):
 *   BB/26-27/000001  Karnataka (intra)   2 T-shirts 6109 at 5% (₹2,000 taxable) + a jacket 6201 at 18% (₹3,000)
 *   BB/26-27/000002  Maharashtra (inter) 2 suits 6204 at 5% (₹2,000); CN/26-27/000001 credits one back (₹1,000)
 *   BB/26-27/000003  Tamil Nadu (inter)  invoice value ₹1,18,000: above ₹1,00,000, so B2CL, not B2CS
 *   BB/26-27/000004  Kerala (inter)      invoice value exactly ₹1,00,000: not above, so B2CS
 *   CN/26-27/000002  Karnataka           against an October invoice (₹525): nets off November's B2CS
 *   RC/26-27/000001  a receipt (no GSTIN then): in the register only
 */
import { describe, expect, it } from 'vitest';
import type { Paise } from '../money.ts';
import type { DocumentLine, TaxDocumentView } from './document-view.ts';
import {
  b2clTable,
  b2csTable,
  docsTable,
  gstr1Records,
  hsnTable,
  indianMonth,
  monthBounds,
  monthSummary,
  registerTable,
  rupees2,
  toolDate,
  type Gstr1Input,
} from './gstr1.ts';

const p = (rupees: number) => Math.round(rupees * 100) as Paise;

const KA = { state: 'Karnataka', stateCode: '29' };
const MH = { state: 'Maharashtra', stateCode: '27' };
const TN = { state: 'Tamil Nadu', stateCode: '33' };
const KL = { state: 'Kerala', stateCode: '32' };

function line(hsn: string, quantity: number, rate: number, taxable: number, intra: boolean): DocumentLine {
  const tax = p((taxable * rate) / 100);
  const half = p((taxable * rate) / 200);
  return {
    description: `HSN ${hsn}`,
    hsn,
    quantity,
    unit: 'PCS',
    value: (p(taxable) + (intra ? 2 * half : tax)) as Paise,
    taxable: p(taxable),
    rateBps: rate * 100,
    cgst: intra ? half : (0 as Paise),
    sgst: intra ? half : (0 as Paise),
    igst: intra ? (0 as Paise) : tax,
  };
}

function doc(
  number: string,
  issuedAt: string,
  place: { state: string; stateCode: string },
  lines: DocumentLine[],
  extra: Partial<TaxDocumentView> = {},
): TaxDocumentView {
  const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'value') => lines.reduce((s, l) => s + l[k], 0) as Paise;
  const intraState = place.stateCode === '29';
  return {
    id: `id-${number}`,
    kind: number.startsWith('CN') || number.startsWith('RN') ? 'credit_note' : 'invoice',
    taxInvoice: !number.startsWith('R'),
    number,
    issuedAt,
    orderId: `order-${number}`,
    orderNumber: `ORD-${number.slice(-3)}`,
    orderDate: issuedAt,
    against: null,
    reason: null,
    supplier: { legalName: 'Bindass', address: 'Bengaluru', gstin: null, state: 'Karnataka', stateCode: '29' },
    buyer: {
      name: 'Asha',
      phone: '9876543210',
      street: '1 Road',
      city: 'City',
      state: place.state,
      stateCode: place.stateCode,
      pincode: '560001',
      country: 'India',
    },
    placeOfSupply: place,
    intraState,
    reverseCharge: false,
    lines,
    totals: {
      taxable: sum('taxable'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      roundOff: 0 as Paise,
      total: sum('value'),
    },
    ...extra,
  };
}

const inv1 = doc('BB/26-27/000001', '2026-11-03T05:00:00.000Z', KA, [
  line('6109', 2, 5, 2000, true),
  line('6201', 1, 18, 3000, true),
]);
const inv2 = doc('BB/26-27/000002', '2026-11-04T05:00:00.000Z', MH, [line('6204', 2, 5, 2000, false)]);
const cn1 = doc('CN/26-27/000001', '2026-11-10T05:00:00.000Z', MH, [line('6204', 1, 5, 1000, false)], {
  against: { id: inv2.id, number: inv2.number, issuedAt: inv2.issuedAt },
  reason: 'Line cancelled',
});
const inv3 = doc('BB/26-27/000003', '2026-11-12T05:00:00.000Z', TN, [line('6203', 40, 18, 100000, false)]);
const inv4 = doc('BB/26-27/000004', '2026-11-30T18:00:00.000Z', KL, [line('6205', 30, 18, 84745.76, false)]);
const cn2 = doc('CN/26-27/000002', '2026-11-15T05:00:00.000Z', KA, [line('6211', 1, 5, 500, true)], {
  against: { id: 'id-october', number: 'BB/26-27/000090', issuedAt: '2026-10-20T05:00:00.000Z' },
});
const receipt = doc('RC/26-27/000001', '2026-11-05T05:00:00.000Z', KA, [line('6109', 1, 5, 952.38, true)]);

const input: Gstr1Input = {
  // Any order: the tables sort.
  documents: [receipt, cn2, inv4, inv3, cn1, inv2, inv1],
  earlierInvoiceTotals: new Map([['id-october', p(525)]]),
};

describe('worked month: the fixture', () => {
  it('has the values the examples say', () => {
    expect(inv3.totals.total).toBe(p(118000));
    expect(inv4.totals.total).toBe(p(100000));
  });
});

describe('B2CS', () => {
  it('sums taxable value per place of supply and rate, credit notes netted, B2CL invoices and receipts out', () => {
    expect(b2csTable(input).rows).toEqual([
      // Maharashtra: ₹2,000 invoiced, ₹1,000 credited.
      ['OE', '27-Maharashtra', '5', '', '1000.00', '', ''],
      // Karnataka 5%: ₹2,000 of T-shirts less the October invoice's ₹500 note (the receipt is not counted).
      ['OE', '29-Karnataka', '5', '', '1500.00', '', ''],
      ['OE', '29-Karnataka', '18', '', '3000.00', '', ''],
      // Kerala: exactly ₹1,00,000 is not above the B2CL threshold.
      ['OE', '32-Kerala', '18', '', '84745.76', '', ''],
    ]);
  });

  it('has the offline tool header, and the CSV records start with it', () => {
    expect(gstr1Records('b2cs', input)[0]).toEqual([
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
  });

  it('drops a place and rate credited back in full, and goes negative when only notes are in the month', () => {
    const full = doc('CN/26-27/000003', '2026-11-11T05:00:00.000Z', MH, [line('6204', 1, 5, 1000, false)], {
      against: cn1.against,
    });
    expect(b2csTable({ documents: [inv2, cn1, full] }).rows).toEqual([]);
    expect(b2csTable({ documents: [cn2], earlierInvoiceTotals: input.earlierInvoiceTotals }).rows).toEqual([
      ['OE', '29-Karnataka', '5', '', '-500.00', '', ''],
    ]);
  });

  it('leaves out a credit note against an earlier B2CL invoice (it belongs to CDNUR)', () => {
    const note = doc('CN/26-27/000004', '2026-11-20T05:00:00.000Z', TN, [line('6203', 1, 18, 2500, false)], {
      against: { id: 'id-big', number: 'BB/26-27/000080', issuedAt: '2026-10-01T05:00:00.000Z' },
    });
    expect(b2csTable({ documents: [note], earlierInvoiceTotals: new Map([['id-big', p(150000)]]) }).rows).toEqual([]);
  });
});

describe('B2CL', () => {
  it('lists inter-state invoices above ₹1,00,000 per rate, with the date as the tool reads it', () => {
    const { header, rows } = b2clTable(input);
    expect(header).toEqual([
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ]);
    expect(rows).toEqual([
      ['BB/26-27/000003', '12-Nov-2026', '118000.00', '33-Tamil Nadu', '', '18', '100000.00', '', ''],
    ]);
  });

  it('an intra-state invoice is never B2CL, however large', () => {
    const big = doc('BB/26-27/000009', '2026-11-12T05:00:00.000Z', KA, [line('6203', 40, 18, 100000, true)]);
    expect(b2clTable({ documents: [big] }).rows).toEqual([]);
    expect(b2csTable({ documents: [big] }).rows).toEqual([['OE', '29-Karnataka', '18', '', '100000.00', '', '']]);
  });
});

describe('HSN summary', () => {
  it('sums per HSN and rate, credit notes subtracting, receipts out', () => {
    const { header, rows } = hsnTable(input);
    expect(header).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]);
    expect(rows).toEqual([
      ['6109', '', 'PCS-PIECES', '2', '2100.00', '5', '2000.00', '0.00', '50.00', '50.00', ''],
      ['6201', '', 'PCS-PIECES', '1', '3540.00', '18', '3000.00', '0.00', '270.00', '270.00', ''],
      ['6203', '', 'PCS-PIECES', '40', '118000.00', '18', '100000.00', '18000.00', '0.00', '0.00', ''],
      ['6204', '', 'PCS-PIECES', '1', '1050.00', '5', '1000.00', '50.00', '0.00', '0.00', ''],
      ['6205', '', 'PCS-PIECES', '30', '100000.00', '18', '84745.76', '15254.24', '0.00', '0.00', ''],
      ['6211', '', 'PCS-PIECES', '-1', '-525.00', '5', '-500.00', '0.00', '-12.50', '-12.50', ''],
    ]);
  });
});

describe('documents issued', () => {
  it('gives each series its first and last number and count; receipts are not tax documents', () => {
    expect(docsTable(input).rows).toEqual([
      ['Invoices for outward supply', 'BB/26-27/000001', 'BB/26-27/000004', '4', '0'],
      ['Credit Note', 'CN/26-27/000001', 'CN/26-27/000002', '2', '0'],
    ]);
  });
});

describe('register', () => {
  it('lists every document in issue order, credit notes negative', () => {
    const { rows } = registerTable(input);
    expect(rows.map((r) => r[0])).toEqual([
      'BB/26-27/000001',
      'BB/26-27/000002',
      'RC/26-27/000001',
      'CN/26-27/000001',
      'BB/26-27/000003',
      'CN/26-27/000002',
      'BB/26-27/000004',
    ]);
    expect(rows[3]).toEqual([
      'CN/26-27/000001',
      '10-Nov-2026',
      'ORD-001',
      'Credit Note',
      'BB/26-27/000002',
      '27-Maharashtra',
      '-1000.00',
      '0.00',
      '0.00',
      '-50.00',
      '0.00',
      '-1050.00',
    ]);
    expect(rows[2]![3]).toBe('Order Receipt');
  });
});

describe('the month', () => {
  it("is India's calendar month", () => {
    const { from, to } = monthBounds('2026-11');
    expect(from.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(to.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    // 30 Nov 18:00 UTC is 23:30 IST on 30 Nov; 18:30 UTC is 1 Dec in India.
    expect(indianMonth('2026-11-30T18:00:00.000Z')).toBe('2026-11');
    expect(indianMonth('2026-11-30T18:30:00.000Z')).toBe('2026-12');
    expect(monthBounds('2026-12').to.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(toolDate('2026-11-30T18:30:00.000Z')).toBe('01-Dec-2026');
  });

  it('sums the admin list net of credit notes', () => {
    const { documents, totals } = monthSummary(input.documents);
    expect(documents[0]).toMatchObject({ number: 'BB/26-27/000001', placeOfSupply: '29-Karnataka', tax: p(640) });
    expect(totals).toEqual({
      invoices: 5,
      creditNotes: 2,
      taxable: p(2000 + 3000 + 2000 - 1000 + 100000 + 84745.76 - 500 + 952.38),
      tax: p(640 + 100 - 50 + 18000 + 15254.24 - 25 + 47.62),
      total: p(5640 + 2100 - 1050 + 118000 + 100000 - 525 + 1000),
    });
  });

  it('writes rupees with 2 decimals, negatives too', () => {
    expect([rupees2(123456), rupees2(-5), rupees2(0), rupees2(-100)]).toEqual(['1234.56', '-0.05', '0.00', '-1.00']);
  });
});
