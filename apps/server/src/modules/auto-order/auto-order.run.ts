import {
  type AutoOrderRun,
  formatDateTime,
  formatDay,
  formatSlot,
  type Order,
  REFUNDED_ORDER_STATUSES,
} from '@lunch/contract';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { accounts, autoOrderOutcomes, autoOrderSettings, employees, orders } from '../../db/schema.js';
import { employeeName } from '../../domain/accounts/accounts.repository.js';
import { weekDayOf } from '../../domain/delivery/calendar.js';
import { slotOn } from '../../domain/delivery/delivery-rules.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { DISH_RULES, PRICE_RULES, Refusal } from '../../domain/holds/refusals.js';
import { emails } from '../../lib/emails.js';
import { AppError } from '../../lib/errors.js';
import { checkout } from '../orders/checkout.service.js';
import { findOrderByKey } from '../orders/orders.repository.js';
import { dishesFor } from './dish-choice.js';

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

const companyAccount = alias(accounts, 'company_account');

type Outcome = { placed: { orderId: string; dish: string } } | { skipped: string; tell: boolean };

/** The idempotency key of the order auto-ordering places for a date: checkout places it at most once. */
const keyFor = (date: string) => `auto-order:${date}`;

/**
 * Auto-ordering for one delivery date: every enabled employee (active account) whose day it is,
 * who did not skip it and has no order for it, gets one dish (see placeFor) through checkout,
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
      companyTimeZone: companyAccount.timeZone,
    })
    .from(autoOrderSettings)
    .innerJoin(employees, eq(employees.accountId, autoOrderSettings.employeeId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .innerJoin(companyAccount, eq(companyAccount.id, employees.companyId))
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

/**
 * Places the employee's best dish (dishesFor) through checkout, which alone checks the rules an
 * order must pass. When checkout refuses a dish for the dish itself (sold out, not offered,
 * switched off) the next one is tried; when it refuses it for its price (a cap, the budget, the
 * wallet), the next cheaper one. Any other refusal, or the last one, is the reason no order was
 * placed, in checkout's own words.
 */
async function placeFor(ctx: AppContext, employee: Enrolled, date: string): Promise<Outcome> {
  const dishes = await dishesFor(ctx.db, {
    employeeId: employee.employeeId,
    date,
    maxPriceKobo: employee.maxPriceKobo,
    avoidRepeatDays: employee.avoidRepeatDays,
  });
  if ('reason' in dishes) return { skipped: dishes.reason, tell: true };
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
      return tellPlaced(ctx, employee, order, order.items[0]?.name ?? dish.name);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused = error;
      if (!(error instanceof Refusal)) break;
      if (PRICE_RULES.includes(error.rule)) cheaperThan = dish.priceKobo;
      else if (!DISH_RULES.includes(error.rule)) break;
    }
  }
  return { skipped: refused!.message, tell: true };
}

/**
 * Records the placed order for the date and emails the employee, once: a concurrent run that placed
 * (found) the same order records nothing and reports it as already placed.
 */
async function tellPlaced(ctx: AppContext, employee: Enrolled, order: Order, dish: string) {
  const { id: orderId, delivery_date: date, delivery_slot: slot } = order;
  const platform = await platformRules(ctx.db);
  const closesAt = slotOn(date, slot, ctx.clock.now(), platform, employee.companyTimeZone).closesAt;
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
        `${formatDay(date)} at ${formatSlot(date, slot, employee.companyTimeZone)}`,
        formatDateTime(closesAt, employee.companyTimeZone),
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
          formatDay(date),
          reason,
          `${ctx.config.appUrl}/worker/overview`,
        ),
      );
    }
    return { skipped: reason, tell: true };
  });
}
