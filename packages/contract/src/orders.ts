import { z } from 'zod';
import {
  checkRange,
  IdSchema,
  MoneySchema,
  PageQuerySchema,
  SortAndRangeShape,
  TimestampSchema,
} from './common.js';
import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_STATUSES } from './constants.js';

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
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  created_at: TimestampSchema,
  status: z.enum(ORDER_STATUSES),
  total_amount: MoneySchema,
  items: z.array(
    z.object({ food_menu: IdSchema, name: z.string(), price: MoneySchema, quantity: z.number().int() }),
  ),
  employee_details: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  company_details: z.object({ name: z.string() }).nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListQuerySchema = PageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  ...SortAndRangeShape,
}).superRefine(checkRange);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const UpdateOrderStatusSchema = z.strictObject({
  orderId: IdSchema,
  newStatus: z.enum(ORDER_STATUSES, { message: `newStatus must be one of ${ORDER_STATUSES.join(', ')}` }),
});

/** `order.placed` goes to admins only (the employee placed it); `order.updated` also to the order's employee. */
export const ORDER_EVENT_TYPES = ['order.placed', 'order.updated'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
/** One message of the `GET /orders/events` stream (its SSE `data`; the SSE `event` is the same type). */
export const OrderEventSchema = z.object({ type: z.enum(ORDER_EVENT_TYPES), order: OrderSchema });
export type OrderEvent = z.infer<typeof OrderEventSchema>;
