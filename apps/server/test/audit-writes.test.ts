import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  auditRecords,
  autoTopups,
  companies,
  employees,
  invitations,
  orders,
} from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMember,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.js';
import { placeOrder, setStatus } from './orders-helpers.js';

/*
 * Every change a company member or a platform admin makes to a company's affairs writes its record
 * of who did what (issue 32), in the change's own transaction: the settings (each field by the role
 * that may change it), the profile, an employee's budget, invitations, top-ups and the bank account,
 * auto top-up (the platform's charges too), suspensions, order status changes and refunds. A change
 * refused writes nothing; a record that cannot be written undoes its change.
 */

const APP_URL = 'https://lunch.example.com';
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
let t: TestApp;
let paystack: FakePaystack;
let admin: Actor;
beforeAll(async () => {
  paystack = await startFakePaystack();
  t = await buildTestApp({ clock, env: { ...paystack.env, APP_URL } });
  admin = await createAdmin(t);
  // A test's way to make writing one action's record fail (the refusal of a broken audit table).
  await t.database.rows(sql`create table refused_audit_actions (action text primary key)`);
  await t.database.rows(sql`create function refuse_audit_for_test() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from refused_audit_actions where action = new.action) then
        raise exception 'test: the record of % cannot be written', new.action;
      end if;
      return new;
    end $$`);
  await t.database.rows(sql`create trigger refuse_audit_for_test before insert on audit_records
    for each row execute function refuse_audit_for_test()`);
});
afterAll(async () => {
  await t.close();
  await paystack.close();
});
beforeEach(() => clock.set(new Date('2026-03-10T09:00:00Z')));
const api = testApi(() => t);

/** A company's records, oldest first, as stored. */
async function recordsOf(companyId: string) {
  const rows = await t.db
    .select()
    .from(auditRecords)
    .where(eq(auditRecords.companyId, companyId))
    .orderBy(asc(auditRecords.at), asc(auditRecords.id));
  return rows.map((row) => ({
    action: row.action,
    actor: { id: row.actorAccountId, name: row.actorName, role: row.actorRole },
    subject: row.subject,
    before: row.before,
    after: row.after,
  }));
}

/** Runs `change` while writing the record of `action` fails: the change must fail and leave nothing. */
async function whileRecordsFail<T>(action: string, change: () => Promise<T>): Promise<T> {
  await t.database.rows(sql`insert into refused_audit_actions (action) values (${action})`);
  try {
    return await change();
  } finally {
    await t.database.rows(sql`delete from refused_audit_actions`);
  }
}

async function runJobs() {
  while ((await t.ctx.jobs.runDue()) > 0);
}

const companyRow = async (companyId: string) =>
  (await t.db.select().from(companies).where(eq(companies.accountId, companyId)))[0]!;

describe('company settings, field by field', () => {
  const patch = (as: Actor, body: Record<string, unknown>) =>
    api.patch('/company/settings', { as, unchecked: true, body });

  it('a people member changes the programme rules and budget: recorded as theirs, only what changed', async () => {
    const owner = await createCompany(t, { name: 'Acme', monthlyBudgetKobo: 15_000_00 });
    const people = await createMember(t, owner, 'people', { name: 'Pat People' });
    const res = await patch(people, {
      max_spend_amount_per_employee: '20000',
      order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      order_window_start: '07:00',
      order_window_end: '11:00',
      per_order_cap: '3000',
      per_day_cap: null,
      employees_may_pay_difference: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'settings.updated',
        actor: { id: people.id, name: 'Pat People', role: 'people' },
        subject: 'Acme',
        before: {
          max_spend_amount_per_employee: '15000.00',
          order_window_start: '00:00',
          order_window_end: '23:59',
          per_order_cap: null,
          employees_may_pay_difference: false,
        },
        after: {
          max_spend_amount_per_employee: '20000.00',
          order_window_start: '07:00',
          order_window_end: '11:00',
          per_order_cap: '3000.00',
          employees_may_pay_difference: true,
        },
      },
    ]);
    // The same values again change nothing, and record nothing.
    expect((await patch(people, { per_order_cap: '3000.00' })).statusCode).toBe(200);
    expect(await recordsOf(owner.id)).toHaveLength(1);
  });

  it('a people member may not change the alert or tax details: 403 naming the field and who may, nothing changed', async () => {
    const owner = await createCompany(t, { monthlyBudgetKobo: 15_000_00 });
    const people = await createMember(t, owner, 'people');
    const before = await companyRow(owner.id);
    const alert = await patch(people, { low_balance_alert: '5000' });
    expect(alert.statusCode).toBe(403);
    expect(alert.message).toBe(
      'low_balance_alert: only an owner or a finance member of the company may change it',
    );
    expect(alert.errors).toEqual([
      {
        path: 'low_balance_alert',
        message: 'Only an owner or a finance member of the company may change low_balance_alert',
      },
    ]);
    // With a field it may change: nothing of either changes.
    const mixed = await patch(people, {
      max_spend_amount_per_employee: '30000',
      tin: '12345678',
      legal_name: 'X',
    });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.message).toBe(
      'tin, legal_name: only an owner or a finance member of the company may change them',
    );
    expect(mixed.errors.map((error) => error.path)).toEqual(['tin', 'legal_name']);
    // The rule comes before the value: a bad TIN is still the field it may not change.
    expect((await patch(people, { tin: 'not a tin' })).statusCode).toBe(403);
    expect((await patch(people, { billing_address: 'Somewhere' })).statusCode).toBe(403);
    // A field no setting has is the schema's (400).
    const unknown = await patch(people, { wallet_kobo: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(await companyRow(owner.id)).toEqual(before);
    expect(await recordsOf(owner.id)).toEqual([]);
  });

  it('a finance member changes the alert and tax details, but no programme rule', async () => {
    const owner = await createCompany(t, { name: 'Acme' });
    const finance = await createMember(t, owner, 'finance', { name: 'Fola Finance' });
    for (const body of [
      { order_days: ['MON'] },
      { max_spend_amount_per_employee: '1000' },
      { order_window_end: '12:00' },
      { per_day_cap: '100' },
      { employees_may_pay_difference: true },
    ]) {
      const res = await patch(finance, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.message).toBe(
        `${Object.keys(body)[0]}: only an owner or a people member of the company may change it`,
      );
    }
    expect(await recordsOf(owner.id)).toEqual([]);
    const res = await patch(finance, {
      low_balance_alert: '5000',
      legal_name: 'Acme Nigeria Ltd',
      tin: '12345678-0001',
      billing_address: '1 Marina, Lagos',
    });
    expect(res.statusCode).toBe(200);
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'settings.updated',
        actor: { id: finance.id, name: 'Fola Finance', role: 'finance' },
        subject: 'Acme',
        before: { low_balance_alert: null, legal_name: '', tin: '', billing_address: '' },
        after: {
          low_balance_alert: '5000.00',
          legal_name: 'Acme Nigeria Ltd',
          tin: '12345678-0001',
          billing_address: '1 Marina, Lagos',
        },
      },
    ]);
  });

  it('an owner changes any of them; a viewer none', async () => {
    const owner = await createCompany(t);
    const viewer = await createMember(t, owner, 'viewer');
    expect((await patch(owner, { low_balance_alert: '100', order_days: ['SAT'] })).statusCode).toBe(200);
    expect((await patch(viewer, { order_days: ['SUN'] })).statusCode).toBe(403);
    const [record] = await recordsOf(owner.id);
    expect(record).toMatchObject({
      actor: { id: owner.id, name: owner.email, role: 'owner' },
      before: { low_balance_alert: null, order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
      after: { low_balance_alert: '100.00', order_days: ['SAT'] },
    });
    expect(await recordsOf(owner.id)).toHaveLength(1);
  });

  it('a change refused for its value writes nothing; a record that cannot be written undoes the change', async () => {
    const owner = await createCompany(t, { monthlyBudgetKobo: 15_000_00 });
    const before = await companyRow(owner.id);
    const backwards = await patch(owner, { order_window_start: '11:00', order_window_end: '10:00' });
    expect(backwards.statusCode).toBe(400);
    expect(
      (await patch(owner, { max_spend_amount_per_employee: '20000', per_order_cap: 'lots' })).statusCode,
    ).toBe(400);
    expect(await recordsOf(owner.id)).toEqual([]);
    const broken = await whileRecordsFail('settings.updated', () =>
      patch(owner, { max_spend_amount_per_employee: '20000' }),
    );
    expect(broken.statusCode).toBe(500);
    expect(await companyRow(owner.id)).toEqual(before);
    expect(await recordsOf(owner.id)).toEqual([]);
  });
});

describe('changes at once', () => {
  it("each record's before is what the change before it left, however many members change at once", async () => {
    const owner = await createCompany(t, { monthlyBudgetKobo: 10_000_00 });
    const people = await Promise.all([1, 2, 3].map(() => createMember(t, owner, 'people')));
    const budgets = ['11000', '12000', '13000', '14000', '15000', '16000'];
    const answers = await Promise.all(
      budgets.map((budget, n) =>
        api.patch('/company/settings', {
          as: n % 2 === 0 ? owner : people[n % 3]!,
          body: { max_spend_amount_per_employee: budget },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(budgets.map(() => 200));
    const records = await recordsOf(owner.id);
    expect(records).toHaveLength(budgets.length);
    let was = '10000.00';
    for (const record of records) {
      expect(record.before).toEqual({ max_spend_amount_per_employee: was });
      was = (record.after as { max_spend_amount_per_employee: string }).max_spend_amount_per_employee;
    }
    expect(was).toBe(`${(await companyRow(owner.id)).monthlyBudgetKobo / 100}.00`);
  });
});

describe('the company profile', () => {
  it('an owner renames the company: the fields sent that changed, as they were and became', async () => {
    const owner = await createCompany(t, { name: 'Before Ltd' });
    const res = await api.patch('/company/profile', {
      as: owner,
      body: { name: 'After Ltd', city: 'Lagos', time_zone: 'Africa/Lagos' },
    });
    expect(res.statusCode).toBe(200);
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'profile.updated',
        actor: { id: owner.id, name: owner.email, role: 'owner' },
        subject: 'After Ltd',
        before: { name: 'Before Ltd' },
        after: { name: 'After Ltd' },
      },
    ]);
    const bad = await api.patch('/company/profile', {
      as: owner,
      unchecked: true,
      body: { name: 'Again Ltd', time_zone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    const broken = await whileRecordsFail('profile.updated', () =>
      api.patch('/company/profile', { as: owner, body: { name: 'Broken Ltd' } }),
    );
    expect(broken.statusCode).toBe(500);
    expect((await companyRow(owner.id)).name).toBe('After Ltd');
    expect(await recordsOf(owner.id)).toHaveLength(1);
  });
});

describe("an employee's budget", () => {
  const setBudget = (as: Actor, id: string, monthly_budget: string | null) =>
    api.patch('/users/employees/:id/budget', { as, params: { id }, body: { monthly_budget } });

  it("a people member's change is recorded with the employee; another company's employee: 404, nothing", async () => {
    const owner = await createCompany(t);
    const people = await createMember(t, owner, 'people', { name: 'Pat People' });
    const employee = await createEmployee(t, owner.id, { firstName: 'Ada', lastName: 'Obi' });
    expect((await setBudget(people, employee.id, '12000')).statusCode).toBe(200);
    expect((await setBudget(owner, employee.id, null)).statusCode).toBe(200);
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'budget.updated',
        actor: { id: people.id, name: 'Pat People', role: 'people' },
        subject: `Ada Obi (${employee.email})`,
        before: { monthly_budget: null },
        after: { monthly_budget: '12000.00' },
      },
      {
        action: 'budget.updated',
        actor: { id: owner.id, name: owner.email, role: 'owner' },
        subject: `Ada Obi (${employee.email})`,
        before: { monthly_budget: '12000.00' },
        after: { monthly_budget: null },
      },
    ]);
    const other = await createCompany(t);
    const theirs = await createEmployee(t, other.id);
    expect((await setBudget(people, theirs.id, '5000')).statusCode).toBe(404);
    expect(await recordsOf(other.id)).toEqual([]);
    expect(await recordsOf(owner.id)).toHaveLength(2);

    const broken = await whileRecordsFail('budget.updated', () => setBudget(people, employee.id, '7000'));
    expect(broken.statusCode).toBe(500);
    const [row] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    expect(row!.monthlyBudgetKobo).toBeNull();
  });
});

describe('invitations', () => {
  it('one record per invitation, one per bulk upload with whom; refused or dry runs record nothing', async () => {
    const owner = await createCompany(t);
    const people = await createMember(t, owner, 'people', { name: 'Pat People' });
    const sent = await api.post('/invitations', {
      as: people,
      body: { employee_work_email: 'ada@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const taken = await api.post('/invitations', { as: people, body: { employee_work_email: owner.email } });
    expect(taken.statusCode).toBe(409);
    const dry = await api.post('/invitations/bulk', {
      as: people,
      query: { dry_run: 'true' },
      body: { emails: ['bola@example.com'] },
    });
    expect(dry.statusCode).toBe(200);
    const bulk = await api.post('/invitations/bulk', {
      as: owner,
      body: { emails: ['bola@example.com', 'not-an-email', 'chidi@example.com', 'ada@example.com'] },
    });
    expect(bulk.data.invited.map((row) => row.email)).toEqual(['bola@example.com', 'chidi@example.com']);
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'invitation.sent',
        actor: { id: people.id, name: 'Pat People', role: 'people' },
        subject: 'ada@example.com',
        before: null,
        after: { email: 'ada@example.com', expires_at: '2026-03-17T09:00:00.000Z' },
      },
      {
        action: 'invitation.sent',
        actor: { id: owner.id, name: owner.email, role: 'owner' },
        subject: '2 employees (bulk upload)',
        before: null,
        after: { count: 2, emails: ['bola@example.com', 'chidi@example.com'] },
      },
    ]);
    const broken = await whileRecordsFail('invitation.sent', () =>
      api.post('/invitations', { as: people, body: { employee_work_email: 'dayo@example.com' } }),
    );
    expect(broken.statusCode).toBe(500);
    const dayo = await t.db.select().from(invitations).where(eq(invitations.email, 'dayo@example.com'));
    expect(dayo).toEqual([]);
  });
});

describe('top-ups and the bank account (fake Paystack)', () => {
  const webhook = (body: string) =>
    api.post('/billings/webhook', {
      unchecked: true,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystack.sign(body) },
      body,
    });
  async function start(as: Actor, amount: number) {
    const res = await api.post('/billings/topup', { as, body: { amount } });
    expect(res.statusCode).toBe(200);
    return res.data.split('/').at(-1)!;
  }

  it("a member starts a top-up; their check credits it as theirs, Paystack's webhook as the platform's", async () => {
    const owner = await createCompany(t);
    const finance = await createMember(t, owner, 'finance', { name: 'Fola Finance' });
    const byCheck = await start(finance, 2500);
    paystack.settle(byCheck, { status: 'success' });
    const verified = await api.get('/billings/verify/:reference', {
      as: finance,
      params: { reference: byCheck },
    });
    expect(verified.data.status).toBe('paid');
    // Checked again once paid: nothing more.
    await api.get('/billings/verify/:reference', { as: owner, params: { reference: byCheck } });

    const byWebhook = await start(owner, 1000);
    paystack.settle(byWebhook, { status: 'success' });
    expect((await webhook(paystack.event(byWebhook))).statusCode).toBe(200);
    await runJobs();
    // A payment that failed credits nothing, and records nothing more than its start.
    const failed = await start(owner, 700);
    paystack.settle(failed, { status: 'failed' });
    await api.get('/billings/verify/:reference', { as: owner, params: { reference: failed } });

    const fola = { id: finance.id, name: 'Fola Finance', role: 'finance' };
    const ownerActor = { id: owner.id, name: owner.email, role: 'owner' };
    const platform = { id: null, name: 'Platform', role: 'system' };
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'topup.started',
        actor: fola,
        subject: byCheck,
        before: null,
        after: { amount: '2500.00', method: 'card', reference: byCheck },
      },
      {
        action: 'topup.credited',
        actor: fola,
        subject: byCheck,
        before: null,
        after: { amount: '2500.00', method: 'card', reference: byCheck, wallet: '2500.00' },
      },
      expect.objectContaining({ action: 'topup.started', actor: ownerActor, subject: byWebhook }),
      {
        action: 'topup.credited',
        actor: platform,
        subject: byWebhook,
        before: null,
        after: { amount: '1000.00', method: 'card', reference: byWebhook, wallet: '3500.00' },
      },
      expect.objectContaining({ action: 'topup.started', actor: ownerActor, subject: failed }),
    ]);
    expect(await walletAndLedger(t, owner.id)).toEqual({ wallet: 3_500_00, ledger: 3_500_00 });
  });

  it('opening the bank account is recorded once; a transfer into it is credited as the platform', async () => {
    const owner = await createCompany(t, { name: 'Acme Foods Ltd' });
    const finance = await createMember(t, owner, 'finance', { name: 'Fola Finance' });
    const opened = await api.post('/billings/virtual-account', { as: finance });
    expect(opened.statusCode).toBe(200);
    expect((await api.post('/billings/virtual-account', { as: owner })).statusCode).toBe(200);
    const { bank_name, account_number, account_name } = opened.data;
    const customerCode = paystack.customers.find((customer) => customer.email === owner.email)!.customer_code;
    const body = paystack.bankTransfer(customerCode, 50_000_00);
    expect((await webhook(body)).statusCode).toBe(200);
    await runJobs();
    const reference = (JSON.parse(body) as { data: { reference: string } }).data.reference;
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'bank_account.opened',
        actor: { id: finance.id, name: 'Fola Finance', role: 'finance' },
        subject: `${bank_name} ${account_number}`,
        before: null,
        after: { bank_name, account_number, account_name },
      },
      {
        action: 'topup.credited',
        actor: { id: null, name: 'Platform', role: 'system' },
        subject: reference,
        before: null,
        after: { amount: '50000.00', method: 'bank_transfer', reference, wallet: '50000.00' },
      },
    ]);
  });
});

describe('auto top-up', () => {
  it("a member's settings change, and the platform's charges, failures and switching off", async () => {
    const owner = await createCompany(t, { monthlyBudgetKobo: 1_000_000_00 });
    const finance = await createMember(t, owner, 'finance', { name: 'Fola Finance' });
    const employee = await createEmployee(t, owner.id);
    const item = await createMenuItem(t, { priceKobo: 1_000_00 });
    const order = async () =>
      expect((await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }])).statusCode).toBe(200);
    // A card top-up of ₦2,500 keeps the card.
    const reference = (await api.post('/billings/topup', { as: owner, body: { amount: 2_500 } })).data
      .split('/')
      .at(-1)!;
    paystack.settle(reference, { status: 'success' });
    await api.get('/billings/verify/:reference', { as: owner, params: { reference } });
    await runJobs();
    const setUp = await whileRecordsFail('auto_topup.updated', () =>
      api.patch('/billings/auto-topup', {
        as: finance,
        body: { enabled: true, threshold: 2_000, amount: 5_000 },
      }),
    );
    expect(setUp.statusCode).toBe(500);
    const [untouched] = await t.db.select().from(autoTopups).where(eq(autoTopups.companyId, owner.id));
    expect(untouched?.enabled ?? false).toBe(false);
    const on = await api.patch('/billings/auto-topup', {
      as: finance,
      body: { enabled: true, threshold: 2_000, amount: 5_000 },
    });
    expect(on.statusCode).toBe(200);
    const start = (await recordsOf(owner.id)).length;

    await order(); // ₦1,500: below ₦2,000, the card is charged ₦5,000
    await runJobs();
    paystack.failCharges(3);
    await order(); // ₦5,500
    await order(); // ₦4,500
    await order(); // ₦3,500
    await order(); // ₦2,500
    await order(); // ₦1,500: the crossing, declined
    await runJobs();
    await order(); // ₦500: declined again
    await runJobs();
    // A ₦1,000 card top-up lifts the wallet to ₦1,500, still below: the next order declines a third time.
    const third = await api.post('/billings/topup', { as: owner, body: { amount: 1_000 } });
    const ref = third.data.split('/').at(-1)!;
    paystack.settle(ref, { status: 'success' });
    await api.get('/billings/verify/:reference', { as: owner, params: { reference: ref } });
    await order(); // ₦500
    await runJobs();
    expect((await api.get('/billings/auto-topup', { as: owner })).data).toMatchObject({
      enabled: false,
      failures: 3,
    });

    const records = await recordsOf(owner.id);
    expect(records[start - 1]).toEqual({
      action: 'auto_topup.updated',
      actor: { id: finance.id, name: 'Fola Finance', role: 'finance' },
      subject: '',
      before: { enabled: false, threshold: '0.00', amount: '0.00' },
      after: { enabled: true, threshold: '2000.00', amount: '5000.00' },
    });
    const platform = records.slice(start).filter((record) => record.actor.role === 'system');
    expect(platform.map((record) => record.action)).toEqual([
      'auto_topup.charged',
      'topup.credited',
      'auto_topup.failed',
      'auto_topup.failed',
      'auto_topup.failed',
      'auto_topup.disabled',
    ]);
    expect(platform[0]).toMatchObject({ after: { amount: '5000.00', method: 'auto_topup' } });
    expect(platform[1]).toMatchObject({
      after: { amount: '5000.00', method: 'auto_topup', wallet: '6500.00' },
    });
    expect(platform[2]).toMatchObject({
      after: { amount: '5000.00', card: 'Visa ending 4081', failures: 1 },
    });
    expect(platform[5]).toMatchObject({ before: { enabled: true }, after: { enabled: false, failures: 3 } });
  });
});

describe('a platform admin suspends and reactivates', () => {
  const setState = (userId: string, account_state: 'ACTIVE' | 'SUSPENDED') =>
    api.patch('/users/account-state', { as: admin, body: { userId, account_state } });

  it("an employee, on their company's record; the company's own account, on its own", async () => {
    const owner = await createCompany(t, { name: 'Acme' });
    const employee = await createEmployee(t, owner.id, { firstName: 'Ada', lastName: 'Obi' });
    const finance = await createMember(t, owner, 'finance', { name: 'Fola Finance' });
    expect((await setState(employee.id, 'SUSPENDED')).statusCode).toBe(200);
    expect((await setState(employee.id, 'SUSPENDED')).statusCode).toBe(200); // no change: no record
    expect((await setState(employee.id, 'ACTIVE')).statusCode).toBe(200);
    expect((await setState(finance.id, 'SUSPENDED')).statusCode).toBe(200);
    expect((await setState(owner.id, 'SUSPENDED')).statusCode).toBe(200);
    const adminActor = { id: admin.id, name: admin.email, role: 'admin' };
    const state = (was: string, now: string) => ({
      before: { account_state: was },
      after: { account_state: now },
    });
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'employee.suspended',
        actor: adminActor,
        subject: `Ada Obi (${employee.email})`,
        ...state('ACTIVE', 'SUSPENDED'),
      },
      {
        action: 'employee.reactivated',
        actor: adminActor,
        subject: `Ada Obi (${employee.email})`,
        ...state('SUSPENDED', 'ACTIVE'),
      },
      {
        action: 'member.suspended',
        actor: adminActor,
        subject: `Fola Finance (${finance.email})`,
        ...state('ACTIVE', 'SUSPENDED'),
      },
      {
        action: 'company.suspended',
        actor: adminActor,
        subject: `Acme (${owner.email})`,
        ...state('ACTIVE', 'SUSPENDED'),
      },
    ]);
    const broken = await whileRecordsFail('company.reactivated', () => setState(owner.id, 'ACTIVE'));
    expect(broken.statusCode).toBe(500);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, owner.id));
    expect(account!.accountState).toBe('SUSPENDED');
  });
});

describe('order status changes and refunds by a platform admin', () => {
  async function anOrder(employee: Actor, priceKobo = 2_500_00) {
    const item = await createMenuItem(t, { priceKobo });
    const res = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    return res.data.id as string;
  }
  const ref = (id: string) => id.replace(/-/g, '').slice(-8).toUpperCase();

  it("each change is recorded on the order's company with the status before and after, a cancellation with its refund", async () => {
    const owner = await createCompany(t, { walletKobo: 20_000_00, monthlyBudgetKobo: 50_000_00 });
    const employee = await createEmployee(t, owner.id, { firstName: 'Ada', lastName: 'Obi' });
    const first = await anOrder(employee);
    const second = await anOrder(employee);
    expect((await setStatus(t.app, admin, first, 'CONFIRMED')).statusCode).toBe(200);
    expect((await setStatus(t.app, admin, first, 'CANCELLED')).statusCode).toBe(200);
    expect((await setStatus(t.app, admin, first, 'AWAITING_PAYMENT')).statusCode).toBe(409);
    const bulk = await api.patch('/orders/bulk-status', {
      as: admin,
      body: { orderIds: [first, second], newStatus: 'READY' },
    });
    expect(bulk.statusCode).toBe(200);
    // An employee cancelling their own order is no member's or admin's change.
    const third = await anOrder(employee);
    expect((await api.post('/orders/:id/cancel', { as: employee, params: { id: third } })).statusCode).toBe(
      200,
    );

    const adminActor = { id: admin.id, name: admin.email, role: 'admin' };
    const subject = (id: string) => `Order ${ref(id)} (Ada Obi)`;
    const change = (id: string, was: string, now: string) => ({
      action: 'order.status_changed',
      actor: adminActor,
      subject: subject(id),
      before: { status: was },
      after: { status: now },
    });
    expect(await recordsOf(owner.id)).toEqual([
      change(first, 'PENDING', 'CONFIRMED'),
      change(first, 'CONFIRMED', 'CANCELLED'),
      {
        action: 'order.refunded',
        actor: adminActor,
        subject: subject(first),
        before: null,
        after: { amount: '2500.00', status: 'CANCELLED' },
      },
      change(first, 'CANCELLED', 'READY'),
      change(second, 'PENDING', 'READY'),
    ]);

    const before = await walletAndLedger(t, owner.id);
    const broken = await whileRecordsFail('order.status_changed', () =>
      setStatus(t.app, admin, second, 'CANCELLED'),
    );
    expect(broken.statusCode).toBe(500);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, second));
    expect(row!.status).toBe('READY');
    expect(await walletAndLedger(t, owner.id)).toEqual(before);
  });

  it("a problem put right with a refund is recorded on the order's company with the amount", async () => {
    const owner = await createCompany(t, { walletKobo: 20_000_00, monthlyBudgetKobo: 50_000_00 });
    const employee = await createEmployee(t, owner.id, { firstName: 'Ada', lastName: 'Obi' });
    const orderId = await anOrder(employee);
    await t.database.rows(
      sql`update orders set status = 'DELIVERED', delivered_at = '2026-03-10T08:30:00Z' where id = ${orderId}`,
    );
    const reported = await api.post('/orders/:id/issues', {
      as: employee,
      params: { id: orderId },
      body: { kind: 'late' },
    });
    expect(reported.statusCode).toBe(201);
    const issueId = reported.data.id;
    const broken = await whileRecordsFail('order.refunded', () =>
      api.patch('/admin/issues/:id', {
        as: admin,
        params: { id: issueId },
        body: { resolution: 'partial_refund', amount: '500', reply: 'Sorry' },
      }),
    );
    expect(broken.statusCode).toBe(500);
    const resolved = await api.patch('/admin/issues/:id', {
      as: admin,
      params: { id: issueId },
      body: { resolution: 'partial_refund', amount: '500', reply: 'Sorry it was late' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(await recordsOf(owner.id)).toEqual([
      {
        action: 'order.refunded',
        actor: { id: admin.id, name: admin.email, role: 'admin' },
        subject: `Order ${ref(orderId)} (Ada Obi)`,
        before: null,
        after: { amount: '500.00', resolution: expect.any(String) },
      },
    ]);
    expect(await walletAndLedger(t, owner.id)).toEqual({
      wallet: 17_500_00 + 500_00,
      ledger: 17_500_00 + 500_00,
    });
  });
});
