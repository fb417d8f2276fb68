import { formatDay, formatSlot, type KitchenSheet } from '@lunch/contract';
import { createPdf, drawLine, type PdfFont, printable } from '../../lib/pdf.js';

/** A4 label sheet of 3 × 8 labels of 70 × 37 mm (no gaps), the common "24 per sheet" layout. */
const MM = 72 / 25.4;
const COLUMNS = 3;
const ROWS = 8;
const LABEL_WIDTH = 70 * MM;
const LABEL_HEIGHT = 37 * MM;
const TOP = ((297 - ROWS * 37) / 2) * MM;
const PADDING = 3 * MM;
const PER_PAGE = COLUMNS * ROWS;

type MealLabel = {
  employeeName: string;
  companyName: string;
  address: string;
  dish: string;
  allergens: string[];
  /** The order's health conflicts ("peanuts (allergy)"): the label's warning; empty: none. */
  warnings: string[];
  /** 'HH:MM' on `date`, in the company's `timeZone`. */
  slot: string;
  timeZone: string;
  date: string;
  /** The order's short reference (orderRef). */
  ref: string;
  /** This portion's place among the order's portions: 2 of 3. */
  portion: number;
  portions: number;
};

/** Where a label's text goes on its page: inside the label, `PADDING` from its edges. */
export type LabelBox = { x: number; y: number; width: number; height: number };

/** The box of the `index`-th label of a page (0 to 23), left to right, top to bottom. */
export function labelBox(index: number): LabelBox {
  const place = index % PER_PAGE;
  return {
    x: (place % COLUMNS) * LABEL_WIDTH + PADDING,
    y: TOP + Math.floor(place / COLUMNS) * LABEL_HEIGHT + PADDING,
    width: LABEL_WIDTH - 2 * PADDING,
    height: LABEL_HEIGHT - 2 * PADDING,
  };
}

/**
 * Writes one label inside its box, top to bottom: the employee (the order reference at the right),
 * company, dish, its allergens, the allergy/diet warning (white on black), the delivery address,
 * and at the foot the day, slot and portion. Every block has a most number of lines and is cut with
 * "…" when longer, and a block only gets the lines left above the foot, so nothing is written
 * outside the box (the label is also clipped to its edges).
 */
function drawLabel(
  doc: PDFKit.PDFDocument,
  label: MealLabel,
  box: LabelBox,
  print: (text: string) => string,
  when: (label: MealLabel) => string,
) {
  const bottom = box.y + box.height;
  const lineHeight = (font: PdfFont, size: number) => doc.font(font).fontSize(size).currentLineHeight(true);
  const footSize = 7;
  const foot = bottom - lineHeight('body', footSize);
  let top = box.y;
  /** Writes `text` from `top` in at most `maxLines` lines (fewer when the foot is near); moves `top` below it. */
  const block = (
    text: string,
    font: PdfFont,
    size: number,
    maxLines: number,
    options: { width?: number; inverse?: boolean } = {},
  ) => {
    const line = lineHeight(font, size);
    const inset = options.inverse ? 2 : 0;
    const lines = Math.min(maxLines, Math.floor((foot - top - 2 * inset) / line));
    if (lines < 1 || text === '') return;
    const width = (options.width ?? box.width) - 2 * inset;
    // Most blocks fit on one line: drawn as it is, without pdfkit's line wrapper (measuring,
    // breaking and cutting with "…" is for the long ones).
    const fits = doc.widthOfString(text) <= width;
    const used = fits ? line : Math.min(doc.heightOfString(text, { width }), lines * line);
    if (options.inverse) {
      doc
        .rect(box.x, top, box.width, used + 2 * inset)
        .fill('black')
        .fillColor('white');
    }
    if (fits) drawLine(doc, text, box.x + inset, top + inset);
    else doc.text(text, box.x + inset, top + inset, { width, height: lines * line, ellipsis: true });
    doc.fillColor('black');
    top += used + 2 * inset + 1;
  };

  doc.save();
  doc.rect(box.x - PADDING, box.y - PADDING, LABEL_WIDTH, LABEL_HEIGHT).clip();
  const ref = label.ref;
  doc.font('bold').fontSize(8);
  const refWidth = doc.widthOfString(ref);
  drawLine(doc, ref, box.x + box.width - refWidth, box.y + 2);
  block(print(label.employeeName), 'bold', 10, 1, { width: box.width - refWidth - 4 });
  block(print(label.companyName), 'body', 7.5, 1);
  block(print(label.dish), 'bold', 9.5, 1);
  const allergens = label.allergens.map(print).filter(Boolean);
  block(allergens.length > 0 ? `Allergens: ${allergens.join(', ')}` : 'Allergens: none listed', 'body', 7, 1);
  if (label.warnings.length > 0) {
    block(`ALLERGY/DIET WARNING: ${label.warnings.map(print).join(', ')}`, 'bold', 7.5, 2, {
      inverse: true,
    });
  }
  block(print(label.address), 'body', 7, 2);
  const footer = `${when(label)} · ${label.portion} of ${label.portions}`;
  doc.font('body').fontSize(footSize);
  if (doc.widthOfString(footer) <= box.width) drawLine(doc, footer, box.x, foot);
  else doc.text(footer, box.x, foot, { width: box.width, height: bottom - foot, ellipsis: true });
  doc.restore();
}

/** What a day's labels are made from (meal-labels.ts `mealLabelsPdf`), as it crosses to the thread. */
export type MealLabelsInput = {
  /** The deliveries to label, as JSON arrays of a few hundred each (kitchen.service.ts `deliveriesInJson`). */
  pieces: string[];
  /** Each dish's allergens, by menu item id. */
  allergens: Record<string, string[]>;
  date: string;
  /** Every order not declined or cancelled, not only those left to cook (the empty page's words). */
  all: boolean;
};

/** One label per ordered portion of each delivery, in the deliveries' order (2 of 3…). */
function labelsOf(
  deliveries: KitchenSheet['deliveries'],
  allergens: Record<string, string[]>,
  date: string,
): MealLabel[] {
  return deliveries.flatMap((delivery) => {
    const portions = delivery.items.reduce((sum, item) => sum + item.quantity, 0);
    let portion = 0;
    return delivery.items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        employeeName: delivery.employee_name,
        companyName: delivery.company_name,
        address: delivery.address,
        dish: item.name,
        allergens: allergens[item.food_menu] ?? [],
        warnings: delivery.health_conflicts,
        slot: delivery.slot,
        timeZone: delivery.time_zone,
        date,
        ref: delivery.ref,
        portion: ++portion,
        portions,
      })),
    );
  });
}

/**
 * The labels as an A4 PDF, 24 to a page; a date without any gets one page saying so. Runs in a
 * documents thread (documents.worker.ts); the main thread calls `mealLabelsPdf` (meal-labels.ts).
 * A day's labels repeat the same companies, dishes, allergens and slots: each is made printable
 * and formatted once.
 */
export function layoutMealLabelsPdf({ pieces, allergens, date, all }: MealLabelsInput): Promise<Buffer> {
  const labels = labelsOf(
    pieces.flatMap((piece) => JSON.parse(piece) as KitchenSheet['deliveries']),
    allergens,
    date,
  );
  const { doc, done } = createPdf({ size: 'A4', margin: 0, info: { Title: `Meal labels ${date}` } });
  if (labels.length === 0) {
    doc
      .font('body')
      .fontSize(14)
      .text(`No meals to label for ${formatDay(date)}${all ? '.' : ': nothing is left to cook.'}`, 40, 40);
  }
  const print = remembered(printable);
  const slot = remembered((key: string) => {
    const [day, time, zone] = key.split('|') as [string, string, string];
    return `${formatDay(day)} · ${formatSlot(day, time, zone)}`;
  });
  const when = (label: MealLabel) => slot(`${label.date}|${label.slot}|${label.timeZone}`);
  labels.forEach((label, index) => {
    if (index > 0 && index % PER_PAGE === 0) doc.addPage();
    drawLabel(doc, label, labelBox(index), print, when);
  });
  doc.end();
  return done;
}

/** `make` answering each text once per document. */
function remembered(make: (text: string) => string): (text: string) => string {
  const made = new Map<string, string>();
  return (text) => {
    let answer = made.get(text);
    if (answer === undefined) {
      answer = make(text);
      made.set(text, answer);
    }
    return answer;
  };
}
