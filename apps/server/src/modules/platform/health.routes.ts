import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';

/** `GET /api/health`: 200 while the database answers, 503 when it does not. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { success: true, message: 'ok', data: { db: 'up' } };
      } catch {
        return reply
          .code(503)
          .send({ success: false, message: 'database unavailable', data: { db: 'down' } });
      }
    });
  };
}
