import { healthEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { pendingMigrations } from '../../db/migrations-state.js';
import { sessionCacheIsLive } from '../../lib/auth-guard.js';
import { serve } from '../../lib/routes.js';

/**
 * `GET /api/health` (the database answers), `GET /api/health/live` (the process answers) and
 * `GET /api/health/ready` (the database answers and has every migration of this build): public, for
 * load balancers and container probes (`healthEndpoints`: schemas and OpenAPI text are the table's).
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseUp = () =>
      ctx.database.ping().then(
        () => true,
        () => false,
      );
    /** Every migration of this build recorded as applied ('unknown' when the database does not say). */
    const migrations = async (up: boolean) => {
      if (!up) return 'unknown' as const;
      const pending = await pendingMigrations(ctx.database).catch(() => undefined);
      if (pending === undefined) return 'unknown' as const;
      return pending === 0 ? ('applied' as const) : ('pending' as const);
    };
    serve(app, ctx, healthEndpoints, {
      'GET /health': async (_request, reply) => {
        if (await databaseUp()) return { success: true, message: 'ok', data: { db: 'up' as const } };
        return reply
          .code(503)
          .send({ success: false, message: 'database unavailable', data: { db: 'down' as const } });
      },

      'GET /health/live': async () => ({ success: true, message: 'live', data: { status: 'live' as const } }),

      'GET /health/ready': async (_request, reply) => {
        const up = await databaseUp();
        const data = {
          db: up ? ('up' as const) : ('down' as const),
          migrations: await migrations(up),
          session_notices: sessionCacheIsLive(ctx) ? ('listening' as const) : ('reconnecting' as const),
        };
        if (data.migrations === 'applied') return { success: true, message: 'ready', data };
        const message = {
          unknown: 'database unavailable',
          pending: 'migrations pending: this build has migrations the database has not applied',
        }[data.migrations];
        return reply.code(503).send({ success: false, message, data });
      },
    });
  };
}
