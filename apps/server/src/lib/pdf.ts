import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * Every PDF we print (statements, meal labels) is a pdfkit document in DejaVu Sans, embedded from
 * the `dejavu-fonts-ttf` package (read once, the one copy): unlike the PDF standard fonts it has
 * the naira sign (₦), the Yoruba, Igbo and Hausa letters (Ọ ẹ ṣ ị ụ ṅ, ɓ ɗ ƙ ƴ) and the
 * combining accents placed over them (pdfkit lays text out with fontkit, which positions the
 * marks: "Ẹ̀fọ́"). What the fonts cannot draw (an emoji) is left out by `printable`, so it
 * never prints as an empty box or a wrong letter.
 */
const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
const FONTS = { body: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
/** The font names a document made by `createPdf` knows. */
export type PdfFont = keyof typeof FONTS;

const faces = Object.values(FONTS).map((data) => fontkit.create(data) as fontkit.Font);

/** Characters that draw nothing of their own (joiners and variation selectors of an emoji, a soft hyphen). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Text as the PDF fonts print it: composed (NFC, so "é" is one letter where Unicode has one),
 * each character that either font lacks (an emoji, a script DejaVu has no letters for) left out,
 * line breaks and runs of spaces made one space, trimmed. Letters the fonts have are kept as
 * written, combining accents included.
 */
export function printable(text: string): string {
  let kept = '';
  for (const char of text.normalize('NFC').replace(INVISIBLE, '')) {
    const code = char.codePointAt(0)!;
    if (/\s/.test(char)) kept += ' ';
    else if (code >= 0x20 && faces.every((face) => face.hasGlyphForCodePoint(code))) kept += char;
  }
  return kept.replace(/ {2,}/g, ' ').trim();
}

/** A new A4 (or other) pdfkit document with the fonts registered as 'body' and 'bold', and its bytes once ended. */
export function createPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument(options);
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, data);
  doc.font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
