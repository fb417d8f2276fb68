import { orderRef } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.js';
import { deliveryTestbed, TUESDAY_10_00_LAGOS } from './helpers/delivery-testbed.js';
import { type Actor, createEmployee, createMenuItem, walletAndLedger } from './helpers/factories.js';
import { setStatus } from './orders-helpers.js';

/**
 * Problems put right (issue 29): an employee reports a problem with an order within 24 hours of its
 * delivery (or of a failed or late delivery); the platform admin lists the problems and resolves each
 * once, with a full or partial refund to the company's wallet and the employee's budget, or none.
 * The clock: Tuesday 10 March 2026, 10:00 in Lagos; orders are for 12:30 that day (₦2,000 each).
 */

const UNKNOWN_ID = '0195a3c2-7b1e-7c3d-9f00-000000000000';
/** 12:40 in Lagos on Tuesday 10 March 2026: the lunch was handed over. */
const DELIVERED_AT = '2026-03-10T11:40:00Z';
/** 14:00 in Lagos the same day. */
const AFTERNOON = '2026-03-10T13:00:00Z';

function issuesTestbed() {
  const bed = deliveryTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = bed.app());
  });

  /** An order for 12:30 today, then its delivery (or failure, or lateness) written as the riders' code writes it. */
  async function deliveredOrder(
    options: { walletKobo?: number; column?: 'delivered_at' | 'failed_at' | 'late_at'; at?: string } = {},
  ) {
    bed.clock.set(TUESDAY_10_00_LAGOS);
    const staffed = await bed.staffed({ walletKobo: options.walletKobo ?? 10_000_00 });
    const placed = await bed.order(staffed.employee, staffed.line(), '2026-03-10', '12:30');
    expect(placed.statusCode).toBe(200);
    const column = sql.identifier(options.column ?? 'delivered_at');
    const status = options.column === 'delivered_at' || !options.column ? 'DELIVERED' : 'OUT_FOR_DELIVERY';
    await t.database.rows(sql`
      update orders set status = ${status}, ${column} = ${options.at ?? DELIVERED_AT}::timestamptz
      where id = ${placed.data.id}`);
    bed.clock.set(AFTERNOON);
    return { ...staffed, orderId: placed.data.id };
  }

  const report = (employee: Actor, orderId: string, body: Record<string, unknown> = { kind: 'late' }) =>
    bed.api.post('/orders/:id/issues', { as: employee, unchecked: true, params: { id: orderId }, body });

  const resolve = (issueId: string, body: Record<string, unknown>) =>
    bed.api.patch('/admin/issues/:id', { as: admin, unchecked: true, params: { id: issueId }, body });

  /** The employee's spend for March 2026 (kobo). */
  async function spent(employeeId: string) {
    const [row] = await t.database.rows<{ spent: string }>(
      sql`select spent_kobo::text as spent from monthly_spend where employee_id = ${employeeId} and month_key = '2026-03'`,
    );
    return Number(row?.spent ?? 0);
  }

  const issueRefunds = (companyId: string) =>
    t.database.rows<{ amount: string; reference: string; order_id: string; email: string }>(sql`
      select amount_kobo::text as amount, reference, order_id, email from ledger
      where company_id = ${companyId} and type = 'issue_refund' and status = 'paid'`);

  return {
    ...bed,
    app: () => ({ t, admin }),
    deliveredOrder,
    report,
    resolve,
    spent,
    issueRefunds,
  };
}

describe('problems put right', () => {
  const { app, api, clock, deliveredOrder, report, resolve, spent, issueRefunds, staffed, order } =
    issuesTestbed();
  let t: TestApp;
  let admin: Actor;
  beforeAll(() => {
    ({ t, admin } = app());
  });
  beforeEach(async () => {
    await t.database.rows(sql`delete from order_issues`);
  });

  it('an employee reports a problem within 24 hours of delivery; the platform admins are emailed; once per order', async () => {
    const { employee, item, orderId } = await deliveredOrder();
    const res = await report(employee, orderId, {
      kind: 'missing_item',
      note: '  No plantain in the pack  ',
      items: [item.id, item.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      order_id: orderId,
      order_ref: orderRef(orderId),
      kind: 'missing_item',
      note: 'No plantain in the pack',
      items: [{ food_menu: item.id, name: item.name, quantity: 1 }],
      status: 'open',
      resolution: null,
      refund: '0.00',
      reply: '',
      resolved_at: null,
      order_total: '2000.00',
      delivery_date: '2026-03-10',
      delivery_slot: '12:30',
    });
    expect(res.data.employee_name).toMatch(/^Staff Member /);
    expect(res.data.company_name).toMatch(/^Company /);

    // The order shows it.
    const mine = await api.get('/orders', { as: employee });
    expect(mine.data.list[0]?.issue).toMatchObject({ id: res.data.id, kind: 'missing_item', status: 'open' });

    await t.flushJobs();
    const mails = t.smtp.to(admin.email).filter((mail) => mail.subject.startsWith('Problem reported'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Problem reported: order ${orderRef(orderId)}`);
    expect(mails[0]?.text).toContain('Something was missing');
    expect(mails[0]?.text).toContain(`1 × ${item.name}`);
    expect(mails[0]?.text).toContain('No plantain in the pack');

    const again = await report(employee, orderId, { kind: 'quality' });
    expect(again.statusCode).toBe(409);
    expect(again.message).toBe('You already reported a problem with this order.');
  });

  it('a failed or late delivery may be reported too; the window runs from the latest of them', async () => {
    const failed = await deliveredOrder({ column: 'failed_at' });
    expect((await report(failed.employee, failed.orderId, { kind: 'not_delivered' })).statusCode).toBe(201);
    // Late long ago, delivered an hour ago: the delivery counts.
    const late = await deliveredOrder({ column: 'late_at', at: '2026-03-08T11:00:00Z' });
    expect((await report(late.employee, late.orderId)).statusCode).toBe(409);
    await t.database.rows(
      sql`update orders set status = 'DELIVERED', delivered_at = ${DELIVERED_AT}::timestamptz where id = ${late.orderId}`,
    );
    expect((await report(late.employee, late.orderId)).statusCode).toBe(201);
  });

  it('refuses before delivery, after the 24 hours, for dishes not in the order and for another employee', async () => {
    const { company, employee, line } = await staffed();
    const placed = await order(employee, line(), '2026-03-10', '12:30');
    const early = await report(employee, placed.data.id);
    expect(early.statusCode).toBe(409);
    expect(early.message).toBe(
      'You can report a problem once your lunch is delivered, late or could not be delivered.',
    );

    const { employee: other, orderId } = await deliveredOrder();
    // 24 hours after 12:40 is still open; a minute later it is closed.
    clock.set('2026-03-11T11:40:00Z');
    const colleague = await createEmployee(t, company.id);
    expect((await report(colleague, orderId)).statusCode).toBe(404);
    expect((await report(other, UNKNOWN_ID)).statusCode).toBe(404);

    const stranger = await createMenuItem(t);
    const wrongDish = await report(other, orderId, { kind: 'wrong_item', items: [stranger.id] });
    expect(wrongDish.statusCode).toBe(400);
    expect(wrongDish.errors[0]?.path).toBe('items');
    const notAnId = await report(other, orderId, { kind: 'wrong_item', items: ['x'] });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.body).toMatch(/items/);
    const badKind = await report(other, orderId, { kind: 'cold' });
    expect(badKind.statusCode).toBe(400);

    clock.set('2026-03-11T11:41:00Z');
    const late = await report(other, orderId);
    expect(late.statusCode).toBe(409);
    expect(late.message).toBe(
      'The 24 hours to report a problem with this order passed at Wed 11 Mar 2026, 12:40 WAT.',
    );
    const [count] = await t.database.rows<{ n: string }>(sql`select count(*)::text as n from order_issues`);
    expect(count?.n).toBe('0');
  });

  it('lists open problems oldest first and resolved ones newest first, with the open count and paging', async () => {
    const reported: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { employee, orderId } = await deliveredOrder();
      clock.set(new Date(new Date(AFTERNOON).getTime() + i * 60_000));
      const res = await report(employee, orderId);
      reported.push(res.data.id);
    }
    const open = await api.get('/admin/issues', { as: admin });
    expect(open.statusCode).toBe(200);
    expect(open.data).toMatchObject({ open: 3, total: 3, page: 1 });
    expect(open.data.list.map((issue) => issue.id)).toEqual(reported);

    const first = await api.get('/admin/issues', { as: admin, query: { limit: 2 } });
    expect(first.data.list.map((issue) => issue.id)).toEqual(reported.slice(0, 2));
    const next = await api.get('/admin/issues', {
      as: admin,
      query: { limit: 2, lastId: first.data.lastId! },
    });
    expect(next.data.list.map((issue) => issue.id)).toEqual([reported[2]]);
    expect(next.data.lastId).toBeNull();
    const second = await api.get('/admin/issues', { as: admin, query: { limit: 2, page: 2 } });
    expect(second.data.list.map((issue) => issue.id)).toEqual([reported[2]]);

    for (const id of [reported[0]!, reported[2]!]) {
      expect(
        (await resolve(id, { resolution: 'no_action', reply: 'Thanks for telling us' })).statusCode,
      ).toBe(200);
    }
    const resolved = await api.get('/admin/issues', { as: admin, query: { status: 'resolved' } });
    expect(resolved.data).toMatchObject({ open: 1, total: 2 });
    expect(resolved.data.list.map((issue) => issue.id)).toEqual([reported[2], reported[0]]);
    const stillOpen = await api.get('/admin/issues', { as: admin, query: { status: 'open' } });
    expect(stillOpen.data.list.map((issue) => issue.id)).toEqual([reported[1]]);
  });

  it('a full refund gives the order total back to the wallet and the budget, once; both are emailed', async () => {
    const { company, employee, orderId } = await deliveredOrder();
    expect(await spent(employee.id)).toBe(2_000_00);
    const issue = (await report(employee, orderId, { kind: 'quality', note: 'Cold' })).data;
    t.smtp.clear();
    const res = await resolve(issue.id, { resolution: 'refund', reply: 'Sorry, we refunded the meal.' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      status: 'resolved',
      resolution: 'refund',
      refund: '2000.00',
      reply: 'Sorry, we refunded the meal.',
      resolved_at: AFTERNOON.replace('Z', '.000Z'),
    });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 10_000_00, ledger: 10_000_00 });
    expect(await spent(employee.id)).toBe(0);
    expect(await issueRefunds(company.id)).toEqual([
      { amount: '200000', reference: `issue:${issue.id}`, order_id: orderId, email: employee.email },
    ]);
    const mine = await api.get('/orders', { as: employee });
    expect(mine.data.list[0]).toMatchObject({
      status: 'DELIVERED',
      issue: {
        status: 'resolved',
        resolution: 'refund',
        refund: '2000.00',
        reply: 'Sorry, we refunded the meal.',
      },
    });

    await t.flushJobs();
    const toEmployee = t.smtp.to(employee.email).filter((mail) => mail.subject.includes('was resolved'));
    expect(toEmployee).toHaveLength(1);
    expect(toEmployee[0]?.subject).toBe(`Your problem with order ${orderRef(orderId)} was resolved`);
    expect(toEmployee[0]?.text).toContain('Refunded in full');
    expect(toEmployee[0]?.text).toContain('₦2,000.00');
    expect(toEmployee[0]?.text).toContain('Sorry, we refunded the meal.');
    const toCompany = t.smtp.to(company.email).filter((mail) => mail.subject.includes('was resolved'));
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]?.text).toContain('Sorry, we refunded the meal.');

    const twice = await resolve(issue.id, { resolution: 'refund', reply: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.message).toBe('This problem was already resolved');
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 10_000_00, ledger: 10_000_00 });
    expect(await issueRefunds(company.id)).toHaveLength(1);
    expect((await resolve(UNKNOWN_ID, { resolution: 'no_action', reply: 'x' })).statusCode).toBe(404);
  });

  it('a partial refund gives back the amount (more than 0, less than the total); the budget never goes below 0', async () => {
    const { company, employee, orderId } = await deliveredOrder();
    const issue = (await report(employee, orderId, { kind: 'missing_item' })).data;
    for (const amount of ['0', '2000', '2500', '-5']) {
      const refused = await resolve(issue.id, { resolution: 'partial_refund', amount, reply: 'Part' });
      expect(refused.statusCode).toBe(400);
      expect(refused.errors[0]?.path).toBe('amount');
    }
    const missing = await resolve(issue.id, { resolution: 'partial_refund', reply: 'Part' });
    expect(missing.statusCode).toBe(400);
    expect(missing.errors[0]?.path).toBe('amount');
    const extra = await resolve(issue.id, { resolution: 'refund', amount: '500', reply: 'Part' });
    expect(extra.statusCode).toBe(400);
    expect(extra.errors[0]?.path).toBe('amount');
    // Nothing moved and the problem is still open.
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 8_000_00, ledger: 8_000_00 });

    // The month's spend was lowered since (say, another order refunded): it stops at 0.
    await t.database.rows(
      sql`update monthly_spend set spent_kobo = 30000 where employee_id = ${employee.id}`,
    );
    const res = await resolve(issue.id, {
      resolution: 'partial_refund',
      amount: '500.50',
      reply: 'The drink',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ resolution: 'partial_refund', refund: '500.50' });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 8_500_50, ledger: 8_500_50 });
    expect(await spent(employee.id)).toBe(0);
    expect((await issueRefunds(company.id)).map((row) => row.amount)).toEqual(['50050']);
  });

  it('no_action moves no money', async () => {
    const { company, employee, orderId } = await deliveredOrder();
    const issue = (await report(employee, orderId)).data;
    const res = await resolve(issue.id, { resolution: 'no_action', reply: 'It arrived within the slot.' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ status: 'resolved', resolution: 'no_action', refund: '0.00' });
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 8_000_00, ledger: 8_000_00 });
    expect(await spent(employee.id)).toBe(2_000_00);
    expect(await issueRefunds(company.id)).toEqual([]);
    // Without a refund the order may still be cancelled (and refunded by the cancellation).
    expect((await setStatus(t.app, admin, orderId, 'CANCELLED')).statusCode).toBe(200);
    expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 10_000_00, ledger: 10_000_00 });
  });

  it('a refunded order cannot be cancelled or declined, and a cancelled order is not refunded again', async () => {
    const refunded = await deliveredOrder();
    const issue = (await report(refunded.employee, refunded.orderId)).data;
    expect(
      (await resolve(issue.id, { resolution: 'partial_refund', amount: '100', reply: 'Sorry' })).statusCode,
    ).toBe(200);
    for (const status of ['CANCELLED', 'DECLINED']) {
      const res = await setStatus(t.app, admin, refunded.orderId, status);
      expect(res.statusCode).toBe(409);
      expect(res.message).toMatch(/refund of ₦100\.00, so it would be refunded twice/);
    }
    const bulk = await api.patch('/orders/bulk-status', {
      as: admin,
      body: { orderIds: [refunded.orderId], newStatus: 'CANCELLED' },
    });
    expect(bulk.data.refused).toHaveLength(1);
    expect(await walletAndLedger(t, refunded.company.id)).toEqual({ wallet: 8_100_00, ledger: 8_100_00 });
    // Moving between statuses that keep the money is still allowed.
    expect((await setStatus(t.app, admin, refunded.orderId, 'CONFIRMED')).statusCode).toBe(200);

    const cancelled = await deliveredOrder({ column: 'failed_at' });
    const other = (await report(cancelled.employee, cancelled.orderId, { kind: 'not_delivered' })).data;
    expect((await setStatus(t.app, admin, cancelled.orderId, 'CANCELLED')).statusCode).toBe(200);
    for (const body of [
      { resolution: 'refund', reply: 'x' },
      { resolution: 'partial_refund', amount: '100', reply: 'x' },
    ]) {
      const res = await resolve(other.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.message).toMatch(/already refunded by its cancellation/);
    }
    const closed = await resolve(other.id, {
      resolution: 'no_action',
      reply: 'Refunded when it was cancelled.',
    });
    expect(closed.statusCode).toBe(200);
    expect(await walletAndLedger(t, cancelled.company.id)).toEqual({ wallet: 10_000_00, ledger: 10_000_00 });
    expect(await issueRefunds(cancelled.company.id)).toEqual([]);
  });

  it('only the employee reports and only the platform admin lists and resolves', async () => {
    const { company, employee, orderId } = await deliveredOrder();
    expect((await report(company, orderId)).statusCode).toBe(403);
    expect((await report(admin, orderId)).statusCode).toBe(403);
    const issue = (await report(employee, orderId)).data;
    expect((await api.get('/admin/issues', { as: employee, unchecked: true })).statusCode).toBe(403);
    expect(
      (
        await api.patch('/admin/issues/:id', {
          as: company,
          unchecked: true,
          params: { id: issue.id },
          body: { resolution: 'refund', reply: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('problems resolved at once (PostgreSQL)', () => {
  const { app, deliveredOrder, report, resolve, issueRefunds } = issuesTestbed();

  it('of concurrent resolutions of one problem exactly one wins, with exactly one refund', async () => {
    const { t } = app();
    for (let round = 0; round < 5; round++) {
      const { company, employee, orderId } = await deliveredOrder();
      const issue = (await report(employee, orderId)).data;
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          resolve(
            issue.id,
            i % 2 === 0
              ? { resolution: 'refund', reply: `Refund ${i}` }
              : { resolution: 'partial_refund', amount: '700', reply: `Part ${i}` },
          ),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
      for (const res of answers.filter((answer) => answer.statusCode === 409)) {
        expect(res.message).toBe('This problem was already resolved');
      }
      const refunds = await issueRefunds(company.id);
      expect(refunds).toHaveLength(1);
      const winner = answers.find((res) => res.statusCode === 200)!;
      expect(Number(refunds[0]!.amount)).toBe(winner.data.resolution === 'refund' ? 2_000_00 : 700_00);
      expect(await walletAndLedger(t, company.id)).toEqual({
        wallet: 8_000_00 + Number(refunds[0]!.amount),
        ledger: 8_000_00 + Number(refunds[0]!.amount),
      });
    }
  });

  it('a refund and a cancellation of the same order at once: exactly one gives the money back', async () => {
    const { t, admin } = app();
    for (let round = 0; round < 5; round++) {
      const { company, employee, orderId } = await deliveredOrder();
      const issue = (await report(employee, orderId)).data;
      const [refund, cancel] = await Promise.all([
        resolve(issue.id, { resolution: 'refund', reply: 'Sorry' }),
        setStatus(t.app, admin, orderId, 'CANCELLED'),
      ]);
      expect([refund.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const [moves] = await t.database.rows<{ refunds: string; issue_refunds: string }>(sql`
        select count(*) filter (where type = 'order_refund')::text as refunds,
          count(*) filter (where type = 'issue_refund')::text as issue_refunds
        from ledger where order_id = ${orderId}`);
      expect(Number(moves!.refunds) + Number(moves!.issue_refunds)).toBe(1);
      expect(await walletAndLedger(t, company.id)).toEqual({ wallet: 10_000_00, ledger: 10_000_00 });
    }
  });
});
