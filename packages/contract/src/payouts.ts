import { z } from 'zod';
import { IdSchema, MoneySchema, TimestampSchema } from './common.js';
import { DateSchema } from './delivery.js';
import { PAYOUT_STATUSES, RestaurantLedgerPageSchema } from './restaurants.js';

/**
 * A restaurant's money (issue 30, docs/payouts.md): what it earned on delivered orders, the
 * platform's commission, what refunds took back, its payouts by Paystack transfer, and the platform
 * admin's reconciliation of all of it against what companies were charged.
 */

/** What a restaurant's money adds up to (kobo sums of its ledger, on the wire in naira). */
const moneyTotals = {
  balance: MoneySchema.describe(
    'Owed and not yet paid: earnings − earnings taken back − payouts pending or paid (negative when a refund came after a payout)',
  ),
  earned: MoneySchema.describe('Earnings less the earnings taken back by refunds'),
  commission: MoneySchema.describe("The platform's commission less the commission given back by refunds"),
  paid: MoneySchema.describe('Payouts confirmed by Paystack'),
  pending: MoneySchema.describe('Payouts sent, waiting for the transfer to be confirmed'),
};

/** `GET /restaurant/earnings`: the restaurant's totals and a page of its ledger, newest first. */
export const RestaurantEarningsSchema = z.object({
  ...moneyTotals,
  ledger: RestaurantLedgerPageSchema,
});
export type RestaurantEarnings = z.infer<typeof RestaurantEarningsSchema>;

export const PayoutIdParamsSchema = z.object({ id: IdSchema });

/** A payout as the platform admin sees it. */
export const PayoutSchema = z.object({
  id: IdSchema,
  restaurant: z.object({ id: IdSchema, name: z.string() }),
  amount: MoneySchema,
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().describe("The Paystack transfer's reference"),
  transfer_code: z.string().nullable().describe("Paystack's transfer code, once Paystack took the transfer"),
  failure_reason: z.string().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Payout = z.infer<typeof PayoutSchema>;

/** `GET /admin/payouts`: every restaurant's money, and the latest payouts. */
export const AdminPayoutsSchema = z.object({
  restaurants: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      platform_kitchen: z.boolean().describe("The platform's own kitchen: never paid out"),
      ...moneyTotals,
    }),
  ),
  payouts: z.array(PayoutSchema).describe('The 50 latest payouts, newest first'),
});
export type AdminPayouts = z.infer<typeof AdminPayoutsSchema>;

/** `POST /admin/payouts/run`: what the run did for each restaurant with money owed. */
export const PayoutRunSchema = z.object({
  payouts: z.array(
    z.object({
      restaurant: z.object({ id: IdSchema, name: z.string() }),
      payout_id: IdSchema.nullable().describe(
        'null: no payout was made (its transfer recipient was refused)',
      ),
      amount: MoneySchema,
      status: z.enum(PAYOUT_STATUSES),
      failure_reason: z.string().nullable(),
    }),
  ),
});
export type PayoutRun = z.infer<typeof PayoutRunSchema>;

/** The longest period a reconciliation covers. */
export const RECONCILIATION_MAX_DAYS = 366;

/** `GET /admin/reconciliation?from=&to=`: days in the platform's time zone, both included. */
export const ReconciliationQuerySchema = z
  .object({ from: DateSchema, to: DateSchema })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days >= RECONCILIATION_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The period must be at most ${RECONCILIATION_MAX_DAYS} days`,
      });
  });

export const ReconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string().describe("The platform's time zone, in which the days are taken"),
  orders: z.number().int().describe('Orders delivered in the period (their latest delivery)'),
  meals_charged: MoneySchema.describe("What companies' wallets were charged for these orders' meals"),
  refunds: MoneySchema.describe('What went back to the wallets for their meals: cancellations and problems'),
  earnings: MoneySchema.describe("The restaurants' earnings on them, less earnings taken back"),
  commission: MoneySchema.describe("The platform's commission on them, less commission given back"),
  delivery_fees: MoneySchema.describe(
    'Their delivery fees, less fees refunded (the platform’s, outside the identity)',
  ),
  difference: MoneySchema.describe('meals_charged − refunds − earnings − commission: 0.00 when it balances'),
  balanced: z.boolean(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;
