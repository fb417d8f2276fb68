import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Every page's text of a PDF, in reading order, one string per page. */
async function pdfPages(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
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
  const labels = (actor: Actor, date = '2026-03-10') =>
    api.get('/kitchen/labels.pdf', { as: actor, query: { date } });

  it('prints one label per ordered portion with name, company, dish, allergens and slot; 24 to an A4 page', async () => {
    const company = await createCompany(t, {
      name: 'Harbour Logistics',
      walletKobo: 1_000_000_00,
      monthlyBudgetKobo: 1_000_000_00,
    });
    const employee = await createEmployee(t, company.id, {
      firstName: 'Ada',
      lastName: 'Label',
      lunchTimeMinutes: 12 * 60 + 45,
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

    const res = await labels(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('meal-labels-2026-03-10.pdf');
    const [page, ...rest] = await pdfPages(res.rawPayload);
    expect(rest).toEqual([]);
    expect(count(page!, 'Ada Label')).toBe(3);
    expect(count(page!, 'Harbour Logistics')).toBe(3);
    expect(count(page!, 'Egusi stew')).toBe(2);
    expect(count(page!, 'Plain rice')).toBe(1);
    expect(count(page!, 'Allergens: fish, peanut')).toBe(2);
    expect(count(page!, 'Allergens: none listed')).toBe(1);
    expect(count(page!, '12:30')).toBe(3);

    // 25 more portions: a second page.
    const big = await createEmployee(t, company.id, { firstName: 'Team', lastName: 'Lunch' });
    for (const quantity of [20, 5]) {
      expect((await placeOrder(t.app, big, [{ food_menu: rice.id, quantity }])).statusCode).toBe(200);
    }
    const pages = await pdfPages((await labels(admin)).rawPayload);
    expect(pages).toHaveLength(2);
    expect(count(pages.join(' '), 'Plain rice')).toBe(26);
  });

  it('a date without orders gives a page saying so; bad dates 400; admins only', async () => {
    const empty = await pdfPages((await labels(admin, '2026-04-01')).rawPayload);
    expect(empty[0]).toContain('No meals to label');
    const bad = await labels(admin, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toMatch(/date/);
    const company = await createCompany(t);
    expect((await labels(company)).statusCode).toBe(403);
    expect((await labels(await createEmployee(t, company.id))).statusCode).toBe(403);
  });
});
