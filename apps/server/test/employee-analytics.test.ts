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

describe('GET /analytics/employee', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  const analytics = (actor?: Actor) => api.get('/analytics/employee', { as: actor });

  it('shows orders placed and what is left of this month’s budget', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 10_000_00 });
    const employee = await createEmployee(t, company.id);
    const admin = await createAdmin(t);
    const item = await createMenuItem(t, { priceKobo: 1_500_00 });

    expect((await analytics(employee)).data).toEqual({
      orders: 0,
      balance: '10000.00',
      employees: '10000.00',
      monthly_budget: '10000.00',
      spent_this_month: '0.00',
    });

    const first = (await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 2 }])).data;
    await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect((await analytics(employee)).data).toEqual({
      orders: 2,
      balance: '5500.00',
      employees: '5500.00',
      monthly_budget: '10000.00',
      spent_this_month: '4500.00',
    });

    await setStatus(t.app, admin, first.id, 'CANCELLED');
    expect((await analytics(employee)).data).toMatchObject({
      orders: 2,
      balance: '8500.00',
      spent_this_month: '1500.00',
    });

    clock.set('2026-04-01T09:00:00Z');
    try {
      expect((await analytics(employee)).data).toMatchObject({
        balance: '10000.00',
        spent_this_month: '0.00',
      });
    } finally {
      clock.set('2026-03-10T09:00:00Z');
    }
  });

  it('never shows more than the company wallet holds', async () => {
    const company = await createCompany(t, { walletKobo: 2_000_00, monthlyBudgetKobo: 10_000_00 });
    const employee = await createEmployee(t, company.id);
    expect((await analytics(employee)).data).toMatchObject({
      balance: '2000.00',
      monthly_budget: '10000.00',
    });
  });

  it('is for employees only', async () => {
    const company = await createCompany(t);
    expect((await analytics(company)).statusCode).toBe(403);
    expect((await analytics()).statusCode).toBe(401);
  });
});

describe('GET /profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());

  const api = testApi(() => t);

  it('returns what the employee gave at onboarding, and follows an update through /auth/onboard', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id, {
      timeZone: 'Asia/Tokyo',
      lunchTimeMinutes: 13 * 60 + 5,
      allergies: ['peanuts'],
    });
    const profile = () => api.get('/profile', { as: employee });
    expect((await profile()).data).toMatchObject({
      lunch_time: '01:05 PM',
      time_zone: 'Asia/Tokyo',
      allergies: ['peanuts'],
      medical_conditions: [],
      dietary_preferences: [],
      address_line_1: '2 Allen Avenue',
    });

    const onboard = await api.post('/auth/onboard', {
      as: employee,
      body: {
        address_line_1: '5 Broad Street',
        city: 'Lagos',
        state: 'Lagos',
        country: 'Nigeria',
        zip_code: '100001',
        lunch_time: '11:45 AM',
        allergies: 'Shellfish, ',
        medical_conditions: ['Diabetes'],
        dietary_preferences: [],
        health_consent: true,
      },
    });
    expect(onboard.statusCode).toBe(200);
    expect((await profile()).data).toMatchObject({
      address_line_1: '5 Broad Street',
      lunch_time: '11:45 AM',
      allergies: ['shellfish'],
      medical_conditions: ['diabetes'],
    });
  });

  it('is for employees only', async () => {
    const company = await createCompany(t);
    const res = await api.get('/profile', { as: company });
    expect(res.statusCode).toBe(403);
  });
});
