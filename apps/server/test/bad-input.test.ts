import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';
import { moneyState, placeOrder } from './orders-helpers.js';

const BOUNDARY = 'lunchformboundary';
const multipartPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const menuFields = {
  name: 'Efo riro',
  description: 'Spinach stew',
  price: '3500',
  categories: 'Main Course',
};
const wholeForm = (fields: Record<string, string>) =>
  `${Object.entries(fields)
    .map(([name, value]) => multipartPart(name, value))
    .join('')}--${BOUNDARY}--\r\n`;

describe('bad input never answers 500', () => {
  let t: TestApp;
  let admin: Actor;
  let company: Actor;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t);
    company = await createCompany(t, { walletKobo: 100_000_000_00 });
  }, 120_000);
  afterAll(() => t.close());

  describe('a NUL character (U+0000) is refused with 400 naming the field', () => {
    it('in a JSON body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          account_type: 'Company',
          email: 'nul-body@example.com',
          password: 'long-enough-password',
          name: 'Acme\u0000Foods',
          website: 'https://example.com',
          phone_number: '8012345678',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: [{ path: 'name' }] });
      const [row] = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from accounts where email = 'nul-body@example.com'`,
      );
      expect(row?.n).toBe(0);
    });

    it('in a field name of a JSON body', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/food-menu',
        headers: admin.headers,
        payload: { 'food\u0000MenuId': 'x', available: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/NUL/);
    });

    it('in a query string', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/food-menu?query=%00',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ path: 'query' }] });
    });

    it('in a path parameter', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/billings/verify/%00',
        headers: company.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ path: 'reference' }] });
    });

    it('in a multipart field', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/food-menu/new',
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: wholeForm({ ...menuFields, description: 'Spinach\u0000stew' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ path: 'description' }] });
    });
  });

  describe('a malformed multipart menu form is refused with 400', () => {
    const cases: Array<[string, string, string]> = [
      ['no boundary', 'multipart/form-data', wholeForm(menuFields)],
      ['a wrong boundary', 'multipart/form-data; boundary=another', wholeForm(menuFields)],
      ['a truncated body', `multipart/form-data; boundary=${BOUNDARY}`, wholeForm(menuFields).slice(0, 120)],
    ];
    for (const [label, contentType, payload] of cases) {
      it(`with ${label}, on create and on edit`, async () => {
        const item = await createMenuItem(t);
        for (const [method, url] of [
          ['POST', '/api/food-menu/new'],
          ['PATCH', `/api/food-menu/${item.id}`],
        ] as const) {
          const res = await t.app.inject({
            method,
            url,
            headers: { ...admin.headers, 'content-type': contentType },
            payload,
          });
          expect(res.statusCode, `${method} ${url}`).toBe(400);
          expect(res.json()).toMatchObject({ success: false, data: null });
        }
      });
    }
  });

  it('a menu price above ₦1,000,000 is refused with 400 naming the price', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/food-menu/new',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: wholeForm({ ...menuFields, price: '90000000000000' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^price: Price must be at most ₦1,000,000\.00/);
  });

  it('an order totalling more than ₦5,000,000 is refused with 400 and charges nothing', async () => {
    const employee = await createEmployee(t, company.id);
    await t.database.rows(
      sql`update companies set monthly_budget_kobo = 100000000000 where account_id = ${company.id}`,
    );
    const item = await createMenuItem(t, { priceKobo: 1_000_000_00 });
    const before = await moneyState(t, company.id, employee.id);
    const res = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 6 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most ₦5,000,000\.00/);
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);
  });

  it("quotes and backslashes in an employee's name reach checkout's charge and email unchanged", async () => {
    const name = { firstName: "O'Neil \\'); drop table ledger; --", lastName: 'Back\\slash "Quoted"' };
    const employee = await createEmployee(t, company.id, name);
    const item = await createMenuItem(t, { priceKobo: 2_000_00 });
    const res = await placeOrder(t.app, employee, [{ food_menu: item.id, quantity: 1 }]);
    expect(res.statusCode).toBe(200);
    const [job] = await t.database.rows<{ payload: { employeeName: string } }>(
      sql`select payload from jobs where kind = 'email.wallet-charged' order by run_at desc limit 1`,
    );
    expect(job!.payload.employeeName).toBe(`${name.firstName} ${name.lastName}`);
    const [charge] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ledger where order_id = ${res.json().data.id}`,
    );
    expect(charge!.n).toBe(1);
  });

  it('the same Idempotency-Key with another cart answers 409 naming the key', async () => {
    const employee = await createEmployee(t, company.id);
    const rice = await createMenuItem(t);
    const soup = await createMenuItem(t);
    const first = await placeOrder(t.app, employee, [{ food_menu: rice.id, quantity: 1 }], 'cart-key-1');
    expect(first.statusCode).toBe(200);
    const again = await placeOrder(t.app, employee, [{ food_menu: rice.id, quantity: 1 }], 'cart-key-1');
    expect(again.json().data.id).toBe(first.json().data.id);
    const before = await moneyState(t, company.id, employee.id);
    for (const cart of [[{ food_menu: soup.id, quantity: 1 }], [{ food_menu: rice.id, quantity: 2 }]]) {
      const other = await placeOrder(t.app, employee, cart, 'cart-key-1');
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toMatch(/Idempotency-Key was already used for another cart/);
    }
    expect(await moneyState(t, company.id, employee.id)).toEqual(before);
  });

  it('signup refuses unknown (privileged) fields with 400 naming them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        account_type: 'Company',
        email: 'privileged@example.com',
        password: 'long-enough-password',
        name: 'Acme',
        website: 'https://example.com',
        phone_number: '8012345678',
        email_verified: true,
        wallet_kobo: 1_000_000,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email_verified|wallet_kobo/);
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from accounts where email = 'privileged@example.com'`,
    );
    expect(row?.n).toBe(0);
  });
});
