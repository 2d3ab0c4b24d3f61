/**
 * Text on a GST document's PDF: the embedded fonts and text that mixes scripts. Noto Sans (SIL Open Font License
 * 1.1, from @expo-google-fonts/noto-sans) has the rupee sign; runs of Devanagari (a customer's name or address in
 * Hindi or Marathi) are drawn in Noto Sans Devanagari, which shapes conjuncts and vowel signs. Such text is wrapped
 * in a span carrying its logical text (/ActualText), so copying it or extracting it gives the characters in reading
 * order, not in the visual order of the shaped glyphs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

export type Face = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  devanagari: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devanagariBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;
type FontName = keyof typeof FILES;

let loaded: Record<FontName, Font> | null = null;

/**
 * The fonts, read and parsed once per process: parsing a font's tables is most of a render's time, and a parsed font
 * is only read from afterwards (each document embeds its own subset of it).
 */
function fonts(): Record<FontName, Font> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, create(fs.readFileSync(require.resolve(file))) as Font]),
  ) as Record<FontName, Font>;
  return loaded;
}

/** Registers the fonts with a new document and selects the regular face. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit takes a parsed fontkit font as well as a file (its types list only the latter).
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font as unknown as Buffer);
  doc.font('regular');
}

/** Devanagari, and the signs other scripts share with it (dandas, Vedic marks). */
const DEVANAGARI = '\\p{Script_Extensions=Devanagari}';
/** A Devanagari letter or sign, or a joiner inside a conjunct. */
const LETTER = `(?:${DEVANAGARI}|\\u200C|\\u200D)`;
/** A run of Devanagari words (the spaces and punctuation between them stay in the run, so it shapes as one). */
const RUN = new RegExp(`(${LETTER}+(?:[\\s.,'-]+${LETTER}+)*)`, 'u');
const HAS_DEVANAGARI = new RegExp(DEVANAGARI, 'u');

export type ScriptRun = { text: string; devanagari: boolean };

/** Splits text into runs of Devanagari and of everything else, in order. */
export function scriptRuns(text: string): ScriptRun[] {
  return text
    .split(RUN)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, devanagari: HAS_DEVANAGARI.test(part) }));
}

function fontFor(face: Face, devanagari: boolean): FontName {
  if (devanagari) return face === 'bold' ? 'devanagariBold' : 'devanagari';
  return face;
}

export type WriteOptions = PDFKit.Mixins.TextOptions & { face?: Face; size?: number; color?: string };

const INK = '#1a1a1a';

/**
 * Writes text at (x, y) in the face asked for, each Devanagari run in the Devanagari font. The document's y is
 * below the text afterwards, as with `doc.text`.
 */
export function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, opts: WriteOptions = {}): void {
  const { face = 'regular', size, color = INK, ...options } = opts;
  if (size) doc.fontSize(size);
  doc.fillColor(color);
  const runs = scriptRuns(text);
  if (!runs.some((r) => r.devanagari)) {
    doc.font(face).text(text, x, y, options);
    return;
  }
  doc.markContent('Span', { actual: text });
  runs.forEach((run, i) => {
    const continued = i < runs.length - 1;
    doc.font(fontFor(face, run.devanagari));
    if (i === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
  doc.endMarkedContent();
  doc.font(face);
}

/** The height `write` would take for this text in a box `width` wide (Devanagari lines are a little taller). */
export function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, opts: WriteOptions = {}): number {
  const { face = 'regular', size, color: _color, ...options } = opts;
  if (size) doc.fontSize(size);
  const devanagari = HAS_DEVANAGARI.test(text);
  doc.font(fontFor(face, devanagari));
  const height = doc.heightOfString(text, { ...options, width });
  doc.font(face);
  return height;
}
