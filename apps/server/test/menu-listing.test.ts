import type { RequestInput } from '@lunch/contract/endpoint';
import type { Endpoints } from '@lunch/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { menuItems } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';

type MenuQuery = NonNullable<RequestInput<Endpoints['GET /food-menu']>['query']>;

describe('food menu listing', () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const list = async (actor: Actor, query: MenuQuery = {}) => {
    const res = await api.get('/food-menu', { as: actor, query });
    expect(res.statusCode).toBe(200);
    return res.data;
  };

  it('pages newest first, searches name and description, filters by category', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await createMenuItem(t, {
          name: `Paging dish ${i}`,
          description: i === 3 ? 'With 100% PEPPER_sauce' : 'Plain',
          categories: i % 2 === 0 ? ['Grill'] : ['Dessert'],
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    const first = await list(admin, { limit: 5, page: 1, query: 'paging dish' });
    expect(first.total).toBe(7);
    expect(first.list.map((item) => item.name)).toEqual([6, 5, 4, 3, 2].map((i) => `Paging dish ${i}`));
    const second = await list(admin, { limit: 5, page: 2, query: 'PAGING DISH' });
    expect(second.list.map((item) => item.name)).toEqual(['Paging dish 1', 'Paging dish 0']);

    expect((await list(admin, { query: '100% pepper_' })).list.map((item) => item.name)).toEqual([
      'Paging dish 3',
    ]);
    expect((await list(admin, { query: '100% pepperX' })).total).toBe(0);

    const grill = await list(admin, { query: 'paging', category: 'Grill' });
    expect(grill.list.map((item) => item.name)).toEqual([6, 4, 2, 0].map((i) => `Paging dish ${i}`));

    const bad = await api.get('/food-menu', { as: admin, unchecked: true, query: { category: 'Pasta' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toMatch(/category/);
  });

  describe('healthy filter for employees', () => {
    // Stored lists are lower-cased by the server; employees' lists are matched trimmed and case-insensitively.
    const items: Record<string, Partial<typeof menuItems.$inferInsert>> = {
      peanutStew: { allergens: ['peanuts'], suitableForConditions: ['diabetes'], suitableForDiet: ['vegan'] },
      plainRice: {},
      diabeticFish: { allergens: ['fish'], suitableForConditions: ['diabetes', 'hypertension'] },
      veganSalad: { suitableForDiet: ['vegan', 'gluten-free'] },
      ketoSteak: { suitableForConditions: ['hypertension'], suitableForDiet: ['keto'] },
    };
    const ids: Record<string, string> = {};
    let tag: string;
    beforeAll(async () => {
      tag = `health-${Date.now()}`;
      for (const [key, overrides] of Object.entries(items)) {
        ids[key] = (await createMenuItem(t, { name: `${tag} ${key}`, ...overrides })).id;
      }
    });

    const names = async (
      profile: { allergies?: string[]; medicalConditions?: string[]; dietaryPreferences?: string[] },
      flag?: 'true' | 'false',
    ) => {
      const company = await createCompany(t);
      const employee = await createEmployee(t, company.id, profile);
      const data = await list(employee, { limit: 100, query: tag, risk_health: flag });
      return data.list.map((item) => item.name.replace(`${tag} `, '')).sort();
    };
    const all = Object.keys(items).sort();

    it.each([
      ['nothing listed: everything', {}, all],
      [
        'an allergy hides items with that allergen',
        { allergies: ['peanuts'] },
        ['diabeticFish', 'ketoSteak', 'plainRice', 'veganSalad'],
      ],
      [
        'allergies match trimmed and case-insensitively',
        { allergies: ['  PeaNuts ', 'FISH'] },
        ['ketoSteak', 'plainRice', 'veganSalad'],
      ],
      [
        'a condition keeps items suitable for it',
        { medicalConditions: ['Diabetes '] },
        ['diabeticFish', 'peanutStew'],
      ],
      [
        'a diet keeps items suitable for it',
        { dietaryPreferences: [' VEGAN'] },
        ['peanutStew', 'veganSalad'],
      ],
      [
        'any one of several diets is enough',
        { dietaryPreferences: ['keto', 'gluten-free'] },
        ['ketoSteak', 'veganSalad'],
      ],
      [
        'allergy, condition and diet together',
        {
          allergies: ['peanuts'],
          medicalConditions: ['hypertension', 'diabetes'],
          dietaryPreferences: ['keto'],
        },
        ['ketoSteak'],
      ],
      ['a condition no item suits: nothing', { medicalConditions: ['gout'] }, []],
    ])('%s', async (_label, profile, expected) => {
      expect(await names(profile)).toEqual(expected);
      expect(await names(profile, 'false')).toEqual(expected);
      expect(await names(profile, 'true')).toEqual(all);
    });

    it('admins always see everything, whatever risk_health says', async () => {
      const data = await list(admin, { limit: 100, query: tag, risk_health: 'false' });
      expect(data.total).toBe(Object.keys(items).length);
    });

    it('pages the filtered list, so totals match what is listed', async () => {
      const company = await createCompany(t);
      const employee = await createEmployee(t, company.id, { allergies: ['peanuts', 'fish'] });
      const first = await list(employee, { limit: 2, page: 1, query: tag });
      const second = await list(employee, { limit: 2, page: 2, query: tag });
      expect(first.total).toBe(3);
      expect(first.list).toHaveLength(2);
      expect(second.list).toHaveLength(1);
      const byLastId = await list(employee, { limit: 2, lastId: first.lastId ?? undefined, query: tag });
      expect(byLastId.list).toEqual(second.list);
    });
  });
});
