import { envelope } from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sessionCacheIsLive } from '../../lib/auth-guard.js';

const Liveness = envelope(z.object({ db: z.enum(['up', 'down']) }));
const Readiness = envelope(
  z.object({ db: z.enum(['up', 'down']), session_notices: z.enum(['listening', 'reconnecting']) }),
);

/** `GET /api/health` (liveness) and `GET /api/health/ready` (readiness): public, for load balancers. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseUp = () =>
      ctx.database.ping().then(
        () => true,
        () => false,
      );
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          description: 'Whether the database answers: 200, or 503 with `db: "down"`.',
          response: { 200: Liveness, 503: Liveness },
        },
      },
      async (_request, reply) => {
        if (await databaseUp()) return { success: true, message: 'ok', data: { db: 'up' as const } };
        return reply
          .code(503)
          .send({ success: false, message: 'database unavailable', data: { db: 'down' as const } });
      },
    );
    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['platform'],
          description:
            'Whether this process can serve: 503 when the database does not answer. `session_notices` says ' +
            'whether it hears the database’s change notices ("reconnecting" while that connection is lost ' +
            'or stalled: sessions are then looked up in the database on every request, and it reconnects ' +
            'by itself within seconds).',
          response: { 200: Readiness, 503: Readiness },
        },
      },
      async (_request, reply) => {
        const up = await databaseUp();
        const data = {
          db: up ? ('up' as const) : ('down' as const),
          session_notices: sessionCacheIsLive(ctx) ? ('listening' as const) : ('reconnecting' as const),
        };
        if (up) return { success: true, message: 'ready', data };
        return reply.code(503).send({ success: false, message: 'database unavailable', data });
      },
    );
  };
}
