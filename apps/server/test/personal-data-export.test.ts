import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  autoOrderOutcomes,
  autoOrderSettings,
  employeePayments,
  healthConsentRecords,
  mealSuggestions,
  menuFavourites,
  orderIssues,
  orderRatings,
} from '../src/db/schema.js';
import { SECTION_NAMES } from '../src/modules/personal-data/export.service.js';
import { PERSONAL_DATA, type PersonalColumn } from '../src/modules/personal-data/personal-data-tables.js';
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
} from './helpers/factories.js';

/*
 * A copy of one's data (issue 33, docs/privacy.md): `GET /api/profile/export` answers every role a
 * JSON file of everything kept about them. A test reads the database's own description of itself:
 * every column that holds a person's id is declared in personal-data-tables.ts, read by the export
 * or left out with its reason, and deleted, pseudonymised or kept with its reason by erasure, so a
 * new table with a person's data fails here until both its export and its erasure are decided.
 */

type Export = Record<string, unknown> & { account: { id: string; email: string } };

const reasoned = (text: unknown) => typeof text === 'string' && text.length > 20;

/** What is wrong with an entry's export: it is read by sections that exist, or left out with a reason. */
function exportProblem(entry: PersonalColumn): string | undefined {
  const { exportedIn, leftOut } = entry;
  if ((exportedIn === undefined) === (leftOut === undefined)) {
    return 'no export decision: exported in sections, or left out with a reason (one of the two)';
  }
  if (leftOut !== undefined) return reasoned(leftOut) ? undefined : 'left out of the export without a reason';
  const unknown = exportedIn!.filter((section) => !SECTION_NAMES.includes(section));
  if (exportedIn!.length === 0) return 'exported in no section';
  if (unknown.length > 0) return `exported in no such section: ${unknown.join(', ')}`;
}

const SAID_ERASURES = ['deletedByEmail', 'pseudonymised', 'kept'];

/**
 * What is wrong with an entry's erasure: 'deleted' (by the person's id, which the column must hold),
 * or one of deletedByEmail, pseudonymised and kept, saying how or why.
 */
function erasureProblem(column: string, entry: PersonalColumn, personal: readonly string[]) {
  const erasure: unknown = entry.erasure;
  if (erasure === 'deleted')
    return personal.includes(column) ? undefined : "deleted by a person's id it does not hold";
  const [said, ...more] = typeof erasure === 'object' && erasure !== null ? Object.entries(erasure) : [];
  if (!said || more.length > 0 || !SAID_ERASURES.includes(said[0]) || !reasoned(said[1])) {
    return 'no erasure decision: deleted, or deletedByEmail, pseudonymised or kept saying how or why';
  }
}

describe('a copy of one’s data', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const exportOf = async (as: Actor) => {
    const res = await api.get('/profile/export', { as });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data-2026-03-10.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    return { text: res.body, data: JSON.parse(res.body) as Export };
  };

  it('every column holding a person’s id has its export and its erasure declared', async () => {
    const found = await t.database.rows<{ table_name: string; column_name: string }>(sql`
      select c.conrelid::regclass::text as table_name, a.attname::text as column_name
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f'
          and c.confrelid in ('accounts'::regclass, 'employees'::regclass, 'companies'::regclass, 'riders'::regclass)
      union
      select c.table_name::text, c.column_name::text
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
          and (c.column_name like '%account_id' or c.column_name like '%employee_id')`);
    const personal = [...new Set(found.map((row) => `${row.table_name}.${row.column_name}`))].sort();
    expect(personal.length).toBeGreaterThan(30);
    const existing = await t.database.rows<{ name: string }>(sql`
      select c.table_name || '.' || c.column_name as name
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'`);
    const columns = new Set(existing.map((row) => row.name));

    const problems = personal
      .filter((column) => !(column in PERSONAL_DATA))
      .map((column) => `${column}: holds a person's id, its export and erasure are not declared`);
    for (const [column, entry] of Object.entries(PERSONAL_DATA)) {
      const problem = columns.has(column)
        ? (exportProblem(entry) ?? erasureProblem(column, entry, personal))
        : 'no such column';
      if (problem) problems.push(`${column}: ${problem}`);
    }
    // Every section of the export reads its rows by a declared column.
    const read = new Set(Object.values(PERSONAL_DATA).flatMap((entry) => entry.exportedIn ?? []));
    for (const section of SECTION_NAMES.filter((name) => !read.has(name))) {
      problems.push(`section ${section}: reads by no declared column`);
    }
    expect(problems).toEqual([]);
  });

  it('an employee gets their account, profile, addresses, health data, orders and everything else', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00 });
    const employee = await createEmployee(t, company.id, {
      firstName: 'Export',
      allergies: ['peanuts'],
      dietaryPreferences: ['vegetarian'],
    });
    const other = await createEmployee(t, company.id);
    // Made the day before (the database's clock is not the test's): the lists of everyone opened since concern them.
    await t.db
      .update(accounts)
      .set({ createdAt: new Date('2026-03-09T09:00:00Z') })
      .where(eq(accounts.id, employee.id));
    const admin = await createAdmin(t);
    const dish = await createMenuItem(t, { name: 'Exported jollof' });
    const placed = await api.post('/orders', {
      as: employee,
      unchecked: true,
      body: { foodItems: [{ food_menu: dish.id, quantity: 2 }] },
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json<{ data: { id: string; delivery_date: string } }>().data;

    await t.db
      .insert(healthConsentRecords)
      .values({ employeeId: employee.id, action: 'given', version: '2026-11' });
    await t.db.insert(menuFavourites).values({ employeeId: employee.id, menuItemId: dish.id });
    await t.db
      .insert(orderRatings)
      .values({ orderId: order.id, employeeId: employee.id, stars: 5, comment: 'Lovely' });
    await t.db
      .insert(orderIssues)
      .values({ orderId: order.id, employeeId: employee.id, companyId: company.id, kind: 'late' });
    await t.db.insert(employeePayments).values({
      orderId: order.id,
      employeeId: employee.id,
      companyId: company.id,
      type: 'contribution',
      status: 'paid',
      amountKobo: 500_00,
      reference: `contribution-${order.id}`,
      provider: 'test',
    });
    await t.db.insert(autoOrderSettings).values({ employeeId: employee.id, enabled: true, days: ['MON'] });
    await t.db
      .insert(autoOrderOutcomes)
      .values({ employeeId: employee.id, deliveryDate: '2026-03-09', reason: 'No dish fits' });
    await t.db
      .insert(mealSuggestions)
      .values({ accountId: employee.id, name: 'Ofada', description: 'Rice', reason: 'Miss it' });
    const wrong = await api.post('/auth/login', {
      body: { identifier: employee.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    // A platform admin opens the kitchen sheet of the order's day, and the customers list.
    expect((await api.get('/kitchen', { as: admin, query: { date: order.delivery_date } })).statusCode).toBe(
      200,
    );
    expect((await api.get('/users', { as: admin })).statusCode).toBe(200);

    const { text, data } = await exportOf(employee);
    expect(data.account).toMatchObject({
      id: employee.id,
      email: employee.email,
      account_type: 'Individual',
    });
    expect(data.profile).toMatchObject({
      first_name: 'Export',
      address_line_1: '2 Allen Avenue',
      removed_at: null,
    });
    expect(data.addresses).toEqual([
      expect.objectContaining({ label: 'Home', address_line_1: '2 Allen Avenue' }),
    ]);
    expect(data.health).toMatchObject({ allergies: ['peanuts'], dietary_preferences: ['vegetarian'] });
    expect(data.health_consent_history).toEqual([
      expect.objectContaining({ action: 'given', version: '2026-11' }),
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        total_kobo: 5_000_00,
        lines: [{ dish: 'Exported jollof', price_kobo: 2_500_00, quantity: 2 }],
      }),
    ]);
    expect(data.ratings).toEqual([
      expect.objectContaining({ order_id: order.id, stars: 5, comment: 'Lovely' }),
    ]);
    expect(data.reported_problems).toEqual([expect.objectContaining({ order_id: order.id, kind: 'late' })]);
    expect(data.card_payments).toEqual([expect.objectContaining({ amount_kobo: 500_00, status: 'paid' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ dish: 'Exported jollof' })]);
    expect(data.auto_order_settings).toMatchObject({ enabled: true, days: ['MON'] });
    expect(data.auto_order_outcomes).toEqual([expect.objectContaining({ reason: 'No dish fits' })]);
    expect(data.meal_suggestions).toEqual([expect.objectContaining({ name: 'Ofada' })]);
    expect(data.sessions).toEqual([
      expect.objectContaining({ signed_in_at: expect.any(String), signed_out_at: null }),
    ]);
    expect(data.failed_sign_ins).toHaveLength(1);
    expect(data.data_opened_by_platform_admins).toEqual([
      expect.objectContaining({
        kind: 'kitchen_sheet',
        opened_by: admin.email,
        whose: `the deliveries of ${order.delivery_date}`,
      }),
      expect.objectContaining({ kind: 'customers_list', opened_by: admin.email, whose: "everyone's" }),
    ]);
    // Another person's rows and every secret stay out.
    expect(text).not.toContain(other.id);
    expect(text).not.toMatch(/password|token_hash|code_hash|\$argon2/);
    for (const section of ['company', 'rider', 'restaurant', 'data_you_opened', 'changes_made']) {
      expect(data).not.toHaveProperty(section);
    }
  });

  it('a company member, a rider, a restaurant and a platform admin get theirs', async () => {
    const company = await createCompany(t, { name: 'Exporting Ltd' });
    const viewer = await createMember(t, company, 'viewer', { name: 'A viewer member' });
    const rider = await createRider(t, { firstName: 'Carrier' });
    const restaurant = await createRestaurant(t, { name: 'Export Kitchen' });
    const admin = await createAdmin(t);
    expect((await api.get('/kitchen/csv', { as: admin, query: { date: '2026-03-11' } })).statusCode).toBe(
      200,
    );
    // A restaurant opening its own sheet is not the platform opening people's data.
    expect((await api.get('/kitchen', { as: restaurant, query: { date: '2026-03-11' } })).statusCode).toBe(
      200,
    );

    const owner = (await exportOf(company)).data;
    expect(owner.company).toMatchObject({ name: 'Exporting Ltd', address_line_1: '1 Marina' });
    expect(owner.team_membership).toMatchObject({
      role: 'owner',
      status: 'ACTIVE',
      company: 'Exporting Ltd',
    });
    const member = (await exportOf(viewer)).data;
    expect(member.company).toBeNull();
    expect(member.team_membership).toMatchObject({ name: 'A viewer member', role: 'viewer' });
    expect(member).not.toHaveProperty('orders');
    const carrier = (await exportOf(rider)).data;
    expect(carrier.rider).toMatchObject({ first_name: 'Carrier' });
    expect(carrier.deliveries_carried).toEqual([]);
    const kitchen = (await exportOf(restaurant)).data;
    expect(kitchen.restaurant).toMatchObject({ name: 'Export Kitchen', contact_email: restaurant.email });
    expect(JSON.stringify(kitchen)).not.toContain('invitation_code');
    const platform = (await exportOf(admin)).data;
    expect(platform.data_you_opened).toEqual([
      expect.objectContaining({ kind: 'kitchen_csv', delivery_date: '2026-03-11', subject_account_id: null }),
    ]);
    expect(platform.account).toMatchObject({ account_type: 'Admin' });
  });

  it('is refused to an anonymous caller', async () => {
    const res = await api.get('/profile/export');
    expect(res.statusCode).toBe(401);
  });
});
