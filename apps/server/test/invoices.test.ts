import { type AwaitingPayment, PLATFORM_KITCHEN_ID } from '@lunch/contract';
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema.js';
import { closeDocumentsPool } from '../src/lib/documents-pool.js';
import { databaseError } from '../src/lib/errors.js';
import { type Envelope, testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { deliveryTestbed, TUESDAY_10_00_LAGOS } from './helpers/delivery-testbed.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  walletAndLedger,
} from './helpers/factories.js';
import { type FakePaystack, startFakePaystack } from './helpers/fake-paystack.js';
import { setStatus } from './orders-helpers.js';

/**
 * VAT invoices and credit notes (issue 31, docs/invoices.md). The clock starts on Tuesday 10 March
 * 2026, 10:00 in Lagos; lunches are delivered on the 10th and 11th; March is invoiced in April.
 * Every employee's address is in a zone whose delivery fee is ₦500, once per delivery (employee,
 * day, slot, address).
 */

const APRIL_2 = '2026-04-02T09:00:00Z';
const SELLER = {
  legal_name: 'Lunch Platform Nigeria Ltd',
  tin: '12345678-0001',
  address: '5 Admiralty Way, Lekki, Lagos',
};

afterAll(() => closeDocumentsPool());

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if ('str' in item) texts.push(item.str);
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}

describe('VAT invoices and credit notes', () => {
  const bed = deliveryTestbed();
  const { api, clock, order, staffed } = bed;
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    ({ t, admin } = bed.app());
    const [zone] = await t.database.rows<{ id: string }>(sql`
      insert into delivery_zones (id, name, delivery_fee_kobo) values (gen_random_uuid(), 'Mainland', 50000)
      returning id`);
    await t.database.rows(sql`
      insert into delivery_zone_areas (area_key, zone_id, state, area)
      values (area_key('Lagos', 'Ikeja'), ${zone!.id}, 'Lagos', 'Ikeja')`);
  });
  beforeEach(async () => {
    const seller = await bed.settings({ ...SELLER, vat_rate: 7.5, prices_include_vat: true });
    expect(seller.statusCode).toBe(200);
  });

  const issue = (body: Record<string, unknown>, as: Actor = admin) =>
    api.post('/admin/invoices/issue', { as, unchecked: true, body });

  /** The admin marks an order delivered at `at` (the riders' last step), through the status change. */
  async function deliver(orderId: string, at: string) {
    clock.set(at);
    expect((await setStatus(t.app, admin, orderId, 'DELIVERED')).statusCode).toBe(200);
  }

  async function cancel(orderId: string) {
    const res = await setStatus(t.app, admin, orderId, 'CANCELLED');
    expect(res.statusCode, res.body).toBe(200);
  }

  async function placed(
    employee: Actor,
    foodItems: Array<{ food_menu: string; quantity: number }>,
    date: string,
  ) {
    clock.set(TUESDAY_10_00_LAGOS);
    const res = await order(employee, foodItems, date, '12:30');
    expect(res.statusCode, res.body).toBe(200);
    return res.data.id;
  }

  /** What the wallet paid for the month's orders (delivery date in the month), net of every refund, from the ledger. */
  async function chargedSpend(companyId: string, month: string) {
    const [row] = await t.database.rows<{ kobo: string }>(sql`
      select coalesce(sum(case when l.type in ('order_charge', 'delivery_fee') then l.amount_kobo
        else -l.amount_kobo end), 0)::text as kobo
      from ledger l join orders o on o.id = l.order_id
      where l.company_id = ${companyId} and l.status = 'paid' and l.type <> 'wallet_topup'
        and to_char(o.delivery_date, 'YYYY-MM') = ${month}`);
    return Number(row!.kobo);
  }

  /** Invoices less credit notes of a company's month (kobo). */
  async function documented(companyId: string, month: string) {
    const [row] = await t.database.rows<{ kobo: string }>(sql`
      select (coalesce(sum(gross_kobo) filter (where kind = 'invoice'), 0)
        - coalesce(sum(gross_kobo) filter (where kind = 'credit_note'), 0))::text as kobo
      from invoices where company_id = ${companyId} and month = ${month}`);
    return Number(row!.kobo);
  }

  it('keeps the seller and the company tax details, checked, as settings', async () => {
    const { company } = await staffed();
    const shown = await api.get('/admin/settings', { as: admin });
    expect(shown.data).toMatchObject({ ...SELLER, vat_rate: 7.5, prices_include_vat: true });
    for (const [vat_rate, shownAs] of [
      ['7.25', 7.25],
      [0, 0],
      [100, 100],
      [5, 5],
    ] as const) {
      const res = await bed.settings({ vat_rate });
      expect(res.statusCode).toBe(200);
      expect(res.data.vat_rate).toBe(shownAs);
    }
    for (const [payload, path] of [
      [{ vat_rate: '7.555' }, 'vat_rate'],
      [{ vat_rate: 100.01 }, 'vat_rate'],
      [{ vat_rate: -1 }, 'vat_rate'],
      [{ vat_rate: 'seven' }, 'vat_rate'],
      [{ vat_rate: null }, 'vat_rate'],
      [{ tin: '1234-567' }, 'tin'],
      [{ tin: '12345678-' }, 'tin'],
      [{ legal_name: 'x'.repeat(201) }, 'legal_name'],
      [{ prices_include_vat: 'yes' }, 'prices_include_vat'],
    ] as const) {
      const res = await bed.settings(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.errors[0]?.path).toBe(path);
    }
    expect((await api.get('/admin/settings', { as: admin })).data.vat_rate).toBe(5);

    const before = await api.get('/company/settings', { as: company });
    expect(before.data).toMatchObject({
      legal_name: '',
      tin: '',
      billing_address: '',
      employees_may_pay_difference: false,
    });
    const saved = await bed.programme(company, {
      legal_name: '  Harbour Logistics Nigeria Limited ',
      tin: '1234567890',
      billing_address: '14 Adeola Odeku Street\nVictoria Island, Lagos',
      employees_may_pay_difference: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toMatchObject({
      legal_name: 'Harbour Logistics Nigeria Limited',
      tin: '1234567890',
      billing_address: '14 Adeola Odeku Street\nVictoria Island, Lagos',
      employees_may_pay_difference: true,
    });
    for (const [payload, path] of [
      [{ tin: 'TIN 123' }, 'tin'],
      [{ tin: '1234567' }, 'tin'],
      [{ billing_address: 'x'.repeat(501) }, 'billing_address'],
      [{ employees_may_pay_difference: 'true' }, 'employees_may_pay_difference'],
      [{ legal_name: 42 }, 'legal_name'],
    ] as const) {
      const res = await bed.programme(company, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.errors[0]?.path).toBe(path);
    }
    // An empty TIN is none; the rest stays as it was.
    const cleared = await bed.programme(company, { tin: '' });
    expect(cleared.data).toMatchObject({ tin: '', legal_name: 'Harbour Logistics Nigeria Limited' });
  });

  it('issues a past month on demand: its lines with net, VAT and gross; once; emailed with a link', async () => {
    const { company, employee, item } = await staffed();
    const moiMoi = await createMenuItem(t, { name: 'Moi moi', priceKobo: 1_500_00 });
    const first = await placed(
      employee,
      [
        { food_menu: item.id, quantity: 2 },
        { food_menu: moiMoi.id, quantity: 1 },
      ],
      '2026-03-10',
    );
    const second = await placed(employee, [{ food_menu: item.id, quantity: 1 }], '2026-03-11');
    await deliver(first, '2026-03-10T12:00:00Z');

    // March is not over on the 10th; April even less.
    const early = await issue({ company_id: company.id, month: '2026-03' });
    expect(early.statusCode).toBe(409);
    expect(early.message).toMatch(/^March 2026 is not over yet for Company .* \(Africa\/Lagos time\)/);
    expect((await issue({ company_id: company.id, month: '2026-04' })).statusCode).toBe(409);
    const february = await issue({ company_id: company.id, month: '2026-02' });
    expect(february.statusCode).toBe(409);
    expect(february.message).toMatch(/^No meals were delivered to Company .* in February 2026/);
    expect(
      (await issue({ company_id: '0195a3c2-7b1e-7c3d-9f00-000000000000', month: '2026-02' })).statusCode,
    ).toBe(404);
    expect((await issue({ company_id: company.id, month: 'March' })).errors[0]?.path).toBe('month');
    expect((await issue({ company_id: 'x', month: '2026-03' })).errors[0]?.path).toBe('company_id');

    clock.set(APRIL_2);
    const res = await issue({ company_id: company.id, month: '2026-03' });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.data;
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(res.message).toBe(`Invoice ${invoice.number} issued`);
    // The undelivered order (the 11th's, still pending) is not on it.
    const [invoicedRows] = await t.database.rows<{ orders: string[] }>(sql`
      select array_agg(order_id::text order by order_id) as orders from invoiced_orders where invoice_id = ${invoice.id}`);
    expect(invoicedRows?.orders).toEqual([first]);
    // 2 × ₦2,000 and 1 × ₦1,500 (prices include VAT at 7.5 %: net = round(gross × 10000 / 10750)), one delivery fee.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      month: '2026-03',
      issued_at: new Date(APRIL_2).toISOString(),
      time_zone: 'Africa/Lagos',
      seller: SELLER,
      buyer: {
        legal_name: expect.stringMatching(/^Company /),
        tin: '',
        address: '1 Marina, Floor 2, Lagos, Lagos, 100001, Nigeria',
      },
      vat_rate: 7.5,
      prices_include_vat: true,
      employee_contributions: '0.00',
      invoice_number: null,
      order_ref: null,
      credit_notes: [],
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: item.name,
        quantity: 2,
        unit_price: '2000.00',
        unit_net: '1860.47',
        net: '3720.93',
        vat: '279.07',
        gross: '4000.00',
      }),
      expect.objectContaining({
        description: 'Moi moi',
        quantity: 1,
        unit_price: '1500.00',
        unit_net: '1395.35',
        net: '1395.35',
        vat: '104.65',
        gross: '1500.00',
      }),
      expect.objectContaining({
        description: 'Delivery fee',
        quantity: 1,
        unit_price: '500.00',
        unit_net: '465.12',
        net: '465.12',
        vat: '34.88',
        gross: '500.00',
      }),
    ]);
    expect(invoice.totals).toEqual({ net: '5581.40', vat: '418.60', gross: '6000.00' });

    // Asked again: the same invoice, not a second one; its number was not used twice.
    const again = await issue({ company_id: company.id, month: '2026-03' });
    expect(again.statusCode).toBe(200);
    expect(again.data.number).toBe(invoice.number);
    expect(again.message).toBe(`March 2026 was already invoiced: ${invoice.number}`);
    const [count] = await t.database.rows<{ n: string }>(
      sql`select count(*)::text as n from invoices where company_id = ${company.id}`,
    );
    expect(count?.n).toBe('1');

    await t.flushJobs();
    const [mail] = t.smtp.to(company.email).filter((m) => m.subject.includes('tax invoice'));
    expect(mail?.subject).toBe(`Your March 2026 tax invoice ${invoice.number}`);
    expect(mail?.text).toContain(`/dashboard/invoices/${invoice.number}`);
    expect(mail?.text).toContain('₦6,000.00');
    expect(second).toBeTruthy();
  });

  it('invoices minus credit notes equal what the wallet paid for the month, to the kobo', async () => {
    const { company, employee: ada, item } = await staffed();
    const bayo = await createEmployee(t, company.id);
    const chidi = await createEmployee(t, company.id);
    const moiMoi = await createMenuItem(t, { name: 'Moi moi', priceKobo: 1_500_00 });
    const a = (quantity = 1) => ({ food_menu: item.id, quantity });
    const b = (quantity = 1) => ({ food_menu: moiMoi.id, quantity });
    // Ada: two orders in one delivery (one fee), one on the 11th with a problem refunded before the invoice.
    const o1 = await placed(ada, [a(2)], '2026-03-10');
    const o2 = await placed(ada, [b()], '2026-03-10');
    const o5 = await placed(ada, [a()], '2026-03-11');
    // Bayo: one delivered (its problem refunded after the invoice), one cancelled before it.
    const o3 = await placed(bayo, [a()], '2026-03-10');
    const o4 = await placed(bayo, [b()], '2026-03-11');
    // Chidi: the delivery's first order (which paid its fee) cancelled, the second delivered: the fee stays charged.
    const o6 = await placed(chidi, [a()], '2026-03-10');
    const o7 = await placed(chidi, [b()], '2026-03-10');

    for (const id of [o1, o2, o3, o7]) await deliver(id, '2026-03-10T12:00:00Z');
    await cancel(o4);
    await cancel(o6);
    clock.set('2026-03-10T13:00:00Z');
    const problem3 = await api.post('/orders/:id/issues', {
      as: bayo,
      params: { id: o3 },
      body: { kind: 'quality' },
    });
    await deliver(o5, '2026-03-11T12:00:00Z');
    clock.set('2026-03-11T13:00:00Z');
    const problem5 = await api.post('/orders/:id/issues', {
      as: ada,
      params: { id: o5 },
      body: { kind: 'quality' },
    });
    expect([problem5.statusCode, problem3.statusCode]).toEqual([201, 201]);
    const resolve = (issueId: string, body: Record<string, unknown>) =>
      api.patch('/admin/issues/:id', { as: admin, unchecked: true, params: { id: issueId }, body });
    expect(
      (await resolve(problem5.data.id, { resolution: 'partial_refund', amount: 300, reply: 'Sorry' }))
        .statusCode,
    ).toBe(200);

    clock.set(APRIL_2);
    const res = await issue({ company_id: company.id, month: '2026-03' });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.data;
    expect(
      invoice.lines.map((line) => [line.description, line.quantity, line.unit_price, line.gross]),
    ).toEqual([
      [item.name, 4, '2000.00', '8000.00'],
      ['Moi moi', 2, '1500.00', '3000.00'],
      ['Delivery fee', 4, '500.00', '2000.00'],
      ['Refunds for reported problems', 1, '-300.00', '-300.00'],
    ]);
    for (const line of invoice.lines) {
      expect(Math.round((Number(line.net) + Number(line.vat)) * 100)).toBe(
        Math.round(Number(line.gross) * 100),
      );
    }
    expect(invoice.totals.gross).toBe('12700.00');
    expect(await documented(company.id, '2026-03')).toBe(await chargedSpend(company.id, '2026-03'));

    // After the invoice: o1 cancelled (its delivery lives on in o2), then o2 (the last: the fee comes
    // back, though o1 carried it on the invoice), then o3's problem refunded in full.
    await cancel(o1);
    await cancel(o2);
    expect((await resolve(problem3.data.id, { resolution: 'refund', reply: 'Refunded' })).statusCode).toBe(
      200,
    );
    const notes = await t.database.rows<{
      number: string;
      gross: string;
      order_id: string;
      invoice_id: string;
    }>(sql`
      select number, gross_kobo::text as gross, order_id, invoice_id from invoices
      where company_id = ${company.id} and kind = 'credit_note' order by number`);
    expect(notes.map((note) => [note.order_id, Number(note.gross), note.invoice_id])).toEqual([
      [o1, 4_000_00, invoice.id],
      [o2, 2_000_00, invoice.id],
      [o3, 2_000_00, invoice.id],
    ]);
    const numbers = notes.map((note) => Number(note.number.slice(3)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(await documented(company.id, '2026-03')).toBe(await chargedSpend(company.id, '2026-03'));
    expect(await documented(company.id, '2026-03')).toBe(4_700_00);
    const wallet = await walletAndLedger(t, company.id);
    expect(wallet.wallet).toBe(wallet.ledger);
    const [over] = await t.database.rows<{ n: string }>(
      sql`select count(*)::text as n from invoiced_orders where credited_kobo > invoiced_kobo`,
    );
    expect(over?.n).toBe('0');

    // A credit note names its invoice and order; the invoice lists its credit notes.
    const note = await api.get('/billings/invoices/:number', {
      as: company,
      params: { number: notes[1]!.number },
    });
    expect(note.data).toMatchObject({
      kind: 'credit_note',
      invoice_number: invoice.number,
      month: '2026-03',
      seller: SELLER,
      totals: { gross: '2000.00' },
    });
    expect(note.data.lines.map((line) => [line.description, line.gross])).toEqual([
      [expect.stringMatching(/^Meals of order [0-9A-F]{8}, refunded$/), '1500.00'],
      [expect.stringMatching(/^Delivery fee of order [0-9A-F]{8}, refunded$/), '500.00'],
    ]);
    const withNotes = await api.get('/billings/invoices/:number', {
      as: company,
      params: { number: invoice.number },
    });
    expect(withNotes.data.credit_notes.map((n) => n.number)).toEqual(notes.map((n) => n.number));
    await t.flushJobs();
    const mails = t.smtp.to(company.email).filter((m) => m.subject.startsWith('Credit note'));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      notes.map((n) => `Credit note ${n.number} for invoice ${invoice.number}`).sort(),
    );
    expect(mails[0]?.text).toContain('/dashboard/invoices/CN-');
  });

  it("invoices a large company's month in one go: 2,100 orders, one line", async () => {
    const { company, employee, item } = await staffed();
    await t.database.rows(sql`
      with placed as (
        insert into orders (id, employee_id, company_id, restaurant_id, status, total_kobo, month_key,
          delivery_date, delivery_slot)
        select gen_random_uuid(), ${employee.id}, ${company.id}, ${PLATFORM_KITCHEN_ID}, 'DELIVERED', 200000,
          '2026-03', '2026-03-12', '12:30'
        from generate_series(1, 2100)
        returning id)
      insert into order_lines (id, order_id, menu_item_id, name, price_kobo, quantity)
      select gen_random_uuid(), id, ${item.id}, ${item.name}, 200000, 1 from placed`);
    clock.set(APRIL_2);
    const res = await issue({ company_id: company.id, month: '2026-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.lines.map((line) => [line.description, line.quantity, line.gross])).toEqual([
      [item.name, 2100, '4200000.00'],
    ]);
    const [rows] = await t.database.rows<{ n: string; kobo: string }>(sql`
      select count(*)::text as n, sum(invoiced_kobo)::text as kobo from invoiced_orders where invoice_id = ${res.data.id}`);
    expect(rows).toEqual({ n: '2100', kobo: String(2100 * 2_000_00) });
  });

  it('an issued document cannot be changed or deleted', async () => {
    const [anyInvoice] = await t.database.rows<{ number: string }>(sql`select number from invoices limit 1`);
    expect(anyInvoice).toBeDefined();
    for (const statement of [
      sql`update invoices set gross_kobo = 0 where number = ${anyInvoice!.number}`,
      sql`delete from invoices where number = ${anyInvoice!.number}`,
    ]) {
      const error = await t.database.rows(statement).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(databaseError(error, 'LN423')?.message).toMatch(
        /an issued invoice cannot be changed or deleted/,
      );
    }
  });

  it('lists newest first; a company sees its own only, an employee nothing, nobody anonymous', async () => {
    const mine = await staffed();
    const theirs = await staffed();
    for (const who of [mine, theirs]) {
      const id = await placed(who.employee, who.line(), '2026-03-10');
      await deliver(id, '2026-03-10T12:00:00Z');
    }
    clock.set(APRIL_2);
    const ours = (await issue({ company_id: mine.company.id, month: '2026-03' })).data;
    clock.set('2026-04-02T10:00:00Z');
    const other = (await issue({ company_id: theirs.company.id, month: '2026-03' })).data;

    const list = await api.get('/billings/invoices', { as: mine.company });
    expect(list.statusCode).toBe(200);
    expect(list.data).toMatchObject({ total: 1, page: 1, lastId: null });
    expect(list.data.list).toEqual([
      {
        id: ours.id,
        number: ours.number,
        kind: 'invoice',
        month: '2026-03',
        issued_at: ours.issued_at,
        company: { id: mine.company.id, name: expect.stringMatching(/^Company /) },
        gross: '2500.00',
        invoice_number: null,
      },
    ]);
    // Another company's id in the query changes nothing for a company.
    const sneaky = await api.get('/billings/invoices', {
      as: mine.company,
      query: { company_id: theirs.company.id },
    });
    expect(sneaky.data.list.map((row) => row.number)).toEqual([ours.number]);

    const all = await api.get('/billings/invoices', { as: admin, query: { limit: 100 } });
    const numbers = all.data.list.map((row) => row.number);
    expect(numbers.indexOf(other.number)).toBeLessThan(numbers.indexOf(ours.number));
    const issued = all.data.list.map((row) => row.issued_at);
    expect([...issued].sort().reverse()).toEqual(issued);
    const filtered = await api.get('/billings/invoices', {
      as: admin,
      query: { company_id: theirs.company.id },
    });
    expect(filtered.data.list.map((row) => row.number)).toEqual([other.number]);
    const firstPage = await api.get('/billings/invoices', { as: admin, query: { limit: 1 } });
    const nextPage = await api.get('/billings/invoices', {
      as: admin,
      query: { limit: 1, lastId: firstPage.data.lastId! },
    });
    expect(nextPage.data.list[0]?.number).toBe(numbers[1]);

    const params = { number: other.number };
    expect((await api.get('/billings/invoices/:number', { as: mine.company, params })).statusCode).toBe(404);
    expect((await api.get('/billings/invoices/:number/pdf', { as: mine.company, params })).statusCode).toBe(
      404,
    );
    expect((await api.get('/billings/invoices/:number', { as: admin, params })).statusCode).toBe(200);
    for (const path of ['/billings/invoices/:number', '/billings/invoices/:number/pdf'] as const) {
      expect((await api.get(path, { params })).statusCode).toBe(401);
      expect((await api.get(path, { as: mine.employee, params })).statusCode).toBe(403);
    }
    expect((await api.get('/billings/invoices')).statusCode).toBe(401);
    expect((await api.get('/billings/invoices', { as: mine.employee })).statusCode).toBe(403);
    expect((await issue({ company_id: mine.company.id, month: '2026-03' }, mine.company)).statusCode).toBe(
      403,
    );
    const anonymous = await api.post('/admin/invoices/issue', { unchecked: true, body: { month: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await api.get('/billings/invoices/:number', {
      as: admin,
      params: { number: 'INV-999999' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await api.get('/billings/invoices/:number', {
      as: admin,
      unchecked: true,
      params: { number: 'INV-1' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.errors[0]?.path).toBe('number');
  });

  it('answers the PDF a person reads: kind, number, parties, lines and totals', async () => {
    const { company, employee, line } = await staffed();
    await bed.programme(company, { legal_name: 'Ìbàdàn Ẹ̀kọ́ Foods Limited', tin: '87654321-0001' });
    const id = await placed(employee, line(3), '2026-03-10');
    await deliver(id, '2026-03-10T12:00:00Z');
    clock.set(APRIL_2);
    const invoice = (await issue({ company_id: company.id, month: '2026-03' })).data;
    const res = await api.get('/billings/invoices/:number/pdf', {
      as: company,
      params: { number: invoice.number },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const shown of [
      'Tax invoice',
      invoice.number,
      'Meals delivered in March 2026',
      'Issued Thu 2 Apr 2026, 10:00 WAT',
      SELLER.legal_name,
      `TIN ${SELLER.tin}`,
      'Ìbàdàn Ẹ̀kọ́ Foods Limited',
      'TIN 87654321-0001',
      '₦6,000.00',
      '₦6,500.00',
      'VAT at 7.5 %',
      'Prices include VAT at 7.5 %',
      `${invoice.number} · Page 1 of 1`,
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('the monthly run issues each company its invoice from the 2nd of the next month, once', async () => {
    const { company, employee, line } = await staffed();
    const idle = await staffed();
    const id = await placed(employee, line(), '2026-03-10');
    await deliver(id, '2026-03-10T12:00:00Z');
    const invoicesOf = (companyId: string) =>
      t.database.rows<{ number: string; month: string }>(
        sql`select number, month from invoices where company_id = ${companyId} and kind = 'invoice'`,
      );
    // 23:30 on 1 April in Lagos: not yet.
    clock.set('2026-04-01T22:30:00Z');
    await t.flushJobs();
    expect(await invoicesOf(company.id)).toEqual([]);
    // 00:30 on the 2nd.
    clock.set('2026-04-01T23:30:00Z');
    await t.flushJobs();
    const issued = await invoicesOf(company.id);
    expect(issued).toEqual([{ number: expect.stringMatching(/^INV-/), month: '2026-03' }]);
    expect(await invoicesOf(idle.company.id)).toEqual([]);
    clock.set('2026-04-02T08:00:00Z');
    await t.flushJobs();
    expect(await invoicesOf(company.id)).toEqual(issued);
    await t.flushJobs();
    expect(t.smtp.to(company.email).filter((m) => m.subject.includes(issued[0]!.number))).toHaveLength(1);
  });
});

describe('an order an employee paid part of by card', () => {
  let t: TestApp;
  let paystack: FakePaystack;
  const clock = testClock(new Date(TUESDAY_10_00_LAGOS));
  beforeAll(async () => {
    paystack = await startFakePaystack();
    t = await buildTestApp({ clock, env: { ...paystack.env, APP_URL: 'https://lunch.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });
  const api = testApi(() => t);

  it("is invoiced at the company's share, what the employee paid shown apart; its refund credits that share", async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 5_000_00 });
    await t.db
      .update(companies)
      .set({ employeesMayPayDifference: true })
      .where(eq(companies.accountId, company.id));
    const employee = await createEmployee(t, company.id);
    const admin = await createAdmin(t);
    const dish = await createMenuItem(t, { name: 'Asun rice', priceKobo: 3_000_00 });
    const placed = await api.post('/orders', {
      as: employee,
      body: { foodItems: [{ food_menu: dish.id, quantity: 2 }], pay_difference: true },
    });
    expect(placed.statusCode, placed.body).toBe(202);
    const answer = placed.json<Envelope<AwaitingPayment>>().data;
    const reference = answer.authorization_url.split('/').at(-1)!;
    paystack.settle(reference, { status: 'success' });
    const event = paystack.event(reference);
    expect(
      (
        await api.post('/billings/webhook', {
          unchecked: true,
          headers: { 'content-type': 'application/json', 'x-paystack-signature': paystack.sign(event) },
          body: event,
        })
      ).statusCode,
    ).toBe(200);
    while ((await t.ctx.jobs.runDue()) > 0);
    const orderId = answer.order.id;
    const setStatusTo = (newStatus: 'DELIVERED' | 'CANCELLED') =>
      api.patch('/orders/update-status', { as: admin, body: { orderId, newStatus } });
    expect((await setStatusTo('DELIVERED')).statusCode).toBe(200);

    clock.set(APRIL_2);
    const res = await api.post('/admin/invoices/issue', {
      as: admin,
      body: { company_id: company.id, month: '2026-03' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.lines.map((line) => [line.description, line.quantity, line.gross])).toEqual([
      ['Asun rice', 2, '6000.00'],
      ['Paid by employees (their own card)', 1, '-1000.00'],
    ]);
    expect(res.data.totals.gross).toBe('5000.00');
    expect(res.data.employee_contributions).toBe('1000.00');

    expect((await setStatusTo('CANCELLED')).statusCode).toBe(200);
    const [note] = await t.database.rows<{ gross: string }>(
      sql`select gross_kobo::text as gross from invoices where kind = 'credit_note' and order_id = ${orderId}`,
    );
    expect(note?.gross).toBe(String(5_000_00));
    const [paid] = await t.database.rows<{ kobo: string }>(sql`
      select sum(case when type = 'order_charge' then amount_kobo else -amount_kobo end)::text as kobo
      from ledger where order_id = ${orderId}`);
    expect(Number(paid!.kobo)).toBe(0);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('invoice numbers under concurrency (PostgreSQL)', () => {
  const bed = deliveryTestbed();
  const { api, clock, order } = bed;
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = bed.app());
  });

  const counter = async (kind: string) => {
    const [row] = await t.database.rows<{ n: number }>(
      sql`select last_number as n from document_counters where kind = ${kind}`,
    );
    return Number(row!.n);
  };

  it('20 companies invoiced at once take the numbers after the last one, each once, without a gap', async () => {
    const item = await createMenuItem(t, { priceKobo: 2_000_00 });
    const companies: Actor[] = [];
    for (let i = 0; i < 20; i++) {
      const company = await createCompany(t, { walletKobo: 10_000_00, monthlyBudgetKobo: 10_000_00 });
      const employee = await createEmployee(t, company.id);
      clock.set(TUESDAY_10_00_LAGOS);
      const placed = await order(employee, [{ food_menu: item.id, quantity: 1 }], '2026-03-10', '12:30');
      expect(placed.statusCode).toBe(200);
      expect((await setStatus(t.app, admin, placed.data.id, 'DELIVERED')).statusCode).toBe(200);
      companies.push(company);
    }
    const before = await counter('invoice');
    clock.set(APRIL_2);
    // Each company twice at once: one invoice each.
    const answers = await Promise.all(
      [...companies, ...companies].map((company) =>
        api.post('/admin/invoices/issue', { as: admin, body: { company_id: company.id, month: '2026-03' } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const numbers = await t.database.rows<{ number: string }>(
      sql`select number from invoices where kind = 'invoice' order by number`,
    );
    const expected = Array.from({ length: 20 }, (_, i) => `INV-${String(before + i + 1).padStart(6, '0')}`);
    expect(numbers.map((row) => row.number).slice(-20)).toEqual(expected);
    expect(await counter('invoice')).toBe(before + 20);
    for (const [i, company] of companies.entries()) {
      expect(answers[i]!.data.number).toBe(answers[i + 20]!.data.number);
      expect(answers[i]!.data.company_id).toBe(company.id);
    }
  });

  it('a refund racing with the invoice lands before it or gets a credit note: the month still adds up', async () => {
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const item = await createMenuItem(t, { priceKobo: 2_000_00 });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const employee = await createEmployee(t, company.id);
      clock.set(TUESDAY_10_00_LAGOS);
      const placed = await order(employee, [{ food_menu: item.id, quantity: 1 }], '2026-03-10', '12:30');
      expect((await setStatus(t.app, admin, placed.data.id, 'DELIVERED')).statusCode).toBe(200);
      ids.push(placed.data.id);
    }
    const notesBefore = await counter('credit_note');
    clock.set(APRIL_2);
    const [issued, ...cancelled] = await Promise.all([
      api.post('/admin/invoices/issue', { as: admin, body: { company_id: company.id, month: '2026-03' } }),
      ...ids.slice(0, 6).map((id) => setStatus(t.app, admin, id, 'CANCELLED')),
    ]);
    expect(issued!.statusCode).toBe(200);
    expect(cancelled.map((res) => res.statusCode)).toEqual(cancelled.map(() => 200));
    const [sums] = await t.database.rows<{
      invoiced: string;
      credited: string;
      spent: string;
      notes: string;
    }>(sql`
      select
        (select coalesce(sum(gross_kobo), 0) from invoices where company_id = ${company.id} and kind = 'invoice')::text as invoiced,
        (select coalesce(sum(gross_kobo), 0) from invoices where company_id = ${company.id} and kind = 'credit_note')::text as credited,
        (select count(*) from invoices where company_id = ${company.id} and kind = 'credit_note')::text as notes,
        (select sum(case when type = 'order_charge' then amount_kobo else -amount_kobo end) from ledger
          where company_id = ${company.id} and type in ('order_charge', 'order_refund'))::text as spent`);
    expect(Number(sums!.invoiced) - Number(sums!.credited)).toBe(Number(sums!.spent));
    expect(Number(sums!.spent)).toBe(6 * 2_000_00);
    // Credit notes numbered without a gap: one per order cancelled after the invoice.
    expect(await counter('credit_note')).toBe(notesBefore + Number(sums!.notes));
  });
});
