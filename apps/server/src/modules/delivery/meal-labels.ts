import { formatDay, formatSlot } from '@lunch/contract';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { menuItems } from '../../db/schema.js';
import { createPdf, type PdfFont, printable } from '../../lib/pdf.js';
import { kitchenSheet, toCook } from './kitchen.service.js';

/** A4 label sheet of 3 × 8 labels of 70 × 37 mm (no gaps), the common "24 per sheet" layout. */
const MM = 72 / 25.4;
const COLUMNS = 3;
const ROWS = 8;
const LABEL_WIDTH = 70 * MM;
const LABEL_HEIGHT = 37 * MM;
const TOP = ((297 - ROWS * 37) / 2) * MM;
const PADDING = 3 * MM;
const PER_PAGE = COLUMNS * ROWS;

export type MealLabel = {
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
 * One label per ordered portion of a delivery date, by slot, company and name: of the orders left
 * to cook (pending or confirmed), or with `all` of every order not declined or cancelled.
 */
export async function mealLabels(ex: Executor, date: string, { all = false } = {}): Promise<MealLabel[]> {
  const sheet = await kitchenSheet(ex, date);
  const deliveries = all ? sheet.deliveries : sheet.deliveries.filter((delivery) => toCook(delivery.status));
  const ids = [...new Set(deliveries.flatMap((delivery) => delivery.items.map((item) => item.food_menu)))];
  const allergens =
    ids.length === 0
      ? new Map<string, string[]>()
      : new Map(
          (
            await ex
              .select({ id: menuItems.id, allergens: menuItems.allergens })
              .from(menuItems)
              .where(inArray(menuItems.id, ids))
          ).map((row) => [row.id, row.allergens]),
        );
  return deliveries.flatMap((delivery) => {
    const portions = delivery.items.reduce((sum, item) => sum + item.quantity, 0);
    let portion = 0;
    return delivery.items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        employeeName: delivery.employee_name,
        companyName: delivery.company_name,
        address: delivery.address,
        dish: item.name,
        allergens: allergens.get(item.food_menu) ?? [],
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
 * Writes one label inside its box, top to bottom: the employee (the order reference at the right),
 * company, dish, its allergens, the allergy/diet warning (white on black), the delivery address,
 * and at the foot the day, slot and portion. Every block has a most number of lines and is cut with
 * "…" when longer, and a block only gets the lines left above the foot, so nothing is written
 * outside the box (the label is also clipped to its edges).
 */
function drawLabel(doc: PDFKit.PDFDocument, label: MealLabel, box: LabelBox) {
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
    const used = Math.min(doc.heightOfString(text, { width }), lines * line);
    if (options.inverse) {
      doc
        .rect(box.x, top, box.width, used + 2 * inset)
        .fill('black')
        .fillColor('white');
    }
    doc.text(text, box.x + inset, top + inset, { width, height: lines * line, ellipsis: true });
    doc.fillColor('black');
    top += used + 2 * inset + 1;
  };

  doc.save();
  doc.rect(box.x - PADDING, box.y - PADDING, LABEL_WIDTH, LABEL_HEIGHT).clip();
  const ref = label.ref;
  doc.font('bold').fontSize(8);
  const refWidth = doc.widthOfString(ref);
  doc.text(ref, box.x + box.width - refWidth, box.y + 2, { lineBreak: false });
  block(printable(label.employeeName), 'bold', 10, 1, { width: box.width - refWidth - 4 });
  block(printable(label.companyName), 'body', 7.5, 1);
  block(printable(label.dish), 'bold', 9.5, 1);
  const allergens = label.allergens.map(printable).filter(Boolean);
  block(allergens.length > 0 ? `Allergens: ${allergens.join(', ')}` : 'Allergens: none listed', 'body', 7, 1);
  if (label.warnings.length > 0) {
    block(`ALLERGY/DIET WARNING: ${label.warnings.map(printable).join(', ')}`, 'bold', 7.5, 2, {
      inverse: true,
    });
  }
  block(printable(label.address), 'body', 7, 2);
  doc
    .font('body')
    .fontSize(footSize)
    .text(
      `${formatDay(label.date)} · ${formatSlot(label.date, label.slot, label.timeZone)} · ${label.portion} of ${label.portions}`,
      box.x,
      foot,
      { width: box.width, height: bottom - foot, ellipsis: true },
    );
  doc.restore();
}

/** The labels as an A4 PDF, 24 to a page; a date without any gets one page saying so. */
export function mealLabelsPdf(labels: MealLabel[], date: string, { all = false } = {}): Promise<Buffer> {
  const { doc, done } = createPdf({ size: 'A4', margin: 0, info: { Title: `Meal labels ${date}` } });
  if (labels.length === 0) {
    doc
      .font('body')
      .fontSize(14)
      .text(`No meals to label for ${formatDay(date)}${all ? '.' : ': nothing is left to cook.'}`, 40, 40);
  }
  labels.forEach((label, index) => {
    if (index > 0 && index % PER_PAGE === 0) doc.addPage();
    drawLabel(doc, label, labelBox(index));
  });
  doc.end();
  return done;
}
