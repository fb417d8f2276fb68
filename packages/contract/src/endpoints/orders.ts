import { OrderRatingSchema, RateOrderSchema } from '../autopilot.js';
import { pageOf } from '../common.js';
import {
  AwaitingPaymentSchema,
  BulkOrderStatusResultSchema,
  BulkOrderStatusSchema,
  CheckoutHeadersSchema,
  CreateOrderSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderSchema,
  UpdateOrderStatusSchema,
} from '../orders.js';
import { defineEndpoints } from './endpoint.js';

/** Checkout, the employee's own orders, the order lists, status changes and the live stream (server: modules/orders). */
export const ordersEndpoints = defineEndpoints({
  'POST /orders': {
    roles: ['employee'],
    tags: ['orders'],
    description:
      "Places an order. A repeated Idempotency-Key returns the first order (charged once); the same key with another cart answers 409. An order totals at most ORDER_MAX_TOTAL_KOBO (₦5,000,000): 400 beyond. With `pay_difference: true`, when the company allows it and the order costs more than the company pays for it, the company's share is charged and held and the answer is 202 `{order, company_pays, employee_pays, authorization_url}`: the order waits AWAITING_PAYMENT until the employee's card payment is verified (webhook, or `GET /orders/:id/payment/verify`), and is cancelled and released after 15 minutes unpaid (docs/pay-the-difference.md).",
    headers: CheckoutHeadersSchema,
    body: CreateOrderSchema,
    response: OrderSchema,
    accepted: AwaitingPaymentSchema,
  },
  'GET /orders/:id/payment/verify': {
    roles: ['employee'],
    tags: ['orders'],
    description:
      "Asks the payment provider about the employee's card payment of one of their own orders (pay the difference) and applies the answer: verified for the amount in NGN, an order AWAITING_PAYMENT becomes PENDING (once, whatever the webhook did); a payment that arrives after the order was cancelled is refunded to the card. Answers the order. 404 for another employee's order or an order without such a payment; 503 when the provider cannot be reached.",
    params: OrderIdParamsSchema,
    response: OrderSchema,
  },
  'POST /orders/:id/reorder': {
    roles: ['employee'],
    tags: ['orders'],
    description:
      "Order again: the same dishes and quantities as one of the employee's own orders, at today's prices, for the next open delivery date, by every checkout rule (budget, wallet, caps, portions, cut-off). 404 for another employee's order. Idempotency-Key as for `POST /orders`.",
    headers: CheckoutHeadersSchema,
    params: OrderIdParamsSchema,
    response: OrderSchema,
  },
  'POST /orders/:id/cancel': {
    roles: ['employee'],
    tags: ['orders'],
    description:
      "Cancels one of the employee's own orders (auto-placed ones too) while its slot can still be ordered (before the day's cut-off and min_lead_minutes before the slot), refunded like any cancellation. 404 for another employee's order; 409 after that or when it is not PENDING or CONFIRMED.",
    params: OrderIdParamsSchema,
    response: OrderSchema,
  },
  'POST /orders/:id/rating': {
    roles: ['employee'],
    tags: ['orders'],
    description:
      "Rates one of the employee's own orders once it is DELIVERED or CONFIRMED (409 otherwise; 404 for another employee's order): 1–5 stars and an optional comment of at most 500 characters. Rating again replaces it.",
    params: OrderIdParamsSchema,
    body: RateOrderSchema,
    response: OrderRatingSchema,
  },
  'GET /orders': {
    roles: ['employee', 'admin'],
    tags: ['orders'],
    query: OrderListQuerySchema,
    response: pageOf(OrderSchema),
  },
  'PATCH /orders/update-status': {
    roles: ['admin'],
    tags: ['orders'],
    body: UpdateOrderStatusSchema,
    response: OrderSchema,
  },
  'PATCH /orders/bulk-status': {
    roles: ['admin'],
    tags: ['orders'],
    description:
      'Sets the status of many orders, each by the rules of `/orders/update-status` and in its own transaction: `updated` lists the orders now in that status, `refused` those that could not move, with the reason (e.g. the wallet cannot cover a charge again, an unknown id).',
    body: BulkOrderStatusSchema,
    response: BulkOrderStatusResultSchema,
  },
  'GET /orders/events': {
    roles: ['employee', 'admin'],
    tags: ['orders'],
    description:
      'Server-Sent Events, data `{type, order}`: `order.updated` when an order status changes (its employee and admins), `order.placed` when an order is placed (admins). At most 5 live streams per account (429) and 1000 per server process (503).',
  },
});
