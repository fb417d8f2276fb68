import { ERASE_LAST_OWNER_MESSAGE } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditRecords,
  autoOrderOutcomes,
  autoOrderSettings,
  companyMembers,
  employeeAddresses,
  employees,
  healthConsentRecords,
  ledger,
  mealSuggestions,
  menuFavourites,
  orderRatings,
  orders,
  riders,
  riderZones,
  sessions,
} from '../src/db/schema.js';
import { DELETED_ON_ERASURE } from '../src/modules/personal-data/personal-data-tables.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMember,
  createMenuItem,
  createRestaurant,
  createRider,
  PASSWORD,
  walletAndLedger,
} from './helpers/factories.js';

/*
 * Erasure (issue 33, docs/privacy.md): `DELETE /api/profile` replaces a person's name, email and
 * phone by a pseudonym, removes their addresses, health data and everything else of theirs, ends
 * their sessions at once, and keeps the orders and ledger rows money needs, so every ledger still
 * adds up. The email may then sign up again as a new person.
 */

describe('erasing one’s data', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  /**
   * An employee with an order delivered, its rating, a favourite, auto-ordering and its outcome, a
   * suggestion, consent history and a failed sign-in.
   */
  async function employeeWithHistory() {
    const company = await createCompany(t, { walletKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id, { allergies: ['peanuts'], firstName: 'Erasable' });
    const admin = await createAdmin(t);
    const dish = await createMenuItem(t);
    const placed = await api.post('/orders', {
      as: employee,
      unchecked: true,
      body: { foodItems: [{ food_menu: dish.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ data: { id: string } }>().data.id;
    await t.db
      .update(orders)
      .set({ healthConflicts: ['peanuts (allergy)'] })
      .where(eq(orders.id, orderId));
    const delivered = await api.patch('/orders/update-status', {
      as: admin,
      unchecked: true,
      body: { orderId, newStatus: 'DELIVERED' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await t.db
      .insert(orderRatings)
      .values({ orderId, employeeId: employee.id, stars: 4, comment: 'Near my flat' });
    await t.db.insert(menuFavourites).values({ employeeId: employee.id, menuItemId: dish.id });
    await t.db.insert(autoOrderSettings).values({ employeeId: employee.id, enabled: true, days: ['MON'] });
    await t.db
      .insert(healthConsentRecords)
      .values({ employeeId: employee.id, action: 'given', version: '2026-11' });
    await t.db
      .insert(mealSuggestions)
      .values({ accountId: employee.id, name: 'Ofada', description: 'Rice', reason: 'x' });
    await t.db
      .insert(autoOrderOutcomes)
      .values({ employeeId: employee.id, deliveryDate: '2026-03-09', reason: 'No dish fits' });
    const wrong = await api.post('/auth/login', {
      body: { identifier: employee.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    return { company, employee, admin, orderId };
  }

  /** The person's rows, counted, in each column personal-data-tables.ts says erasure deletes. */
  async function rowsErasureDeletes(accountId: string) {
    const counts: Record<string, number> = {};
    for (const name of DELETED_ON_ERASURE) {
      const [table, column] = name.split('.');
      const [row] = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table!)} where ${sql.identifier(column!)} = ${accountId}`,
      );
      counts[name] = row!.n;
    }
    return counts;
  }

  it('an employee is erased: pseudonym, nothing personal left, sessions ended, orders and ledger kept', async () => {
    const { company, employee, orderId } = await employeeWithHistory();
    const held = await rowsErasureDeletes(employee.id);
    expect(Object.keys(held).filter((name) => held[name]! > 0)).toEqual(
      expect.arrayContaining([
        'sessions.account_id',
        'login_failures.account_id',
        'meal_suggestions.account_id',
        'employee_addresses.employee_id',
        'health_consent_records.employee_id',
        'menu_favourites.employee_id',
        'auto_order_settings.employee_id',
        'auto_order_outcomes.employee_id',
      ]),
    );
    const before = await walletAndLedger(t, company.id);
    const [{ n: ledgerRows } = { n: -1 }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ledger where company_id = ${company.id}`,
    );

    const res = await api.delete('/profile', { as: employee });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.message).toBe('Your data was erased and you are signed out');
    // The session ends at once: the next request is anonymous.
    expect((await api.get('/auth/me', { as: employee })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.accountId, employee.id))).toEqual([]);

    const tag = employee.id.slice(-6);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, employee.id));
    expect(account).toMatchObject({
      email: `erased-${employee.id}@erased.invalid`,
      phoneNumber: '',
      erasedAt: clock.now(),
    });
    const [profile] = await t.db.select().from(employees).where(eq(employees.accountId, employee.id));
    expect(profile).toMatchObject({
      firstName: 'Erased',
      lastName: `person ${tag}`,
      addressLine1: '',
      city: '',
      allergies: [],
      healthConsentVersion: null,
      lunchTimeMinutes: null,
      removedAt: clock.now(),
    });
    for (const table of [employeeAddresses, healthConsentRecords, menuFavourites, autoOrderSettings]) {
      expect(await t.db.select().from(table).where(eq(table.employeeId, employee.id))).toEqual([]);
    }
    expect(
      await t.db.select().from(mealSuggestions).where(eq(mealSuggestions.accountId, employee.id)),
    ).toEqual([]);
    // Nothing is left in any table the declaration says erasure deletes.
    expect(await rowsErasureDeletes(employee.id)).toEqual(
      Object.fromEntries(DELETED_ON_ERASURE.map((name) => [name, 0])),
    );

    // The order stays, its amounts kept, its address copy and health warnings blanked.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'DELIVERED', deliveryAddress: {}, healthConflicts: [] });
    expect(order!.totalKobo).toBeGreaterThan(0);
    const [rating] = await t.db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
    expect(rating).toMatchObject({ stars: 4, comment: null });
    // The ledger keeps every row, now under the pseudonym, and still adds up to the wallet.
    const rows = await t.db.select().from(ledger).where(eq(ledger.orderId, orderId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.email).toBe(`erased-${employee.id}@erased.invalid`);
    const after = await walletAndLedger(t, company.id);
    expect(after).toEqual(before);
    expect(after.wallet).toBe(after.ledger);
    const [{ n: ledgerRowsAfter } = { n: -2 }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ledger where company_id = ${company.id}`,
    );
    expect(ledgerRowsAfter).toBe(ledgerRows);
    // The company's statement still balances, naming the pseudonym.
    const statement = await api.get('/billings/statement', {
      as: company,
      unchecked: true,
      query: { month: '2026-03' },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.body).not.toContain('Erasable');

    // The company's records say so, under the pseudonym only.
    const records = await t.db.select().from(auditRecords).where(eq(auditRecords.companyId, company.id));
    expect(records.find((r) => r.action === 'employee.erased')).toMatchObject({
      subject: `Erased person ${tag}`,
    });
    // The company's employee list no longer shows them.
    const list = await api.get('/users/employees', { as: company });
    expect(list.data.list.map((row) => row.id)).not.toContain(employee.id);
  });

  it('the erased email cannot sign in, and may sign up again as a new person', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    expect((await api.delete('/profile', { as: employee })).statusCode).toBe(200);
    const login = await api.post('/auth/login', { body: { identifier: employee.email, password: PASSWORD } });
    expect(login.statusCode).toBe(401);

    const invitation = await api.post('/invitations', {
      as: company,
      body: { employee_work_email: employee.email },
    });
    expect(invitation.statusCode, invitation.body).toBe(200);
    const code = invitation.json<{ data: { invitation_token: string } }>().data.invitation_token;
    const signup = await api.post('/auth/signup', {
      unchecked: true,
      body: {
        account_type: 'Individual',
        invitation_code: code,
        email: employee.email,
        password: 'a-new-person-1',
        first_name: 'New',
        last_name: 'Person',
        phone_number: '8012345678',
        dial_code: '+234',
        time_zone: 'Africa/Lagos',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const fresh = await t.db.select().from(accounts).where(sql`lower(${accounts.email}) = ${employee.email}`);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.id).not.toBe(employee.id);
    expect(fresh[0]!.erasedAt).toBeNull();
  });

  it('an employee with a lunch on its way is asked to cancel it first; nothing changes', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id);
    const dish = await createMenuItem(t);
    const placed = await api.post('/orders', {
      as: employee,
      unchecked: true,
      body: { foodItems: [{ food_menu: dish.id, quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(200);
    const res = await api.delete('/profile', { as: employee });
    expect(res.statusCode).toBe(409);
    expect(res.message).toMatch(/not yet delivered: cancel them/);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, employee.id));
    expect(account).toMatchObject({ email: employee.email, erasedAt: null });
    expect((await api.get('/auth/me', { as: employee })).statusCode).toBe(200);
  });

  it('a company’s last owner is refused until another owner is named; a member is erased from the team', async () => {
    const company = await createCompany(t);
    const refused = await api.delete('/profile', { as: company });
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe(ERASE_LAST_OWNER_MESSAGE);
    expect((await api.get('/auth/me', { as: company })).statusCode).toBe(200);

    const finance = await createMember(t, company, 'finance', { name: 'A finance member' });
    expect((await api.delete('/profile', { as: finance })).statusCode).toBe(200);
    const [member] = await t.db.select().from(companyMembers).where(eq(companyMembers.accountId, finance.id));
    expect(member).toMatchObject({
      name: `Erased person ${finance.id.slice(-6)}`,
      email: `erased-${finance.id}@erased.invalid`,
      status: 'REMOVED',
    });
    expect((await api.get('/auth/me', { as: finance })).statusCode).toBe(401);

    // With a second owner, the first may go; the company and its records stay.
    const second = await createMember(t, company, 'owner');
    expect((await api.delete('/profile', { as: company })).statusCode).toBe(200);
    expect((await api.get('/company/profile', { as: second })).statusCode).toBe(200);
  });

  it('a rider is erased; their zones go', async () => {
    const [zone] = await t.database.rows<{ id: string }>(
      sql`insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), 'Erasure zone', 0) returning id`,
    );
    const rider = await createRider(t, { firstName: 'Rides', zoneIds: [zone!.id] });
    expect((await api.delete('/profile', { as: rider })).statusCode).toBe(200);
    const [row] = await t.db.select().from(riders).where(eq(riders.accountId, rider.id));
    expect(row).toMatchObject({ firstName: 'Erased', lastName: `person ${rider.id.slice(-6)}` });
    expect(await t.db.select().from(riderZones).where(eq(riderZones.riderId, rider.id))).toEqual([]);
  });

  it('is refused to an anonymous caller (401), a platform admin and a restaurant (403)', async () => {
    expect((await api.delete('/profile')).statusCode).toBe(401);
    const admin = await createAdmin(t);
    const restaurant = await createRestaurant(t);
    for (const as of [admin, restaurant] as Actor[]) {
      expect((await api.delete('/profile', { as })).statusCode).toBe(403);
      expect((await api.get('/auth/me', { as })).statusCode).toBe(200);
    }
  });
});
