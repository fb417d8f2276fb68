import { healthEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { sessionCacheIsLive } from '../../lib/auth-guard.js';
import { serve } from '../../lib/routes.js';

/**
 * `GET /api/health` (liveness) and `GET /api/health/ready` (readiness): public, for load balancers
 * (`healthEndpoints`: schemas and OpenAPI text are the table's).
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseUp = () =>
      ctx.database.ping().then(
        () => true,
        () => false,
      );
    serve(app, ctx, healthEndpoints, {
      'GET /health': async (_request, reply) => {
        if (await databaseUp()) return { success: true, message: 'ok', data: { db: 'up' as const } };
        return reply
          .code(503)
          .send({ success: false, message: 'database unavailable', data: { db: 'down' as const } });
      },

      'GET /health/ready': async (_request, reply) => {
        const up = await databaseUp();
        const data = {
          db: up ? ('up' as const) : ('down' as const),
          session_notices: sessionCacheIsLive(ctx) ? ('listening' as const) : ('reconnecting' as const),
        };
        if (up) return { success: true, message: 'ready', data };
        return reply.code(503).send({ success: false, message: 'database unavailable', data });
      },
    });
  };
}
