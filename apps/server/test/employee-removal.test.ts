import { REMOVED_EMPLOYEE_MESSAGE } from '@lunch/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditRecords, autoOrderSettings, employees, orders } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  createAdmin,
  createCompany,
  createEmployee,
  createMember,
  createMenuItem,
  PASSWORD,
  walletAndLedger,
} from './helpers/factories.js';

/*
 * A company removing an employee (issue 33, docs/privacy.md "Removing an employee"):
 * `DELETE /api/users/employees/:id` ends their sessions at once; they can no longer sign in (told
 * why) or order, auto-ordering stops, their orders stay in the company's records; with
 * `erase=true` they are erased as well. Owners and people members only; 404 for another company's.
 */

describe('removing an employee', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const remove = (as: { headers: Record<string, string> }, id: string, erase?: 'true' | 'false') =>
    api.delete('/users/employees/:id', { as, params: { id }, query: erase ? { erase } : {} });

  it('removes: sessions end, sign-in is refused with the reason, orders and auto-order settings stay off', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id, { firstName: 'Leaving' });
    const dish = await createMenuItem(t);
    const placed = await api.post('/orders', {
      as: employee,
      unchecked: true,
      body: { foodItems: [{ food_menu: dish.id, quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(200);
    await t.db.insert(autoOrderSettings).values({ employeeId: employee.id, enabled: true, days: ['MON'] });

    const res = await remove(company, employee.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.message).toMatch(/^Leaving .* was removed$/);
    expect((await api.get('/auth/me', { as: employee })).statusCode).toBe(401);
    const login = await api.post('/auth/login', { body: { identifier: employee.email, password: PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.message).toBe(REMOVED_EMPLOYEE_MESSAGE);

    const [row] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    expect(row).toMatchObject({ removedAt: clock.now(), lunchTimeMinutes: null, firstName: 'Leaving' });
    const [settings] = await t.db
      .select()
      .from(autoOrderSettings)
      .where(eq(autoOrderSettings.employeeId, employee.id));
    expect(settings!.enabled).toBe(false);
    expect(await t.db.select().from(orders).where(eq(orders.employeeId, employee.id))).toHaveLength(1);
    const list = await api.get('/users/employees', { as: company });
    expect(list.data.list.map((r) => r.id)).not.toContain(employee.id);
    const [record] = await t.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.companyId, company.id), eq(auditRecords.action, 'employee.removed')));
    expect(record).toMatchObject({ subject: expect.stringContaining(employee.email), actorRole: 'owner' });

    // Removed twice: 409; removed, then erased: allowed (once the lunch is no longer on its way).
    expect((await remove(company, employee.id)).statusCode).toBe(409);
    const stillLive = await remove(company, employee.id, 'true');
    expect(stillLive.statusCode).toBe(409);
    expect(stillLive.message).toMatch(/not yet delivered/);
    await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.employeeId, employee.id));
    expect((await remove(company, employee.id, 'true')).statusCode).toBe(200);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, employee.id));
    expect(account!.email).toBe(`erased-${employee.id}@erased.invalid`);
    // Erased: as good as gone for the company.
    expect((await remove(company, employee.id, 'true')).statusCode).toBe(404);
  });

  it('removes and erases at once, a people member may, and every ledger still adds up', async () => {
    const company = await createCompany(t, { walletKobo: 10_000_00 });
    const people = await createMember(t, company, 'people');
    const employee = await createEmployee(t, company.id, { firstName: 'Gone' });
    const before = await walletAndLedger(t, company.id);
    const res = await remove(people, employee.id, 'true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.message).toBe(`Erased person ${employee.id.slice(-6)}: removed and erased`);
    const [row] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    expect(row).toMatchObject({ firstName: 'Erased', removedAt: clock.now(), addressLine1: '' });
    expect(await walletAndLedger(t, company.id)).toEqual(before);
    const [record] = await t.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.companyId, company.id), eq(auditRecords.action, 'employee.erased')));
    expect(record).toMatchObject({ subject: `Erased person ${employee.id.slice(-6)}`, actorRole: 'people' });
    expect(JSON.stringify(record)).not.toContain('Gone');
  });

  it('refuses other companies (404), finance and viewer members, other roles (403), anonymous (401), bad input (400)', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const other = await createCompany(t);
    expect((await remove(other, employee.id)).statusCode).toBe(404);
    for (const role of ['finance', 'viewer'] as const) {
      const member = await createMember(t, company, role);
      expect((await remove(member, employee.id)).statusCode).toBe(403);
    }
    expect((await remove(await createAdmin(t), employee.id)).statusCode).toBe(403);
    expect((await remove(await createEmployee(t, company.id), employee.id)).statusCode).toBe(403);
    expect((await api.delete('/users/employees/:id', { params: { id: employee.id } })).statusCode).toBe(401);
    const badErase = await api.delete('/users/employees/:id', {
      as: company,
      unchecked: true,
      params: { id: employee.id },
      query: { erase: 'yes' },
    });
    expect(badErase.statusCode).toBe(400);
    expect(badErase.errors).toEqual([{ path: 'erase', message: 'erase must be true or false' }]);
    const badId = await api.delete('/users/employees/:id', {
      as: company,
      unchecked: true,
      params: { id: 'nope' },
    });
    expect(badId.statusCode).toBe(400);
    // Nothing changed.
    const [row] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    expect(row!.removedAt).toBeNull();
    expect((await api.get('/auth/me', { as: employee })).statusCode).toBe(200);
  });
});
