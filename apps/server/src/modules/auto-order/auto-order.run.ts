import { type AutoOrderRun, minutesToTime, REFUNDED_ORDER_STATUSES } from '@lunch/contract';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, autoOrderOutcomes, autoOrderSettings, employees, orders } from '../../db/schema.js';
import { employeeName } from '../../domain/accounts/accounts.repository.js';
import { employeeBudgets } from '../../domain/budget/budget.service.js';
import { longDay, weekDayOf } from '../../domain/delivery/calendar.js';
import { programmeOf, spentOn } from '../../domain/delivery/delivery-rules.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { emails } from '../../lib/emails.js';
import { AppError } from '../../lib/errors.js';
import { checkout } from '../orders/checkout.service.js';
import { findOrderByKey } from '../orders/orders.repository.js';
import { chooseDish } from './dish-choice.js';

type Enrolled = {
  employeeId: string;
  name: string;
  email: string;
  days: string[];
  skipDates: string[];
  maxPriceKobo: number | null;
  avoidRepeatDays: number;
};

type Outcome = { placed: { orderId: string; dish: string } } | { skipped: string; tell: boolean };

/** The idempotency key of the order auto-ordering places for a date: checkout places it at most once. */
const keyFor = (date: string) => `auto-order:${date}`;

const minOf = (...limits: Array<number | null>) => {
  const set = limits.filter((limit): limit is number => limit !== null);
  return set.length === 0 ? null : Math.min(...set);
};

/**
 * Auto-ordering for one delivery date: every enabled employee (active account) whose day it is,
 * who did not skip it and has no order for it, gets one dish (see chooseDish) through checkout,
 * with the idempotency key `auto-order:<date>` — so neither a repeated nor a concurrent run places
 * a second order. Each placed order, and each refusal, is emailed once per date.
 */
export async function runAutoOrders(ctx: AppContext, date: string): Promise<AutoOrderRun> {
  const enrolled: Enrolled[] = await ctx.db
    .select({
      employeeId: employees.accountId,
      name: employeeName,
      email: accounts.email,
      days: autoOrderSettings.days,
      skipDates: autoOrderSettings.skipDates,
      maxPriceKobo: autoOrderSettings.maxPriceKobo,
      avoidRepeatDays: autoOrderSettings.avoidRepeatDays,
    })
    .from(autoOrderSettings)
    .innerJoin(employees, eq(employees.accountId, autoOrderSettings.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(and(eq(autoOrderSettings.enabled, true), eq(accounts.accountState, 'ACTIVE')))
    .orderBy(asc(employees.accountId));
  const result: AutoOrderRun = { date, placed: [], skipped: [] };
  for (const employee of enrolled) {
    const outcome = await autoOrderFor(ctx, employee, date);
    const who = { employee_id: employee.employeeId, employee_name: employee.name };
    if ('placed' in outcome) {
      result.placed.push({ ...who, order_id: outcome.placed.orderId, dish: outcome.placed.dish });
    } else {
      result.skipped.push({ ...who, reason: outcome.skipped });
    }
  }
  return result;
}

async function autoOrderFor(ctx: AppContext, employee: Enrolled, date: string): Promise<Outcome> {
  if (!employee.days.includes(weekDayOf(date))) {
    return { skipped: 'Not one of their auto-order days.', tell: false };
  }
  if (employee.skipDates.includes(date)) return { skipped: 'They skip this date.', tell: false };
  if (await findOrderByKey(ctx.db, employee.employeeId, keyFor(date))) {
    return { skipped: 'An order was already placed automatically for this date.', tell: false };
  }
  const [existing] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.employeeId, employee.employeeId),
        eq(orders.deliveryDate, date),
        notInArray(orders.status, [...REFUNDED_ORDER_STATUSES]),
      ),
    )
    .limit(1);
  if (existing) return { skipped: 'They already have an order for this date.', tell: false };

  const outcome = await placeFor(ctx, employee, date);
  if ('placed' in outcome) return outcome;
  return outcome.tell ? tellSkipped(ctx, employee, date, outcome.skipped) : outcome;
}

/** Chooses the dish within the employee's limits and places it through checkout; a refusal is the reason. */
async function placeFor(ctx: AppContext, employee: Enrolled, date: string): Promise<Outcome> {
  const now = ctx.clock.now();
  const programme = await programmeOf(ctx.db, employee.employeeId);
  if (!programme) return { skipped: 'Not part of a company meal programme.', tell: false };
  const [budgets, spentToday] = await Promise.all([
    employeeBudgets(ctx.database, [employee.employeeId], now),
    spentOn(ctx.db, employee.employeeId, date),
  ]);
  const limitKobo = minOf(
    employee.maxPriceKobo,
    programme.perOrderCapKobo,
    programme.perDayCapKobo === null ? null : Math.max(0, programme.perDayCapKobo - spentToday),
    budgets.get(employee.employeeId)?.spendableKobo ?? 0,
  );
  const dish = await chooseDish(ctx.db, {
    employeeId: employee.employeeId,
    date,
    limitKobo,
    avoidRepeatDays: employee.avoidRepeatDays,
  });
  if ('reason' in dish) return { skipped: dish.reason, tell: true };
  let order: Awaited<ReturnType<typeof checkout>>;
  try {
    order = await checkout(
      ctx,
      employee.employeeId,
      { foodItems: [{ food_menu: dish.id, quantity: 1 }], delivery_date: date },
      keyFor(date),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { skipped: error.message, tell: true };
  }
  return tellPlaced(ctx, employee, date, order.id, order.items[0]?.name ?? dish.name);
}

/**
 * Records the placed order for the date and emails the employee, once: a concurrent run that placed
 * (found) the same order records nothing and reports it as already placed.
 */
async function tellPlaced(ctx: AppContext, employee: Enrolled, date: string, orderId: string, dish: string) {
  const platform = await platformRules(ctx.db);
  return ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [recorded] = await tx
      .insert(autoOrderOutcomes)
      .values({ employeeId: employee.employeeId, deliveryDate: date, orderId, createdAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: [autoOrderOutcomes.employeeId, autoOrderOutcomes.deliveryDate],
        set: { orderId, reason: null },
        setWhere: isNull(autoOrderOutcomes.orderId),
      })
      .returning({ orderId: autoOrderOutcomes.orderId });
    if (!recorded)
      return { skipped: 'An order was already placed automatically for this date.', tell: false };
    await ctx.sendMail(
      tx,
      emails.autoOrderPlaced(
        employee.email,
        dish,
        longDay(date),
        `${minutesToTime(platform.cutoffMinutes)} (${platform.timeZone})`,
        `${ctx.config.appUrl}/worker/orders`,
      ),
    );
    return { placed: { orderId, dish } };
  });
}

/** Records why no order was placed; the employee is emailed the first time for the date. */
async function tellSkipped(ctx: AppContext, employee: Enrolled, date: string, reason: string) {
  return ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [first] = await tx
      .insert(autoOrderOutcomes)
      .values({ employeeId: employee.employeeId, deliveryDate: date, reason, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ reason: autoOrderOutcomes.reason });
    if (first) {
      await ctx.sendMail(
        tx,
        emails.autoOrderSkipped(
          employee.email,
          longDay(date),
          reason,
          `${ctx.config.appUrl}/worker/overview`,
        ),
      );
    }
    return { skipped: reason, tell: true };
  });
}
