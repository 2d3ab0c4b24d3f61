/**
 * `node scripts/demo-invoice.ts [out.pdf]`: renders the sample tax invoice the tests use (tests/support/tax-document.ts:
 * a registered store in Maharashtra, two lines at 5% and 18%, delivered in Pune) to a PDF, and reports how long one
 * render takes and its size. No database needed. To look at it: `pdftoppm -png -r 80 -f 1 -l 1 out.pdf page`.
 */
import fs from 'node:fs/promises';
import { renderDocumentPdf } from '../src/server/invoices/pdf.ts';
import { sampleDocument } from '../tests/support/tax-document.ts';

const out = process.argv[2] ?? 'demo-invoice.pdf';
const doc = sampleDocument();
const first = performance.now();
const pdf = await renderDocumentPdf(doc);
const firstMs = performance.now() - first;
const runs = 20;
const started = performance.now();
for (let i = 0; i < runs; i += 1) await renderDocumentPdf(doc);
const warmMs = (performance.now() - started) / runs;
await fs.writeFile(out, pdf);
console.log(
  `${out}: ${doc.number}, ${pdf.length} bytes; first render ${firstMs.toFixed(0)} ms (fonts read), then ${warmMs.toFixed(0)} ms each (mean of ${runs})`,
);
