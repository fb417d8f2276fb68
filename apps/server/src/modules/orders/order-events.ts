import {
  ORDER_STREAMS_PER_ACCOUNT,
  ORDER_STREAMS_TOTAL,
  type OrderEvent,
  type OrderEventType,
} from '@lunch/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findOrder } from './orders.repository.js';

const CHANNEL = 'order_events';
const RECONNECT_MS = 1000;

/** What travels through NOTIFY: the event and whose order it is (the order itself is read on delivery). */
export type OrderNotice = { event: OrderEventType; orderId: string; employeeId: string };

/** The statement announcing a new or changed order (see publishOrderEvent). */
export const orderEvent = (notice: OrderNotice) =>
  sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`;

/**
 * Announces a new or changed order through PostgreSQL NOTIFY to every server process listening on
 * the same database. Inside a transaction it is heard only if the transaction commits. Checkout
 * sends `orderEvent` right after its commit instead: PostgreSQL serializes the commits of all
 * transactions that notify, so a notifying checkout would queue behind every other one.
 */
export async function publishOrderEvent(ex: Executor, notice: OrderNotice) {
  await ex.execute(orderEvent(notice));
}

/** Announces that many orders changed (dispatch, the lateness pass), in one statement. */
export async function publishOrderUpdates(
  ex: Executor,
  changed: ReadonlyArray<{ id: string; employeeId: string }>,
) {
  if (changed.length === 0) return;
  const notices = changed.map((order) => ({
    event: 'order.updated',
    orderId: order.id,
    employeeId: order.employeeId,
  }));
  await ex.execute(
    sql`select pg_notify(${CHANNEL}, notice::text) from jsonb_array_elements(${JSON.stringify(notices)}::jsonb) notice`,
  );
}

export type OrderListener = {
  accountId: string;
  /** Admins hear of every order; an employee only of changes to their own. */
  seesAll: boolean;
  send(event: OrderEvent): void;
  end(): void;
};

/**
 * Fans order updates out to this process's listeners (the SSE streams of `GET /api/orders/events`);
 * LISTENs on the database from the first stream on. A per-process service on the context
 * (`ctx.orderEvents`), created by context.ts; it starts by itself with its first stream, and its
 * streams end as the app starts closing (app.ts, preClose), so that the server can close.
 */
export class OrderEvents {
  private readonly listeners = new Set<OrderListener>();
  private stopListening: Promise<() => Promise<void>> | undefined;
  private closed = false;

  constructor(private readonly ctx: { database: Database; log: FastifyBaseLogger }) {}

  /** How many streams this process has open (GET /metrics). */
  get openStreams(): number {
    return this.listeners.size;
  }

  /**
   * Refuses a new stream beyond ORDER_STREAMS_PER_ACCOUNT for the account (429) or
   * ORDER_STREAMS_TOTAL for this process (503). Call it right before `subscribe`.
   */
  checkCapacity(accountId: string): void {
    if (this.listeners.size >= ORDER_STREAMS_TOTAL) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Too many live order updates are open on this server. Try again shortly.',
      );
    }
    const own = [...this.listeners].filter((listener) => listener.accountId === accountId).length;
    if (own >= ORDER_STREAMS_PER_ACCOUNT) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `At most ${ORDER_STREAMS_PER_ACCOUNT} live order updates per account: close another tab or window showing orders.`,
      );
    }
  }

  async subscribe(listener: OrderListener): Promise<() => void> {
    this.listeners.add(listener);
    try {
      await this.listen();
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Ends every stream and stops listening (before the server closes). */
  async stop() {
    this.closed = true;
    for (const listener of this.listeners) listener.end();
    this.listeners.clear();
    const stop = await this.stopListening?.catch(() => undefined);
    this.stopListening = undefined;
    await stop?.();
  }

  private listen() {
    this.stopListening ??= this.connect().catch((error) => {
      this.stopListening = undefined;
      throw error;
    });
    return this.stopListening;
  }

  private async connect(): Promise<() => Promise<void>> {
    const listening = await this.ctx.database.listen(CHANNEL, 'order-events', {
      onNotice: (payload) => {
        if (payload) void this.deliver(payload);
      },
      onLost: (error) => {
        this.ctx.log.warn({ err: error }, 'order events connection lost; reconnecting');
        this.stopListening = undefined;
        setTimeout(() => {
          if (!this.closed && this.listeners.size > 0) {
            this.listen().catch((e) => this.ctx.log.error({ err: e }, 'order events reconnect failed'));
          }
        }, RECONNECT_MS).unref();
      },
    });
    return () => listening.stop();
  }

  private async deliver(payload: string) {
    let notice: OrderNotice;
    try {
      notice = JSON.parse(payload) as OrderNotice;
    } catch {
      return;
    }
    const targets = [...this.listeners].filter(
      (l) => l.seesAll || (notice.event === 'order.updated' && l.accountId === notice.employeeId),
    );
    if (targets.length === 0) return;
    try {
      const order = await findOrder(this.ctx.database.db, notice.orderId);
      if (order) for (const target of targets) target.send({ type: notice.event, order });
    } catch (error) {
      this.ctx.log.error({ err: error, orderId: notice.orderId }, 'order event delivery failed');
    }
  }
}
