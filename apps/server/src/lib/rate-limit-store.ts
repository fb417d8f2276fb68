import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import type { Clock } from './clock.js';
import { DAY } from './clock.js';

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hit) => void;

/** Longer than any window in use: rows older than this only take room. */
const KEEP = DAY;

/** Deletes counters whose window ended long ago (a recurring task of the platform module, hourly). */
export async function purgeFinishedRateLimitWindows(ctx: { db: Executor; clock: Clock }) {
  await ctx.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(ctx.clock.now().getTime() - KEEP)));
}

/**
 * Counts one hit on `key` in a fixed window of `timeWindow` ms (the first hit after the window ends
 * starts a new one), in the caller's transaction when given one. Shared by every server process.
 */
export async function hitWindow(
  executor: Executor,
  now: Date,
  key: string,
  timeWindow: number,
): Promise<Hit> {
  const expired = new Date(now.getTime() - timeWindow);
  const restart = sql`${rateLimits.windowStart} <= ${expired.toISOString()}`;
  const [row] = await executor
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${restart} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${restart} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return { current: row!.hits, ttl: Math.max(0, row!.windowStart.getTime() + timeWindow - now.getTime()) };
}

/**
 * A rate-limit store in the database, so that every server process on one database counts the same
 * requests (the plugin's default store counts per process). A fixed window per key: the first hit
 * after the window ends starts a new one. Finished windows are purged by `purgeFinishedRateLimitWindows`.
 */
export function databaseRateLimitStore(ctx: { db: Executor; clock: Clock }): FastifyRateLimitStoreCtor {
  const hit = (key: string, timeWindow: number) => hitWindow(ctx.db, ctx.clock.now(), key, timeWindow);

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each rate-limited route counts on its own: its method and URL prefix the client's key. */
    private prefix = '';

    incr(key: string, callback: Callback, timeWindow: number) {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes the route's merged limit settings with the route as `routeInfo`.
      const route = (options as unknown as { routeInfo: { method: string | string[]; url: string } })
        .routeInfo;
      const child = new DatabaseRateLimitStore();
      child.prefix = `${String(route.method)} ${route.url} `;
      return child;
    }
  }
  return DatabaseRateLimitStore;
}
