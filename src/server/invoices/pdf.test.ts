/**
 * The GST document PDF read back as text (pdf.js through unpdf, as a reader would): what CGST Rule 46 asks for is on
 * it, with the amounts of the stored document; CGST + SGST within the state, IGST across; a receipt says it is not
 * a tax invoice and prints no GSTIN; a credit note names its invoice; Devanagari text is drawn in its own font; a
 * long order continues on a second page; the same document gives the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { hasWordsOf, pdfText } from '../../../tests/support/pdf-text.ts';
import { BENGALURU, sampleDocument, UNREGISTERED } from '../../../tests/support/tax-document.ts';
import { amountInWords } from '../../shop/gst/amount-in-words.ts';
import type { TaxDocumentView } from '../../shop/gst/document-view.ts';
import { formatRupees } from '../../shop/money.ts';
import { renderDocumentPdf } from './pdf.ts';
import { scriptRuns } from './pdf-text.ts';

const textOf = async (doc: TaxDocumentView) => (await pdfText(await renderDocumentPdf(doc))).text;
const GSTIN_SHAPE = /\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/;
/** Extracted text with line breaks as spaces (a cell may wrap). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('a tax invoice within the store state (Maharashtra to Pune)', () => {
  const doc = sampleDocument();

  it('has the supplier, number, date, recipient and place of supply', async () => {
    const text = flat(await textOf(doc));
    expect(doc.intraState).toBe(true);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(doc.supplier.legalName);
    expect(doc.supplier.gstin).toMatch(GSTIN_SHAPE);
    expect(text).toContain(`GSTIN: ${doc.supplier.gstin}`);
    expect(text).toContain(`Invoice No. ${doc.number}`);
    expect(text).toContain('Invoice date 25 Nov 2026');
    expect(text).toContain(doc.buyer.name);
    expect(text).toContain(doc.buyer.street);
    expect(text).toContain('State: Maharashtra, State code: 27');
    expect(text).toContain('Place of supply Maharashtra (27)');
  });

  it('lists each line with its HSN, taxable value, CGST and SGST, and the totals in figures and words', async () => {
    const text = flat(await textOf(doc));
    expect(doc.lines.length).toBe(2);
    for (const line of doc.lines) {
      expect(text).toContain(line.hsn);
      expect(text).toContain(formatRupees(line.taxable));
      expect(text).toContain(`${formatRupees(line.cgst)} ${formatRupees(line.sgst)} ${formatRupees(line.value)}`);
    }
    expect(text).not.toContain('IGST');
    expect(text).toContain(`CGST ${formatRupees(doc.totals.cgst)}`);
    expect(text).toContain(`SGST ${formatRupees(doc.totals.sgst)}`);
    expect(doc.totals.roundOff).not.toBe(0);
    expect(text).toContain(`Round off ${formatRupees(doc.totals.roundOff)}`);
    expect(text).toContain(`Total ${formatRupees(doc.totals.total)}`);
    expect(text).toContain(amountInWords(doc.totals.total));
    expect(text).toContain('Whether tax is payable on reverse charge: No');
    expect(text).toContain(`For ${doc.supplier.legalName}`);
    expect(text).toContain('Authorised Signatory');
  });

  it('is the same bytes every time (dates from the document)', async () => {
    const [one, two] = await Promise.all([renderDocumentPdf(doc), renderDocumentPdf(doc)]);
    expect(one.equals(two)).toBe(true);
    expect(one.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a tax invoice to another state (Karnataka)', () => {
  it('charges IGST, not CGST + SGST', async () => {
    const doc = sampleDocument({ to: BENGALURU });
    const text = flat(await textOf(doc));
    expect(doc.intraState).toBe(false);
    expect(text).toContain('Place of supply Karnataka (29)');
    for (const line of doc.lines) expect(text).toContain(`${formatRupees(line.igst)} ${formatRupees(line.value)}`);
    expect(text).toContain(`IGST ${formatRupees(doc.totals.igst)}`);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain(amountInWords(doc.totals.total));
  });
});

describe('a store without a GSTIN', () => {
  it('prints an order receipt marked not a tax invoice, with no GSTIN and no tax', async () => {
    const doc = sampleDocument({ settings: UNREGISTERED });
    const text = flat(await textOf(doc));
    expect(doc.taxInvoice).toBe(false);
    expect(text).toContain('Order Receipt');
    expect(text.toLowerCase()).toContain('not a tax invoice');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toMatch(GSTIN_SHAPE);
    expect(text).not.toMatch(/CGST|SGST|IGST|Tax Invoice/);
    expect(text).toContain(`Total ${formatRupees(doc.totals.total)}`);
  });
});

describe('a credit note', () => {
  it('names the invoice it is against and why', async () => {
    const invoice = sampleDocument();
    const note: TaxDocumentView = {
      ...invoice,
      id: crypto.randomUUID(),
      kind: 'credit_note',
      number: 'CN/26-27/000007',
      issuedAt: '2026-11-27T05:00:00.000Z',
      against: { id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt },
      reason: 'Order cancelled',
    };
    const text = flat(await textOf(note));
    expect(text).toContain('Credit Note');
    expect(text).toContain('Credit note No. CN/26-27/000007');
    expect(text).toContain(`Against invoice ${invoice.number} of 25 Nov 2026`);
    expect(text).toContain('Reason Order cancelled');
    expect(text).not.toContain('Original for recipient');
  });
});

describe('Devanagari text', () => {
  it('splits a name into Devanagari and other runs', () => {
    expect(scriptRuns('आशा वर्मा (Asha)')).toEqual([
      { text: 'आशा वर्मा', devanagari: true },
      { text: ' (Asha)', devanagari: false },
    ]);
    expect(scriptRuns('Asha Verma')).toEqual([{ text: 'Asha Verma', devanagari: false }]);
  });

  it('draws a customer name and address in Hindi, which reads back', async () => {
    const name = 'आशा वर्मा';
    const doc = sampleDocument({ to: { ...BENGALURU, fullName: name, street: 'गांधी नगर, 8 Church Street' } });
    const text = await textOf(doc);
    expect(hasWordsOf(text, name)).toBe(true);
    expect(hasWordsOf(text, 'गांधी नगर')).toBe(true);
    expect(hasWordsOf(text, 'आशा शर्मा')).toBe(false); // the check can fail
    expect(text).toContain('8 Church Street');
    expect(text).not.toContain('\uFFFD');
  });
});

describe('a long order', () => {
  it('continues the table on a second page with its header, and numbers the pages', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      productName: `Cotton Kurta ${i + 1}`,
      size: 'M',
      hsn: '6211',
      quantity: 1,
      unitPrice: 99_900,
    }));
    const doc = sampleDocument({ lines });
    const { text, pages } = await pdfText(await renderDocumentPdf(doc));
    expect(pages).toBe(2);
    expect(text).toContain('Page 2 of 2');
    expect(text.match(/Taxable value/g)?.length).toBeGreaterThanOrEqual(3); // two table headers and the totals
    expect(flat(text)).toContain('Cotton Kurta 40');
    expect(flat(text)).toContain(amountInWords(doc.totals.total));
  });
});
