import { orderRef } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAddresses } from '../src/db/schema.js';
import { labelBox } from '../src/modules/delivery/meal-labels.pdf.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

/** A piece of text of a PDF page where it is drawn: its left and baseline, from the page's top-left. */
type Placed = { str: string; x: number; baseline: number; width: number; size: number };

/** Every page of a PDF: its text in reading order (one string) and each piece of text where it is drawn. */
async function pdfPages(data: Buffer): Promise<Array<{ text: string; items: Placed[] }>> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const height = page.view[3]!;
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              baseline: height - (item.transform[5] as number),
              width: item.width,
              size: item.height,
            },
          ]
        : [],
    );
    pages.push({
      text: items
        .map((item) => item.str)
        .join(' ')
        .replace(/\s+/g, ' '),
      items,
    });
  }
  return pages;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('meal labels PDF', () => {
  // Tuesday 10 March 2026, 10:00 in Lagos: before the default 10:30 cut-off.
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  const labels = async (actor: Actor | undefined, date: string, all?: 'true' | 'false') =>
    api.get('/kitchen/labels.pdf', { ...(actor ? { as: actor } : {}), query: { date, all } });
  const pagesOf = async (date: string, all?: 'true' | 'false') => {
    const res = await labels(admin, date, all);
    expect(res.statusCode).toBe(200);
    return pdfPages(res.rawPayload);
  };
  /** Places an order for a delivery date (Wednesday 11 March 2026 and after: today's labels stay as they are). */
  const order = async (
    actor: Actor,
    foodItems: Array<{ food_menu: string; quantity: number }>,
    date: string,
  ) => {
    const res = await api.post('/orders', { as: actor, body: { foodItems, delivery_date: date } });
    expect(res.statusCode).toBe(200);
    return res.data;
  };
  const richCompany = (name: string) =>
    createCompany(t, { name, walletKobo: 1_000_000_00, monthlyBudgetKobo: 1_000_000_00 });

  it('prints one label per ordered portion with name, company, dish, allergens, address, day, slot and reference; 24 to an A4 page', async () => {
    const company = await richCompany('Harbour Logistics');
    const employee = await createEmployee(t, company.id, {
      firstName: 'Ada',
      lastName: 'Label',
      lunchTimeMinutes: 12 * 60 + 30,
    });
    const stew = await createMenuItem(t, {
      name: 'Egusi stew',
      allergens: ['fish', 'peanut'],
      priceKobo: 1_000_00,
    });
    const rice = await createMenuItem(t, { name: 'Plain rice', allergens: [], priceKobo: 500_00 });
    const placed = await placeOrder(t.app, employee, [
      { food_menu: stew.id, quantity: 2 },
      { food_menu: rice.id, quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(200);
    // A cancelled order gets no label.
    const cancelled = await placeOrder(t.app, employee, [{ food_menu: rice.id, quantity: 5 }]);
    await setStatus(t.app, admin, cancelled.data.id, 'CANCELLED');

    const res = await labels(admin, '2026-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('meal-labels-2026-03-10.pdf');
    const [page, ...rest] = await pdfPages(res.rawPayload);
    expect(rest).toEqual([]);
    const text = page!.text;
    expect(count(text, 'Ada Label')).toBe(3);
    expect(count(text, 'Harbour Logistics')).toBe(3);
    expect(count(text, 'Egusi stew')).toBe(2);
    expect(count(text, 'Plain rice')).toBe(1);
    expect(count(text, 'Allergens: fish, peanut')).toBe(2);
    expect(count(text, 'Allergens: none listed')).toBe(1);
    expect(count(text, '2 Allen Avenue, Ikeja, Lagos')).toBe(3);
    expect(count(text, orderRef(placed.data.id))).toBe(3);
    expect(count(text, 'Tue 10 Mar 2026 · 12:30 WAT')).toBe(3);
    for (const portion of ['1 of 3', '2 of 3', '3 of 3']) expect(count(text, portion)).toBe(1);
    expect(text).not.toContain('WARNING');

    // 25 more portions: a second page.
    const big = await createEmployee(t, company.id, { firstName: 'Team', lastName: 'Lunch' });
    for (const quantity of [20, 5]) {
      expect((await placeOrder(t.app, big, [{ food_menu: rice.id, quantity }])).statusCode).toBe(200);
    }
    const pages = await pagesOf('2026-03-10');
    expect(pages).toHaveLength(2);
    expect(count(pages.map((p) => p.text).join(' '), 'Plain rice')).toBe(26);
  });

  it('labels only the orders left to cook; all=true labels every order not declined or cancelled', async () => {
    const date = '2026-03-11';
    const company = await richCompany('Lagoon Freight');
    const cooking = await createEmployee(t, company.id, { firstName: 'Still', lastName: 'Cooking' });
    const going = await createEmployee(t, company.id, { firstName: 'On', lastName: 'TheWay' });
    const eaten = await createEmployee(t, company.id, { firstName: 'Already', lastName: 'Eaten' });
    const soup = await createMenuItem(t, { name: 'Pepper soup', priceKobo: 1_000_00 });
    const toCook = await order(cooking, [{ food_menu: soup.id, quantity: 2 }], date);
    const confirmed = await order(cooking, [{ food_menu: soup.id, quantity: 1 }], date);
    expect((await setStatus(t.app, admin, confirmed.id, 'CONFIRMED')).statusCode).toBe(200);
    const out = await order(going, [{ food_menu: soup.id, quantity: 1 }], date);
    expect((await setStatus(t.app, admin, out.id, 'OUT_FOR_DELIVERY')).statusCode).toBe(200);
    const delivered = await order(eaten, [{ food_menu: soup.id, quantity: 1 }], date);
    for (const status of ['OUT_FOR_DELIVERY', 'DELIVERED']) {
      expect((await setStatus(t.app, admin, delivered.id, status)).statusCode).toBe(200);
    }

    for (const all of [undefined, 'false'] as const) {
      const [page, ...rest] = await pagesOf(date, all);
      expect(rest).toEqual([]);
      expect(count(page!.text, 'Still Cooking')).toBe(3);
      expect(count(page!.text, orderRef(toCook.id))).toBe(2);
      expect(count(page!.text, orderRef(confirmed.id))).toBe(1);
      expect(page!.text).not.toContain('On TheWay');
      expect(page!.text).not.toContain('Already Eaten');
    }
    const [every] = await pagesOf(date, 'true');
    expect(count(every!.text, 'Pepper soup')).toBe(5);
    expect(count(every!.text, 'On TheWay')).toBe(1);
    expect(count(every!.text, 'Already Eaten')).toBe(1);

    // Everything out: the default says nothing is left to cook; all=true still prints them.
    expect(
      (
        await api.patch('/orders/bulk-status', {
          as: admin,
          body: { orderIds: [toCook.id, confirmed.id], newStatus: 'OUT_FOR_DELIVERY' },
        })
      ).data.refused,
    ).toEqual([]);
    expect((await pagesOf(date))[0]!.text).toBe(
      'No meals to label for Wed 11 Mar 2026: nothing is left to cook.',
    );
    expect(count((await pagesOf(date, 'true'))[0]!.text, 'Pepper soup')).toBe(5);

    // Who may ask, with or without all=true.
    const employee = await createEmployee(t, company.id);
    for (const all of [undefined, 'true'] as const) {
      expect((await labels(undefined, date, all)).statusCode).toBe(401);
      expect((await labels(company, date, all)).statusCode).toBe(403);
      expect((await labels(employee, date, all)).statusCode).toBe(403);
    }
    const bad = await api.get('/kitchen/labels.pdf', {
      as: admin,
      unchecked: true,
      query: { date, all: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toMatch(/all/);
  });

  it('prints Yoruba, Igbo and Hausa letters as written (combining accents too), the address, reference and allergy warning', async () => {
    const date = '2026-03-12';
    const company = await richCompany('Ìbàdàn Ẹ̀kọ́ Foods');
    const olamide = await createEmployee(t, company.id, {
      firstName: 'Ọlámidé',
      lastName: 'Adéṣínà',
      allergies: ['peanuts'],
    });
    await t.db
      .update(employeeAddresses)
      .set({ addressLine1: '14 Adéọlá Odèkù Street', city: 'Victoria Island', area: 'Victoria Island' })
      .where(eq(employeeAddresses.employeeId, olamide.id));
    const danjuma = await createEmployee(t, company.id, { firstName: 'Ɗanjuma', lastName: 'Ɓello Ƙaƴa' });
    const chioma = await createEmployee(t, company.id, { firstName: 'Chinụ́ 🍲', lastName: 'Ọkafọ̀ 👩🏽‍🍳' });
    const efo = await createMenuItem(t, {
      name: 'Ẹ̀fọ́ Rírò',
      allergens: ['ẹja (fish)', 'peanuts'],
      priceKobo: 1_500_00,
    });
    const first = await order(olamide, [{ food_menu: efo.id, quantity: 1 }], date);
    expect(first.health_conflicts).toEqual(['peanuts (allergy)']);
    await order(danjuma, [{ food_menu: efo.id, quantity: 1 }], date);
    await order(chioma, [{ food_menu: efo.id, quantity: 1 }], date);

    const [page, ...rest] = await pagesOf(date);
    expect(rest).toEqual([]);
    const text = page!.text;
    expect(count(text, 'Ọlámidé Adéṣínà')).toBe(1);
    expect(count(text, 'Ɗanjuma Ɓello Ƙaƴa')).toBe(1);
    // The emoji are left out, the letters around them kept.
    expect(count(text, 'Chinụ́ Ọkafọ̀')).toBe(1);
    expect(count(text, 'Ìbàdàn Ẹ̀kọ́ Foods')).toBe(3);
    expect(count(text, 'Ẹ̀fọ́ Rírò')).toBe(3);
    expect(count(text, 'Allergens: ẹja (fish), peanuts')).toBe(3);
    expect(count(text, '14 Adéọlá Odèkù Street, Victoria Island, Lagos')).toBe(1);
    expect(count(text, orderRef(first.id))).toBe(1);
    expect(count(text, 'ALLERGY/DIET WARNING: peanuts (allergy)')).toBe(1);
    for (const garbled of ['\u0000', '\ufffd']) expect(text).not.toContain(garbled);
  });

  it('keeps long and unusual text inside its own label: cut with "…", never over the next label', async () => {
    const date = '2026-03-13';
    const longName =
      'Chukwuemekaobinnaifeanyichukwuebubedikeolisaemeka Adébáyọ̀ Ògúnlẹ́yẹ Nwachukwu Okonkwo Abdulkadir Ɗanƙwambo 🍛🎉 Ikemefuna';
    expect(longName.length).toBeGreaterThanOrEqual(120);
    const [firstName, ...last] = longName.split(' ');
    const company = await richCompany(`Very Long Company Name ${'Holdings International '.repeat(4)}Ltd`);
    const allergies = ['peanuts', 'shellfish', 'gluten', 'milk', 'eggs', 'soy', 'sesame'];
    const long = await createEmployee(t, company.id, {
      firstName: firstName!,
      lastName: last.join(' '),
      allergies,
      dietaryPreferences: ['vegetarian', 'halal'],
    });
    await t.db
      .update(employeeAddresses)
      .set({ addressLine1: `Plot 5, ${'Block 12, Estate Road, '.repeat(12)}`, addressLine2: 'Flat 3' })
      .where(eq(employeeAddresses.employeeId, long.id));
    const dish = await createMenuItem(t, {
      name: `Seafood okra with ${'pounded yam, '.repeat(10)}and 🌶️ pepper`,
      allergens: [...allergies, 'fish', 'crayfish', 'locust beans'],
      priceKobo: 1_000_00,
    });
    const placed = await order(long, [{ food_menu: dish.id, quantity: 4 }], date);
    expect(placed.health_conflicts).toHaveLength(allergies.length + 2);
    const next = await createEmployee(t, company.id, { firstName: 'Next', lastName: 'Label' });
    await order(next, [{ food_menu: dish.id, quantity: 2 }], date);

    const [page] = await pagesOf(date);
    const labelCount = 6;
    const boxes = Array.from({ length: labelCount }, (_, index) => labelBox(index));
    const inside = (box: (typeof boxes)[number], x: number, y: number) =>
      x >= box.x - 0.5 && x <= box.x + box.width + 0.5 && y >= box.y - 0.5 && y <= box.y + box.height + 0.5;
    const seen = new Set<number>();
    for (const item of page!.items) {
      const index = boxes.findIndex((box) => inside(box, item.x, item.baseline));
      expect(index, `"${item.str}" is in no label`).toBeGreaterThanOrEqual(0);
      seen.add(index);
      const box = boxes[index]!;
      // The whole piece, from its left to its right and from above its letters to below them.
      expect(inside(box, item.x + item.width, item.baseline), `"${item.str}" runs past label ${index}`).toBe(
        true,
      );
      expect(
        inside(box, item.x, item.baseline - 0.8 * item.size),
        `"${item.str}" rises out of label ${index}`,
      ).toBe(true);
      expect(
        inside(box, item.x, item.baseline + 0.2 * item.size),
        `"${item.str}" drops out of label ${index}`,
      ).toBe(true);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const text = page!.text;
    // The name is cut where the reference beside it leaves room (references differ in width).
    expect(count(text, 'Chukwuemeka')).toBe(4);
    expect(count(text, '…')).toBeGreaterThanOrEqual(4 * 5);
    expect(count(text, 'ALLERGY/DIET WARNING: peanuts (allergy)')).toBe(4);
    expect(count(text, orderRef(placed.id))).toBe(4);
    expect(count(text, 'Next Label')).toBe(2);
    for (const garbled of ['\u0000', '\ufffd']) expect(text).not.toContain(garbled);
  });

  it('a date without orders gives a page saying so; bad dates 400; admins only', async () => {
    const empty = await pagesOf('2026-04-01', 'true');
    expect(empty[0]!.text).toBe('No meals to label for Wed 1 Apr 2026.');
    const bad = await labels(admin, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toMatch(/date/);
    const company = await createCompany(t);
    expect((await labels(company, '2026-03-10')).statusCode).toBe(403);
    expect((await labels(await createEmployee(t, company.id), '2026-03-10')).statusCode).toBe(403);
  });
});
