import { commissionOf, koboToNaira, PLATFORM_KITCHEN_ID } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transferProvider } from '../src/lib/payments/transfers.js';
import { payoutStatement } from '../src/modules/payouts/payouts.read.js';
import {
  queueWeeklyPayouts,
  recheckPendingPayouts,
  STALE_PAYOUT_MS,
} from '../src/modules/payouts/payouts.service.js';
import type { TestApp } from './helpers/app.js';
import { type Actor, createRestaurant } from './helpers/factories.js';
import { payoutsTestbed } from './helpers/payouts-testbed.js';

/**
 * Restaurants' money (issue 30, docs/payouts.md): a restaurant earns its orders' totals less the
 * commission when they are delivered, once; refunds take back the same proportion; payouts pay the
 * balance by Paystack transfer exactly once, whatever the webhooks and runs do; the restaurant gets
 * a statement of each payout. The clock: Tuesday 10 March 2026, 10:00 in Lagos; orders are for
 * 12:30 that day.
 */

const UNKNOWN_ID = '0195a3c2-7b1e-7c3d-9f00-000000000000';

describe('earnings and their reversals', () => {
  const bed = payoutsTestbed({ paystack: true });
  const { api, restaurant, placed, adminSets, riderDelivers, ledgerOf, orderRows, earnings } = bed;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = bed.app());
  });

  it("a rider's hand-over earns the total less the commission, once, however often the order is delivered", async () => {
    const kitchen = await restaurant({ commissionBasisPoints: 1250 });
    const order = await placed(kitchen, { priceKobo: 2_000_00, quantity: 2 });
    expect(await ledgerOf(kitchen.restaurantId)).toEqual([]); // placed: nothing earned yet

    await riderDelivers(order.orderId, order.code);
    expect(await ledgerOf(kitchen.restaurantId)).toEqual([
      {
        type: 'earning',
        amount: 3_500_00,
        status: 'paid',
        reference: `earning:${order.orderId}`,
        order_id: order.orderId,
      },
      {
        type: 'commission',
        amount: 500_00,
        status: 'paid',
        reference: `commission:${order.orderId}`,
        order_id: order.orderId,
      },
    ]);

    // Back out of DELIVERED (no money moves) and delivered again: nothing more.
    await adminSets(order.orderId, 'OUT_FOR_DELIVERY');
    await adminSets(order.orderId, 'DELIVERED');
    expect(await orderRows(order.orderId)).toEqual({ earning: 3_500_00, commission: 500_00 });

    const mine = await earnings(kitchen);
    expect(mine).toMatchObject({
      balance: '3500.00',
      earned: '3500.00',
      commission: '500.00',
      paid: '0.00',
      pending: '0.00',
    });
    expect(mine.ledger.total).toBe(2);
    expect(mine.ledger.list.map((entry) => entry.type).sort()).toEqual(['commission', 'earning']);
    expect(mine.ledger.list[0]?.order_ref).toBe(order.orderId.replace(/-/g, '').slice(-8).toUpperCase());
    const onlyCommission = await earnings(kitchen, { type: 'commission' });
    expect(onlyCommission.ledger.list).toHaveLength(1);
  });

  it("the platform admin's change earns; a cancellation after delivery takes all of it back; charged again, it earns again", async () => {
    const kitchen = await restaurant({ commissionBasisPoints: 1234 });
    const order = await placed(kitchen, { priceKobo: 1_999_99 });
    const commission = commissionOf(1_999_99, 1234);
    expect(commission).toBe(24_680); // 12.34 % of ₦1,999.99, rounded half up to the kobo

    await adminSets(order.orderId, 'DELIVERED');
    expect(await orderRows(order.orderId)).toEqual({ earning: 1_999_99 - commission, commission });

    await adminSets(order.orderId, 'CANCELLED');
    const refund = await t.database.rows<{ reference: string }>(
      sql`select reference from ledger where order_id = ${order.orderId} and type = 'order_refund'`,
    );
    expect(await orderRows(order.orderId)).toEqual({
      earning: 1_999_99 - commission,
      commission,
      earning_reversal: 1_999_99 - commission,
      commission_reversal: commission,
    });
    const references = (await ledgerOf(kitchen.restaurantId)).map((row) => row.reference);
    expect(references).toContain(`earning_reversal:${refund[0]!.reference}`);
    expect(references).toContain(`commission_reversal:${refund[0]!.reference}`);
    expect((await earnings(kitchen)).balance).toBe('0.00');

    // Charged again and delivered: the second charge earns, under references of its own.
    await adminSets(order.orderId, 'DELIVERED');
    expect((await earnings(kitchen)).balance).toBe(koboToNaira(1_999_99 - commission));
    expect((await ledgerOf(kitchen.restaurantId)).map((row) => row.reference)).toContain(
      `earning:${order.orderId}:2`,
    );
    // And cancelling an order that never earned takes nothing back.
    const other = await placed(kitchen);
    await adminSets(other.orderId, 'CANCELLED');
    expect(await orderRows(other.orderId)).toEqual({});
  });

  it("a problem's refund takes back the same proportion: part of it, or all of it", async () => {
    const kitchen = await restaurant({ commissionBasisPoints: 1000 });
    const resolve = async (orderId: string, employee: Actor, body: object) => {
      const reported = await api.post('/orders/:id/issues', {
        as: employee,
        unchecked: true,
        params: { id: orderId },
        body: { kind: 'quality' },
      });
      expect(reported.statusCode, reported.body).toBe(201);
      const { admin } = bed.app();
      const resolved = await api.patch('/admin/issues/:id', {
        as: admin,
        unchecked: true,
        params: { id: reported.data.id },
        body: { reply: 'Sorry about that', ...body },
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
      return reported.data.id as string;
    };

    const partly = await placed(kitchen, { priceKobo: 2_000_00, quantity: 2 });
    const whole = await placed(kitchen, { priceKobo: 1_500_00 });
    await riderDelivers(partly.orderId, partly.code);
    bed.clock.advance(60 * 60_000);
    const issueId = await resolve(partly.orderId, partly.employee, {
      resolution: 'partial_refund',
      amount: '1234.56',
    });
    const back = commissionOf(1_234_56, 1000);
    expect(back).toBe(12_346);
    expect(await orderRows(partly.orderId)).toEqual({
      earning: 3_600_00,
      commission: 400_00,
      earning_reversal: 1_234_56 - back,
      commission_reversal: back,
    });
    const references = (await ledgerOf(kitchen.restaurantId)).map((row) => row.reference);
    expect(references).toEqual(
      expect.arrayContaining([`earning_reversal:issue:${issueId}`, `commission_reversal:issue:${issueId}`]),
    );

    await adminSets(whole.orderId, 'DELIVERED');
    await resolve(whole.orderId, whole.employee, { resolution: 'refund' });
    expect(await orderRows(whole.orderId)).toEqual({
      earning: 1_350_00,
      commission: 150_00,
      earning_reversal: 1_350_00,
      commission_reversal: 150_00,
    });
    expect((await earnings(kitchen)).earned).toBe(koboToNaira(3_600_00 - (1_234_56 - back)));
  });

  it("the platform's kitchen keeps all of its orders as commission and is never paid out", async () => {
    const idle = await createRestaurant(t); // nothing owed: not paid either
    const order = await placed({ ...idle, restaurantId: PLATFORM_KITCHEN_ID }, { priceKobo: 1_000_00 });
    await adminSets(order.orderId, 'DELIVERED');
    expect(await orderRows(order.orderId)).toEqual({ commission: 1_000_00 });
    const payouts = await bed.run();
    expect(payouts.map((payout) => payout.restaurant.id)).not.toContain(PLATFORM_KITCHEN_ID);
    expect(payouts.map((payout) => payout.restaurant.id)).not.toContain(idle.restaurantId);
  });
});

describe('payouts through Paystack transfers', () => {
  const bed = payoutsTestbed({ paystack: true });
  const { api, restaurant, placed, adminSets, ledgerOf, webhook, run, earnings, paystack } = bed;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = bed.app());
  });

  /** A restaurant with `orders` delivered orders of ₦2,000 (10 % commission: ₦1,800 earned each). */
  async function earning(orders = 1) {
    const kitchen = await restaurant();
    for (let i = 0; i < orders; i++) {
      const order = await placed(kitchen);
      await adminSets(order.orderId, 'DELIVERED');
    }
    return kitchen;
  }
  const payoutsOf = async (restaurantId: string) =>
    (await ledgerOf(restaurantId)).filter((row) => row.type === 'payout');
  const mailsTo = async (to: string, subject: string) => {
    await t.flushJobs();
    return t.smtp.to(to).filter((mail) => mail.subject.startsWith(subject));
  };

  it('pays the balance once: a recipient for the bank account, a pending payout, the transfer; the webhook settles it; a replay changes nothing', async () => {
    const kitchen = await earning(2);
    const before = paystack().recipients.length;
    const [made, ...others] = (await run()).filter((payout) => payout.restaurant.id === kitchen.restaurantId);
    expect(others).toEqual([]);
    expect(made).toMatchObject({ amount: '3600.00', status: 'pending', failure_reason: null });

    expect(paystack().recipients.length).toBe(before + 1);
    const recipient = paystack().recipients.at(-1)!;
    expect(recipient).toMatchObject({
      account_number: '0123456789',
      bank_code: '058',
      name: 'Restaurant Ltd',
    });
    const [payout] = await payoutsOf(kitchen.restaurantId);
    expect(payout).toMatchObject({ amount: 3_600_00, status: 'pending' });
    expect(paystack().transfer(payout!.reference)).toMatchObject({
      amount: 3_600_00,
      currency: 'NGN',
      recipient: recipient.recipient_code,
    });
    expect(paystack().transferBodies.at(-1)).toMatchObject({
      source: 'balance',
      reference: payout!.reference,
    });

    // Pending counts as paid: a second run pays nothing and makes no second recipient.
    expect((await run()).filter((p) => p.restaurant.id === kitchen.restaurantId)).toEqual([]);
    expect(await earnings(kitchen)).toMatchObject({ balance: '0.00', pending: '3600.00', paid: '0.00' });

    const unsigned = await webhook(
      paystack().transferEvent(payout!.reference, 'transfer.success'),
      'f'.repeat(128),
    );
    expect(unsigned.statusCode).toBe(401);
    expect((await payoutsOf(kitchen.restaurantId))[0]?.status).toBe('pending');

    const success = paystack().transferEvent(payout!.reference, 'transfer.success');
    expect((await webhook(success)).statusCode).toBe(200);
    expect(await earnings(kitchen)).toMatchObject({ balance: '0.00', pending: '0.00', paid: '3600.00' });
    const [settled] = await t.database.rows<{ updated_at: string; transfer_code: string }>(
      sql`select updated_at::text, transfer_code from restaurant_ledger where reference = ${payout!.reference}`,
    );
    expect(settled?.transfer_code).toBe(paystack().transfer(payout!.reference).transfer_code);

    bed.clock.advance(60_000);
    for (let i = 0; i < 3; i++) expect((await webhook(success)).statusCode).toBe(200);
    const [replayed] = await t.database.rows<{ updated_at: string }>(
      sql`select updated_at::text from restaurant_ledger where reference = ${payout!.reference}`,
    );
    expect(replayed?.updated_at).toBe(settled?.updated_at);
    expect(await payoutsOf(kitchen.restaurantId)).toHaveLength(1);
    expect(await mailsTo(kitchen.email, 'Payout of ₦3,600.00 sent')).toHaveLength(1);

    // A webhook naming another amount is ignored.
    const next = await earning(1);
    await run();
    const [pending] = await payoutsOf(next.restaurantId);
    await webhook(paystack().transferEvent(pending!.reference, 'transfer.success', { amount: 1 }));
    expect((await payoutsOf(next.restaurantId))[0]?.status).toBe('pending');
  });

  it('a failed transfer is owed again: the next run pays exactly what is owed, once', async () => {
    const kitchen = await earning(1);
    await run();
    const [first] = await payoutsOf(kitchen.restaurantId);
    const failed = paystack().transferEvent(first!.reference, 'transfer.failed', {
      gatewayResponse: 'Account is dormant',
    });
    expect((await webhook(failed)).statusCode).toBe(200);
    expect((await payoutsOf(kitchen.restaurantId))[0]).toMatchObject({ status: 'failed', amount: 1_800_00 });
    const { admin } = bed.app();
    const alerts = await mailsTo(admin.email, `Payout to ${kitchen.name} failed`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Account is dormant');
    expect(await earnings(kitchen)).toMatchObject({ balance: '1800.00', paid: '0.00', pending: '0.00' });
    // A replayed failure, or a success after it, changes nothing.
    await webhook(failed);
    await webhook(paystack().transferEvent(first!.reference, 'transfer.success'));
    expect((await payoutsOf(kitchen.restaurantId))[0]?.status).toBe('failed');

    // Another delivery meanwhile; the next run pays both, in one transfer.
    const order = await placed(kitchen);
    await adminSets(order.orderId, 'DELIVERED');
    const again = (await run()).find((payout) => payout.restaurant.id === kitchen.restaurantId);
    expect(again).toMatchObject({ amount: '3600.00', status: 'pending' });
    const payouts = await payoutsOf(kitchen.restaurantId);
    expect(payouts.map((payout) => [payout.status, payout.amount])).toEqual([
      ['failed', 1_800_00],
      ['pending', 3_600_00],
    ]);
    await webhook(paystack().transferEvent(payouts[1]!.reference, 'transfer.success'));
    expect(await earnings(kitchen)).toMatchObject({ balance: '0.00', paid: '3600.00' });

    // A transfer reversed after it was paid is owed again too.
    await webhook(paystack().transferEvent(payouts[1]!.reference, 'transfer.reversed'));
    expect(await earnings(kitchen)).toMatchObject({ balance: '3600.00', paid: '0.00' });
    const reversed = (await payoutsOf(kitchen.restaurantId))[1];
    expect(reversed?.status).toBe('failed');
  });

  it('a transfer Paystack refuses fails the payout at once; the next run pays it', async () => {
    await run(); // what earlier tests left owed is paid first: the refusal goes to this restaurant
    const kitchen = await earning(1);
    paystack().failTransfers(1, 400, 'Your balance is not enough to fulfil this request');
    const refused = (await run()).find((payout) => payout.restaurant.id === kitchen.restaurantId);
    expect(refused?.status).toBe('failed');
    expect(refused?.failure_reason).toContain('Your balance is not enough');
    expect((await earnings(kitchen)).balance).toBe('1800.00');
    const paid = (await run()).find((payout) => payout.restaurant.id === kitchen.restaurantId);
    expect(paid).toMatchObject({ amount: '1800.00', status: 'pending' });
  });

  it('a payout left pending for 15 minutes is asked of Paystack: a lost webhook settles it, a transfer never sent is owed again', async () => {
    await run(); // what earlier tests left owed is paid first
    const transfers = transferProvider(t.ctx.config);
    const lost = await earning(1);
    await run();
    const [sent] = await payoutsOf(lost.restaurantId);
    paystack().transferEvent(sent!.reference, 'transfer.success'); // Paystack paid it; its webhook never came

    // The server stopped after writing this payout, before asking Paystack for the transfer.
    const stopped = await earning(1);
    await t.database.rows(sql`
      insert into restaurant_ledger (id, restaurant_id, type, status, amount_kobo, reference, created_at, updated_at)
      values (gen_random_uuid(), ${stopped.restaurantId}, 'payout', 'pending', 180000,
        ${`payout-stopped-${stopped.restaurantId}`}, ${bed.clock.now().toISOString()}, ${bed.clock.now().toISOString()})`);
    expect((await earnings(stopped)).balance).toBe('0.00');

    expect(await recheckPendingPayouts(t.ctx, transfers)).toBe(0); // too soon: the webhook may still come
    bed.clock.advance(STALE_PAYOUT_MS + 60_000);
    expect(await recheckPendingPayouts(t.ctx, transfers)).toBe(2);
    expect((await payoutsOf(lost.restaurantId))[0]).toMatchObject({ status: 'paid', amount: 1_800_00 });
    expect((await payoutsOf(stopped.restaurantId))[0]?.status).toBe('failed');
    const [why] = await t.database.rows<{ failure_reason: string }>(
      sql`select failure_reason from restaurant_ledger where reference = ${`payout-stopped-${stopped.restaurantId}`}`,
    );
    expect(why?.failure_reason).toContain('never reached Paystack');
    expect(await earnings(stopped)).toMatchObject({ balance: '1800.00', pending: '0.00' });
    expect(await recheckPendingPayouts(t.ctx, transfers)).toBe(0); // settled once

    const again = (await run()).find((payout) => payout.restaurant.id === stopped.restaurantId);
    expect(again).toMatchObject({ amount: '1800.00', status: 'pending' });
  });

  it('a changed bank account makes a new recipient; the same one is used while it stays', async () => {
    const kitchen = await earning(1);
    await run();
    const before = paystack().recipients.length;
    const [row] = await t.database.rows<{ recipient_code: string; recipient_account: string }>(
      sql`select recipient_code, recipient_account from restaurants where id = ${kitchen.restaurantId}`,
    );
    expect(row?.recipient_account).toBe('058:0123456789');

    const order = await placed(kitchen);
    await adminSets(order.orderId, 'DELIVERED');
    await t.database.rows(
      sql`update restaurants set payout_bank_code = '044', payout_account_number = '9876543210' where id = ${kitchen.restaurantId}`,
    );
    await run();
    expect(paystack().recipients.length).toBe(before + 1);
    const made = paystack().recipients.at(-1)!;
    expect(made).toMatchObject({ bank_code: '044', account_number: '9876543210' });
    const [after] = await t.database.rows<{ recipient_code: string; recipient_account: string }>(
      sql`select recipient_code, recipient_account from restaurants where id = ${kitchen.restaurantId}`,
    );
    expect(after).toEqual({ recipient_code: made.recipient_code, recipient_account: '044:9876543210' });
    const payouts = await payoutsOf(kitchen.restaurantId);
    expect(paystack().transfer(payouts.at(-1)!.reference).recipient).toBe(made.recipient_code);
  });

  it('runs at once pay each restaurant once', async () => {
    const kitchens = [await earning(1), await earning(2), await earning(1)];
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/admin/payouts/run', { as: bed.app().admin })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    for (const [i, kitchen] of kitchens.entries()) {
      const payouts = await payoutsOf(kitchen.restaurantId);
      expect(payouts, `restaurant ${i}`).toHaveLength(1);
      expect(payouts[0]?.amount).toBe(i === 1 ? 3_600_00 : 1_800_00);
      expect((await earnings(kitchen)).balance).toBe('0.00');
    }
  });

  it("a restaurant reads its payout's statement, never another's; the statement covers the earnings since its previous payout", async () => {
    const kitchen = await earning(1);
    await run();
    const [first] = await payoutsOf(kitchen.restaurantId);
    await webhook(paystack().transferEvent(first!.reference, 'transfer.success'));
    bed.clock.advance(60_000);
    const order = await placed(kitchen);
    await adminSets(order.orderId, 'DELIVERED');
    bed.clock.advance(60_000);
    await run();
    const [, second] = await t.database.rows<{ id: string }>(
      sql`select id from restaurant_ledger where restaurant_id = ${kitchen.restaurantId} and type = 'payout' order by created_at`,
    );

    const statement = await payoutStatement(t.ctx, kitchen.restaurantId, second!.id);
    expect(statement.payout).toMatchObject({ amountKobo: 1_800_00, status: 'pending' });
    expect(statement.since).not.toBeNull();
    expect(statement.entries.map((entry) => [entry.type, entry.amountKobo])).toEqual([
      ['earning', 1_800_00],
      ['commission', 200_00],
    ]);
    expect(statement.entries[0]?.orderRef).toBe(order.orderId.replace(/-/g, '').slice(-8).toUpperCase());

    const pdf = await api.get('/restaurant/payouts/:id/statement.pdf', {
      as: kitchen,
      params: { id: second!.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await restaurant();
    const { admin } = bed.app();
    const path = '/restaurant/payouts/:id/statement.pdf' as const;
    expect((await api.get(path, { as: other, params: { id: second!.id } })).statusCode).toBe(404);
    expect((await api.get(path, { as: kitchen, params: { id: UNKNOWN_ID } })).statusCode).toBe(404);
    // An earning's id is not a payout's.
    const [earningRow] = await t.database.rows<{ id: string }>(
      sql`select id from restaurant_ledger where restaurant_id = ${kitchen.restaurantId} and type = 'earning' limit 1`,
    );
    expect((await api.get(path, { as: kitchen, params: { id: earningRow!.id } })).statusCode).toBe(404);
    expect((await api.get(path, { as: kitchen, unchecked: true, params: { id: 'nope' } })).statusCode).toBe(
      400,
    );
    expect((await api.get(path, { as: admin, params: { id: second!.id } })).statusCode).toBe(403);
    expect((await api.get(path, { params: { id: second!.id } })).statusCode).toBe(401);
  });

  it("the platform admin sees every restaurant's balance and the latest payouts", async () => {
    const kitchen = await earning(1);
    await run();
    const owed = await earning(1);
    const { admin } = bed.app();
    const res = await api.get('/admin/payouts', { as: admin });
    expect(res.statusCode).toBe(200);
    const paidOut = res.data.restaurants.find((row) => row.id === kitchen.restaurantId);
    expect(paidOut).toMatchObject({
      balance: '0.00',
      earned: '1800.00',
      commission: '200.00',
      pending: '1800.00',
    });
    expect(res.data.restaurants.find((row) => row.id === owed.restaurantId)).toMatchObject({
      balance: '1800.00',
    });
    expect(res.data.restaurants.find((row) => row.id === PLATFORM_KITCHEN_ID)?.platform_kitchen).toBe(true);
    expect(res.data.payouts.find((payout) => payout.restaurant.id === kitchen.restaurantId)).toMatchObject({
      restaurant: { id: kitchen.restaurantId, name: kitchen.name },
      amount: '1800.00',
      status: 'pending',
    });
    expect((await api.get('/admin/payouts', { as: kitchen })).statusCode).toBe(403);
    expect((await api.post('/admin/payouts/run', { as: kitchen })).statusCode).toBe(403);
    expect((await api.get('/restaurant/earnings', { as: admin })).statusCode).toBe(403);
  });
});

describe('payouts in the sandbox (no Paystack key)', () => {
  const bed = payoutsTestbed();
  const { restaurant, placed, adminSets, ledgerOf, run, earnings, clock } = bed;
  let t: TestApp;
  beforeAll(() => {
    ({ t } = bed.app());
  });

  it('a transfer settles itself as paid, and the restaurant is emailed', async () => {
    const kitchen = await restaurant();
    const order = await placed(kitchen);
    await adminSets(order.orderId, 'DELIVERED');
    const [made] = (await run()).filter((payout) => payout.restaurant.id === kitchen.restaurantId);
    expect(made).toMatchObject({ amount: '1800.00', status: 'paid' });
    expect(await earnings(kitchen)).toMatchObject({ balance: '0.00', paid: '1800.00' });
    await t.flushJobs();
    expect(
      t.smtp.to(kitchen.email).filter((mail) => mail.subject === 'Payout of ₦1,800.00 sent'),
    ).toHaveLength(1);
  });

  it("the weekly run is queued once a week, from Monday 09:00 in the platform's time zone", async () => {
    const kitchen = await restaurant();
    const first = await placed(kitchen);
    const second = await placed(kitchen);
    await adminSets(first.orderId, 'DELIVERED');
    const payoutsMade = async () =>
      (await ledgerOf(kitchen.restaurantId)).filter((row) => row.type === 'payout');
    // Monday 16 March 2026, 08:59 in Lagos: not yet.
    clock.set('2026-03-16T07:59:00Z');
    expect(await queueWeeklyPayouts(t.ctx)).toBeNull();
    await t.flushJobs();
    expect(await payoutsMade()).toEqual([]);

    clock.set('2026-03-16T08:00:00Z');
    await t.flushJobs(); // the recurring task queues the week's run, and the queue runs it
    expect(await payoutsMade()).toMatchObject([{ amount: 1_800_00, status: 'paid' }]);
    const [job] = await t.database.rows<{ n: string; status: string }>(
      sql`select count(*)::text as n, min(status) as status from jobs where dedupe_key = 'payouts.run:2026-03-16'`,
    );
    expect(job).toEqual({ n: '1', status: 'done' });

    // Later that week: the week's run is done, none is queued again.
    await adminSets(second.orderId, 'DELIVERED');
    clock.set('2026-03-18T12:00:00Z');
    expect(await queueWeeklyPayouts(t.ctx)).toBe('2026-03-16');
    await t.flushJobs();
    expect(await payoutsMade()).toHaveLength(1);
    expect((await earnings(kitchen)).balance).toBe('1800.00');
  });
});
