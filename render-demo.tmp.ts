import fs from 'node:fs';
import { renderDocumentPdf } from './src/server/invoices/pdf.ts';
import { sampleDocument, BENGALURU, PUNE } from './tests/support/tax-document.ts';
const variants = {
  intra: sampleDocument(),
  inter: sampleDocument({ to: { ...BENGALURU, fullName: 'आशा वर्मा' } }),
};
for (const [name, doc] of Object.entries(variants)) {
  const t0 = performance.now();
  const pdf = await renderDocumentPdf(doc);
  const t1 = performance.now();
  const again = await renderDocumentPdf(doc);
  console.log(name, pdf.length, 'bytes', (t1 - t0).toFixed(0), 'ms first,', (performance.now() - t1).toFixed(0), 'ms second; same:', pdf.equals(again));
  fs.writeFileSync(`/tmp/demo-${name}.pdf`, pdf);
}
