import {
  type CheckoutAnswer,
  type CreateOrderInput,
  HANDOVER_CODE_LENGTH,
  isAwaitingPayment,
  type Order,
  orderHealthConflicts,
} from '@lunch/contract';
import { inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../../context.js';
import { menuItems, restaurants, restaurantZones } from '../../db/schema.js';
import {
  addressCopy,
  addressesFrom,
  checkServed,
  type DeliveryAddress,
  planForAddress,
  presentOrderAddress,
} from '../../domain/delivery/addresses.js';
import { checkDelivery, type Programme, slotOn } from '../../domain/delivery/delivery-rules.js';
import {
  type PlatformRules,
  platformRulesFrom,
  rulesInZone,
} from '../../domain/delivery/platform-settings.js';
import type { Hold } from '../../domain/holds/hold.js';
import { chargedFrom, type HeldOrder, holdsOf, refusalOf } from '../../domain/holds/holds.js';
import { Refusal, refusedBecause } from '../../domain/holds/refusals.js';
import { checkOffered } from '../../domain/restaurants/offering.js';
import { monthKey } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { newNumericCode } from '../../lib/secrets.js';
import { KEY_TAKEN, orderStatement, type NewLine as StoredLine } from './checkout.repository.js';
import { checkOrderTotal, checkSameCart } from './checkout-guards.js';
import { type CartRestaurant, checkServesZone, restaurantOfCart } from './checkout-restaurant.js';
import { orderEvent } from './order-events.js';
import { presentOrder } from './orders.presenter.js';
import { findOrderByKey } from './orders.repository.js';
import {
  awaitingPayment,
  companyShare,
  contributionReference,
  contributionStatement,
  PAYMENT_WINDOW_MS,
  paysDifference,
  resumePayment,
  spentBefore,
  startContribution,
} from './pay-difference.js';
import { alertLowBalance, checkoutPayer, found } from './payer.js';
import { orderReceipt } from './receipt.js';

/**
 * The order's menu items with their restaurants, read FOR SHARE as the transaction's first
 * statement (sent with BEGIN), so an item switched off (or a restaurant suspended) while the order
 * is placed is either refused here or switched off after the order, a daily limit being set waits
 * for this order (countPortionsSold), and so does a restaurant's capacity being set
 * (countSlotOrders).
 */
const itemsForShare = (input: CreateOrderInput) => sql`
  select ${menuItems.id} as id, ${menuItems.name} as name, ${menuItems.priceKobo} as "priceKobo",
    ${menuItems.available} as available, ${menuItems.availableDays} as "availableDays",
    ${menuItems.dailyLimit} as "dailyLimit", ${menuItems.allergens} as allergens,
    ${menuItems.suitableForConditions} as suitable_for_conditions, ${menuItems.suitableForDiet} as suitable_for_diet,
    json_build_object('id', r.id, 'name', r.name, 'cuisines', r.cuisines, 'state', r.state,
      'openingDays', r.opening_days, 'orderCutoffMinutes', r.order_cutoff_minutes,
      'slotCapacity', r.slot_capacity,
      'zones', array(select rz.zone_id from ${restaurantZones} rz where rz.restaurant_id = r.id)) as restaurant
  from ${menuItems} join ${restaurants} r on r.id = ${menuItems.restaurantId}
  where ${inArray(
    menuItems.id,
    input.foodItems.map((line) => line.food_menu),
  )}
  for share of ${menuItems}, r`;

type ItemRow = {
  id: string;
  name: string;
  priceKobo: string | number;
  available: boolean;
  availableDays: string[];
  dailyLimit: number | null;
  /** What the dish contains and suits (contract DishHealth), for the order's health conflicts. */
  allergens: string[];
  suitable_for_conditions: string[];
  suitable_for_diet: string[];
  /** The restaurant cooking it. */
  restaurant: CartRestaurant;
};

/**
 * The order's lines priced from its items (itemsForShare) and the one restaurant cooking them: 400
 * for an unknown id, 409 for dishes of several restaurants (restaurantOfCart), 409 for an
 * unavailable item.
 */
function priceLines(rows: Record<string, unknown>[], input: CreateOrderInput) {
  const items = new Map(
    (rows as ItemRow[]).map((row) => [row.id, { ...row, priceKobo: Number(row.priceKobo) }]),
  );
  const unknown = input.foodItems.flatMap((line, index) =>
    items.has(line.food_menu)
      ? []
      : [{ path: `foodItems.${index}.food_menu`, message: 'No menu item with this id' }],
  );
  if (unknown.length > 0) throw badRequest(`${unknown[0]!.path}: ${unknown[0]!.message}`, unknown);
  const lines = input.foodItems.map((line) => {
    const item = items.get(line.food_menu)!;
    return { item, quantity: line.quantity, lineKobo: item.priceKobo * line.quantity };
  });
  const restaurant = restaurantOfCart(lines.map((line) => line.item));
  const unavailable = lines.filter((line) => !line.item.available).map((line) => line.item.name);
  if (unavailable.length > 0) {
    throw new Refusal(
      'unavailable',
      `Not available right now: ${unavailable.join(', ')}. Remove it from your cart to order.`,
    );
  }
  return { lines, restaurant };
}

type DeliveryAsked = Parameters<typeof checkDelivery>[0];

/**
 * The address an order goes to (planForAddress) and its delivery date and slot, by the rules of the
 * address's zone (its slots and cut-off, else the platform's). 404 for an address not the
 * employee's; 409 for one no zone serves.
 */
function addressAndDelivery(
  addresses: DeliveryAddress[],
  zonesDefined: boolean,
  asked: DeliveryAsked & { addressId: string | undefined },
  platform: PlatformRules,
  programme: Programme | null,
) {
  const { address, planned } = planForAddress(
    addresses,
    { addressId: asked.addressId, date: asked.deliveryDate },
    (to, deliveryDate) => {
      checkServed(to, zonesDefined);
      const rules = rulesInZone(platform, to?.zone ?? null);
      return { ...checkDelivery({ ...asked, deliveryDate }, rules, programme), rules };
    },
    (delivery) => delivery.date,
  );
  return { address, ...planned };
}

/**
 * When an order waiting for the employee's payment lapses: PAYMENT_WINDOW_MS after it is placed,
 * or when ordering for its slot closes if that comes first (an order paid later than that could
 * not be cooked in time).
 */
function paymentDueAt(
  now: Date,
  delivery: { date: string; slot: string; rules: PlatformRules },
  zone: string,
) {
  const closes = slotOn(delivery.date, delivery.slot, now, delivery.rules, zone).closesAt.getTime();
  return new Date(Math.min(now.getTime() + PAYMENT_WINDOW_MS, closes));
}

/**
 * Places an order in one transaction (Database.transactionEndingWith): its menu items read with
 * BEGIN (itemsForShare), prices, availability and delivery rules checked, then every write sent
 * together with COMMIT: the order, its lines and the receipt (orderStatement), then the order's
 * holds in their lock order (domain/holds: portions, day spend, the budget and the wallet charged
 * with the ledger row and the company's email), so the company wallet row is locked only from the
 * last statement to the end of the commit. A statement that refuses raises checkout_refused,
 * nothing commits, and the 409 says what is left. The order event and the low-balance alert follow
 * the commit. With an idempotency key a repeated (or concurrent) request returns the first order,
 * charged once; the same key with another cart is refused with 409.
 *
 * With `pay_difference` (paysDifference) an order costing more than the company pays for it
 * (companyShare) holds the company's share only (budget, day spend, wallet and its ledger row;
 * portions and slot as ever), is written AWAITING_PAYMENT beside the employee's pending payment
 * row, without its receipt and the company's email (sent once the payment is verified), and the
 * answer is the employee's payment page (202). Without it, checkout is what it always was.
 */
export async function placeOrder(
  ctx: AppContext,
  employeeId: string,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<CheckoutAnswer> {
  const payer = found(
    (await checkoutPayer(ctx.statements).execute({ employeeId, key: idempotencyKey ?? null }))[0],
  );
  if (idempotencyKey && payer.keyUsed) {
    const existing = await findOrderByKey(ctx.db, employeeId, idempotencyKey);
    if (existing) {
      const same = checkSameCart(existing, input);
      if (same.status !== 'AWAITING_PAYMENT') return same;
      return resumePayment(ctx, same, existing.employee_details?.email ?? '');
    }
  }
  const now = ctx.clock.now();
  const payingDifference = paysDifference(ctx, input, payer);
  // The employee's department as it is now: its rules apply to the order, which keeps its name and
  // cost centre (issue 32).
  const { department } = payer.programme;
  const payerOfOrder = {
    ...payer,
    budgetDepartment: department?.own.monthlyBudget ? department.name : null,
  };

  const orderId = uuidv7();
  const handoverCode = newNumericCode(HANDOVER_CODE_LENGTH);
  const reference = contributionReference();
  let placed:
    | {
        lines: StoredLine[];
        order: HeldOrder & {
          restaurant: CartRestaurant;
          healthConflicts: string[];
          deliveryAddress: Record<string, string>;
          zoneName: string | null;
          /** The order's whole total (the held `totalKobo` is the company's share). */
          wholeKobo: number;
          paymentDueAt: Date | null;
        };
        holds: Hold[];
      }
    | undefined;
  let charged: Record<string, unknown>[];
  try {
    charged = (await ctx.database.transactionEndingWith(
      async (tx, items) => {
        const { lines: priced, restaurant } = priceLines(items, input);
        const totalKobo = priced.reduce((sum, line) => sum + line.lineKobo, 0);
        checkOrderTotal(totalKobo);
        const platform = platformRulesFrom(payer.platform);
        const delivery = addressAndDelivery(
          addressesFrom(payer.addresses),
          payer.zonesDefined,
          {
            now,
            deliveryDate: input.delivery_date,
            deliverySlot: input.delivery_slot,
            addressId: input.address_id,
            lines: priced,
            totalKobo,
            employeePaysAboveCap: payingDifference,
          },
          platform,
          payer.programme,
        );
        const zone = delivery.address?.zone ?? null;
        checkOffered(restaurant, delivery.date, now, platform);
        checkServesZone(restaurant, zone);
        const month = monthKey(now, payer.companyTimeZone);
        let shareKobo = totalKobo;
        if (payingDifference) {
          const spent = await spentBefore(tx, employeeId, month, delivery.date);
          shareKobo = companyShare(totalKobo, {
            budgetKobo: payer.budgetKobo,
            spentThisMonthKobo: spent.month,
            perOrderCapKobo: payer.programme.perOrderCapKobo,
            perDayCapKobo: payer.programme.perDayCapKobo,
            spentThatDayKobo: spent.day,
          });
        }
        const employeePaysKobo = totalKobo - shareKobo;
        const order = {
          id: orderId,
          employeeId,
          restaurant,
          totalKobo: shareKobo,
          wholeKobo: totalKobo,
          paymentDueAt:
            employeePaysKobo > 0 ? paymentDueAt(now, delivery, payer.programme.companyTimeZone) : null,
          monthKey: month,
          deliveryDate: delivery.date,
          deliverySlot: delivery.slot,
          lines: priced,
          dayCapKobo: payer.programme.perDayCapKobo,
          dayCapDepartment: department?.own.perDayCap ? department.name : null,
          department: department && {
            id: department.id,
            name: department.name,
            costCentre: department.costCentre,
          },
          addressId: delivery.address?.id ?? null,
          deliveryAddress: addressCopy(delivery.address),
          zoneId: zone?.id ?? null,
          zoneName: zone?.name ?? null,
          zoneFeeKobo: zone?.feeKobo ?? 0,
          healthConflicts: orderHealthConflicts(
            payer.health,
            priced.map((line) => line.item),
          ),
        };
        const lines = priced.map((line) => ({
          menuItemId: line.item.id,
          name: line.item.name,
          priceKobo: line.item.priceKobo,
          quantity: line.quantity,
        }));
        const receipt = orderReceipt(payer.email, {
          id: orderId,
          deliveryDate: delivery.date,
          deliverySlot: delivery.slot,
          timeZone: payer.companyTimeZone,
          deliveryAddress: order.deliveryAddress,
          healthConflicts: order.healthConflicts,
          handoverCode,
          lines: priced.map((line) => ({
            name: line.item.name,
            quantity: line.quantity,
            lineKobo: line.lineKobo,
          })),
          totalKobo,
        });
        const awaiting = employeePaysKobo > 0;
        const holds = holdsOf(tx, order, payerOfOrder, {
          mail: awaiting ? null : { to: payer.companyEmail, employeeName: payer.employeeName },
          now,
        });
        placed = { lines, order, holds };
        return [
          orderStatement(
            {
              ...order,
              totalKobo,
              employeePaysKobo,
              companyId: payer.companyId,
              restaurantId: restaurant.id,
              handoverCode,
              idempotencyKey: idempotencyKey ?? null,
              now,
            },
            lines,
            awaiting ? null : receipt,
          ),
          ...(awaiting
            ? [
                contributionStatement(ctx, {
                  orderId,
                  employeeId,
                  companyId: payer.companyId,
                  amountKobo: employeePaysKobo,
                  reference,
                  now,
                }),
              ]
            : []),
          ...holds.map((hold) => hold.statement),
        ];
      },
      {
        opening: itemsForShare(input),
        afterCommit: orderEvent({ event: 'order.placed', orderId, employeeId }),
      },
    ))!;
  } catch (error) {
    if (!placed) throw error;
    // A concurrent retry with the same key waited on the unique index and found it taken.
    if (refusedBecause(error) === KEY_TAKEN) {
      return placeOrder(ctx, employeeId, input, idempotencyKey);
    }
    throw (await refusalOf(placed.holds, error, ctx.db)) ?? error;
  }
  const { wallet, crossed, feeKobo } = chargedFrom(charged[0]!);
  if (crossed) await ctx.db.transaction((tx) => alertLowBalance(ctx, tx, payer, wallet));
  const { lines, order } = placed!;
  const employeePaysKobo = order.wholeKobo - order.totalKobo;
  const presented = presentOrder({
    id: orderId,
    status: employeePaysKobo > 0 ? 'AWAITING_PAYMENT' : 'PENDING',
    totalKobo: order.wholeKobo,
    employeePaysKobo,
    paymentDueAt: order.paymentDueAt,
    paymentUrl: null,
    deliveryDate: order.deliveryDate,
    deliverySlot: order.deliverySlot,
    timeZone: payer.companyTimeZone,
    healthConflicts: order.healthConflicts,
    address: presentOrderAddress(order.addressId, order.deliveryAddress),
    zoneName: order.zoneName,
    deliveryFeeKobo: feeKobo,
    handoverCode,
    restaurant: { id: order.restaurant.id, name: order.restaurant.name, cuisines: order.restaurant.cuisines },
    declineReason: null,
    createdAt: now,
    employee: payer,
    companyName: payer.companyName,
    lines,
  });
  if (employeePaysKobo === 0) return presented;
  const url = await startContribution(ctx, {
    orderId,
    reference,
    amountKobo: employeePaysKobo,
    email: payer.email,
  });
  return awaitingPayment(presented, url);
}

/**
 * Places an order (placeOrder) and answers it: auto-order and "Order again", which never pay the
 * difference, and the order itself of a checkout that does.
 */
export async function checkout(
  ctx: AppContext,
  employeeId: string,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
): Promise<Order> {
  const answer = await placeOrder(ctx, employeeId, input, idempotencyKey);
  return isAwaitingPayment(answer) ? answer.order : answer;
}
