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

/**
 * Whether each word of `phrase` is in the text, its characters in any order: pdf.js reads shaped Devanagari in
 * visual order (a reph after its syllable, a short i before its consonant), readers honouring /ActualText in typed
 * order. Missing glyphs or a wrong font would lose or change characters.
 */
export function hasWordsOf(text: string, phrase: string): boolean {
  const sorted = (s: string) => [...s].sort().join('');
  const words = new Set(text.split(/[\s,.;:()]+/).map(sorted));
  return phrase.split(/\s+/).every((w) => words.has(sorted(w)));
}
