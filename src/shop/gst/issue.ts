/**
 * What an invoice or credit note says, worked out from an order (pure; the invoice service stores it under its
 * number). The invoice taxes what the customer pays for each line (the coupon shared across lines, tax.ts); a
 * credit note gives back a share of one invoice line at that line's own rate, or everything of the invoice not
 * credited yet (so the notes of an order always add up to its invoice, to the paisa).
 */
import { indianDate } from '../dates.ts';
import { GST_STATE_CODES, gstStateCode, type IndianState } from '../india.ts';
import { addPaise, paise, type Paise, ZERO_PAISE } from '../money.ts';
import type { ShippingAddress } from '../address-types.ts';
import type { DocumentBuyer, DocumentLine, DocumentSupplier } from './document-view.ts';
import { UNIT_OTHERS, UNIT_PIECES } from './document-view.ts';
import { checkGstin } from './gstin.ts';
import { principalSupply, shareDiscount, taxLineAt, taxOrder, type GstRule } from './tax.ts';

/** HSN printed for order lines stored before products carried one (readymade garments, other). */
export const FALLBACK_HSN = '6211';

/** The invoice line of the shipping charge. */
export const DELIVERY_CHARGE_LINE = 'Delivery charge';
/** The invoice line of a cash-on-delivery fee (taxed as the delivery charge is: part of the composite supply). */
export const COD_CHARGE_LINE = 'Cash on delivery charge';

/** The store's GST details as the owner saved them (store settings). */
export type SupplierSettings = {
  storeName: string;
  gstLegalName: string | null;
  gstAddress: string | null;
  gstState: string | null;
  gstin: string | null;
};

/** The supplier block: a tax invoice needs a valid GSTIN, a legal name and an address; anything less is a receipt. */
export function supplierFrom(s: SupplierSettings): { supplier: DocumentSupplier; taxInvoice: boolean } {
  const check = s.gstin ? checkGstin(s.gstin) : null;
  const taxInvoice = Boolean(check?.ok && s.gstLegalName && s.gstAddress);
  if (taxInvoice && check?.ok) {
    return {
      taxInvoice,
      supplier: {
        legalName: s.gstLegalName!,
        address: s.gstAddress!,
        gstin: s.gstin!.replace(/\s+/g, '').toUpperCase(),
        state: check.state,
        stateCode: check.stateCode,
      },
    };
  }
  const state = s.gstState ?? '';
  return {
    taxInvoice: false,
    supplier: {
      legalName: s.gstLegalName || s.storeName,
      address: s.gstAddress ?? '',
      gstin: null,
      state,
      stateCode: state ? (GST_STATE_CODES[state as IndianState] ?? null) : null,
    },
  };
}

export function buyerFrom(a: ShippingAddress): DocumentBuyer {
  return {
    name: a.fullName,
    phone: a.phone,
    street: a.street,
    city: a.city,
    state: a.state,
    stateCode: a.stateCode ?? gstStateCode(a.state),
    pincode: a.pincode,
    country: a.country,
  };
}

export type InvoiceLineSource = {
  orderItemId: string;
  productName: string;
  size: string;
  hsn: string | null;
  /** Pieces still ordered (quantity less any cancelled before the invoice). */
  quantity: number;
  unitPrice: Paise;
};

export type DraftLine = DocumentLine & { orderItemId: string | null };

export type DraftDocument = {
  taxInvoice: boolean;
  supplier: DocumentSupplier;
  buyer: DocumentBuyer;
  placeOfSupply: { state: string; stateCode: string };
  intraState: boolean;
  lines: DraftLine[];
  totals: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; roundOff: Paise; total: Paise };
};

function placeOfSupply(buyer: DocumentBuyer, supplier: DocumentSupplier) {
  // Orders from before addresses were canonical may lack a state code: the supply is then taken as intra-state.
  const stateCode = buyer.stateCode ?? supplier.stateCode ?? '97';
  return { state: buyer.stateCode ? buyer.state : supplier.state || buyer.state, stateCode };
}

function totalsOf(lines: DocumentLine[]): DraftDocument['totals'] {
  const sum = (k: 'value' | 'taxable' | 'cgst' | 'sgst' | 'igst') => addPaise(...lines.map((l) => l[k]));
  const total = sum('value');
  const taxable = sum('taxable');
  const cgst = sum('cgst');
  const sgst = sum('sgst');
  const igst = sum('igst');
  return { taxable, cgst, sgst, igst, roundOff: paise(total - taxable - cgst - sgst - igst), total };
}

/**
 * The invoice of an order: each line's value is its pieces at the sale price less its share of the coupon (the
 * order's total less its shipping charge decides the coupon: subtotal - goods), taxed by the rules in force on the
 * order's date in India. A shipping charge is a line of its own, "Delivery charge", taxed as part of a composite
 * supply at the rate and under the HSN of the principal supply (the line of the highest value; CGST Act s. 8(a)).
 * A cash-on-delivery fee is another such line, "Cash on delivery charge", taxed the same way.
 */
export function draftInvoice(input: {
  settings: SupplierSettings;
  shipping: ShippingAddress;
  orderDate: Date;
  orderTotal: Paise;
  /** The delivery charge included in `orderTotal` (0: free). */
  shippingCharge?: Paise;
  /** The cash-on-delivery fee included in `orderTotal` (0: none). */
  codFee?: Paise;
  lines: readonly InvoiceLineSource[];
  rules: readonly GstRule[];
}): DraftDocument {
  const { supplier, taxInvoice } = supplierFrom(input.settings);
  const buyer = buyerFrom(input.shipping);
  const pos = placeOfSupply(buyer, supplier);
  const charge = input.shippingCharge ?? ZERO_PAISE;
  const codFee = input.codFee ?? ZERO_PAISE;
  const lines = input.lines.filter((l) => l.quantity > 0);
  const gross = lines.map((l) => paise(l.unitPrice * l.quantity));
  const discount = paise(Math.max(0, addPaise(...gross) - (input.orderTotal - charge - codFee)));
  const shares = shareDiscount(gross, discount);
  const base = lines.map((l, i) => ({
    orderItemId: l.orderItemId,
    description: `${l.productName} (size ${l.size})`,
    hsn: l.hsn || FALLBACK_HSN,
    quantity: l.quantity,
    unit: UNIT_PIECES,
    value: paise(gross[i]! - shares[i]!),
  }));
  const principal = principalSupply(base);
  const chargeLine = (description: string, value: Paise) => ({
    orderItemId: null,
    description,
    hsn: principal?.hsn ?? FALLBACK_HSN,
    quantity: 1,
    unit: UNIT_OTHERS,
    value,
  });
  const charges = [
    ...(charge > 0 ? [chargeLine(DELIVERY_CHARGE_LINE, charge)] : []),
    ...(codFee > 0 ? [chargeLine(COD_CHARGE_LINE, codFee)] : []),
  ];
  if (!taxInvoice) {
    // No GSTIN: no tax is charged or shown; the receipt lists what was paid.
    const untaxed = [...base, ...charges].map((l) => ({
      ...l,
      taxable: l.value,
      rateBps: 0,
      cgst: ZERO_PAISE,
      sgst: ZERO_PAISE,
      igst: ZERO_PAISE,
    }));
    return {
      taxInvoice,
      supplier,
      buyer,
      placeOfSupply: pos,
      intraState: true,
      lines: untaxed,
      totals: totalsOf(untaxed),
    };
  }
  const taxed = taxOrder({
    lines: base,
    rules: input.rules,
    date: indianDate(input.orderDate),
    storeStateCode: supplier.stateCode!,
    placeOfSupplyStateCode: pos.stateCode,
  });
  const out: DraftLine[] = taxed.lines.map((l, i) => ({ ...l, unit: UNIT_PIECES, orderItemId: base[i]!.orderItemId }));
  const rate = principal ? taxed.lines[base.indexOf(principal)]!.rateBps : 0;
  for (const line of charges) out.push(taxLineAt(line, rate, taxed.intraState));
  return {
    taxInvoice,
    supplier,
    buyer,
    placeOfSupply: pos,
    intraState: taxed.intraState,
    lines: out,
    totals: totalsOf(out),
  };
}

export type IssuedLine = DocumentLine & { orderItemId: string | null };

/** What is left of an invoice's lines after the credit notes issued so far (per line, every amount). */
export function uncredited(invoice: readonly IssuedLine[], notes: readonly IssuedLine[]): IssuedLine[] {
  return invoice.map((line) => {
    const credited = notes.filter((n) => n.orderItemId === line.orderItemId);
    const less = (k: 'value' | 'taxable' | 'cgst' | 'sgst' | 'igst') =>
      paise(line[k] - addPaise(...credited.map((n) => n[k])));
    return {
      ...line,
      quantity: line.quantity - credited.reduce((n, c) => n + c.quantity, 0),
      value: less('value'),
      taxable: less('taxable'),
      cgst: less('cgst'),
      sgst: less('sgst'),
      igst: less('igst'),
    };
  });
}

const BPS = 10_000;

/**
 * A credit note's lines. 'rest': everything of the invoice not credited yet (the whole order cancelled). A part:
 * `value` (tax included, what the customer is credited) of one invoice line for `quantity` pieces, taxed at that
 * line's rate and never more than is left of it.
 */
export function draftCreditLines(
  invoice: readonly IssuedLine[],
  notes: readonly IssuedLine[],
  part: 'rest' | { orderItemId: string; quantity: number; value: Paise },
  intraState: boolean,
): IssuedLine[] {
  const left = uncredited(invoice, notes);
  if (part === 'rest') return left.filter((l) => l.value > 0 || l.quantity > 0 || l.taxable > 0);
  const line = left.find((l) => l.orderItemId === part.orderItemId);
  if (!line || line.value <= 0) return [];
  const value = paise(Math.min(part.value, line.value));
  const quantity = Math.min(part.quantity, line.quantity);
  if (value === line.value) return [{ ...line, quantity }];
  const taxable = paise(Math.min(line.taxable, Math.round((value * BPS) / (BPS + line.rateBps))));
  const half = paise(Math.round((taxable * line.rateBps) / 2 / BPS));
  const full = paise(Math.round((taxable * line.rateBps) / BPS));
  return [
    {
      ...line,
      quantity,
      value,
      taxable,
      cgst: intraState ? paise(Math.min(half, line.cgst)) : ZERO_PAISE,
      sgst: intraState ? paise(Math.min(half, line.sgst)) : ZERO_PAISE,
      igst: intraState ? ZERO_PAISE : paise(Math.min(full, line.igst)),
    },
  ];
}

export { totalsOf as documentTotals };
