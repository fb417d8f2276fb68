import {
  type AutoOrderRun,
  formatDateTime,
  formatDay,
  formatSlot,
  REFUNDED_ORDER_STATUSES,
} from '@lunch/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import {
  accounts,
  autoOrderOutcomes,
  autoOrderSettings,
  employees,
  jobs,
  orderLines,
  orders,
} from '../../db/schema.js';
import { employeeName } from '../../domain/accounts/accounts.repository.js';
import { weekDayOf } from '../../domain/delivery/calendar.js';
import { slotOn } from '../../domain/delivery/delivery-rules.js';
import { type PlatformRules, platformRules } from '../../domain/delivery/platform-settings.js';
import { DISH_RULES, PRICE_RULES, Refusal } from '../../domain/holds/refusals.js';
import { offeringDay } from '../../domain/restaurants/offering.js';
import { emails } from '../../lib/emails.js';
import { AppError } from '../../lib/errors.js';
import { checkout } from '../orders/checkout.service.js';
import {
  endRun,
  type RunEntry,
  type RunLease,
  recordProgress,
  runState,
  startRun,
} from './auto-order.progress.js';
import { AUTO_ORDER_JOB } from './auto-order.schedule.js';
import { type DishChoice, dishesFor } from './dish-choice.js';

type Enrolled = {
  employeeId: string;
  name: string;
  email: string;
  days: string[];
  skipDates: string[];
  maxPriceKobo: number | null;
  avoidRepeatDays: number;
  /** The company's time zone: the order's slot is in it. */
  companyTimeZone: string;
};

/** What is the same for every employee of a run, read once when it starts. */
type RunInputs = { date: string; platform: PlatformRules };

const companyAccount = alias(accounts, 'company_account');

/** The idempotency key of the order auto-ordering places for a date: checkout places it at most once. */
const keyFor = (date: string) => `auto-order:${date}`;

/**
 * Employees placed at once. Each uses one pooled connection at a time (dishes read ahead and the
 * progress write take one more each, at most AT_ONCE + 2 in all), leaving the rest of the pool
 * (db/client.ts, 10) to requests and the other jobs; the orders of one company meet only at the end
 * of checkout's transaction, on its wallet row, which checkout locks until its COMMIT only. On two
 * cores the run is CPU-bound from about four at once.
 */
const AT_ONCE = 5;
/** Progress (with the outcomes and their emails) is written once this many employees are done, and at the end. */
const PROGRESS_EVERY = 100;
/** Dishes are chosen for this many employees at a time (one query). */
const DISH_CHOICE_EVERY = 50;
/**
 * How far behind the job queue may fall while a run places orders: each order queues three emails
 * (checkout's receipt and "wallet charged", the run's own), faster than the queue sends them, and
 * the queue takes its jobs in the order they came due, so an email queued meanwhile (a verification
 * code) would wait behind them all. While the oldest due job waits longer than this and other jobs
 * are being run, the run pauses (QueuePace), at most QUEUE_PAUSE_MS at a time.
 */
const QUEUE_LAG_MS = 2_000;
const QUEUE_PAUSE_MS = 5_000;
const QUEUE_CHECK_MS = 250;

/**
 * Auto-ordering for one delivery date: every enabled employee (active account) whose day it is,
 * who did not skip it and has no order for it, gets one dish (see placeFor) through checkout,
 * with the idempotency key `auto-order:<date>` — so neither a repeated nor a concurrent run places
 * a second order. Each placed order, and each refusal, is emailed once per date.
 *
 * The run holds its date's lease (auto_order_runs, startRun) from start to end: while it holds, a
 * second run of the date (the schedule's job in another process, a direct call) does not start and
 * answers the state of this one. What is the same for everyone (the platform's rules, who is
 * enrolled, who has an order for the date) is read once; then AT_ONCE employees are placed at a
 * time, and the progress (counts and what was done for each employee) is written every
 * PROGRESS_EVERY employees, renewing the lease. Answers the run's state at its end.
 */
export async function runAutoOrders(ctx: AppContext, date: string): Promise<AutoOrderRun> {
  const lease = await startRun(ctx, date);
  if (!lease) {
    ctx.log.info({ date }, 'auto-order run of this date already running elsewhere');
    return runState(ctx, date);
  }
  try {
    await placeAll(ctx, lease);
    await endRun(ctx, lease);
  } catch (error) {
    await endRun(ctx, lease, error).catch((lost: unknown) =>
      ctx.log.error({ err: lost, date }, 'auto-order run failure not recorded'),
    );
    throw error;
  }
  return runState(ctx, date);
}

/** Who has auto-order on: every enabled employee with an active account, with their wishes. */
const enrolledEmployees = (ctx: AppContext): Promise<Enrolled[]> =>
  ctx.db
    .select({
      employeeId: employees.accountId,
      name: employeeName,
      email: accounts.email,
      days: autoOrderSettings.days,
      skipDates: autoOrderSettings.skipDates,
      maxPriceKobo: autoOrderSettings.maxPriceKobo,
      avoidRepeatDays: autoOrderSettings.avoidRepeatDays,
      companyTimeZone: companyAccount.timeZone,
    })
    .from(autoOrderSettings)
    .innerJoin(employees, eq(employees.accountId, autoOrderSettings.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(companyAccount, eq(companyAccount.id, employees.companyId))
    .where(and(eq(autoOrderSettings.enabled, true), eq(accounts.accountState, 'ACTIVE')))
    .orderBy(asc(employees.accountId));

/**
 * The employees with an order for the date: `auto` when it is the one auto-ordering placed (even
 * cancelled since: it is not placed again), `own` when one of theirs is not declined or cancelled.
 */
async function ordersOn(ctx: AppContext, date: string) {
  const rows = await ctx.db
    .select({
      employeeId: orders.employeeId,
      auto: sql<boolean>`bool_or(${orders.idempotencyKey} = ${keyFor(date)})`,
      own: sql<boolean>`bool_or(${orders.status} not in ${[...REFUNDED_ORDER_STATUSES]})`,
    })
    .from(orders)
    .where(eq(orders.deliveryDate, date))
    .groupBy(orders.employeeId);
  return new Map(rows.map((row) => [row.employeeId, row]));
}

/** Why an employee is skipped without trying (and without an email), read from the run's inputs. */
function skippedAtOnce(employee: Enrolled, date: string, onDate: Awaited<ReturnType<typeof ordersOn>>) {
  if (!employee.days.includes(weekDayOf(date))) return 'Not one of their auto-order days.';
  if (employee.skipDates.includes(date)) return 'They skip this date.';
  const existing = onDate.get(employee.employeeId);
  if (existing?.auto) return 'An order was already placed automatically for this date.';
  if (existing?.own) return 'They already have an order for this date.';
  return undefined;
}

/**
 * The auto-orders of the date placed before and not yet told (a run that ended between checkout and
 * its progress write): told now, once. An order cancelled since is not.
 */
async function untoldOrders(ctx: AppContext, date: string) {
  const rows = await ctx.database.rows<{ employee_id: string; id: string; slot: string; dish: string }>(sql`
    select o.employee_id, o.id, o.delivery_slot as slot,
      (select l.name from ${orderLines} l where l.order_id = o.id limit 1) as dish
    from ${orders} o
    where o.delivery_date = ${date}::date and o.idempotency_key = ${keyFor(date)}
      and o.status not in ${[...REFUNDED_ORDER_STATUSES]}
      and not exists (select 1 from ${autoOrderOutcomes} a
        where a.employee_id = o.employee_id and a.delivery_date = o.delivery_date and a.order_id = o.id)`);
  return new Map(rows.map((row) => [row.employee_id, row]));
}

/** Places the run's employees, AT_ONCE at a time, writing the progress as it goes. */
async function placeAll(ctx: AppContext, lease: RunLease) {
  const { date } = lease;
  const [enrolled, onDate, untold, platform] = await Promise.all([
    enrolledEmployees(ctx),
    ordersOn(ctx, date),
    untoldOrders(ctx, date),
    platformRules(ctx.db),
  ]);
  const inputs: RunInputs = { date, platform };
  const progress = new Progress(ctx, lease, enrolled.length);
  const toPlace: Enrolled[] = [];
  for (const employee of enrolled) {
    const order = untold.get(employee.employeeId);
    const reason = skippedAtOnce(employee, date, onDate);
    if (order)
      progress.add(
        placedEntry(ctx, inputs, employee, { orderId: order.id, slot: order.slot, dish: order.dish }),
      );
    else if (reason) progress.add({ employeeId: employee.employeeId, reason });
    else toPlace.push(employee);
  }
  const dishes = new DishChoices(ctx, inputs, toPlace);
  const pace = new QueuePace(ctx);
  await atOnce(toPlace, AT_ONCE, async (employee, index) => {
    progress.check();
    await pace.ready();
    progress.add(await placeFor(ctx, inputs, employee, await dishes.of(index)));
  });
  await progress.end();
  ctx.log.info(
    { date, employees: enrolled.length, pausedMs: pace.pausedMs },
    'auto-order run placed its employees',
  );
}

/**
 * The dishes of the employees to place, read DISH_CHOICE_EVERY employees at a time (one query each,
 * dishesFor), the next part read while the one before is placed.
 */
class DishChoices {
  private readonly parts = new Map<number, Promise<Map<string, DishChoice>>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly inputs: RunInputs,
    private readonly employees: Enrolled[],
  ) {}

  async of(index: number): Promise<DishChoice> {
    const part = Math.floor(index / DISH_CHOICE_EVERY);
    const choices = await this.part(part);
    void this.part(part + 1).catch(() => {});
    return choices.get(this.employees[index]!.employeeId)!;
  }

  private part(part: number) {
    let choices = this.parts.get(part);
    if (!choices) {
      const wishes = this.employees
        .slice(part * DISH_CHOICE_EVERY, (part + 1) * DISH_CHOICE_EVERY)
        .map((employee) => ({
          employeeId: employee.employeeId,
          maxPriceKobo: employee.maxPriceKobo,
          avoidRepeatDays: employee.avoidRepeatDays,
        }));
      const { date, platform } = this.inputs;
      choices = dishesFor(this.ctx.database, date, wishes, offeringDay(date, this.ctx.clock.now(), platform));
      this.parts.set(part, choices);
      this.parts.delete(part - 2);
    }
    return choices;
  }
}

/**
 * Keeps the job queue within QUEUE_LAG_MS of its work while the run goes: checked at most every
 * QUEUE_CHECK_MS (one index-only read of the due jobs), the run waits while the queue is behind and
 * busy (a job other than runs is running: a queue that is not running at all, as in a test or a
 * script, does not hold the run up).
 */
class QueuePace {
  private checkedAt = 0;
  private waiting: Promise<void> | undefined;
  /** How long the run has waited for the queue, in all (logged at its end). */
  pausedMs = 0;

  constructor(private readonly ctx: AppContext) {}

  ready(): Promise<void> | undefined {
    if (this.waiting) return this.waiting;
    if (Date.now() - this.checkedAt < QUEUE_CHECK_MS) return;
    this.waiting = this.wait().finally(() => {
      this.checkedAt = Date.now();
      this.waiting = undefined;
    });
    return this.waiting;
  }

  private async wait() {
    const until = Date.now() + QUEUE_PAUSE_MS;
    while (Date.now() < until && (await this.behind())) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      this.pausedMs += 100;
    }
  }

  private async behind() {
    const now = this.ctx.clock.now();
    const [row] = await this.ctx.database.rows<{ oldest: string | null; busy: boolean }>(sql`
      select (select min(run_at) from ${jobs} where status = 'queued' and run_at <= ${now.toISOString()}) as oldest,
        exists (select 1 from ${jobs} where status = 'running' and kind <> ${AUTO_ORDER_JOB}) as busy`);
    return (
      Boolean(row?.busy) &&
      row?.oldest != null &&
      now.getTime() - new Date(row.oldest).getTime() > QUEUE_LAG_MS
    );
  }
}

/**
 * Runs `work` on each item, `limit` at a time, in order. After a failure no item is started; the
 * ones going are waited for, then the first failure is thrown.
 */
async function atOnce<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  const results = await Promise.allSettled(workers);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * The run's progress: entries gathered and written every PROGRESS_EVERY, with the outcomes and
 * their emails (recordProgress: one statement; one write at a time, each renewing the lease); a
 * failed write (the lease lost) stops the run at the next employee.
 */
class Progress {
  private pending: RunEntry[] = [];
  private writing: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly ctx: AppContext,
    private readonly lease: RunLease,
    private readonly total: number,
  ) {}

  add(entry: RunEntry) {
    this.pending.push(entry);
    if (this.pending.length >= PROGRESS_EVERY) this.write();
  }

  /** Throws why the progress could not be written, if it could not. */
  check() {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Writes what is left (the counts and total even when nothing is) and waits for every write. */
  async end() {
    this.write();
    await this.writing;
    this.check();
  }

  private write() {
    const entries = this.pending;
    this.pending = [];
    this.writing = this.writing.then(async () => {
      if (this.failure !== undefined) return;
      try {
        await recordProgress(this.ctx, this.lease, this.total, entries);
      } catch (error) {
        this.failure = error;
      }
    });
  }
}

/**
 * Places the employee's best dish (dishesFor) through checkout, which alone checks the rules an
 * order must pass. When checkout refuses a dish for the dish itself (sold out, not offered,
 * switched off) the next one is tried; when it refuses it for its price (a cap, the budget, the
 * wallet), the next cheaper one. Any other refusal, or the last one, is the reason no order was
 * placed, in checkout's own words. The entry says what happened, with the email that tells it
 * (recorded and queued with the progress, once per employee and date).
 */
async function placeFor(
  ctx: AppContext,
  inputs: RunInputs,
  employee: Enrolled,
  dishes: DishChoice,
): Promise<RunEntry> {
  const { date } = inputs;
  if ('reason' in dishes) return skippedEntry(ctx, employee, date, dishes.reason);
  let refused: AppError | undefined;
  let cheaperThan = Number.POSITIVE_INFINITY;
  for (const dish of dishes) {
    if (dish.priceKobo >= cheaperThan) continue;
    try {
      const order = await checkout(
        ctx,
        employee.employeeId,
        { foodItems: [{ food_menu: dish.id, quantity: 1 }], delivery_date: date },
        keyFor(date),
      );
      const placed = {
        orderId: order.id,
        slot: order.delivery_slot,
        dish: order.items[0]?.name ?? dish.name,
      };
      return placedEntry(ctx, inputs, employee, placed);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused = error;
      if (!(error instanceof Refusal)) break;
      if (PRICE_RULES.includes(error.rule)) cheaperThan = dish.priceKobo;
      else if (!DISH_RULES.includes(error.rule)) break;
    }
  }
  return skippedEntry(ctx, employee, date, refused!.message);
}

/** An order placed for the employee, with its "we ordered" email (the day, the slot, when cancelling closes). */
function placedEntry(
  ctx: AppContext,
  { date, platform }: RunInputs,
  employee: Enrolled,
  placed: { orderId: string; slot: string; dish: string },
): RunEntry {
  const zone = employee.companyTimeZone;
  const closesAt = slotOn(date, placed.slot, ctx.clock.now(), platform, zone).closesAt;
  const mail = emails.autoOrderPlaced(
    employee.email,
    placed.dish,
    `${formatDay(date)} at ${formatSlot(date, placed.slot, zone)}`,
    formatDateTime(closesAt, zone),
    `${ctx.config.appUrl}/worker/orders`,
  );
  return { employeeId: employee.employeeId, orderId: placed.orderId, dish: placed.dish, mail };
}

/** No order placed, and why, with the email that says so (sent the first time for the date only). */
function skippedEntry(ctx: AppContext, employee: Enrolled, date: string, reason: string): RunEntry {
  const mail = emails.autoOrderSkipped(
    employee.email,
    formatDay(date),
    reason,
    `${ctx.config.appUrl}/worker/overview`,
  );
  return { employeeId: employee.employeeId, reason, mail };
}
