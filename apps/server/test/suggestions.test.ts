import type { SuggestionInput } from '@lunch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee } from './helpers/factories.js';

describe('meal suggestions', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  const suggest = (actor: Actor | undefined, body: SuggestionInput) =>
    api.post('/meal/suggest', { as: actor, body });
  const list = (actor: Actor, query: { limit?: number; page?: number } = {}) =>
    api.get('/meal/suggestions', { as: actor, query });
  const valid = {
    name: 'Ofada rice',
    description: 'Local rice with ayamase sauce',
    reason_for_suggestion: 'Several of us asked for it on Fridays',
  };

  it('takes suggestions from companies and employees and lists them to admins, newest first, 5 a page', async () => {
    const company = await createCompany(t, { name: 'Suggesting Co' });
    const employee = await createEmployee(t, company.id, { firstName: 'Suggesting', lastName: 'Employee' });
    const admin = await createAdmin(t);

    const fromCompany = await suggest(company, valid);
    expect(fromCompany.statusCode).toBe(200);
    expect(fromCompany.json()).toMatchObject({
      success: true,
      message: 'Suggestion successfully submitted!',
    });
    clock.advance(1000);
    const fromEmployee = await suggest(employee, { ...valid, name: '  Moi moi  ' });
    expect(fromEmployee.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      await suggest(employee, { ...valid, name: `Extra ${i}` });
    }

    const first = (await list(admin, { limit: 5 })).data;
    expect(first.total).toBe(6);
    expect(first.list).toHaveLength(5);
    expect(first.list[0]?.name).toBe('Extra 3');
    const second = (await list(admin, { limit: 5, page: 2 })).data;
    expect(second.list).toEqual([
      expect.objectContaining({
        _id: fromCompany.data.id,
        id: fromCompany.data.id,
        name: 'Ofada rice',
        description: valid.description,
        reason_for_suggestion: valid.reason_for_suggestion,
        created_at: '2026-03-10T09:00:00.000Z',
        createdAt: '2026-03-10T09:00:00.000Z',
        suggested_by: { name: 'Suggesting Co', account_type: 'Company' },
      }),
    ]);
    const moiMoi = first.list.find((row) => row.name === 'Moi moi');
    expect(moiMoi?.suggested_by).toEqual({ name: 'Suggesting Employee', account_type: 'Individual' });
  });

  it('rejects short or long texts and a missing name with 400 naming the field', async () => {
    const company = await createCompany(t);
    const admin = await createAdmin(t);
    const before = (await list(admin)).data.total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, description: 'too short' }, 'description'],
      [{ ...valid, description: 'x'.repeat(1001) }, 'description'],
      [{ ...valid, reason_for_suggestion: '   short   ' }, 'reason_for_suggestion'],
      [{ ...valid, name: '' }, 'name'],
      [{ description: valid.description, reason_for_suggestion: valid.reason_for_suggestion }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/meal/suggest', { as: company, unchecked: true, body });
      expect(res.statusCode).toBe(400);
      expect(res.errors[0]?.path).toBe(field);
    }
    expect((await suggest(company, { ...valid, description: 'x'.repeat(1000) })).statusCode).toBe(200);
    expect((await list(admin)).data.total).toBe(before + 1);
  });

  it('lets only companies and employees suggest, and only admins list', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const admin = await createAdmin(t);
    expect((await suggest(admin, valid)).statusCode).toBe(403);
    expect((await suggest(undefined, valid)).statusCode).toBe(401);
    expect((await list(company)).statusCode).toBe(403);
    expect((await list(employee)).statusCode).toBe(403);
  });
});
