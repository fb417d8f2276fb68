import { type HealthProfile, healthConflicts, orderRef } from '@lunch/contract';
import { and, inArray } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../src/db/schema.js';
import { healthyFilter } from '../src/modules/menu/healthy-filter.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if ('str' in item) texts.push(item.str);
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}

describe("an order's health conflicts", () => {
  // Tuesday 10 March 2026, 09:00 in Lagos: before the 10:30 cut-off.
  const clock = testClock(new Date('2026-03-10T08:00:00Z'));
  let t: TestApp;
  let admin: Actor;
  let company: Actor;
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
    admin = await createAdmin(t);
    company = await createCompany(t, {
      name: 'Harbour Works',
      walletKobo: 1_000_000_00,
      monthlyBudgetKobo: 1_000_000_00,
    });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it("the menu's SQL rule (healthyFilter) and the contract's healthConflicts agree: a dish is shown exactly when it has no conflict", async () => {
    // Employees' lists as people type them; dishes' lists as the menu stores them (trimmed, lower case).
    const profiles: HealthProfile[] = [
      { allergies: [' Peanuts ', ''], medical_conditions: [], dietary_preferences: [] },
      { allergies: [], medical_conditions: ['Diabetes'], dietary_preferences: ['vegetarian', 'Halal'] },
      { allergies: ['fish', 'MILK'], medical_conditions: ['hypertension'], dietary_preferences: [] },
      { allergies: [], medical_conditions: [], dietary_preferences: [] },
    ];
    const dishes = [
      { allergens: ['peanuts'], suitable_for_conditions: [], suitable_for_diet: [] },
      { allergens: [], suitable_for_conditions: ['diabetes'], suitable_for_diet: ['halal'] },
      { allergens: ['milk'], suitable_for_conditions: ['hypertension'], suitable_for_diet: ['vegetarian'] },
      { allergens: [], suitable_for_conditions: [], suitable_for_diet: [] },
      {
        allergens: ['fish', 'peanuts'],
        suitable_for_conditions: ['diabetes', 'hypertension'],
        suitable_for_diet: ['vegetarian', 'vegan'],
      },
    ];
    const items = [];
    for (const dish of dishes) {
      items.push(
        await createMenuItem(t, {
          allergens: dish.allergens,
          suitableForConditions: dish.suitable_for_conditions,
          suitableForDiet: dish.suitable_for_diet,
        }),
      );
    }
    const ids = items.map((item) => item.id);
    let conflicting = 0;
    for (const profile of profiles) {
      const employee = await createEmployee(t, company.id, {
        allergies: [...profile.allergies],
        medicalConditions: [...profile.medical_conditions],
        dietaryPreferences: [...profile.dietary_preferences],
      });
      const shown = new Set(
        (
          await t.db
            .select({ id: menuItems.id })
            .from(menuItems)
            .where(and(inArray(menuItems.id, ids), ...healthyFilter(employee.id)))
        ).map((row) => row.id),
      );
      dishes.forEach((dish, index) => {
        const conflicts = healthConflicts(profile, dish);
        if (conflicts.length > 0) conflicting += 1;
        expect(
          shown.has(ids[index]!),
          `profile ${JSON.stringify(profile)}, dish ${index}: ${conflicts}`,
        ).toBe(conflicts.length === 0);
      });
    }
    // Both answers occur, and the words are the kitchen's.
    expect(conflicting).toBeGreaterThan(4);
    expect(conflicting).toBeLessThan(profiles.length * dishes.length);
    expect(healthConflicts(profiles[1]!, dishes[0]!)).toEqual([
      'diabetes (condition)',
      'vegetarian (diet)',
      'halal (diet)',
    ]);
    expect(healthConflicts(profiles[0]!, dishes[4]!)).toEqual(['peanuts (allergy)']);
  });

  it('an order with a conflicting dish carries its conflicts: the order, reorder, kitchen sheet, CSV and labels show them', async () => {
    const employee = await createEmployee(t, company.id, {
      firstName: 'Peanut',
      lastName: 'Allergic',
      allergies: ['Peanuts'],
      dietaryPreferences: ['vegetarian'],
    });
    const suya = await createMenuItem(t, {
      name: 'Suya platter',
      allergens: ['peanuts'],
      suitableForDiet: [],
      priceKobo: 2_000_00,
    });
    const salad = await createMenuItem(t, {
      name: 'Garden salad',
      allergens: [],
      suitableForDiet: ['vegetarian'],
      priceKobo: 1_000_00,
    });
    const conflicts = ['peanuts (allergy)', 'vegetarian (diet)'];
    // From "All meals" the employee may still order it: the order is placed and flagged.
    const flagged = await api.post('/orders', {
      as: employee,
      body: {
        foodItems: [
          { food_menu: salad.id, quantity: 1 },
          { food_menu: suya.id, quantity: 1 },
        ],
      },
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.data.health_conflicts).toEqual(conflicts);
    const safe = await api.post('/orders', {
      as: employee,
      body: { foodItems: [{ food_menu: salad.id, quantity: 1 }] },
    });
    expect(safe.data.health_conflicts).toEqual([]);

    const listed = await api.get('/orders', { as: employee });
    expect(Object.fromEntries(listed.data.list.map((order) => [order.id, order.health_conflicts]))).toEqual({
      [flagged.data.id]: conflicts,
      [safe.data.id]: [],
    });

    const date = flagged.data.delivery_date;
    const sheet = (await api.get('/kitchen', { as: admin, query: { date } })).data;
    const delivery = sheet.deliveries.find((row) => row.order_id === flagged.data.id);
    expect(delivery).toMatchObject({ ref: orderRef(flagged.data.id), health_conflicts: conflicts });
    expect(sheet.deliveries.find((row) => row.order_id === safe.data.id)?.health_conflicts).toEqual([]);

    const csv = (await api.get('/kitchen/csv', { as: admin, query: { date } })).body;
    const row = csv.split('\r\n').find((line) => line.endsWith(`"${flagged.data.id}"`));
    expect(row).toContain(`"${orderRef(flagged.data.id)}","Peanut Allergic","Harbour Works"`);
    expect(row).toContain('"1 × Garden salad; 1 × Suya platter","peanuts (allergy); vegetarian (diet)"');

    const labels = await api.get('/kitchen/labels.pdf', { as: admin, query: { date } });
    const text = await pdfText(labels.rawPayload);
    // Both portions of the flagged order carry the warning; the safe order's label none.
    expect(text.split('ALLERGY/DIET WARNING: peanuts (allergy), vegetarian (diet)').length - 1).toBe(2);
    expect(text.split(orderRef(safe.data.id)).length - 1).toBe(1);

    // Order again goes through checkout: flagged the same.
    const again = await api.post('/orders/:id/reorder', { as: employee, params: { id: flagged.data.id } });
    expect(again.statusCode).toBe(200);
    expect(again.data.health_conflicts).toEqual(conflicts);
  });
});
