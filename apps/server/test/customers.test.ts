import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, monthlySpend, sessions } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createAdmin, createCompany, createEmployee, PASSWORD } from './helpers/factories.js';

describe('customers', () => {
  let t: TestApp;
  let admin: Actor;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const api = testApi(() => t);
  type Search = { query?: string; limit?: number; page?: number; lastId?: string };
  const users = async (actor: Actor, query: Search = {}) => {
    const res = await api.get('/users', { as: actor, query });
    expect(res.statusCode).toBe(200);
    return res.data;
  };
  const ids = (page: { list: Array<{ id: string }> }) => page.list.map((row) => row.id);

  it('lists companies with their wallet and employees with what they can spend this month', async () => {
    const company = await createCompany(t, {
      name: 'Balance Check Ltd',
      walletKobo: 60_000_00,
      monthlyBudgetKobo: 50_000_00,
    });
    const spender = await createEmployee(t, company.id, { firstName: 'Balance', lastName: 'Spender' });
    await t.db
      .insert(monthlySpend)
      .values({ employeeId: spender.id, monthKey: '2026-03', spentKobo: 5_000_00 });
    const lean = await createCompany(t, { name: 'Balance Lean Ltd', walletKobo: 20_000_00 });
    const leanEmployee = await createEmployee(t, lean.id, { firstName: 'Balance', lastName: 'Lean' });

    const data = await users(admin, { query: 'balance' });
    expect(data.total).toBe(4);
    const byId = new Map(data.list.map((row) => [row.id, row]));
    expect(byId.get(company.id)).toMatchObject({
      _id: company.id,
      name: 'Balance Check Ltd',
      email: company.email,
      account_type: 'Company',
      account_state: 'ACTIVE',
      account_details: { name: 'Balance Check Ltd', spend_balance: '60000.00' },
    });
    expect(byId.get(spender.id)).toMatchObject({
      name: 'Balance Spender',
      account_type: 'Individual',
      account_details: {
        first_name: 'Balance',
        last_name: 'Spender',
        spend_balance: '45000.00',
        monthly_budget: '50000.00',
        spent_this_month: '5000.00',
      },
    });
    // The budget is 50,000 but the company wallet only holds 20,000.
    expect(byId.get(leanEmployee.id)).toMatchObject({ account_details: { spend_balance: '20000.00' } });
  });

  it('pages by number 10,000 rows deep at most, then asks for lastId (400 naming page)', async () => {
    expect((await users(admin, { limit: 100, page: 101 })).list).toEqual([]);
    const res = await api.get('/users', { as: admin, query: { limit: 100, page: 102 } });
    expect(res.statusCode).toBe(400);
    expect(res.errors).toEqual([{ path: 'page', message: expect.stringMatching(/lastId/) }]);
  });

  it('never lists admin accounts', async () => {
    const data = await users(admin, { limit: 100 });
    expect(data.list.map((row) => row.account_type)).not.toContain('Admin');
    expect(ids(data)).not.toContain(admin.id);
  });

  it('searches name or email case-insensitively and pages newest first', async () => {
    const company = await createCompany(t, { name: 'Pager Foods' });
    const made: Actor[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(await createEmployee(t, company.id, { firstName: 'Pager', lastName: `Person ${i}` }));
    }
    const byEmail = await createEmployee(t, company.id, { email: 'someone.PAGER-mail@example.com' });

    const first = await users(admin, { query: 'PAGER', limit: 3, page: 1 });
    expect(first.total).toBe(7);
    expect(ids(first)).toEqual([byEmail.id, made[4]!.id, made[3]!.id]);
    const third = await users(admin, { query: 'pager', limit: 3, page: 3 });
    expect(ids(third)).toEqual([company.id]);
    const next = await users(admin, { query: 'pager', limit: 3, lastId: first.lastId ?? undefined });
    expect(ids(next)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);

    expect((await users(admin, { query: 'pager person 3' })).list).toHaveLength(1);
    expect(ids(await users(admin, { query: 'pager-mail@' }))).toEqual([byEmail.id]);
    expect((await users(admin, { query: '%' })).total).toBe(0);
  });

  it('shows a company only its own employees; employees get 403', async () => {
    const mine = await createCompany(t, { name: 'Scope Mine' });
    const other = await createCompany(t, { name: 'Scope Other' });
    const mineEmployee = await createEmployee(t, mine.id, { firstName: 'Scoped' });
    await createEmployee(t, other.id, { firstName: 'Scoped' });

    const data = await users(mine, { limit: 100 });
    expect(data.total).toBe(1);
    expect(ids(data)).toEqual([mineEmployee.id]);
    expect((await users(mine, { query: 'scope other' })).total).toBe(0);
    expect((await users(mine, { query: 'SCOPED' })).total).toBe(1);

    const res = await api.get('/users', { as: mineEmployee });
    expect(res.statusCode).toBe(403);
    expect((await api.get('/users')).statusCode).toBe(401);
  });

  describe('suspension', () => {
    const setState = (actor: Actor, userId: string, state: 'ACTIVE' | 'SUSPENDED') =>
      api.patch('/users/account-state', { as: actor, body: { userId, account_state: state } });
    const me = (actor: Actor) => api.get('/auth/me', { as: actor });
    const login = (email: string) =>
      api.post('/auth/login', { body: { identifier: email, password: PASSWORD } });

    it('a suspended employee cannot sign in and their sessions stop; reactivation lets them sign in again', async () => {
      const company = await createCompany(t);
      const employee = await createEmployee(t, company.id);
      expect((await me(employee)).statusCode).toBe(200);

      const suspended = await setState(admin, employee.id, 'SUSPENDED');
      expect(suspended.statusCode).toBe(200);
      expect(suspended.data).toMatchObject({ id: employee.id, account_state: 'SUSPENDED' });

      expect((await me(employee)).statusCode).toBe(401);
      const refused = await login(employee.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.message).toMatch(/suspended/i);
      const live = await t.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.accountId, employee.id), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);

      const back = await setState(admin, employee.id, 'ACTIVE');
      expect(back.data.account_state).toBe('ACTIVE');
      // The old session stays ended; a fresh sign-in works.
      expect((await me(employee)).statusCode).toBe(401);
      expect((await login(employee.email)).statusCode).toBe(200);
    });

    it('suspends a company the same way', async () => {
      const company = await createCompany(t);
      await setState(admin, company.id, 'SUSPENDED');
      expect((await me(company)).statusCode).toBe(401);
      expect((await login(company.email)).statusCode).toBe(403);
      const [row] = await t.db.select().from(accounts).where(eq(accounts.id, company.id));
      expect(row?.accountState).toBe('SUSPENDED');
    });

    it('is for admins only, refuses bad input, and cannot touch admin accounts', async () => {
      const company = await createCompany(t);
      const employee = await createEmployee(t, company.id);
      for (const actor of [company, employee]) {
        const res = await setState(actor, employee.id, 'SUSPENDED');
        expect(res.statusCode).toBe(403);
      }
      const other = await createAdmin(t);
      expect((await setState(admin, other.id, 'SUSPENDED')).statusCode).toBe(404);
      expect((await me(other)).statusCode).toBe(200);
      const unknown = await setState(admin, '0190a0b0-0000-7000-8000-000000000000', 'SUSPENDED');
      expect(unknown.statusCode).toBe(404);
      const refuse = (body: Record<string, unknown>) =>
        api.patch('/users/account-state', { as: admin, unchecked: true, body });
      const bad = await refuse({ userId: employee.id, account_state: 'BANNED' });
      expect(bad.statusCode).toBe(400);
      expect(bad.message).toMatch(/account_state/);
      const extra = await refuse({ userId: employee.id, account_state: 'SUSPENDED', email: 'x@y.z' });
      expect(extra.statusCode).toBe(400);
      expect((await me(employee)).statusCode).toBe(200);
    });
  });
});
