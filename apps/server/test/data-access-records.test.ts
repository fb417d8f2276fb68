import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataAccessRecords } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { createAdmin, createCompany, createRestaurant } from './helpers/factories.js';

/*
 * The record of who opened people's data (issue 33, docs/privacy.md): each time a platform admin
 * opens the kitchen sheet, its CSV or labels (a day's deliveries with their addresses), the
 * customers list or the transactions list, one row says who, what, when and whose. A restaurant
 * or a company reading its own is not recorded.
 */

describe('the record of who opened people’s data', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);
  const recordsBy = (actor: string) =>
    t.db
      .select()
      .from(dataAccessRecords)
      .where(eq(dataAccessRecords.actorAccountId, actor))
      .orderBy(dataAccessRecords.id);

  it('records one row per request of a platform admin, with the day or for everyone', async () => {
    const admin = await createAdmin(t);
    const date = '2026-03-11';
    expect((await api.get('/kitchen', { as: admin, query: { date } })).statusCode).toBe(200);
    expect((await api.get('/kitchen/csv', { as: admin, query: { date } })).statusCode).toBe(200);
    expect((await api.get('/kitchen/labels.pdf', { as: admin, query: { date } })).statusCode).toBe(200);
    expect((await api.get('/users', { as: admin })).statusCode).toBe(200);
    expect((await api.get('/billings', { as: admin })).statusCode).toBe(200);
    const rows = await recordsBy(admin.id);
    expect(
      rows.map(({ kind, deliveryDate, subjectAccountId }) => ({ kind, deliveryDate, subjectAccountId })),
    ).toEqual([
      { kind: 'kitchen_sheet', deliveryDate: date, subjectAccountId: null },
      { kind: 'kitchen_csv', deliveryDate: date, subjectAccountId: null },
      { kind: 'kitchen_labels', deliveryDate: date, subjectAccountId: null },
      { kind: 'customers_list', deliveryDate: null, subjectAccountId: null },
      { kind: 'transactions_list', deliveryDate: null, subjectAccountId: null },
    ]);
    for (const row of rows) expect(row.createdAt).toEqual(clock.now());
  });

  it('the kitchen sheet of today is recorded with today’s date when none is asked for', async () => {
    const admin = await createAdmin(t);
    expect((await api.get('/kitchen', { as: admin })).statusCode).toBe(200);
    expect((await recordsBy(admin.id)).map((row) => row.deliveryDate)).toEqual(['2026-03-10']);
  });

  it('a restaurant’s kitchen and a company’s own lists are not recorded; a refused request neither', async () => {
    const restaurant = await createRestaurant(t);
    const company = await createCompany(t);
    const admin = await createAdmin(t);
    expect((await api.get('/kitchen', { as: restaurant })).statusCode).toBe(200);
    expect((await api.get('/kitchen/csv', { as: restaurant })).statusCode).toBe(200);
    expect((await api.get('/users', { as: company })).statusCode).toBe(200);
    expect((await api.get('/billings', { as: company })).statusCode).toBe(200);
    const unknownRestaurant = await api.get('/kitchen', {
      as: admin,
      unchecked: true,
      query: { restaurant_id: '0195a3c2-7b1e-7c3d-9f00-000000000000' },
    });
    expect(unknownRestaurant.statusCode).toBe(404);
    const badDate = await api.get('/kitchen', { as: admin, unchecked: true, query: { date: 'soon' } });
    expect(badDate.statusCode).toBe(400);
    for (const actor of [restaurant, company, admin]) expect(await recordsBy(actor.id)).toEqual([]);
  });
});
