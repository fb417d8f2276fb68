import { inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Executor } from '../../db/client.js';
import { menuItems } from '../../db/schema.js';
import { longDay } from '../../domain/delivery/calendar.js';
import { kitchenSheet } from './kitchen.service.js';

/** A4 label sheet of 3 × 8 labels of 70 × 37 mm (no gaps), the common "24 per sheet" layout. */
const MM = 72 / 25.4;
const COLUMNS = 3;
const ROWS = 8;
const LABEL_WIDTH = 70 * MM;
const LABEL_HEIGHT = 37 * MM;
const TOP = ((297 - ROWS * 37) / 2) * MM;
const PADDING = 4 * MM;
const PER_PAGE = COLUMNS * ROWS;

export type MealLabel = {
  employeeName: string;
  companyName: string;
  dish: string;
  allergens: string[];
  slot: string;
  date: string;
};

/** One label per ordered portion of a delivery date (orders declined or cancelled left out), by slot, company and name. */
export async function mealLabels(ex: Executor, date: string): Promise<MealLabel[]> {
  const sheet = await kitchenSheet(ex, date);
  const ids = [
    ...new Set(sheet.deliveries.flatMap((delivery) => delivery.items.map((item) => item.food_menu))),
  ];
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
  return sheet.deliveries.flatMap((delivery) =>
    delivery.items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        employeeName: delivery.employee_name,
        companyName: delivery.company_name,
        dish: item.name,
        allergens: allergens.get(item.food_menu) ?? [],
        slot: delivery.slot,
        date,
      })),
    ),
  );
}

/** The labels as an A4 PDF, 24 to a page; a date without orders gets one page saying so. */
export function mealLabelsPdf(labels: MealLabel[], date: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `Meal labels ${date}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (labels.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(14)
      .text(`No meals to label for ${longDay(date)}.`, 40, 40);
  }
  labels.forEach((label, index) => {
    if (index > 0 && index % PER_PAGE === 0) doc.addPage();
    const place = index % PER_PAGE;
    const x = (place % COLUMNS) * LABEL_WIDTH + PADDING;
    const y = TOP + Math.floor(place / COLUMNS) * LABEL_HEIGHT + PADDING;
    const width = LABEL_WIDTH - 2 * PADDING;
    const line = (text: string, font: string, size: number, offset: number) =>
      doc
        .font(font)
        .fontSize(size)
        .text(text, x, y + offset, { width, height: size + 3, ellipsis: true, lineBreak: false });
    line(label.employeeName, 'Helvetica-Bold', 11, 0);
    line(label.companyName, 'Helvetica', 8, 14);
    line(label.dish, 'Helvetica-Bold', 10, 28);
    line(
      label.allergens.length > 0 ? `Allergens: ${label.allergens.join(', ')}` : 'Allergens: none listed',
      'Helvetica',
      8,
      44,
    );
    line(`${longDay(label.date)} · ${label.slot}`, 'Helvetica', 8, 60);
  });
  doc.end();
  return done;
}
