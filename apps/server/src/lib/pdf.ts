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

/**
 * The fonts parsed once (fontkit), for `printable` and for every document: pdfkit takes a parsed
 * font as well as its file, and parsing the file's tables again for each PDF cost a statement
 * run ~30 ms a statement.
 */
const FACES = {
  body: fontkit.create(FONTS.body) as fontkit.Font,
  bold: fontkit.create(FONTS.bold) as fontkit.Font,
} satisfies Record<PdfFont, fontkit.Font>;
const faces = Object.values(FACES);

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
    else if (code >= 0x20 && drawable(code)) kept += char;
  }
  return kept.replace(/ {2,}/g, ' ').trim();
}

/** Whether both fonts have a glyph for a code point; answered once per code point (a statement asks for every letter of thousands of rows). */
const DRAWABLE = new Map<number, boolean>();
function drawable(code: number): boolean {
  let known = DRAWABLE.get(code);
  if (known === undefined) {
    known = faces.every((face) => face.hasGlyphForCodePoint(code));
    DRAWABLE.set(code, known);
  }
  return known;
}

/** A letter with the combining accents over it: never split between two lines. */
const GRAPHEME = /\P{M}\p{M}*/gu;

/**
 * The lines `text` takes in `width` points at the document's current font and size: its own line
 * breaks kept, each paragraph broken at spaces, a word wider than the width broken between
 * letters. The same lines pdfkit's line wrapper would give plain words, without it: it measures
 * each word once (pdfkit keeps the width of every word it has laid out), so a table of thousands
 * of rows costs little. `text` is printable (no tabs, one space between words).
 */
export function textLines(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    if (doc.widthOfString(paragraph) <= width) {
      lines.push(paragraph);
      continue;
    }
    const space = doc.widthOfString(' ');
    let line = '';
    let used = 0;
    for (const word of paragraph.split(' ')) {
      const wide = doc.widthOfString(word);
      if (line !== '' && used + space + wide <= width) {
        line += ` ${word}`;
        used += space + wide;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      used = wide;
      if (wide <= width) continue;
      // A word wider than the cell (an email address): as many letters as fit on each line.
      line = '';
      used = 0;
      for (const letter of word.match(GRAPHEME) ?? []) {
        const letterWidth = doc.widthOfString(letter);
        if (line !== '' && used + letterWidth > width) {
          lines.push(line);
          line = '';
          used = 0;
        }
        line += letter;
        used += letterWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Text that needs no shaping: Latin letters (accented ones composed, NFC), digits, punctuation and
 * the naira sign, without combining marks or scripts whose letters join. All in the BMP: one
 * UTF-16 unit a letter.
 */
const PLAIN = /^[\u0020-\u007e\u00a0-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf]*$/;

/** A glyph as laid out by pdfkit (sizes in thousandths of the font size). */
type Position = { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number };
type Run = { glyphs: unknown[]; positions: Position[]; advanceWidth: number };
/**
 * The parts of pdfkit's embedded font (pdfkit 0.x, not in its types) this file uses: laying text
 * out, encoding it as glyph ids of the embedded subset, and naming the font on a page.
 */
type EmbeddedFont = {
  id: string;
  ascender: number;
  layout(text: string, features?: unknown, onlyWidth?: boolean): Partial<Run> & { advanceWidth: number };
  layoutCached(text: string): Run;
  encode(text: string): [string[], Position[]];
  ref(): unknown;
};
type Internals = {
  _font?: EmbeddedFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
};

/** The document's current font, when it is the embedded font this file knows how to use. */
function embedded(doc: PDFKit.PDFDocument): EmbeddedFont | undefined {
  const font = (doc as unknown as Internals)._font;
  return font &&
    typeof font.layout === 'function' &&
    typeof font.layoutCached === 'function' &&
    typeof font.encode === 'function' &&
    typeof font.ref === 'function'
    ? font
    : undefined;
}

/**
 * Makes the document's current font lay plain text out letter by letter, each letter shaped once
 * (pdfkit shapes, with fontkit, every new word: for a statement of 10,000 movements, 10,000 new
 * references, balances and email addresses, a second of work). Plain text (PLAIN) gains nothing
 * from shaping but kerning, which is left out; any other text (combining accents: "Ẹ̀fọ́") is
 * shaped as before. Measuring and drawing both go through `layout`, so what is measured to fit is
 * what is drawn.
 */
function laidOutLetterByLetter(doc: PDFKit.PDFDocument) {
  const font = embedded(doc);
  if (!font) return;
  const shaped = font.layout.bind(font);
  const widths = new Map<string, number>();
  font.layout = (text, features, onlyWidth) => {
    if (features || !PLAIN.test(text)) return shaped(text, features, onlyWidth);
    let advanceWidth = 0;
    if (onlyWidth) {
      for (let i = 0; i < text.length; i++) {
        const char = text.charAt(i);
        let width = widths.get(char);
        if (width === undefined) {
          width = font.layoutCached(char).advanceWidth;
          widths.set(char, width);
        }
        advanceWidth += width;
      }
      return { glyphs: undefined, positions: undefined, advanceWidth };
    }
    const glyphs: unknown[] = [];
    const positions: Position[] = [];
    for (let i = 0; i < text.length; i++) {
      const run = font.layoutCached(text.charAt(i));
      advanceWidth += run.advanceWidth;
      for (const glyph of run.glyphs) glyphs.push(glyph);
      for (const position of run.positions) positions.push(position);
    }
    return { glyphs, positions, advanceWidth };
  };
}

/** Each letter of plain text as glyph ids (hex) and its advance, per font: encoded once per document. */
const LETTERS = new WeakMap<EmbeddedFont, Map<string, { hex: string; advance: number }>>();

const pdfNumber = (n: number) => String(Math.round(n * 1e4) / 1e4);

/**
 * `text` as a PDF text-showing operator (TJ) and its width in points, or undefined when a glyph is
 * moved off its line (a combining accent) and only pdfkit's own drawing places it.
 */
function shown(font: EmbeddedFont, size: number, text: string): { op: string; width: number } | undefined {
  const scale = size / 1000;
  if (PLAIN.test(text)) {
    let letters = LETTERS.get(font);
    if (!letters) {
      letters = new Map();
      LETTERS.set(font, letters);
    }
    let hex = '';
    let advance = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text.charAt(i);
      let letter = letters.get(char);
      if (!letter) {
        const [glyphs, positions] = font.encode(char);
        letter = { hex: glyphs.join(''), advance: positions.reduce((sum, p) => sum + p.xAdvance, 0) };
        letters.set(char, letter);
      }
      hex += letter.hex;
      advance += letter.advance;
    }
    return { op: `[<${hex}>] TJ`, width: advance * scale };
  }
  // As pdfkit writes it: runs of glyphs, each followed by how much its last glyph is kerned.
  const [glyphs, positions] = font.encode(text);
  const parts: string[] = [];
  let last = 0;
  let advance = 0;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (position.xOffset || position.yOffset) return undefined;
    advance += position.xAdvance;
    const kern = position.xAdvance - position.advanceWidth;
    if (kern !== 0 || i === positions.length - 1) {
      parts.push(`<${glyphs.slice(last, i + 1).join('')}> ${pdfNumber(-kern)}`);
      last = i + 1;
    }
  }
  return { op: `[${parts.join(' ')}] TJ`, width: advance * scale };
}

/** A line of text for `drawLines`: its top-left at (x, y); with `width` and align 'right', right-aligned in it. */
export type Line = { text: string; x: number; y: number; width?: number; align?: 'left' | 'right' };

/**
 * Draws lines of text at the document's current font, size and colour, each known to fit where it
 * goes, as one piece of the page's content: what pdfkit's `text` writes for a line (the same
 * glyphs, at the same place), without its line wrapper, its measuring the line again and again,
 * and its dozen content operators a line. A line whose glyphs are moved off the line (combining
 * accents) is drawn by pdfkit's `text`.
 */
export function drawLines(doc: PDFKit.PDFDocument, lines: Line[]) {
  const font = embedded(doc);
  const { _fontSize: size, page } = doc as unknown as Internals;
  const ops: string[] = [];
  const byPdfKit: Line[] = [];
  for (const line of lines) {
    if (line.text === '') continue;
    const show = font && shown(font, size, line.text);
    if (!font || !show) {
      byPdfKit.push(line);
      continue;
    }
    const x = line.align === 'right' && line.width !== undefined ? line.x + line.width - show.width : line.x;
    // pdfkit's page is flipped (origin top-left): text is written unflipped, its top at y.
    const baseline = page.height - line.y - (font.ascender / 1000) * size;
    ops.push(`1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm`, show.op);
  }
  if (font && ops.length > 0) {
    page.fonts[font.id] ??= font.ref();
    doc.addContent(
      `q 1 0 0 -1 0 ${pdfNumber(page.height)} cm BT /${font.id} ${pdfNumber(size)} Tf\n${ops.join('\n')}\nET Q`,
    );
  }
  for (const line of byPdfKit) {
    const x =
      line.align === 'right' && line.width !== undefined
        ? line.x + line.width - doc.widthOfString(line.text)
        : line.x;
    doc.text(line.text, x, line.y, { lineBreak: false });
  }
}

/** Draws one line of text with its top-left at (x, y) (`drawLines`): from x, or with `width`, right-aligned in it. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  { width, align = 'left' }: { width?: number; align?: 'left' | 'right' } = {},
) {
  drawLines(doc, [{ text, x, y, width, align }]);
}

/** A new A4 (or other) pdfkit document with the fonts registered as 'body' and 'bold', and its bytes once ended. */
export function createPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  // No default font (pdfkit would parse Helvetica's metrics for each document): ours are set below.
  const doc = new PDFDocument({ font: null as unknown as string, ...options });
  for (const [name, face] of Object.entries(FACES)) {
    // pdfkit embeds a fontkit font given as the source as it embeds a font file (its own subset per document).
    doc.registerFont(name, face as unknown as PDFKit.Mixins.PDFFontSource);
    laidOutLetterByLetter(doc.font(name));
  }
  doc.font('body');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A table column: its heading, width in points and alignment. */
export type TableColumn = { title: string; width: number; align?: 'left' | 'right' };

/**
 * Draws a titled table of text at the left margin: its heading row repeated on each new page (a
 * row goes to the next page when it would pass `bottom`), each cell wrapped to its column
 * (`textLines`) and every row's lines drawn at once (`drawLines`); `empty` when there is no row.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  table: { title: string; columns: TableColumn[]; rows: string[][]; empty: string; bottom: () => number },
) {
  const { columns, rows, bottom } = table;
  const left = doc.page.margins.left;
  const header = () => {
    const y = doc.y;
    let x = left;
    doc.font('bold').fontSize(8.5);
    for (const column of columns) {
      doc.text(column.title, x, y, { width: column.width - 6, align: column.align ?? 'left' });
      x += column.width;
    }
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(x, doc.y + 2)
      .lineWidth(0.5)
      .stroke();
    doc.y += 6;
  };
  if (doc.y > bottom() - 60) doc.addPage();
  doc.font('bold').fontSize(12).text(table.title, left);
  doc.moveDown(0.3);
  if (rows.length === 0) {
    doc.font('body').fontSize(10).text(table.empty, left);
    doc.moveDown();
    return;
  }
  header();
  doc.font('body').fontSize(8.5);
  const lineHeight = doc.currentLineHeight(true);
  for (const row of rows) {
    const cells = row.map((cell, i) => textLines(doc, cell, columns[i]!.width - 6));
    const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight;
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
      doc.font('body').fontSize(8.5);
    }
    const y = doc.y;
    let x = left;
    const drawn: Line[] = [];
    cells.forEach((lines, i) => {
      const column = columns[i]!;
      lines.forEach((text, n) => {
        drawn.push({ text, x, y: y + n * lineHeight, width: column.width - 6, align: column.align });
      });
      x += column.width;
    });
    drawLines(doc, drawn);
    doc.x = left;
    doc.y = y + height + 3;
  }
  doc.moveDown();
}
