/**
 * The text of a PDF, read with pdf.js (through unpdf) as a PDF reader would: pages in order, lines by position.
 * Tests of the GST document PDFs use it (Vitest and Playwright alike); nothing outside node_modules is needed.
 */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text, totalPages } = await extractText(doc, { mergePages: true });
    return { text, pages: totalPages };
  } finally {
    await doc.cleanup();
  }
}
