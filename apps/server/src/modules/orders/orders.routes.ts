import { isAwaitingPayment } from '@lunch/contract';
import { ordersEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { rateOrder } from '../../domain/ratings/ratings.service.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { verifyOrderPayment } from './awaiting-orders.js';
import { cancelOwnOrder } from './cancel.service.js';
import { placeOrder } from './checkout.service.js';
import { listOrders } from './orders.repository.js';
import { bulkUpdateOrderStatus, updateOrderStatus } from './orders.service.js';
import { reorder } from './reorder.service.js';

const KEEP_ALIVE_MS = 15_000;

/** Orders (`ordersEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const events = ctx.orderEvents;

    serve(app, ctx, ordersEndpoints, {
      'POST /orders': async (request, reply) => {
        const answer = await placeOrder(
          ctx,
          signedIn(request).id,
          request.body,
          request.headers['idempotency-key'],
        );
        if (!isAwaitingPayment(answer)) return ok(answer, 'Order placed');
        reply.code(202);
        return ok(answer, 'Pay your part by card to place the order');
      },

      'GET /orders/:id/payment/verify': async (request) =>
        ok(await verifyOrderPayment(ctx, signedIn(request).id, request.params.id)),

      'POST /orders/:id/reorder': async (request) =>
        ok(
          await reorder(ctx, signedIn(request).id, request.params.id, request.headers['idempotency-key']),
          'Order placed',
        ),

      'POST /orders/:id/cancel': async (request) =>
        ok(await cancelOwnOrder(ctx, signedIn(request).id, request.params.id), 'Order cancelled'),

      'POST /orders/:id/rating': async (request) =>
        ok(await rateOrder(ctx, signedIn(request).id, request.params.id, request.body), 'Thanks for rating'),

      'GET /orders': async (request) => {
        const account = signedIn(request);
        const { status, company_id, delivery_date, delivery_slot, ...paging } = request.query;
        const employeeId = account.role === 'admin' ? undefined : account.id;
        const filter = {
          employeeId,
          status,
          companyId: company_id,
          deliveryDate: delivery_date,
          deliverySlot: delivery_slot,
        };
        return ok(await listOrders(ctx.database, filter, paging));
      },

      'PATCH /orders/update-status': async (request) =>
        ok(
          await updateOrderStatus(
            ctx,
            request.body.orderId,
            request.body.newStatus,
            actorOf(signedIn(request)),
          ),
          'Order status updated',
        ),

      'PATCH /orders/bulk-status': async (request) => {
        const result = await bulkUpdateOrderStatus(
          ctx,
          request.body.orderIds,
          request.body.newStatus,
          actorOf(signedIn(request)),
        );
        return ok(result, `${result.updated.length} updated, ${result.refused.length} refused`);
      },

      'GET /orders/events': async (request, reply) => {
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
    });
  };
}
