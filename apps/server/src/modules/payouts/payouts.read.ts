import {
  type AdminPayouts,
  koboToNaira,
  orderRef,
  type Payout,
  PLATFORM_KITCHEN_ID,
  type RestaurantEarnings,
  type RestaurantLedgerQuerySchema,
} from '@lunch/contract';
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { restaurantLedger, restaurants } from '../../db/schema.js';
import { platformRules } from '../../domain/delivery/platform-settings.js';
import { type RestaurantMoney, restaurantMoney } from '../../domain/earnings/earnings.js';
import { renderDocument } from '../../lib/documents-pool.js';
import { notFound } from '../../lib/errors.js';
import { after, offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import type { PayoutStatement } from './payout-statement.pdf.js';

/** What a restaurant and the platform admin read of restaurants' money (docs/payouts.md). */

type LedgerQuery = z.output<typeof RestaurantLedgerQuerySchema>;

const wireMoney = (money: RestaurantMoney) => ({
  balance: koboToNaira(money.balance),
  earned: koboToNaira(money.earned),
  commission: koboToNaira(money.commission),
  paid: koboToNaira(money.paid),
  pending: koboToNaira(money.pending),
});

/** The restaurant a Restaurant account keeps (404 when it has none: its restaurant is gone). */
export async function restaurantOfAccount(ctx: AppContext, accountId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.accountId, accountId));
  if (!row) throw notFound('Restaurant not found');
  return row.id;
}

/** `GET /restaurant/earnings`: its money and a page of its ledger, newest first. */
export async function restaurantEarnings(
  ctx: AppContext,
  restaurantId: string,
  query: LedgerQuery,
): Promise<RestaurantEarnings> {
  const where = and(
    eq(restaurantLedger.restaurantId, restaurantId),
    query.type ? eq(restaurantLedger.type, query.type) : undefined,
  );
  const [money, rows, total] = await Promise.all([
    restaurantMoney(ctx.db, eq(restaurants.id, restaurantId)),
    ctx.db
      .select()
      .from(restaurantLedger)
      .where(
        and(
          where,
          query.lastId
            ? after(restaurantLedger, restaurantLedger.createdAt, restaurantLedger.id, query.lastId)
            : undefined,
        ),
      )
      .orderBy(desc(restaurantLedger.createdAt), desc(restaurantLedger.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    totalOf(ctx.database, ctx.db.select({ id: restaurantLedger.id }).from(restaurantLedger).where(where)),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    amount: koboToNaira(row.amountKobo),
    reference: row.reference,
    order_ref: row.orderId ? orderRef(row.orderId) : null,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
  }));
  return { ...wireMoney(money.get(restaurantId)!), ledger: pageResult(list, total, query) };
}

/** `GET /admin/payouts`: every restaurant's money by name, and the latest payouts. */
export async function payoutsOverview(ctx: AppContext): Promise<AdminPayouts> {
  const [money, named, latest] = await Promise.all([
    restaurantMoney(ctx.db),
    ctx.db
      .select({ id: restaurants.id, name: restaurants.name })
      .from(restaurants)
      .orderBy(sql`lower(${restaurants.name})`),
    ctx.db
      .select({ row: restaurantLedger, name: restaurants.name })
      .from(restaurantLedger)
      .innerJoin(restaurants, eq(restaurants.id, restaurantLedger.restaurantId))
      .where(eq(restaurantLedger.type, 'payout'))
      .orderBy(desc(restaurantLedger.createdAt), desc(restaurantLedger.id))
      .limit(50),
  ]);
  return {
    restaurants: named.map(({ id, name }) => ({
      id,
      name,
      platform_kitchen: id === PLATFORM_KITCHEN_ID,
      ...wireMoney(money.get(id)!),
    })),
    payouts: latest.map(
      ({ row, name }): Payout => ({
        id: row.id,
        restaurant: { id: row.restaurantId, name },
        amount: koboToNaira(row.amountKobo),
        status: row.status,
        reference: row.reference,
        transfer_code: row.transferCode,
        failure_reason: row.failureReason,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }),
    ),
  };
}

/**
 * One of the restaurant's payouts (404 for another's, or no payout) with what it covers: the
 * earnings, commission and reversals written after its previous payout that did not fail, up to it.
 */
export async function payoutStatement(
  ctx: AppContext,
  restaurantId: string,
  payoutId: string,
): Promise<PayoutStatement> {
  const [found] = await ctx.db
    .select({ payout: restaurantLedger, restaurant: restaurants })
    .from(restaurantLedger)
    .innerJoin(restaurants, eq(restaurants.id, restaurantLedger.restaurantId))
    .where(
      and(
        eq(restaurantLedger.id, payoutId),
        eq(restaurantLedger.restaurantId, restaurantId),
        eq(restaurantLedger.type, 'payout'),
      ),
    );
  if (!found) throw notFound('Payout not found');
  const { payout, restaurant } = found;
  const [previous] = await ctx.db
    .select({ createdAt: restaurantLedger.createdAt })
    .from(restaurantLedger)
    .where(
      and(
        eq(restaurantLedger.restaurantId, restaurantId),
        eq(restaurantLedger.type, 'payout'),
        ne(restaurantLedger.status, 'failed'),
        sql`(${restaurantLedger.createdAt}, ${restaurantLedger.id}) < (${payout.createdAt.toISOString()}::timestamptz, ${payout.id}::uuid)`,
      ),
    )
    .orderBy(desc(restaurantLedger.createdAt), desc(restaurantLedger.id))
    .limit(1);
  const [entries, platform] = await Promise.all([
    ctx.db
      .select({
        type: restaurantLedger.type,
        amountKobo: restaurantLedger.amountKobo,
        orderId: restaurantLedger.orderId,
        createdAt: restaurantLedger.createdAt,
      })
      .from(restaurantLedger)
      .where(
        and(
          eq(restaurantLedger.restaurantId, restaurantId),
          ne(restaurantLedger.type, 'payout'),
          previous ? gt(restaurantLedger.createdAt, previous.createdAt) : undefined,
          lte(restaurantLedger.createdAt, payout.createdAt),
        ),
      )
      .orderBy(restaurantLedger.createdAt, restaurantLedger.id),
    platformRules(ctx.db),
  ]);
  return {
    restaurant: { name: restaurant.name, address: restaurant.address },
    bank: {
      bankCode: restaurant.payoutBankCode,
      accountNumber: restaurant.payoutAccountNumber,
      accountName: restaurant.payoutAccountName,
    },
    payout: {
      reference: payout.reference,
      amountKobo: payout.amountKobo,
      status: payout.status,
      failureReason: payout.failureReason,
      createdAt: payout.createdAt.toISOString(),
    },
    timeZone: platform.timeZone,
    since: previous ? previous.createdAt.toISOString() : null,
    entries: entries.map((entry) => ({
      type: entry.type as PayoutStatement['entries'][number]['type'],
      amountKobo: entry.amountKobo,
      orderRef: entry.orderId ? orderRef(entry.orderId) : null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** The statement as a PDF, laid out in a documents thread (lib/documents-pool.ts, decision 012). */
export function payoutStatementPdf(statement: PayoutStatement): Promise<Buffer> {
  return renderDocument('payoutStatement', statement);
}
