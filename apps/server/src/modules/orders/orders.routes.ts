import {
  BulkOrderStatusResultSchema,
  BulkOrderStatusSchema,
  CreateOrderSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderRatingSchema,
  OrderSchema,
  pageOf,
  RateOrderSchema,
  UpdateOrderStatusSchema,
} from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { rateOrder } from '../../domain/ratings/ratings.service.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { cancelOwnOrder } from './cancel.service.js';
import { checkout } from './checkout.service.js';
import { listOrders } from './orders.repository.js';
import { bulkUpdateOrderStatus, updateOrderStatus } from './orders.service.js';
import { reorder } from './reorder.service.js';

const KEEP_ALIVE_MS = 15_000;

const CheckoutHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 visible ASCII characters')
    .optional(),
});

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const events = ctx.orderEvents;

    app.post(
      '/orders',
      {
        onRequest: requireAccount(ctx, 'employee'),
        schema: {
          tags: ['orders'],
          description:
            'Places an order. A repeated Idempotency-Key returns the first order (charged once); the same key with another cart answers 409. An order totals at most ORDER_MAX_TOTAL_KOBO (₦5,000,000): 400 beyond.',
          headers: CheckoutHeadersSchema,
          body: CreateOrderSchema,
          response: answer(OrderSchema),
        },
      },
      async (request) =>
        ok(
          await checkout(ctx, signedIn(request).id, request.body, request.headers['idempotency-key']),
          'Order placed',
        ),
    );

    app.post(
      '/orders/:id/reorder',
      {
        onRequest: requireAccount(ctx, 'employee'),
        schema: {
          tags: ['orders'],
          description:
            "Order again: the same dishes and quantities as one of the employee's own orders, at today's prices, for the next open delivery date, by every checkout rule (budget, wallet, caps, portions, cut-off). 404 for another employee's order. Idempotency-Key as for `POST /orders`.",
          headers: CheckoutHeadersSchema,
          params: OrderIdParamsSchema,
          response: answer(OrderSchema),
        },
      },
      async (request) =>
        ok(
          await reorder(ctx, signedIn(request).id, request.params.id, request.headers['idempotency-key']),
          'Order placed',
        ),
    );

    app.post(
      '/orders/:id/cancel',
      {
        onRequest: requireAccount(ctx, 'employee'),
        schema: {
          tags: ['orders'],
          description:
            "Cancels one of the employee's own orders (auto-placed ones too) until the cut-off of its delivery date, refunded like any cancellation. 404 for another employee's order; 409 after the cut-off or when it is not PENDING or CONFIRMED.",
          params: OrderIdParamsSchema,
          response: answer(OrderSchema),
        },
      },
      async (request) =>
        ok(await cancelOwnOrder(ctx, signedIn(request).id, request.params.id), 'Order cancelled'),
    );

    app.post(
      '/orders/:id/rating',
      {
        onRequest: requireAccount(ctx, 'employee'),
        schema: {
          tags: ['orders'],
          description:
            "Rates one of the employee's own orders once it is DELIVERED or CONFIRMED (409 otherwise; 404 for another employee's order): 1–5 stars and an optional comment of at most 500 characters. Rating again replaces it.",
          params: OrderIdParamsSchema,
          body: RateOrderSchema,
          response: answer(OrderRatingSchema),
        },
      },
      async (request) =>
        ok(await rateOrder(ctx, signedIn(request).id, request.params.id, request.body), 'Thanks for rating'),
    );

    app.get(
      '/orders',
      {
        onRequest: requireAccount(ctx, 'employee', 'admin'),
        schema: {
          tags: ['orders'],
          querystring: OrderListQuerySchema,
          response: answer(pageOf(OrderSchema)),
        },
      },
      async (request) => {
        const account = signedIn(request);
        const { status, ...paging } = request.query;
        const employeeId = account.role === 'admin' ? undefined : account.id;
        return ok(await listOrders(ctx.database, { employeeId, status }, paging));
      },
    );

    app.patch(
      '/orders/update-status',
      {
        onRequest: requireAccount(ctx, 'admin'),
        schema: { tags: ['orders'], body: UpdateOrderStatusSchema, response: answer(OrderSchema) },
      },
      async (request) =>
        ok(
          await updateOrderStatus(ctx, request.body.orderId, request.body.newStatus),
          'Order status updated',
        ),
    );

    app.patch(
      '/orders/bulk-status',
      {
        onRequest: requireAccount(ctx, 'admin'),
        schema: {
          tags: ['orders'],
          description:
            'Sets the status of many orders, each by the rules of `/orders/update-status` and in its own transaction: `updated` lists the orders now in that status, `refused` those that could not move, with the reason (e.g. the wallet cannot cover a charge again, an unknown id).',
          body: BulkOrderStatusSchema,
          response: answer(BulkOrderStatusResultSchema),
        },
      },
      async (request) => {
        const result = await bulkUpdateOrderStatus(ctx, request.body.orderIds, request.body.newStatus);
        return ok(result, `${result.updated.length} updated, ${result.refused.length} refused`);
      },
    );

    app.get(
      '/orders/events',
      {
        onRequest: requireAccount(ctx, 'employee', 'admin'),
        schema: {
          tags: ['orders'],
          description:
            'Server-Sent Events, data `{type, order}`: `order.updated` when an order status changes (its employee and admins), `order.placed` when an order is placed (admins). At most 5 live streams per account (429) and 1000 per server process (503).',
        },
      },
      async (request, reply) => {
        const account = signedIn(request);
        events.checkCapacity(account.id);
        reply.hijack();
        const stream = reply.raw;
        let keepAlive: NodeJS.Timeout | undefined;
        let unsubscribe = () => {};
        const end = () => {
          clearInterval(keepAlive);
          unsubscribe();
          if (!stream.writableEnded) stream.end();
        };
        stream.on('close', end);
        try {
          unsubscribe = await events.subscribe({
            accountId: account.id,
            seesAll: account.role === 'admin',
            send: (event) => stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
            end,
          });
        } catch (error) {
          request.log.error({ err: error }, 'order events unavailable');
          stream.writeHead(503, { 'content-type': 'text/plain' });
          return end();
        }
        if (stream.destroyed) return end();
        // Headers go out once the subscription is live: a client that sees "connected" misses nothing after it.
        stream.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        stream.write('retry: 3000\n: connected\n\n');
        keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      },
    );
  };
}
