import { Readable } from 'node:stream';
import { TZDate } from '@date-fns/tz';
import { auditEndpoints } from '@lunch/contract/endpoints';
import { format } from 'date-fns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { companyOf } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { auditCsv, companyTimeZone, listAudit } from './audit.service.js';

/** Who did what to the company (`auditEndpoints`: roles, schemas and OpenAPI text are the table's). */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, auditEndpoints, {
      'GET /company/audit': async (request) => ok(await listAudit(ctx, companyOf(request), request.query)),

      'GET /company/audit/export': async (request, reply) => {
        const companyId = companyOf(request);
        const timeZone = await companyTimeZone(ctx, companyId);
        const day = format(new TZDate(ctx.clock.now(), timeZone), 'yyyy-MM-dd');
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="activity-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(auditCsv(ctx, companyId, request.query, timeZone)));
      },
    });
  };
}
