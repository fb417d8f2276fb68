import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createCompany, createEmployee, createMenuItem, walletAndLedger } from './helpers/factories.js';
import { placeOrder } from './orders-helpers.js';

const PRICE = 1_000_00;

/** 20 parallel checkouts against a day cap and a daily portion limit (the api-postgres project runs them on PostgreSQL). */
describe('concurrent checkouts against delivery rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  it('20 parallel orders by one employee never pass the day cap together', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const update = await api.patch('/company/settings', {
      as: company,
      body: { per_day_cap: 5000, order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] },
    });
    expect(update.statusCode).toBe(200);
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t, { priceKobo: PRICE });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }])),
    );
    const placed = answers.filter((res) => res.statusCode === 200);
    expect(placed).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.message).toMatch(/day cap of ₦5,000\.00: ₦0\.00 left/);
    }
    const date = placed[0]!.data.delivery_date;
    const [row] = await t.database.rows<{ orders: string; spent: string }>(sql`
      select (select count(*) from orders where employee_id = ${employee.id})::text as orders,
        (select spent_kobo from day_spend where employee_id = ${employee.id} and delivery_date = ${date})::text as spent`);
    expect(row).toEqual({ orders: '5', spent: String(5 * PRICE) });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 95_000_00, ledger: 95_000_00 });
  });

  it('20 parallel orders by 20 employees sell exactly daily_limit portions, never more', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    await api.patch('/company/settings', {
      as: company,
      body: { order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] },
    });
    const staff = await Promise.all(Array.from({ length: 20 }, () => createEmployee(t, company.id)));
    const item = await createMenuItem(t, { priceKobo: PRICE, dailyLimit: 7, name: 'Limited pepper soup' });
    const answers = await Promise.all(
      staff.map((employee) => placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }])),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(7);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.message).toMatch(/^Limited pepper soup is sold out for [^:;]+\.$/);
    }
    const [row] = await t.database.rows<{ portions: string; sold: string }>(sql`
      select (select coalesce(sum(l.quantity), 0) from order_lines l where l.menu_item_id = ${item.id})::text as portions,
        (select coalesce(sum(sold), 0) from menu_day_sales where menu_item_id = ${item.id})::text as sold`);
    expect(row).toEqual({ portions: '7', sold: '7' });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 93_000_00, ledger: 93_000_00 });
  });
});
