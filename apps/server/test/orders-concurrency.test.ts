import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { openOrderStream } from './orders-events-client.js';
import { placeOrder, setStatus } from './orders-helpers.js';

const PRICE = 2_500_00;
const AFFORDABLE = 13;

/** A company whose wallet affords 13 orders, 10 employees, and 50 checkouts split over `apps`. */
async function rush(t: TestApp, apps: App[]) {
  const company = await createCompany(t, { walletKobo: AFFORDABLE * PRICE, monthlyBudgetKobo: 1_000_000_00 });
  const staff: Actor[] = [];
  for (let i = 0; i < 10; i++) staff.push(await createEmployee(t, company.id));
  const item = await createMenuItem(t, { priceKobo: PRICE });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      placeOrder(apps[i % apps.length]!, staff[i % staff.length]!, [{ food_menu: item.id, quantity: 1 }]),
    ),
  );
  const codes = answers.map((res) => res.statusCode);
  const [spend] = await t.database.rows<{ spent: string; orders: string }>(sql`
    select coalesce(sum(spent_kobo), 0)::text as spent,
      (select count(*) from orders where company_id = ${company.id})::text as orders
    from monthly_spend where employee_id in (select account_id from employees where company_id = ${company.id})`);
  return { company, codes, answers, spent: Number(spend?.spent), orders: Number(spend?.orders) };
}

function expectNoOverspend(result: Awaited<ReturnType<typeof rush>>) {
  expect(result.codes.filter((code) => code === 200)).toHaveLength(AFFORDABLE);
  expect(result.codes.filter((code) => code === 409)).toHaveLength(50 - AFFORDABLE);
  for (const res of result.answers.filter((r) => r.statusCode === 409)) {
    expect(res.message).toMatch(/wallet cannot cover/);
  }
  expect(result.orders).toBe(AFFORDABLE);
  expect(result.spent).toBe(AFFORDABLE * PRICE);
}

describe('concurrent checkouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());

  it('50 parallel checkouts never take the wallet below zero and the ledger adds up', async () => {
    const result = await rush(t, [t.app]);
    expectNoOverspend(result);
    expect(await walletAndLedger(t, result.company.id)).toEqual({ wallet: 0, ledger: 0 });
  });

  it('50 parallel checkouts keep every budget and the wallet when both run out', async () => {
    // The wallet affords 15 orders; 10 employees may each spend 2 orders' worth: 20 in all.
    const company = await createCompany(t, { walletKobo: 15 * PRICE, monthlyBudgetKobo: 2 * PRICE });
    const staff: Actor[] = [];
    for (let i = 0; i < 10; i++) staff.push(await createEmployee(t, company.id));
    const item = await createMenuItem(t, { priceKobo: PRICE });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(t.app, staff[i % staff.length]!, [{ food_menu: item.id, quantity: 1 }]),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(15);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.message).toMatch(/wallet cannot cover|over your monthly budget/);
    }
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 0, ledger: 0 });
    const spends = await t.database.rows<{ spent: string; ordered: string }>(sql`
      select coalesce(ms.spent_kobo, 0)::text as spent,
        (select coalesce(sum(total_kobo), 0) from orders o where o.employee_id = e.account_id)::text as ordered
      from employees e left join monthly_spend ms on ms.employee_id = e.account_id
      where e.company_id = ${company.id}`);
    expect(spends).toHaveLength(10);
    for (const spend of spends) {
      expect(Number(spend.spent)).toBeLessThanOrEqual(2 * PRICE);
      expect(spend.spent).toBe(spend.ordered);
    }
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'two server instances on one PostgreSQL database (runs in the api-postgres project only: PGlite is one process)',
  () => {
    let t: TestApp;
    let second: { app: App; database: Database };
    beforeAll(async () => {
      t = await buildTestApp({ smtp: false });
      const url = (t.database as Database & { url?: string }).url!;
      const database = await openPostgres(url, 10);
      const app = await buildApp({ config: t.ctx.config, database, logger: false });
      await app.ready();
      second = { app, database };
    });
    afterAll(async () => {
      await second.app.close();
      await second.database.close();
      await t.close();
    });

    it('50 checkouts split over both instances never overspend the shared wallet', async () => {
      const result = await rush(t, [t.app, second.app]);
      expectNoOverspend(result);
      expect(await walletAndLedger(t, result.company.id)).toEqual({ wallet: 0, ledger: 0 });
    });

    it('a status change made on one instance reaches a stream opened on the other', async () => {
      const company = await createCompany(t, { walletKobo: 10_000_00 });
      const employee = await createEmployee(t, company.id);
      const admin = await createAdmin(t);
      const item = await createMenuItem(t, { priceKobo: PRICE });
      const order = (await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }])).data;
      const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openOrderStream(address, employee);
      try {
        expect((await setStatus(t.app, admin, order.id, 'CONFIRMED')).statusCode).toBe(200);
        const event = await stream.next();
        expect(event).toMatchObject({ type: 'order.updated', order: { id: order.id, status: 'CONFIRMED' } });
      } finally {
        stream.close();
      }
    });
  },
);
