import { parseNaira } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, departments, employees, orders } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMember,
  createMenuItem,
  creditWallet,
  walletAndLedger,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

/*
 * Issue 32, reporting by department: every order keeps the department (and its cost centre) it was
 * placed under; the billings list, the company's analytics and the monthly statement (JSON, PDF,
 * CSV, email) filter or group by it. The departments are written directly, and each order is given
 * its department as checkout gives it (orders.department_id, department_name, cost_centre).
 */

const PRICE = 2_500_00;
const FEE = 500_00;

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if ('str' in item) texts.push(item.str);
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}

type Department = { id: string; name: string; costCentre: string };

describe('reports by department', () => {
  let t: TestApp;
  let admin: Actor;
  let company: Actor;
  let other: Actor;
  let plain: Actor;
  let ada: Actor;
  let bola: Actor;
  let chidi: Actor;
  let engineering: Department;
  let sales: Department;
  let popUp: Department;
  let elsewhere: Department;
  const placed: Record<string, string> = {};
  // Tuesday 10 March 2026, 10:00 in Lagos: before the cut-off.
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));

  const api = testApi(() => t);

  async function department(companyId: string, name: string, costCentre: string): Promise<Department> {
    const [row] = await t.db.insert(departments).values({ companyId, name, costCentre }).returning();
    return { id: row!.id, name, costCentre };
  }

  /** An order as checkout places it, with the department it keeps (null: none). */
  async function order(employee: Actor, under: Department | null, itemId: string) {
    const res = await placeOrder(t.app, employee, [{ food_menu: itemId, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({
        departmentId: under?.id ?? null,
        departmentName: under?.name ?? null,
        costCentre: under?.costCentre ?? null,
      })
      .where(eq(orders.id, res.data.id));
    return res.data.id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
    // Ikeja (every test employee's address) is in a zone whose fee is ₦500.
    const [zone] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), 'Mainland', ${FEE})
      returning id`);
    await t.database.rows(sql`
      insert into delivery_zone_areas (area_key, zone_id, state, area)
      values (area_key('Lagos', 'Ikeja'), ${zone!.id}, 'Lagos', 'Ikeja')`);
    const itemId = (await createMenuItem(t, { priceKobo: PRICE })).id;

    company = await createCompany(t, { name: 'Ledger Foods', monthlyBudgetKobo: 100_000_00 });
    await creditWallet(t, company.id, 100_000_00, new Date('2026-03-01T08:00:00Z'));
    await t.db
      .update(accounts)
      .set({ createdAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(accounts.id, company.id));
    other = await createCompany(t, { name: 'Other Foods' });
    plain = await createCompany(t, { name: 'Plain Foods', walletKobo: 10_000_00 });
    engineering = await department(company.id, 'Engineering', 'ENG-01');
    sales = await department(company.id, 'sales', 'S-7');
    popUp = await department(company.id, 'Pop-up', '');
    elsewhere = await department(other.id, 'Elsewhere', 'X-1');

    ada = await createEmployee(t, company.id, { firstName: 'Ada', lastName: 'Eng' });
    bola = await createEmployee(t, company.id, { firstName: 'Bola', lastName: 'Sales' });
    chidi = await createEmployee(t, company.id, { firstName: 'Chidi', lastName: 'None' });
    await createEmployee(t, company.id, { firstName: 'Dayo', lastName: 'Eng' }).then((dayo) =>
      t.db.update(employees).set({ departmentId: engineering.id }).where(eq(employees.accountId, dayo.id)),
    );
    await t.db.update(employees).set({ departmentId: engineering.id }).where(eq(employees.accountId, ada.id));
    await t.db.update(employees).set({ departmentId: sales.id }).where(eq(employees.accountId, bola.id));

    // Ada: two orders (the first pays the ₦500 fee of her delivery) under ENG-01.
    placed.ada1 = await order(ada, engineering, itemId);
    placed.ada2 = await order(ada, engineering, itemId);
    // Bola's order is cancelled: its charge and its fee go back.
    placed.bola = await order(bola, sales, itemId);
    // Chidi: one order under no department, and one under Pop-up, which is deleted afterwards.
    placed.chidi = await order(chidi, null, itemId);
    clock.set('2026-03-10T09:10:00Z');
    placed.popUp = await order(chidi, popUp, itemId);
    await t.db.delete(departments).where(eq(departments.id, popUp.id));
    clock.set('2026-03-10T09:20:00Z');
    expect((await setStatus(t.app, admin, placed.bola, 'CANCELLED')).statusCode).toBe(200);
    // Engineering's cost centre changes; Ada's next order (the next day's delivery) keeps the new one.
    await t.db.update(departments).set({ costCentre: 'ENG-02' }).where(eq(departments.id, engineering.id));
    engineering = { ...engineering, costCentre: 'ENG-02' };
    clock.set('2026-03-11T08:00:00Z');
    placed.ada3 = await order(ada, engineering, itemId);
    clock.set('2026-03-12T12:00:00Z');
  }, 180_000);
  afterAll(() => t.close());

  const billings = (actor: Actor, department_id?: string) =>
    api.get('/billings', { as: actor, query: { limit: 100, department_id } });

  it('names the department and cost centre of each order movement, as the order kept them', async () => {
    const res = await billings(company);
    expect(res.statusCode).toBe(200);
    const rows = res.data.list;
    const ofOrder = (id: string | undefined) => rows.filter((row) => row.order_id === id);
    for (const row of ofOrder(placed.ada1)) {
      expect(row).toMatchObject({
        department: { id: engineering.id, name: 'Engineering' },
        cost_centre: 'ENG-01',
      });
    }
    expect(
      ofOrder(placed.ada1)
        .map((row) => row.type)
        .sort(),
    ).toEqual(['delivery_fee', 'order_charge']);
    expect(ofOrder(placed.ada3)[0]).toMatchObject({ cost_centre: 'ENG-02' });
    expect(ofOrder(placed.chidi)[0]).toMatchObject({ department: null, cost_centre: null });
    // A department deleted since: its orders keep its name; no cost centre is "".
    expect(ofOrder(placed.popUp)[0]).toMatchObject({
      department: { id: popUp.id, name: 'Pop-up' },
      cost_centre: '',
    });
    const topups = rows.filter((row) => row.type === 'wallet_topup');
    expect(topups).toHaveLength(1);
    expect(topups[0]).toMatchObject({ department: null, cost_centre: null });
  });

  it("filters the billings to one department's orders, or to orders under none", async () => {
    const engineeringRows = (await billings(company, engineering.id)).data;
    expect(engineeringRows.list.map((row) => [row.type, row.amount]).sort()).toEqual(
      [
        ['order_charge', '2500.00'],
        ['order_charge', '2500.00'],
        ['order_charge', '2500.00'],
        ['delivery_fee', '500.00'],
        ['delivery_fee', '500.00'],
      ].sort(),
    );
    expect(engineeringRows.total).toBe(5);
    expect(engineeringRows.list.every((row) => row.department?.id === engineering.id)).toBe(true);

    const salesRows = (await billings(company, sales.id)).data;
    expect(salesRows.list.map((row) => row.type).sort()).toEqual(
      ['delivery_fee', 'delivery_fee_refund', 'order_charge', 'order_refund'].sort(),
    );

    const none = (await billings(company, 'none')).data;
    expect(none.total).toBe(2);
    expect(none.list.every((row) => row.order_id === placed.chidi && row.department === null)).toBe(true);

    // A department deleted since still finds its orders.
    const deleted = await billings(company, popUp.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.list.map((row) => row.order_id)).toEqual([placed.popUp]);

    // Paging and sorting still apply within the department.
    const firstPage = await api.get('/billings', {
      as: company,
      query: { limit: 2, department_id: engineering.id, sort: 'created_at' },
    });
    expect(firstPage.data.list).toHaveLength(2);
    expect(firstPage.data.total).toBe(5);
    expect(firstPage.data.list.every((row) => row.order_id === placed.ada1)).toBe(true);
  });

  it("refuses another company's department (404) and a bad department_id (400 naming it)", async () => {
    for (const id of [elsewhere.id, '0190a0b0-0000-7000-8000-000000000000']) {
      const paths = ['/billings', '/analytics/company', '/analytics/company/daily-spend'] as const;
      for (const path of paths) {
        const res = await api.get(path, { as: company, unchecked: true, query: { department_id: id } });
        expect(res.statusCode, `${path} ${id}`).toBe(404);
        expect(res.message).toBe('Department not found');
      }
    }
    // The other company sees its own department, and none of this company's.
    expect((await billings(other, elsewhere.id)).statusCode).toBe(200);
    expect((await billings(other, engineering.id)).statusCode).toBe(404);
    for (const bad of ['nope', '12', 'NONE', '']) {
      for (const path of ['/billings', '/analytics/company', '/analytics/company/daily-spend'] as const) {
        const res = await api.get(path, { as: company, unchecked: true, query: { department_id: bad } });
        expect(res.statusCode, `${path} ${bad}`).toBe(400);
        expect(res.errors[0]?.path).toBe('department_id');
        expect(res.message).toMatch(/^department_id: /);
      }
    }
  });

  it('lets a platform admin filter every company’s billings by a department, and each role read what it may', async () => {
    const all = (await billings(admin, engineering.id)).data;
    expect(all.total).toBe(5);
    expect(all.list.every((row) => row.company_details.name === 'Ledger Foods')).toBe(true);
    expect((await billings(admin, '0190a0b0-0000-7000-8000-000000000000')).statusCode).toBe(404);

    const finance = await createMember(t, company, 'finance');
    const viewer = await createMember(t, company, 'viewer');
    const people = await createMember(t, company, 'people');
    expect((await billings(finance, engineering.id)).data.total).toBe(5);
    expect((await billings(viewer, 'none')).data.total).toBe(2);
    const refused = await billings(people, engineering.id);
    expect(refused.statusCode).toBe(403);
    expect(
      (await api.get('/analytics/company', { as: people, query: { department_id: sales.id } })).data,
    ).toMatchObject({ employees: 1 });
    expect((await api.get('/billings', { query: { department_id: engineering.id } })).statusCode).toBe(401);
  });

  it("counts a department's orders, employees and spend on the overview; the balance stays the wallet's", async () => {
    const figures = async (department_id?: string) => {
      const res = await api.get('/analytics/company', { as: company, query: { department_id } });
      expect(res.statusCode).toBe(200);
      return res.data;
    };
    const whole = await figures();
    expect(whole).toMatchObject({ orders: 6, employees: 4, amount_spent: '14000.00' });
    expect(await figures(engineering.id)).toEqual({
      orders: 3,
      balance: whole.balance,
      employees: 2,
      amount_spent: '8500.00', // three orders and two fees
    });
    expect(await figures(sales.id)).toEqual({
      orders: 1,
      balance: whole.balance,
      employees: 1,
      amount_spent: '0.00', // cancelled: charge and fee given back
    });
    expect(await figures('none')).toEqual({
      orders: 1,
      balance: whole.balance,
      employees: 1,
      amount_spent: '3000.00',
    });
    // Pop-up has no employee left, but its order and its spend stay its own.
    expect(await figures(popUp.id)).toEqual({
      orders: 1,
      balance: whole.balance,
      employees: 0,
      amount_spent: '2500.00', // Chidi's second order of the day paid no fee
    });
    // The departments and "none" add up to the company's spend, to the kobo.
    const parts = await Promise.all([engineering.id, sales.id, popUp.id, 'none'].map(figures));
    const sum = parts.reduce((total, part) => total + parseNaira(part.amount_spent), 0);
    expect(sum).toBe(parseNaira(whole.amount_spent));
    expect(parseNaira(whole.balance)).toBe(100_000_00 - sum);
  });

  it("draws a department's daily spend, and the parts add up to the company's", async () => {
    const series = async (department_id?: string) => {
      const res = await api.get('/analytics/company/daily-spend', { as: company, query: { department_id } });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(res.data.map((point) => [point.date, point.value]));
    };
    const whole = await series();
    const eng = await series(engineering.id);
    expect(eng['2026-03-10']).toBe(2 * PRICE + FEE);
    expect(eng['2026-03-11']).toBe(PRICE + FEE);
    expect((await series(sales.id))['2026-03-10']).toBe(0);
    const none = await series('none');
    const pop = await series(popUp.id);
    for (const date of Object.keys(whole)) {
      expect(eng[date]! + none[date]! + pop[date]! + (await series(sales.id))[date]!, date).toBe(whole[date]);
    }
  });

  describe('the statement', () => {
    const statement = async (actor: Actor = company) => {
      const res = await api.get('/billings/statement', { as: actor, query: { month: '2026-03' } });
      expect(res.statusCode).toBe(200);
      return res.data;
    };

    it('has a section per department with its cost centre, and the sections add up to the totals', async () => {
      const march = await statement();
      expect(march.departments.map((section) => [section.name, section.cost_centre])).toEqual([
        ['Engineering', 'ENG-02'], // named as its latest order kept it
        ['Pop-up', ''],
        ['sales', 'S-7'],
        ['No department', ''],
      ]);
      const [eng, pop, salesSection, none] = march.departments;
      expect(eng).toEqual({
        id: engineering.id,
        name: 'Engineering',
        cost_centre: 'ENG-02',
        orders: 3,
        charges: '7500.00',
        delivery_fees: '1000.00',
        refunds: '0.00',
        spent: '8500.00',
        employees: [{ id: ada.id, name: 'Ada Eng', orders: 3, spent: '8500.00' }],
      });
      expect(salesSection).toMatchObject({
        id: sales.id,
        orders: 1,
        charges: '2500.00',
        delivery_fees: '500.00',
        refunds: '3000.00',
        spent: '0.00',
      });
      expect(pop).toMatchObject({ id: popUp.id, orders: 1, spent: '2500.00' });
      expect(none).toMatchObject({
        id: null,
        orders: 1,
        spent: '3000.00',
        employees: [{ id: chidi.id, name: 'Chidi None', orders: 1, spent: '3000.00' }],
      });
      // Every order movement is in one section: charges, fees and refunds add up to the kobo.
      const sum = (field: 'charges' | 'delivery_fees' | 'refunds' | 'spent') =>
        march.departments.reduce((total, section) => total + parseNaira(section[field]), 0);
      expect(sum('charges')).toBe(parseNaira(march.charges));
      expect(sum('delivery_fees')).toBe(parseNaira(march.delivery_fees));
      expect(sum('refunds')).toBe(parseNaira(march.refunds));
      expect(parseNaira(march.closing_balance)).toBe(
        parseNaira(march.opening_balance) + parseNaira(march.topups) - sum('spent'),
      );
      // The statement still reconciles with the wallet and its ledger.
      const { wallet, ledger } = await walletAndLedger(t, company.id);
      expect(wallet).toBe(ledger);
      expect(parseNaira(march.closing_balance)).toBe(wallet);
      // Each order movement names its department.
      const charge = march.movements.find((movement) => movement.order_id === placed.ada1);
      expect(charge).toMatchObject({
        department: { id: engineering.id, name: 'Engineering' },
        cost_centre: 'ENG-01',
      });
      const topup = march.movements.find((movement) => movement.type === 'wallet_topup');
      expect(topup).toMatchObject({ amount: '100000.00', department: null, cost_centre: null });
      expect(march).toMatchObject({
        opening_balance: '0.00',
        topups: '100000.00',
        closing_balance: '86000.00',
      });
    });

    it('is the same for a finance member and a platform admin', async () => {
      const finance = await createMember(t, company, 'finance');
      expect((await statement(finance)).departments).toHaveLength(4);
      const res = await api.get('/billings/statement', {
        as: admin,
        query: { month: '2026-03', companyId: company.id },
      });
      expect(res.data.departments.map((section) => section.name)).toContain('Engineering');
    });

    it('prints the sections in the PDF and the department of each movement in the CSV', async () => {
      const pdf = await api.get('/billings/statement.pdf', { as: company, query: { month: '2026-03' } });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const expected of [
        'Departments',
        'Engineering ENG-02 3 ₦7,500.00 ₦1,000.00 ₦0.00 ₦8,500.00',
        'sales S-7 1 ₦2,500.00 ₦500.00 ₦3,000.00 ₦0.00',
        'Department: Engineering (cost centre ENG-02)',
        'Ada Eng 3 ₦8,500.00',
        'Total of Engineering 3 ₦8,500.00',
        'Department: Pop-up',
        'No department',
        'Total of No department 1 ₦3,000.00',
        'Engineering (cost centre ENG-01)',
      ]) {
        expect(text).toContain(expected);
      }

      const csv = await api.get('/billings/statement.csv', { as: company, query: { month: '2026-03' } });
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Date,Type,Reference,Email,Order,Money in,Money out,Balance,Department,Cost centre',
      );
      expect(lines.filter((line) => line.includes(placed.ada1!))).toHaveLength(2);
      for (const line of lines.filter((line) => line.includes(placed.ada1!))) {
        expect(line.endsWith(',Engineering,ENG-01')).toBe(true);
      }
      expect(lines.find((line) => line.includes(placed.ada3!))?.endsWith(',Engineering,ENG-02')).toBe(true);
      expect(lines.find((line) => line.includes(placed.chidi!))?.endsWith(',,')).toBe(true);
    });

    it('emails each department’s spend with the statement on the 1st', async () => {
      clock.set('2026-03-31T23:01:00Z'); // 00:01 on 1 April in Lagos
      await t.flushJobs();
      const [mail] = t.smtp.to(company.email).filter((m) => m.subject === 'Your March 2026 statement');
      expect(mail).toBeDefined();
      expect(mail!.text).toContain('Spent by Engineering (cost centre ENG-02): ₦8,500.00');
      expect(mail!.text).toContain('Spent by sales (cost centre S-7): ₦0.00');
      expect(mail!.text).toContain('Spent by Pop-up: ₦2,500.00');
      expect(mail!.text).toContain('Spent by orders under no department: ₦3,000.00');
      expect(await pdfText(mail!.attachments[0]!.content)).toContain(
        'Department: Engineering (cost centre ENG-02)',
      );
      clock.set('2026-03-12T12:00:00Z');
    });
  });

  it('a company without departments sees what it always saw', async () => {
    const employee = await createEmployee(t, plain.id);
    const itemId = (await createMenuItem(t, { priceKobo: PRICE })).id;
    clock.set('2026-03-12T08:00:00Z');
    expect((await placeOrder(t.app, employee, [{ food_menu: itemId, quantity: 1 }])).statusCode).toBe(200);
    const rows = (await billings(plain)).data.list;
    expect(rows.every((row) => row.department === null && row.cost_centre === null)).toBe(true);
    const march = (await api.get('/billings/statement', { as: plain, query: { month: '2026-03' } })).data;
    expect(march.departments).toEqual([]);
    const csv = await api.get('/billings/statement.csv', { as: plain, query: { month: '2026-03' } });
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Date,Type,Reference,Email,Order,Money in,Money out,Balance',
    );
    const text = await pdfText(
      (await api.get('/billings/statement.pdf', { as: plain, query: { month: '2026-03' } })).rawPayload,
    );
    expect(text).not.toContain('Departments');
    expect(text).not.toContain('No department');
    // Its orders are all "none": the filter finds them, and the figures are the whole company's.
    const whole = (await api.get('/analytics/company', { as: plain })).data;
    const none = (await api.get('/analytics/company', { as: plain, query: { department_id: 'none' } })).data;
    expect(none).toEqual(whole);
  });
});
