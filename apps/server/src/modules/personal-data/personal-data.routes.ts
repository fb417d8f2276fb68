import { personalDataEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../domain/audit/audit.js';
import { companyOf, SESSION_COOKIE, signedIn } from '../../lib/auth-guard.js';
import { dayKey } from '../../lib/clock.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { eraseSelf, removeEmployee } from './erasure.service.js';
import { exportFileName, personalData } from './export.service.js';

/** A person's data (`personalDataEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function personalDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, personalDataEndpoints, {
      'GET /profile/export': async (request, reply) => {
        const account = signedIn(request);
        const data = await personalData(ctx, account);
        return reply
          .type('application/json; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${exportFileName(dayKey(ctx.clock.now(), account.timeZone))}"`,
          )
          .header('cache-control', 'no-store')
          .send(JSON.stringify(data, null, 2));
      },

      'DELETE /profile': async (request, reply) => {
        await eraseSelf(ctx, signedIn(request));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return ok(null, 'Your data was erased and you are signed out');
      },

      'DELETE /users/employees/:id': async (request) => {
        const { name } = await removeEmployee(
          ctx,
          companyOf(request),
          actorOf(signedIn(request)),
          request.params.id,
          request.query.erase,
        );
        return ok(null, request.query.erase ? `${name}: removed and erased` : `${name} was removed`);
      },
    });
  };
}
