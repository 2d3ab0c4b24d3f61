/**
 * The PDF of a GST document as issued (CGST Rule 46 for a tax invoice, Rule 53 for a credit note): supplier with
 * GSTIN, number and date, the invoice a note is against and why, recipient and delivery address with state and
 * code, place of supply, a line table (HSN, quantity, unit, taxable value, rate, CGST + SGST or IGST), totals with
 * the round off in figures and in words, reverse charge, and the authorised signatory. A store without a GSTIN gets
 * an "Order Receipt" / "Refund Note" marked "Not a tax invoice", with no GSTIN and no tax columns.
 *
 * Pure of HTTP and of the database: it reads only the stored document, so the same document always gives the same
 * bytes (the PDF's dates are the document's issue date).
 */
import PDFDocument from 'pdfkit';
import { formatIndianDate } from '../../shop/dates.ts';
import { amountInWords } from '../../shop/gst/amount-in-words.ts';
import { documentNoun, documentTitle, type DocumentLine, type TaxDocumentView } from '../../shop/gst/document-view.ts';
import { formatRupees, type Paise } from '../../shop/money.ts';
import { heightOf, registerFonts, write, type Face } from './pdf-text.ts';

const MARGIN = 40;
const A4 = { width: 595.28, height: 841.89 };
const LEFT = MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const RIGHT = LEFT + WIDTH;
/** Where content stops; the footer sits below. */
const BOTTOM = A4.height - MARGIN - 16;
const GRAY = '#5c5c5c';
const RULE = '#b8b8b8';
const HEAD_FILL = '#efefef';
const CELL_PAD = 4;
const ROW_SIZE = 8.5;

type Align = 'left' | 'right';
type Column = { title: string; width: number; align: Align; cell: (line: DocumentLine, index: number) => string };

/** A rate in basis points as a percentage: 250 -> "2.5%". */
const percent = (bps: number) => `${bps / 100}%`;
const money = (p: Paise) => formatRupees(p);

/** The line table's columns: CGST + SGST within the supplier's state, IGST to another, no tax on a receipt. */
function columns(doc: TaxDocumentView): Column[] {
  const col = (title: string, width: number, align: Align, cell: Column['cell']): Column => ({
    title,
    width,
    align,
    cell,
  });
  const amount = col('Amount', 62, 'right', (l) => money(l.value));
  const taxable = col('Taxable value', 62, 'right', (l) => money(l.taxable));
  const tax = doc.taxInvoice
    ? doc.intraState
      ? [
          taxable,
          col('Rate (CGST + SGST)', 60, 'right', (l) => `${percent(l.rateBps / 2)} + ${percent(l.rateBps / 2)}`),
          col('CGST', 52, 'right', (l) => money(l.cgst)),
          col('SGST', 52, 'right', (l) => money(l.sgst)),
        ]
      : [
          taxable,
          col('Rate (IGST)', 36, 'right', (l) => percent(l.rateBps)),
          col('IGST', 58, 'right', (l) => money(l.igst)),
        ]
    : [];
  const fixed = [
    col('#', 18, 'left', (_l, i) => String(i + 1)),
    col('Description', 0, 'left', (l) => l.description),
    col('HSN', 36, 'left', (l) => l.hsn),
    col('Qty', 26, 'right', (l) => String(l.quantity)),
    col('Unit', 28, 'left', (l) => l.unit),
    ...tax,
    amount,
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.title === 'Description' ? { ...c, width: WIDTH - used } : c));
}

/** The document's own facts, label and value, for the box beside the supplier. */
function facts(doc: TaxDocumentView): Array<[string, string]> {
  const word = documentNoun(doc);
  const noun = word.charAt(0).toUpperCase() + word.slice(1);
  const rows: Array<[string, string]> = [
    [`${noun} No.`, doc.number],
    [`${noun} date`, formatIndianDate(doc.issuedAt)],
    ['Order No.', doc.orderNumber],
    ['Order date', formatIndianDate(doc.orderDate)],
  ];
  if (doc.kind === 'credit_note') {
    if (doc.against)
      rows.push(['Against invoice', `${doc.against.number} of ${formatIndianDate(doc.against.issuedAt)}`]);
    if (doc.reason) rows.push(['Reason', doc.reason]);
  }
  rows.push(['Place of supply', `${doc.placeOfSupply.state} (${doc.placeOfSupply.stateCode})`]);
  return rows;
}

/** Writes lines one under another from y; returns the y below them. */
function stack(pdf: PDFKit.PDFDocument, x: number, y: number, width: number, lines: Array<[string, Face, number?]>) {
  for (const [text, face, size = 9] of lines) {
    if (!text) continue;
    write(pdf, text, x, y, { width, face, size });
    y = pdf.y + 1;
  }
  return y;
}

function header(pdf: PDFKit.PDFDocument, doc: TaxDocumentView): number {
  write(pdf, documentTitle(doc), LEFT, MARGIN, { face: 'bold', size: 18 });
  let y = pdf.y;
  if (doc.taxInvoice && doc.kind === 'invoice') {
    write(pdf, 'Original for recipient', LEFT, MARGIN + 6, { width: WIDTH, align: 'right', size: 8, color: GRAY });
  }
  if (!doc.taxInvoice) {
    write(pdf, 'Not a tax invoice: no GST charged', LEFT, y, {
      face: 'bold',
      size: 9.5,
      color: '#a11d1d',
    });
    y = pdf.y;
  }
  y += 10;
  const s = doc.supplier;
  const supplierEnd = stack(pdf, LEFT, y, 260, [
    [s.legalName, 'bold', 10.5],
    ...s.address.split('\n').map((line): [string, Face] => [line.trim(), 'regular']),
    [s.state ? `State: ${s.state}${s.stateCode ? `, State code: ${s.stateCode}` : ''}` : '', 'regular'],
    [s.gstin ? `GSTIN: ${s.gstin}` : '', 'bold'],
  ]);
  let factsEnd = y;
  const labelX = 320;
  const valueX = 410;
  for (const [label, value] of facts(doc)) {
    write(pdf, label, labelX, factsEnd, { width: valueX - labelX - 6, size: 8.5, color: GRAY });
    const labelEnd = pdf.y;
    write(pdf, value, valueX, factsEnd, { width: RIGHT - valueX, size: 9, face: 'bold' });
    factsEnd = Math.max(labelEnd, pdf.y) + 1;
  }
  y = Math.max(supplierEnd, factsEnd) + 8;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  y += 8;

  const b = doc.buyer;
  write(pdf, 'Bill to / Ship to', LEFT, y, { size: 8.5, color: GRAY });
  const buyerEnd = stack(pdf, LEFT, pdf.y + 1, 260, [
    [b.name, 'bold', 10],
    [b.street, 'regular'],
    [`${b.city} ${b.pincode}`.trim(), 'regular'],
    [`State: ${b.state}${b.stateCode ? `, State code: ${b.stateCode}` : ''}`, 'regular'],
    [b.country, 'regular'],
  ]);
  const supply = doc.taxInvoice
    ? doc.intraState
      ? 'Intra-State supply: CGST + SGST'
      : 'Inter-State supply: IGST'
    : 'No GST charged';
  write(pdf, 'Supply', labelX, y, { width: valueX - labelX - 6, size: 8.5, color: GRAY });
  write(pdf, supply, valueX, y, { width: RIGHT - valueX, size: 9 });
  return Math.max(buyerEnd, pdf.y) + 10;
}

type Cells = { texts: string[]; face: Face; size: number; height: number };

function measure(pdf: PDFKit.PDFDocument, cols: Column[], texts: string[], face: Face, size: number): Cells {
  const heights = cols.map((c, i) => heightOf(pdf, texts[i]!, c.width - 2 * CELL_PAD, { face, size }));
  return { texts, face, size, height: Math.max(...heights) + 2 * CELL_PAD };
}

function drawRow(pdf: PDFKit.PDFDocument, cols: Column[], row: Cells, y: number, fill: boolean): number {
  if (fill) pdf.rect(LEFT, y, WIDTH, row.height).fill(HEAD_FILL);
  let x = LEFT;
  cols.forEach((c, i) => {
    write(pdf, row.texts[i]!, x + CELL_PAD, y + CELL_PAD, {
      width: c.width - 2 * CELL_PAD,
      align: c.align,
      face: row.face,
      size: row.size,
    });
    x += c.width;
  });
  const end = y + row.height;
  pdf.moveTo(LEFT, end).lineTo(RIGHT, end).lineWidth(0.5).strokeColor(RULE).stroke();
  return end;
}

/** The line table, continued on new pages (with its header again) when it does not fit. */
function table(pdf: PDFKit.PDFDocument, doc: TaxDocumentView, y: number): number {
  const cols = columns(doc);
  const head = measure(
    pdf,
    cols,
    cols.map((c) => c.title),
    'bold',
    7.5,
  );
  y = drawRow(pdf, cols, head, y, true);
  doc.lines.forEach((line, i) => {
    const row = measure(
      pdf,
      cols,
      cols.map((c) => c.cell(line, i)),
      'regular',
      ROW_SIZE,
    );
    if (y + row.height > BOTTOM) {
      pdf.addPage();
      y = drawRow(pdf, cols, head, MARGIN, true);
    }
    y = drawRow(pdf, cols, row, y, false);
  });
  return y;
}

/** Totals in figures (round off when there is one), the total in words, reverse charge, the signatory. */
function totals(pdf: PDFKit.PDFDocument, doc: TaxDocumentView, y: number): void {
  const t = doc.totals;
  const taxes: Array<[string, Paise]> = doc.intraState
    ? [
        ['CGST', t.cgst],
        ['SGST', t.sgst],
      ]
    : [['IGST', t.igst]];
  const rows: Array<[string, Paise]> = doc.taxInvoice ? [['Taxable value', t.taxable], ...taxes] : [];
  if (t.roundOff !== 0) rows.push(['Round off', t.roundOff]);
  const needed = 24 + rows.length * 14 + 140;
  if (y + needed > BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 10;
  const labelX = 340;
  const valueX = 440;
  let right = y;
  for (const [label, amount] of rows) {
    write(pdf, label, labelX, right, { width: valueX - labelX, size: 9, color: GRAY });
    write(pdf, money(amount), valueX, right, { width: RIGHT - valueX, align: 'right', size: 9 });
    right = pdf.y + 2;
  }
  pdf.moveTo(labelX, right).lineTo(RIGHT, right).lineWidth(0.8).strokeColor('#1a1a1a').stroke();
  right += 4;
  write(pdf, 'Total', labelX, right, { width: valueX - labelX, size: 11, face: 'bold' });
  write(pdf, money(t.total), valueX, right, { width: RIGHT - valueX, align: 'right', size: 11, face: 'bold' });
  right = pdf.y;

  write(pdf, 'Total in words', LEFT, y, { width: 270, size: 8.5, color: GRAY });
  write(pdf, amountInWords(t.total), LEFT, pdf.y + 1, { width: 270, size: 9.5, face: 'bold' });
  y = Math.max(right, pdf.y) + 16;

  write(pdf, `Whether tax is payable on reverse charge: ${doc.reverseCharge ? 'Yes' : 'No'}`, LEFT, y, { size: 9 });
  const signX = 340;
  write(pdf, `For ${doc.supplier.legalName}`, signX, y, { width: RIGHT - signX, size: 9, face: 'bold' });
  const line = pdf.y + 34;
  pdf.moveTo(signX, line).lineTo(RIGHT, line).lineWidth(0.5).strokeColor(RULE).stroke();
  write(pdf, 'Authorised Signatory', signX, line + 4, { width: RIGHT - signX, size: 8.5 });
}

/** "Tax Invoice BB/26-27/000001 · Page 1 of 2" at the foot of every page. */
function footers(pdf: PDFKit.PDFDocument, doc: TaxDocumentView): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0; // writing below the content area must not start a new page
    const y = A4.height - MARGIN + 4;
    write(pdf, `${documentTitle(doc)} ${doc.number}`, LEFT, y, { size: 7.5, color: GRAY, lineBreak: false });
    write(pdf, `Page ${i + 1} of ${count}`, LEFT, y, {
      width: WIDTH,
      align: 'right',
      size: 7.5,
      color: GRAY,
      lineBreak: false,
    });
  }
}

/** Renders a stored document as a PDF (A4). */
export async function renderDocumentPdf(doc: TaxDocumentView): Promise<Buffer> {
  const issued = new Date(doc.issuedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${documentTitle(doc)} ${doc.number}`,
      Author: doc.supplier.legalName,
      Subject: `Order ${doc.orderNumber}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  const y = header(pdf, doc);
  totals(pdf, doc, table(pdf, doc, y));
  footers(pdf, doc);
  pdf.end();
  return done;
}
