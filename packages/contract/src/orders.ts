import { z } from 'zod';
import { OrderAddressSchema } from './addresses.js';
import { OrderRatingSchema } from './autopilot.js';
import {
  checkRange,
  IdSchema,
  LIST_SORTS,
  MoneySchema,
  PageQuerySchema,
  SortAndRangeShape,
  TimestampSchema,
} from './common.js';
import { BULK_STATUS_MAX_ORDERS, ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_STATUSES } from './constants.js';
import { DateSchema, TimeOfDaySchema } from './delivery.js';
import { ISSUE_KINDS, ISSUE_RESOLUTIONS } from './issues.js';
import { RestaurantSummarySchema } from './restaurants.js';

export const OrderLineInputSchema = z.strictObject({
  food_menu: IdSchema,
  quantity: z
    .number({ message: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(ORDER_MAX_QUANTITY, `Quantity must be at most ${ORDER_MAX_QUANTITY}`),
});

export const CreateOrderSchema = z.strictObject({
  foodItems: z
    .array(OrderLineInputSchema, { message: 'foodItems must be a list' })
    .min(1, 'Your cart is empty')
    .max(ORDER_MAX_LINES, `At most ${ORDER_MAX_LINES} lines per order`)
    .refine(
      (lines) => new Set(lines.map((line) => line.food_menu)).size === lines.length,
      'Each menu item may appear only once',
    ),
  delivery_date: DateSchema.optional().describe(
    'Delivery day (company time zone). Absent: the first day on which ordering is still open',
  ),
  delivery_slot: TimeOfDaySchema.optional().describe(
    "HH:MM, company time zone: one of the slots offered (the platform's, or the address's zone's own; 409 otherwise, or when it is too soon to cook and deliver). Absent: the slot nearest the employee's lunch time that is still open",
  ),
  address_id: IdSchema.optional().describe(
    "One of the employee's delivery addresses (GET /profile/addresses; 404 for any other). Absent: the address whose default_for holds the delivery day's week day, else the first. 409 when the platform has delivery zones and none holds the address. The order keeps a copy of the address.",
  ),
  pay_difference: z
    .boolean({ message: 'pay_difference must be true or false' })
    .optional()
    .describe(
      "true: when the employee's company allows it (employees_may_pay_difference) and the order costs more than the company pays for it (what is left of the employee's monthly budget, the per-order cap, what is left of the day cap), the company pays its share and the employee pays the rest by card: the answer is 202 with the payment page, and the order waits AWAITING_PAYMENT (15 minutes at most). Absent or false: refused with 409 as ever",
    ),
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

/** The headers of a checkout (`POST /orders`, `POST /orders/:id/reorder`): an optional Idempotency-Key. */
export const CheckoutHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible ASCII characters')
    .optional(),
});

/** Where the lunch is on its way (issue 29): its rider, and when it left, arrived, failed or ran late. */
export const OrderDeliverySchema = z.object({
  rider: z
    .object({ first_name: z.string() })
    .nullable()
    .describe('The rider carrying it (first name only); null: not dispatched yet'),
  picked_up_at: TimestampSchema.nullable().describe('When it left with the rider (OUT_FOR_DELIVERY)'),
  delivered_at: TimestampSchema.nullable().describe('When it was handed over with its code (DELIVERED)'),
  failed_at: TimestampSchema.nullable().describe('When the rider could not deliver it'),
  failure_reason: z.string().nullable(),
  late: z.boolean().describe('True when its slot ended before it was delivered'),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

export const OrderIssueSummarySchema = z.object({
  id: IdSchema,
  kind: z.enum(ISSUE_KINDS),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(ISSUE_RESOLUTIONS).nullable(),
  refund: MoneySchema,
  reply: z.string(),
  created_at: TimestampSchema,
});

export const OrderSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  created_at: TimestampSchema,
  status: z.enum(ORDER_STATUSES),
  total_amount: MoneySchema,
  company_pays: MoneySchema.describe(
    "What the company's wallet and the employee's budget pay of total_amount (the delivery fee apart): all of it, unless the employee pays the difference",
  ),
  employee_pays: MoneySchema.describe(
    'What the employee pays of total_amount by card (pay_difference); 0.00 when the company pays it all',
  ),
  payment_due_at: TimestampSchema.nullable().describe(
    "While AWAITING_PAYMENT: when the order is cancelled unless the employee's payment has arrived; null otherwise",
  ),
  payment_url: z
    .string()
    .nullable()
    .describe(
      "While AWAITING_PAYMENT: the employee's payment page (Paystack's, or the sandbox's); null otherwise",
    ),
  delivery_date: z.string().describe('YYYY-MM-DD, company time zone'),
  delivery_slot: z
    .string()
    .describe("HH:MM, company time zone: the delivery slot chosen (one of the platform's slots)"),
  time_zone: z.string().describe("The company's time zone, in which delivery_date and delivery_slot are"),
  health_conflicts: z
    .array(z.string())
    .describe(
      'What the order\'s dishes conflict with in the employee\'s allergies, conditions or diets when it was placed, e.g. "peanuts (allergy)"; empty: nothing',
    ),
  items: z.array(
    z.object({ food_menu: IdSchema, name: z.string(), price: MoneySchema, quantity: z.number().int() }),
  ),
  address: OrderAddressSchema.nullable().describe(
    'Where the lunch goes, as the address was when the order was placed; null: the employee had no address',
  ),
  zone: z
    .string()
    .nullable()
    .describe('The delivery zone of the address when the order was placed; null: none'),
  delivery_fee: MoneySchema.describe(
    "The delivery fee charged with this order to the company wallet (not the employee's budget): the zone's fee for the first order of the employee's day, slot and address, 0.00 for the others",
  ),
  restaurant: RestaurantSummarySchema.describe('The restaurant cooking the order (every dish comes from it)'),
  decline_reason: z
    .string()
    .nullable()
    .describe('Why the order was declined; null: not declined, or no reason given'),
  handover_code: z
    .string()
    .describe("The 4-digit code the employee gives the rider at the door (the rider's run never shows it)"),
  delivery: OrderDeliverySchema,
  issue: OrderIssueSummarySchema.nullable().describe(
    'The problem the employee reported with this order; null: none',
  ),
  employee_details: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  company_details: z.object({ name: z.string() }).nullable(),
  rating: OrderRatingSchema.nullable().describe("The employee's rating of this order; null: not rated"),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * `POST /orders` with `pay_difference` (202): the order, AWAITING_PAYMENT, how it is split, and the
 * employee's payment page; the order becomes PENDING once the payment is verified.
 */
export const AwaitingPaymentSchema = z.object({
  order: OrderSchema,
  company_pays: MoneySchema.describe("What the company's wallet and the employee's budget pay"),
  employee_pays: MoneySchema.describe('What the employee pays by card'),
  authorization_url: z.string().describe('The payment page to send the employee to'),
});
export type AwaitingPayment = z.infer<typeof AwaitingPaymentSchema>;

/** What `POST /orders` answers: the order placed (200), or one waiting for the employee's payment (202). */
export type CheckoutAnswer = Order | AwaitingPayment;
export const isAwaitingPayment = (answer: CheckoutAnswer): answer is AwaitingPayment =>
  'authorization_url' in answer;

/**
 * An order's short reference for people (labels, kitchen sheet, screens): the last 8 hex digits of
 * its id in capitals, "9F3A02C7". The last digits, not the first: an id is a UUIDv7, whose first
 * digits are the time it was made (orders of the same minute would share them), its last random.
 */
export function orderRef(orderId: string): string {
  return orderId.replace(/-/g, '').slice(-8).toUpperCase();
}

export const OrderIdParamsSchema = z.object({ id: IdSchema });

/**
 * How an order list can be sorted: the money lists' sorts, and `delivery_slot` (with a
 * `delivery_date` only): the day's orders slot by slot, earliest first, each slot in the order the
 * orders were placed — the order the kitchen and the riders work in.
 */
export const ORDER_LIST_SORTS = [...LIST_SORTS, 'delivery_slot'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

export const OrderListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  ...SortAndRangeShape,
  sort: z
    .enum(ORDER_LIST_SORTS, { message: `sort must be one of ${ORDER_LIST_SORTS.join(', ')}` })
    .default('-created_at')
    .describe(
      'created_at or amount, a leading minus sorts descending (default -created_at, newest first); delivery_slot (with delivery_date): slot by slot, earliest first, then oldest placed first',
    ),
  delivery_date: DateSchema.optional().describe(
    'only orders delivered on this day (YYYY-MM-DD, company time zone)',
  ),
  delivery_slot: TimeOfDaySchema.optional().describe(
    'only orders of this delivery slot (HH:MM, company time zone)',
  ),
  company_id: IdSchema.optional().describe("only this company's orders (its account id)"),
})
  .superRefine(checkRange)
  .superRefine((query, ctx) => {
    if (query.sort === 'delivery_slot' && !query.delivery_date)
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort delivery_slot needs a delivery_date' });
  });
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const UpdateOrderStatusSchema = z.strictObject({
  orderId: IdSchema,
  newStatus: z.enum(ORDER_STATUSES, { message: `newStatus must be one of ${ORDER_STATUSES.join(', ')}` }),
});

export const BulkOrderStatusSchema = z.strictObject({
  orderIds: z
    .array(IdSchema, { message: 'orderIds must be a list of order ids' })
    .min(1, 'Choose at least one order')
    .max(BULK_STATUS_MAX_ORDERS, `At most ${BULK_STATUS_MAX_ORDERS} orders at once`)
    .transform((ids) => [...new Set(ids)]),
  newStatus: UpdateOrderStatusSchema.shape.newStatus,
});
export const BulkOrderStatusResultSchema = z.object({
  updated: z.array(OrderSchema),
  refused: z.array(z.object({ orderId: z.string(), message: z.string() })),
});
export type BulkOrderStatusResult = z.infer<typeof BulkOrderStatusResultSchema>;

export const KitchenQuerySchema = z.object({
  date: DateSchema.optional(),
  restaurant_id: IdSchema.optional().describe(
    "Platform admin: only this restaurant's orders (absent: every restaurant's). A restaurant always gets its own (404 for another's id)",
  ),
});
export const KitchenLabelsQuerySchema = KitchenQuerySchema.extend({
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe(
      '`true`: a label for every order of the day not declined or cancelled, those out for delivery or delivered too. Otherwise only the orders left to cook (pending or confirmed)',
    ),
});
const KitchenDishSchema = z.object({ food_menu: IdSchema, name: z.string(), quantity: z.number().int() });
export const KitchenSheetSchema = z.object({
  date: z.string(),
  dishes: z
    .array(KitchenDishSchema)
    .describe('Portions to cook: of the orders not yet out for delivery (pending or confirmed)'),
  slots: z
    .array(
      z.object({
        slot: z.string(),
        orders: z.number().int().describe('Orders of the slot left to cook (pending or confirmed)'),
        dishes: z.array(KitchenDishSchema).describe("Portions of the slot's orders left to cook"),
      }),
    )
    .describe('Every slot with a delivery, in time order'),
  deliveries: z.array(
    z.object({
      order_id: IdSchema,
      ref: z
        .string()
        .describe("The order's short reference (orderRef): the last 8 hex digits of its id in capitals"),
      slot: z.string(),
      time_zone: z.string().describe("The company's time zone (IANA), the slot's clock"),
      status: z.enum(ORDER_STATUSES),
      employee_name: z.string(),
      company_name: z.string(),
      restaurant: z.string().describe('The name of the restaurant cooking it'),
      address: z.string(),
      items: z.array(z.object({ food_menu: IdSchema, name: z.string(), quantity: z.number().int() })),
      health_conflicts: z
        .array(z.string())
        .describe(
          "What the order conflicts with in the employee's allergies, conditions or diets (see Order.health_conflicts); empty: nothing",
        ),
    }),
  ),
});
export type KitchenSheet = z.infer<typeof KitchenSheetSchema>;

/** `order.placed` goes to admins only (the employee placed it); `order.updated` also to the order's employee. */
export const ORDER_EVENT_TYPES = ['order.placed', 'order.updated'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
/** One message of the `GET /orders/events` stream (its SSE `data`; the SSE `event` is the same type). */
export const OrderEventSchema = z.object({ type: z.enum(ORDER_EVENT_TYPES), order: OrderSchema });
export type OrderEvent = z.infer<typeof OrderEventSchema>;
