import { randomBytes } from 'node:crypto';
import { WEEK_DAYS, type WeekDay } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RUN_LEASE_MS,
  RunLeaseLost,
  recordProgress,
  startRun,
} from '../src/modules/auto-order/auto-order.progress.js';
import { runAutoOrders } from '../src/modules/auto-order/auto-order.run.js';
import { checkout } from '../src/modules/orders/checkout.service.js';
import type { TestApp } from './helpers/app.js';
import { autoOrderTestbed, TUESDAY } from './helpers/auto-order-testbed.js';
import { type Actor, createCompany, createEmployee, createMenuItem } from './helpers/factories.js';
import { moneyState } from './orders-helpers.js';

const EVERY_DAY: WeekDay[] = [...WEEK_DAYS];
const onPostgres = process.env.TEST_DB === 'postgres';

/** Waits until `done()` holds (polling the database, no timing asserted); fails after 20 s. */
async function until(done: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 20_000; waited += 20) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Still waiting for ${what}`);
}

describe('auto-order runs: queued, run by the job queue, their progress', () => {
  const { clock, app, api, runNow, stateOf } = autoOrderTestbed();
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app());
  });
  // Each test counts its own employees only.
  beforeEach(async () => {
    await t.database.rows(sql`update auto_order_settings set enabled = false`);
  });

  /** A company with `count` employees, auto-order on every day, and one dish that suits only them. */
  async function enrolled(count: number, days: WeekDay[] = EVERY_DAY) {
    const diet = `diet-${randomBytes(4).toString('hex')}`;
    const company = await createCompany(t, { walletKobo: 100_000_00, monthlyBudgetKobo: 100_000_00 });
    const dish = await createMenuItem(t, {
      suitableForDiet: [diet],
      priceKobo: 1_000_00,
      name: `Jollof ${diet}`,
    });
    const employees: Actor[] = [];
    for (let i = 0; i < count; i++) {
      const employee = await createEmployee(t, company.id, { dietaryPreferences: [diet] });
      const res = await api.put('/auto-order', {
        as: employee,
        body: { enabled: true, days, skip_dates: [], max_price: null, avoid_repeat_days: 0 },
      });
      expect(res.statusCode).toBe(200);
      employees.push(employee);
    }
    return { company, employees, dish };
  }

  /** The emails to `email`, sent (the demo outbox) or still queued. */
  const mailsTo = (email: string) =>
    t.database.rows<{ subject: string }>(sql`
      select subject from mail_outbox where "to" = ${email}
      union all
      select payload->>'subject' from jobs where kind = 'email.send' and payload->>'to' = ${email}`);

  /** Each employee has exactly one order for the date, was charged once and told once. */
  async function placedOnce(company: Actor, employees: Actor[]) {
    for (const employee of employees) {
      const orders = await t.database.rows<{ id: string }>(
        sql`select id from orders where employee_id = ${employee.id} and delivery_date = ${TUESDAY}`,
      );
      expect(orders).toHaveLength(1);
      expect(await moneyState(t, company.id, employee.id)).toMatchObject({
        orders: 1,
        spent: 1_000_00,
        charges: employees.length,
        wallet: 100_000_00 - employees.length * 1_000_00,
      });
      const told = (await mailsTo(employee.email)).filter((mail) => mail.subject.startsWith('We ordered'));
      expect(told).toHaveLength(1);
    }
  }

  it('run now answers 202 at once with the run queued; once the job ran, its progress says done with the counts', async () => {
    const { company, employees, dish } = await enrolled(3);
    const { employees: mondays } = await enrolled(1, ['MON']);

    const queued = await runNow();
    expect(queued.statusCode).toBe(202);
    expect(queued.message).toBe('Auto-order run queued');
    expect(queued.data).toMatchObject({
      date: TUESDAY,
      status: 'queued',
      placed: 0,
      skipped: 0,
      started_at: null,
    });
    // Nothing is placed in the request: the job queue runs it.
    expect(await t.database.rows(sql`select 1 from orders where employee_id = ${employees[0]!.id}`)).toEqual(
      [],
    );
    expect((await stateOf()).data.status).toBe('queued');

    await t.flushJobs();
    const done = (await stateOf()).data;
    expect(done).toMatchObject({
      date: TUESDAY,
      status: 'done',
      total: 4,
      placed: 3,
      skipped: 1,
      error: null,
    });
    expect(done.started_at).not.toBeNull();
    expect(done.finished_at).not.toBeNull();
    expect(done.placed_employees.map((row) => row.employee_id).sort()).toEqual(
      employees.map((e) => e.id).sort(),
    );
    expect(new Set(done.placed_employees.map((row) => row.dish))).toEqual(new Set([dish.name]));
    expect(done.skipped_employees).toEqual([
      expect.objectContaining({ employee_id: mondays[0]!.id, reason: 'Not one of their auto-order days.' }),
    ]);
    await placedOnce(company, employees);

    // Run again by hand: a finished run is queued again; it places nothing twice and tells nobody twice.
    const again = await runNow();
    expect(again.statusCode).toBe(202);
    expect(again.data.status).toBe('queued');
    await t.flushJobs();
    expect((await stateOf()).data).toMatchObject({ status: 'done', total: 4, placed: 0, skipped: 4 });
    await placedOnce(company, employees);

    const none = await stateOf('2026-04-01');
    expect(none.statusCode).toBe(404);
    expect(none.message).toBe('No auto-order run for this date');
  });

  it('anonymous callers get 401 before the body is read, other roles 403', async () => {
    const { company, employees } = await enrolled(1);
    for (const res of [
      await api.post('/admin/auto-orders/run', { unchecked: true, body: { date: 'not-a-date' } }),
      await api.get('/admin/auto-orders/runs/:date', { unchecked: true, params: { date: 'not-a-date' } }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    for (const as of [company, employees[0]!]) {
      expect((await api.post('/admin/auto-orders/run', { as, body: { date: TUESDAY } })).statusCode).toBe(
        403,
      );
      expect(
        (await api.get('/admin/auto-orders/runs/:date', { as, params: { date: TUESDAY } })).statusCode,
      ).toBe(403);
    }
    expect((await stateOf('2026-02-30')).statusCode).toBe(400);
  });

  it('concurrent runs of one date (direct and by hand) place every order once and email it once', async () => {
    const { company, employees } = await enrolled(5);
    const answers = await Promise.all([
      runAutoOrders(t.ctx, TUESDAY),
      runAutoOrders(t.ctx, TUESDAY),
      runNow(),
      runNow(),
    ]);
    for (const res of answers.slice(2))
      expect((res as Awaited<ReturnType<typeof runNow>>).statusCode).toBe(202);
    await t.flushJobs();
    await placedOnce(company, employees);
    expect((await stateOf()).data.status).toBe('done');
  });

  it('a run whose process died holds its date until its lease ends; then a new run takes over and the old one can write nothing', async () => {
    const { company, employees } = await enrolled(2);
    const dead = (await startRun(t.ctx, TUESDAY))!;
    expect(dead).not.toBeNull();
    // While its lease holds, another run does not start.
    expect((await runAutoOrders(t.ctx, TUESDAY)).status).toBe('running');
    expect((await runNow()).data.status).toBe('running');
    expect(await t.database.rows(sql`select 1 from orders where employee_id = ${employees[0]!.id}`)).toEqual(
      [],
    );

    clock.advance(RUN_LEASE_MS + 1000);
    const taken = await runAutoOrders(t.ctx, TUESDAY);
    expect(taken).toMatchObject({ status: 'done', total: 2, placed: 2, skipped: 0 });
    await expect(recordProgress(t.ctx, dead, 2, [])).rejects.toBeInstanceOf(RunLeaseLost);
    await placedOnce(company, employees);
  });

  it('an auto-order placed by a run cut off before its progress write is told by the next run, once', async () => {
    const { company, employees, dish } = await enrolled(2);
    const [cutOff] = employees;
    // The run placed it through checkout, then its process ended before writing the outcome.
    const order = await checkout(
      t.ctx,
      cutOff!.id,
      { foodItems: [{ food_menu: dish.id, quantity: 1 }], delivery_date: TUESDAY },
      `auto-order:${TUESDAY}`,
    );
    await runNow();
    await t.flushJobs();
    const done = (await stateOf()).data;
    expect(done).toMatchObject({ status: 'done', total: 2, placed: 2, skipped: 0 });
    expect(done.placed_employees.find((row) => row.employee_id === cutOff!.id)?.order_id).toBe(order.id);
    await placedOnce(company, employees);
    await runNow();
    await t.flushJobs();
    expect((await stateOf()).data).toMatchObject({ status: 'done', placed: 0, skipped: 2 });
    await placedOnce(company, employees);
  });

  it.skipIf(!onPostgres)(
    'while a run is going, other jobs run (an email queued meanwhile is sent) and a second run of the date does not start',
    async () => {
      const { company, employees } = await enrolled(3);
      // The test holds the company's row: the run's checkouts of its employees wait at their commit.
      const holder = new pg.Client({ connectionString: (t.database as { url?: string }).url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from companies where account_id = $1 for update', [company.id]);

        expect((await runNow()).statusCode).toBe(202);
        const running = t.flushJobs();
        await until(async () => (await stateOf()).data.status === 'running', 'the run to start');

        // A second run of the date does not start: called directly it answers at once, by hand it queues nothing.
        expect((await runAutoOrders(t.ctx, TUESDAY)).status).toBe('running');
        const byHand = await runNow();
        expect(byHand.statusCode).toBe(202);
        expect(byHand.message).toBe('Auto-order run already running');

        // An email queued meanwhile (a verification code) is sent while the run still waits.
        await t.ctx.sendMail(t.db, {
          to: 'meanwhile@example.com',
          subject: 'Your verification code',
          text: '123456',
          html: '<p>123456</p>',
        });
        const others = t.ctx.jobs.runDue();
        await until(
          async () =>
            (await t.database.rows(sql`select 1 from mail_outbox where "to" = 'meanwhile@example.com'`))
              .length > 0,
          'the email queued meanwhile',
        );
        expect((await stateOf()).data).toMatchObject({ status: 'running', placed: 0 });

        await holder.query('rollback');
        await Promise.all([running, others]);
      } finally {
        await holder.end();
      }
      expect((await stateOf()).data).toMatchObject({ status: 'done', total: 3, placed: 3, skipped: 0 });
      await placedOnce(company, employees);
      const [job] = await t.database.rows<{ attempts: number; status: string }>(
        sql`select attempts, status from jobs where dedupe_key = ${`auto-orders:${TUESDAY}`}`,
      );
      expect(job).toEqual({ attempts: 1, status: 'done' });
    },
  );
});
