import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledger } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
  creditWallet,
} from './helpers/factories.js';
import { placeOrder, setStatus } from './orders-helpers.js';

/** Every page's text of a PDF, in reading order, one string per page. */
async function pdfPages(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

/** The paid ledger of a company up to an instant: what the wallet held then. */
async function ledgerAt(t: TestApp, companyId: string, instant: Date) {
  const [row] = await t.database.rows<{ total: string }>(sql`
    select coalesce(sum(case when type = 'order_charge' then -amount_kobo else amount_kobo end), 0)::text as total
    from ledger where company_id = ${companyId} and status = 'paid'
      and (case when type = 'wallet_topup' then updated_at else created_at end) < ${instant.toISOString()}`);
  return Number(row?.total);
}

describe('monthly statements', () => {
  let t: TestApp;
  let company: Actor;
  let admin: Actor;
  let first: Actor;
  let second: Actor;
  // New York is UTC−5 in February: February there runs from 05:00 UTC on the 1st to 05:00 UTC on 1 March.
  const clock = testClock(new Date('2026-01-20T15:00:00Z'));
  const NY = 'America/New_York';

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t);
    company = await createCompany(t, { name: 'Statement Foods', timeZone: NY, monthlyBudgetKobo: 50_000_00 });
    await t.db
      .update(accounts)
      .set({ createdAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(accounts.id, company.id));
    first = await createEmployee(t, company.id, { firstName: 'Ada', lastName: 'First' });
    second = await createEmployee(t, company.id, { firstName: 'Bola', lastName: 'Second' });
    const item = await createMenuItem(t, { priceKobo: 2_500_00 });
    const order = async (actor: Actor, at: string, quantity = 1) => {
      clock.set(at);
      const res = await placeOrder(t.app, actor, [{ food_menu: item.id, quantity }]);
      expect(res.statusCode).toBe(200);
      return res.data.id;
    };

    await creditWallet(t, company.id, 100_000_00, new Date('2026-01-20T15:00:00Z'));
    // 23:30 on 31 January in New York, already 1 February in UTC: January's.
    await order(first, '2026-02-01T04:30:00Z');
    // A top-up started in January and paid at 00:30 on 1 February (New York): February's.
    const [owner] = await t.db.select().from(accounts).where(eq(accounts.id, company.id));
    await t.db.transaction(async (tx) => {
      await tx.insert(ledger).values({
        companyId: company.id,
        type: 'wallet_topup',
        status: 'paid',
        amountKobo: 50_000_00,
        reference: 'topup_paid_on_the_first',
        email: owner!.email,
        provider: 'test',
        createdAt: new Date('2026-02-01T04:00:00Z'),
        updatedAt: new Date('2026-02-01T05:30:00Z'),
      });
      await tx.execute(
        sql`update companies set wallet_kobo = wallet_kobo + ${50_000_00} where account_id = ${company.id}`,
      );
      // A failed top-up moves nothing and is not on the statement.
      await tx.insert(ledger).values({
        companyId: company.id,
        type: 'wallet_topup',
        status: 'failed',
        amountKobo: 9_999_00,
        reference: 'topup_failed',
        email: owner!.email,
        provider: 'test',
        createdAt: new Date('2026-02-03T12:00:00Z'),
        updatedAt: new Date('2026-02-03T12:00:00Z'),
      });
    });
    await order(first, '2026-02-10T17:00:00Z', 2);
    const refunded = await order(second, '2026-02-10T18:00:00Z');
    clock.set('2026-02-12T12:00:00Z');
    expect((await setStatus(t.app, admin, refunded, 'CANCELLED')).statusCode).toBe(200);
    // 23:50 on 28 February in New York (already March in UTC): February's.
    await order(first, '2026-03-01T04:50:00Z');
    // 00:10 on 1 March in New York: March's.
    await order(first, '2026-03-01T05:10:00Z');
    clock.set('2026-03-01T05:30:00Z');
  }, 180_000);
  afterAll(() => t.close());

  const api = testApi(() => t);
  /** The statement of `month` as JSON; an admin names the company. */
  const statementOf = (actor: Actor, month: string, companyId?: string) =>
    api.get('/billings/statement', { as: actor, query: { month, companyId } });
  const pdf = (actor: Actor, month: string) =>
    api.get('/billings/statement.pdf', { as: actor, query: { month } });
  const csv = (actor: Actor, month: string) =>
    api.get('/billings/statement.csv', { as: actor, query: { month } });

  it("reconciles a month in the company's time zone with the ledger", async () => {
    const res = await statementOf(company, '2026-02');
    expect(res.statusCode).toBe(200);
    const statement = res.data;
    expect(statement).toMatchObject({
      month: '2026-02',
      time_zone: NY,
      company: { name: 'Statement Foods', address: '1 Marina, Floor 2, Lagos, Lagos, 100001, Nigeria' },
      opening_balance: '97500.00',
      topups: '50000.00',
      charges: '10000.00',
      refunds: '2500.00',
      closing_balance: '140000.00',
    });
    expect(
      statement.movements.map((m: { type: string; amount: string; balance: string }) => [
        m.type,
        m.amount,
        m.balance,
      ]),
    ).toEqual([
      ['wallet_topup', '50000.00', '147500.00'],
      ['order_charge', '5000.00', '142500.00'],
      ['order_charge', '2500.00', '140000.00'],
      ['order_refund', '2500.00', '142500.00'],
      ['order_charge', '2500.00', '140000.00'],
    ]);
    expect(statement.employees).toEqual([
      { id: first.id, name: 'Ada First', orders: 2, spent: '7500.00', contributed: '0.00' },
      { id: second.id, name: 'Bola Second', orders: 1, spent: '0.00', contributed: '0.00' },
    ]);
    expect(statement.employee_contributions).toBe('0.00');
    // The closing balance is the paid ledger at the end of February (New York), and January's closing is February's opening.
    expect(await ledgerAt(t, company.id, new Date('2026-03-01T05:00:00Z'))).toBe(140_000_00);
    const january = (await statementOf(company, '2026-01')).data;
    expect(january).toMatchObject({
      opening_balance: '0.00',
      closing_balance: '97500.00',
      charges: '2500.00',
    });
    const march = (await statementOf(company, '2026-03')).data;
    expect(march).toMatchObject({ opening_balance: '140000.00', closing_balance: '137500.00' });
  });

  it('gives the same statement as a PDF whose text carries every figure, page numbers included', async () => {
    const res = await pdf(company, '2026-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-02.pdf"');
    const pages = await pdfPages(res.rawPayload);
    const text = pages.join(' ');
    for (const expected of [
      'Statement Foods',
      '1 Marina, Floor 2, Lagos, Lagos, 100001, Nigeria',
      'February 2026',
      'Opening balance ₦97,500.00',
      'Top-ups ₦50,000.00',
      'Refunds ₦2,500.00',
      'Charges ₦10,000.00',
      'Closing balance ₦140,000.00',
      'Sat 28 Feb 2026, 23:50 EST',
      'topup_paid_on_the_first',
      'Ada First 2 ₦7,500.00',
      'Bola Second 1 ₦0.00',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('topup_failed');
    expect(text, 'no ISO date in the PDF').not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("lists the month's movements as CSV", async () => {
    const res = await csv(company, '2026-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="statement-2026-02.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Type,Reference,Email,Order,Money in,Money out,Balance');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `2026-02-01 00:30,Top-up,topup_paid_on_the_first,${company.email},,50000.00,,147500.00`,
    );
    expect(lines[5]).toMatch(/^2026-02-28 23:50,Order charge,chg_.*,,2500\.00,140000\.00$/);
  });

  it('numbers the pages of a long statement', async () => {
    const busy = await createCompany(t, { name: 'Busy Kitchen', timeZone: 'Africa/Lagos' });
    for (let i = 0; i < 90; i++) {
      await creditWallet(t, busy.id, 1_000_00 + i, new Date(Date.UTC(2026, 1, 2, 0, i)));
    }
    const statement = (await statementOf(busy, '2026-02')).data;
    expect(statement.movements).toHaveLength(90);
    expect(statement.closing_balance).toBe('90040.05');
    const pages = await pdfPages((await pdf(busy, '2026-02')).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.join(' ')).toContain('₦90,040.05');
  });

  it('lets an admin read any company with companyId, and refuses bad input naming the field', async () => {
    const res = await statementOf(admin, '2026-02', company.id);
    expect(res.data.closing_balance).toBe('140000.00');
    const cases = [
      [admin, '/billings/statement', { month: '2026-02' }, 'companyId'],
      [admin, '/billings/statement', { month: '2026-02', companyId: 'nope' }, 'companyId'],
      [company, '/billings/statement', { month: '2026-13' }, 'month'],
      [company, '/billings/statement', {}, 'month'],
      [company, '/billings/statement.pdf', { month: 'Feb' }, 'month'],
      [company, '/billings/statement.csv', { month: '2026-2' }, 'month'],
    ] as const;
    for (const [actor, path, query, field] of cases) {
      const bad = await api.get(path, { as: actor, unchecked: true, query });
      expect(bad.statusCode).toBe(400);
      expect(bad.errors[0]?.path).toBe(field);
    }
    expect((await statementOf(first, '2026-02')).statusCode).toBe(403);
    const unknown = await statementOf(admin, '2026-02', first.id);
    expect(unknown.statusCode).toBe(404);
  });

  it('emails the previous month on the 1st (company time zone) with the PDF attached, once', async () => {
    clock.set('2026-03-01T04:59:00Z'); // still 28 February in New York
    await t.flushJobs();
    const february = () => t.smtp.to(company.email).filter((m) => m.subject.includes('February 2026'));
    expect(february()).toHaveLength(0);
    // January's statement went out on 1 February.
    expect(t.smtp.to(company.email).filter((m) => m.subject.includes('January 2026'))).toHaveLength(1);

    clock.set('2026-03-01T05:01:00Z');
    await t.flushJobs();
    clock.advance(2 * 60_000);
    await t.flushJobs();
    const mails = february();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your February 2026 statement');
    expect(mails[0]!.text).toContain('Closing balance: ₦140,000.00');
    const [attachment] = mails[0]!.attachments;
    expect(attachment).toMatchObject({ filename: 'statement-2026-02.pdf', contentType: 'application/pdf' });
    expect((await pdfPages(attachment!.content)).join(' ')).toContain('Closing balance ₦140,000.00');
  });
});
