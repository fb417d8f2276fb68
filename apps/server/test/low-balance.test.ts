import type { UpdateCompanySettings } from '@lunch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../src/db/schema.js';
import { settleTopup } from '../src/modules/billing/billing.service.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { placeOrder } from './orders-helpers.js';

const PRICE = 1_000_00;

describe('low-balance alert', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  const settings = (actor: Actor, body: UpdateCompanySettings) =>
    api.patch('/company/settings', { as: actor, body });
  const alerts = async (company: Actor) => {
    await t.flushJobs();
    return t.smtp.to(company.email).filter((mail) => mail.subject === 'Your lunch wallet is running low');
  };
  /** A paid top-up through the same code the payment provider's confirmation runs. */
  const topUp = async (company: Actor, amountKobo: number) => {
    const reference = `topup_${crypto.randomUUID()}`;
    await t.db.insert(ledger).values({
      companyId: company.id,
      type: 'wallet_topup',
      status: 'pending',
      amountKobo,
      reference,
      email: company.email,
      provider: 'sandbox',
    });
    await settleTopup(t.ctx, reference, { status: 'success', amountKobo, currency: 'NGN' });
  };

  it('emails once per crossing under concurrent orders, and again only after a top-up lifts the wallet back', async () => {
    const company = await createCompany(t, { walletKobo: 10_000_00, monthlyBudgetKobo: 1_000_000_00 });
    const staff: Actor[] = [];
    for (let i = 0; i < 6; i++) staff.push(await createEmployee(t, company.id));
    const item = await createMenuItem(t, { priceKobo: PRICE });
    const set = await settings(company, { low_balance_alert: '5000' });
    expect(set.statusCode).toBe(200);
    expect(set.data).toMatchObject({ low_balance_alert: '5000.00' });

    // Ten orders at once take the wallet from ₦10,000 to ₦0, crossing ₦5,000 once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        placeOrder(t.app, staff[i % staff.length]!, [{ food_menu: item.id, quantity: 1 }]),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const first = await alerts(company);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('below your alert level of ₦5,000.00');
    expect(first[0]!.text).toMatch(/Your wallet balance is ₦4,000\.00/);
    expect(first[0]!.text).toContain('/dashboard/billings');
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 0, ledger: 0 });

    // A top-up that leaves the wallet below the level does not re-arm it.
    await topUp(company, 3_000_00);
    await placeOrder(t.app, staff[0]!, [{ food_menu: item.id, quantity: 1 }]);
    expect(await alerts(company)).toHaveLength(1);

    // One that lifts it back to the level re-arms it: the next crossing sends one more.
    await topUp(company, 8_000_00);
    const again = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        placeOrder(t.app, staff[i]!, [{ food_menu: item.id, quantity: 1 }]),
      ),
    );
    expect(again.every((res) => res.statusCode === 200)).toBe(true);
    const second = await alerts(company);
    expect(second).toHaveLength(2);
    expect(second[1]!.text).toContain('Your wallet balance is ₦4,000.00');
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 4_000_00, ledger: 4_000_00 });
  });

  it('sends nothing without a level, nor for a wallet already below a new level', async () => {
    const company = await createCompany(t, { walletKobo: 3_000_00 });
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t, { priceKobo: PRICE });
    await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect(await alerts(company)).toHaveLength(0);
    await settings(company, { low_balance_alert: 5000 });
    await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect(await alerts(company)).toHaveLength(0);
    const off = await settings(company, { low_balance_alert: null });
    expect(off.data.low_balance_alert).toBeNull();
  });

  it('refuses a bad level naming the field and keeps the settings', async () => {
    const company = await createCompany(t, { monthlyBudgetKobo: 20_000_00 });
    await settings(company, { low_balance_alert: 1000 });
    for (const low_balance_alert of [0, -1, 'soon', '1.234']) {
      const res = await settings(company, { low_balance_alert });
      expect(res.statusCode).toBe(400);
      expect(res.errors[0]?.path).toBe('low_balance_alert');
    }
    const read = await api.get('/company/settings', { as: company });
    expect(read.data).toMatchObject({
      low_balance_alert: '1000.00',
      max_spend_amount_per_employee: '20000.00',
    });
  });
});
